import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { createTranslator } from 'next-intl';
import { createMailer, MailNotSentError, mailerFromEnv } from '@/server/mail/mailer';
import { priceAlertMail } from '@/server/features/price-tracking/alert-mail';
import {
  accountDeletionMail,
  passwordChangedMail,
  resetPasswordMail,
  verificationCodeMail,
  type MailLocale,
  type RenderedMail,
} from '@/server/mail/templates';
import type { Logger } from '@/server/log';
import { formatMoney } from '@/lib/format/money';
import { escapeHtml } from '@/lib/site/small-page';
import { TRACKING_RULES } from '@/lib/validation/tracking';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import {
  extractCode,
  extractLink,
  startSmtpCapture,
  type SmtpCapture,
} from '../support/smtp-capture';

const FROM = 'Safqa <no-reply@safqa.test>';
const EVIL_LINK = 'https://safqa.test/reset-password/abc?x="><script>alert(1)</script>';

function recordingLogger() {
  const entries: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
    entries.push({ level, msg, fields });
  const logger: Logger = {
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
  };
  return { logger, entries };
}

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'safqa-mail-'));

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail templates', () => {
  const all = (locale: MailLocale) =>
    Promise.all([
      verificationCodeMail({ locale, code: '04817' }),
      resetPasswordMail({ locale, link: 'https://safqa.test/reset-password/tok' }),
      passwordChangedMail({ locale }),
      accountDeletionMail({ locale }),
    ]);

  it.each([
    ['ar', 'rtl', 'صفقة', /[\u0600-\u06FF]/],
    ['en', 'ltr', 'Safqa', /^[\x20-\x7E]+$/],
  ] as const)(
    'writes every %s mail in that language with dir=%s',
    async (locale, dir, product, script) => {
      const mails = await all(locale);
      for (const mail of mails) {
        expect(mail.html).toContain(`<html lang="${locale}" dir="${dir}">`);
        expect(mail.html).toContain(product);
        expect(mail.html).toContain('#047857');
        expect(mail.subject).toMatch(script);
        expect(mail.subject).toContain(product);
        expect(mail.text).toContain(product);
      }
      const subjects = mails.map((m) => m.subject);
      expect(new Set(subjects).size).toBe(subjects.length);
    },
  );

  it('puts the code in Latin digits into both parts, never into the subject', async () => {
    for (const locale of ['ar', 'en'] as const) {
      const mail = await verificationCodeMail({ locale, code: '04817' });
      expect(extractCode(mail.text)).toBe('04817');
      expect(mail.html).toContain('04817');
      expect(mail.subject).not.toContain('04817');
      expect(mail.text + mail.html).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
    expect((await verificationCodeMail({ locale: 'ar', code: '04817' })).text).toContain(
      '10 دقائق',
    );
    expect((await verificationCodeMail({ locale: 'en', code: '04817' })).text).toContain(
      '10 minutes',
    );
  });

  it('states the limits of each mail', async () => {
    expect((await resetPasswordMail({ locale: 'en', link: 'https://x.test/r' })).text).toMatch(
      /1 hour[\s\S]*only once/,
    );
    expect((await resetPasswordMail({ locale: 'ar', link: 'https://x.test/r' })).text).toContain(
      'ساعة واحدة',
    );
    expect((await accountDeletionMail({ locale: 'en' })).text).toMatch(/24 hours[\s\S]*sign in/i);
    expect((await accountDeletionMail({ locale: 'ar' })).text).toContain('24 ساعة');
    expect((await passwordChangedMail({ locale: 'en' })).text).toMatch(/reset your password/);
  });

  it('escapes interpolated values in the HTML part and keeps the text part verbatim', async () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
    for (const locale of ['ar', 'en'] as const) {
      const mail = await resetPasswordMail({ locale, link: EVIL_LINK });
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain(
        'href="https://safqa.test/reset-password/abc?x=&quot;&gt;&lt;script&gt;',
      );
      expect(mail.text).toContain(EVIL_LINK);
    }
    expect((await verificationCodeMail({ locale: 'en', code: '<b>1' })).html).toContain(
      '&lt;b&gt;1',
    );
  });
});

describe('createMailer over SMTP', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  it('delivers an Arabic verification mail with the code', async () => {
    const { logger, entries } = recordingLogger();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: '/nonexistent',
      logger,
    });
    await mailer.send({
      to: 'Layla@Example.com',
      ...(await verificationCodeMail({ locale: 'ar', code: '39120' })),
    });
    const mail = await smtp.waitFor('layla@example.com');
    expect(mail.to.map((r) => r.toLowerCase())).toEqual(['layla@example.com']);
    expect(mail.from).toContain('no-reply@safqa.test');
    expect(mail.subject).toBe(ar.mail.verification.subject);
    expect(extractCode(mail.text)).toBe('39120');
    expect(mail.text).toContain(ar.mail.verification.ignore);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('39120');
    expect(entries).toEqual([]);
  });

  it('delivers an English reset mail whose link survives and whose HTML is escaped', async () => {
    const { logger } = recordingLogger();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: '/nonexistent',
      logger,
    });
    const link = 'https://safqa.test/en/reset-password/Zm9v_YmFy-123';
    await mailer.send({
      to: 'omar@example.com',
      ...(await resetPasswordMail({ locale: 'en', link })),
    });
    await mailer.send({
      to: 'evil@example.com',
      ...(await resetPasswordMail({ locale: 'en', link: EVIL_LINK })),
    });
    const mail = await smtp.waitFor('omar@example.com', (m) => /reset-password\//.test(m.text));
    expect(mail.subject).toBe(en.mail.resetPassword.subject);
    expect(extractLink(mail.text)).toBe(link);
    expect(mail.html).toContain('lang="en" dir="ltr"');
    expect(mail.html).toContain(`href="${link}"`);
    const evil = await smtp.waitFor('evil@example.com');
    expect(evil.html).not.toContain('<script>');
    expect(evil.html).toContain('&lt;script&gt;');
  });

  it('waits for a mail that has not arrived yet and times out on one that never does', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: '/nonexistent',
      logger: recordingLogger().logger,
    });
    const pending = smtp.waitFor('late@example.com', undefined, 5000);
    await mailer.send({ to: 'late@example.com', ...(await passwordChangedMail({ locale: 'ar' })) });
    expect((await pending).subject).toBe(ar.mail.passwordChanged.subject);
    await expect(smtp.waitFor('nobody@example.com', undefined, 50)).rejects.toThrow(
      /No mail for nobody@example.com/,
    );
    smtp.clear();
    expect(smtp.messages).toEqual([]);
  });

  it('rejects with MailNotSentError when the server refuses the message', async () => {
    let fail = true;
    const failing = await startSmtpCapture({ failWith: () => fail });
    try {
      const mailer = createMailer({
        smtpUrl: failing.url,
        from: FROM,
        outboxDir: '/nonexistent',
        logger: recordingLogger().logger,
      });
      const message = {
        to: 'a@example.com',
        ...(await verificationCodeMail({ locale: 'en', code: '55555' })),
      };
      const error: unknown = await mailer.send(message).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MailNotSentError);
      expect((error as MailNotSentError).cause).toMatchObject({ responseCode: 554 });
      expect((error as Error).message).not.toContain('55555');
      expect(failing.messages).toEqual([]);
      fail = false;
      await mailer.send(message);
      expect((await failing.waitFor('a@example.com')).subject).toBe(en.mail.verification.subject);
    } finally {
      await failing.close();
    }
  });

  it('rejects with MailNotSentError when nothing listens on the port', async () => {
    const port = await closedPort();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      outboxDir: '/nonexistent',
      logger: recordingLogger().logger,
    });
    const error: unknown = await mailer
      .send({ to: 'a@example.com', ...(await accountDeletionMail({ locale: 'en' })) })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(MailNotSentError);
    // Errors from Node's realm fail `instanceof Error` inside Jest's sandbox: compare the fields.
    expect((error as MailNotSentError).cause).toMatchObject({
      code: expect.stringMatching(/^E[A-Z]+$/),
    });
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
  });
});

describe('every mail in both languages, over SMTP', () => {
  const MESSAGES = { ar, en };
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  const send = async (to: string, rendered: RenderedMail) => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: '/nonexistent',
      logger: recordingLogger().logger,
    });
    await mailer.send({ to, ...rendered });
    return smtp.waitFor(to);
  };

  it.each(['ar', 'en'] as const)(
    'sends each %s account mail with its catalogue words in the subject and both parts',
    async (locale) => {
      const m = MESSAGES[locale].mail;
      const link = 'https://safqa.test/reset-password/tok';
      const mails = [
        [m.verification, await verificationCodeMail({ locale, code: '13579' })],
        [m.resetPassword, await resetPasswordMail({ locale, link })],
        [m.passwordChanged, await passwordChangedMail({ locale })],
        [m.accountDeletion, await accountDeletionMail({ locale })],
      ] as const;
      for (const [index, [words, rendered]] of mails.entries()) {
        const mail = await send(`all-${locale}-${index}@example.com`, rendered);
        const { subject, ...body } = words;
        expect(mail.subject).toBe(subject);
        expect(mail.html).toContain(`<title>${escapeHtml(subject)}</title>`);
        for (const [key, text] of Object.entries({ ...body, greeting: m.greeting })) {
          expect(mail.html).toContain(escapeHtml(text));
          // A link's label is the HTML part's button; the text part gives the address alone.
          if (key !== 'action') expect(mail.text).toContain(text);
        }
        expect(mail.text).toContain(m.signature);
        expect(mail.html).toContain(`>${MESSAGES[locale].common.appName}</div>`);
      }
    },
  );

  it.each(['ar', 'en'] as const)(
    'sends the %s price alert of every rule with its reason, and names an untitled product',
    async (locale) => {
      const t = createTranslator({
        locale,
        messages: MESSAGES[locale],
        namespace: 'mail.priceAlert',
      });
      const money = (amount: string) => formatMoney(amount, 'SAR', locale);
      for (const rule of TRACKING_RULES) {
        // The back-in-stock alert is of a product no reading named yet: its store names it.
        const title = rule === 'BACK_IN_STOCK' ? t('untitled', { store: 'Jarir' }) : 'Kettle';
        const mail = await send(
          `alert-${locale}-${rule.toLowerCase()}@example.com`,
          await priceAlertMail({
            locale,
            rule,
            title: rule === 'BACK_IN_STOCK' ? ' ' : 'Kettle',
            store: 'Jarir',
            image: null,
            oldPrice: '200',
            newPrice: '150',
            currency: 'SAR',
            targetPrice: '160',
            dropPercent: 20,
            storeLink: 'https://safqa.test/api/v1/go/product/1',
            unsubscribeLink: 'https://safqa.test/api/v1/tracking/unsubscribe?token=t',
          }),
        );
        expect(mail.subject).toBe(t(`subject.${rule}`, { title, price: money('150') }));
        expect(mail.text).toContain(t(`reason.${rule}`, { target: money('160'), percent: '20' }));
        expect(mail.text).toContain(`${title}\nJarir\n${money('200')} → ${money('150')}`);
        for (const text of [t('caveat'), t('why'), t('stop')]) expect(mail.text).toContain(text);
        expect(mail.html).toContain(`>${escapeHtml(t('goToStore', { store: 'Jarir' }))}</a>`);
      }
    },
  );
});

describe('createMailer without SMTP (outbox)', () => {
  it('writes a parseable .eml file and logs one line with a preview of the code', async () => {
    const dir = path.join(await tempDir(), 'outbox');
    const { logger, entries } = recordingLogger();
    const mailer = createMailer({ from: FROM, outboxDir: dir, logger, logCodes: true });
    const rendered = await verificationCodeMail({ locale: 'ar', code: '71264' });
    await mailer.send({ to: 'sara@example.com', ...rendered });

    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const file = path.join(dir, files[0]!);
    const parsed = await simpleParser(await readFile(file));
    expect(parsed.subject).toBe(rendered.subject);
    expect(parsed.from?.text).toContain('no-reply@safqa.test');
    expect(extractCode(parsed.text ?? '')).toBe('71264');
    expect(parsed.html).toContain('dir="rtl"');

    expect(entries).toEqual([
      {
        level: 'info',
        msg: 'mail written to outbox',
        fields: {
          to: 'sara@example.com',
          subject: rendered.subject,
          file,
          preview: rendered.text.slice(0, 200),
        },
      },
    ]);
    expect(extractCode(String(entries[0]?.fields?.preview))).toBe('71264');
  });

  it('leaves the preview out unless asked', async () => {
    const dir = await tempDir();
    const { logger, entries } = recordingLogger();
    await createMailer({ from: FROM, outboxDir: dir, logger }).send({
      to: 'x@example.com',
      ...(await verificationCodeMail({ locale: 'en', code: '11111' })),
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]?.fields).not.toHaveProperty('preview');
    expect(JSON.stringify(entries)).not.toContain('11111');
  });

  it('rejects with MailNotSentError when the outbox cannot be written', async () => {
    const dir = await tempDir();
    const { logger, entries } = recordingLogger();
    // A folder below a regular file can never be created.
    await writeFile(path.join(dir, 'blocker'), '');
    const mailer = createMailer({
      from: FROM,
      outboxDir: path.join(dir, 'blocker', 'sub'),
      logger,
    });
    await expect(
      mailer.send({ to: 'x@example.com', ...(await passwordChangedMail({ locale: 'en' })) }),
    ).rejects.toBeInstanceOf(MailNotSentError);
    expect(entries).toEqual([]);
  });
});

describe('mailerFromEnv', () => {
  it.each([
    ['development', true],
    ['production', false],
  ])('writes to DATA_DIR/outbox in %s (preview: %s)', async (NODE_ENV, preview) => {
    const dataDir = await tempDir();
    const { logger, entries } = recordingLogger();
    const mailer = mailerFromEnv({ MAIL_FROM: FROM, DATA_DIR: dataDir, NODE_ENV }, logger);
    await mailer.send({
      to: 'x@example.com',
      ...(await verificationCodeMail({ locale: 'en', code: '24680' })),
    });
    expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(1);
    expect(entries[0]?.fields?.file).toEqual(expect.stringContaining(path.join(dataDir, 'outbox')));
    expect(entries[0]?.fields?.preview !== undefined).toBe(preview);
  });

  it('uses SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpCapture();
    try {
      const dataDir = await tempDir();
      const { logger } = recordingLogger();
      await mailerFromEnv(
        { SMTP_URL: smtp.url, MAIL_FROM: FROM, DATA_DIR: dataDir, NODE_ENV: 'production' },
        logger,
      ).send({
        to: 'env@example.com',
        ...(await accountDeletionMail({ locale: 'ar' })),
      });
      expect((await smtp.waitFor('env@example.com')).subject).toBe(ar.mail.accountDeletion.subject);
      await expect(readdir(path.join(dataDir, 'outbox'))).rejects.toThrow();
    } finally {
      await smtp.close();
    }
  });
});

describe('extractCode / extractLink', () => {
  it('finds exactly five digits and the first URL', () => {
    expect(extractCode('code: 12345.')).toBe('12345');
    expect(extractCode('123456 and 1234')).toBeNull();
    expect(extractLink('open\n\nhttps://a.test/x?y=1\n\nthanks')).toBe('https://a.test/x?y=1');
    expect(extractLink('no link')).toBeNull();
  });
});
