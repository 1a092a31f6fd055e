import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/server/env';
import { mailerFromEnv, previewMayMail } from '@/server/mail/mailer';
import { GOOD_PASSWORD } from '../support/auth-helpers';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { createTestApp, recordingLogger, type TestApp } from '../support/test-app';

// A deploy preview (DEPLOY_ENV=preview or VERCEL_ENV=preview) mails only the recipients of
// PREVIEW_MAIL_ALLOW; anyone else's mail is logged and kept in the outbox. Production mails all.
// robots.txt and the sitemap of a preview keep search engines out.

describe('previewMayMail', () => {
  it.each([
    ['qa@safqa.app', true],
    ['Ops <Lead@SAFQA.app>', true],
    ['qa@x.com', true],
    ['other@x.com', false],
    ['qa@sub.safqa.app', false],
    ['qa@evil-safqa.app', false],
    ['safqa.app@gmail.com', false],
    ['not-an-address', false],
  ])('%s → %s with @safqa.app,qa@x.com', (recipient, allowed) => {
    expect(previewMayMail(recipient, ['@safqa.app', 'qa@x.com'])).toBe(allowed);
  });

  it('mails no one with an empty list, everyone with *', () => {
    expect(previewMayMail('qa@safqa.app', [])).toBe(false);
    expect(previewMayMail('anyone@example.com', ['*'])).toBe(true);
  });
});

describe('mail from a preview, through the API, on a real SMTP server', () => {
  let smtp: SmtpCapture;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    await smtp.close();
  });

  /** The API with the mailer the server builds from these settings. */
  async function appWith(settings: Record<string, string>) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'safqa-preview-mail-'));
    const logger = recordingLogger();
    const env = parseEnv({ ...settings, SMTP_URL: smtp.url, DATA_DIR: dataDir });
    const t = await createTestApp({ mailer: mailerFromEnv(env, logger), logger });
    apps.push(t);
    return { t, logger, outbox: path.join(dataDir, 'outbox') };
  }

  const register = (t: TestApp, email: string) =>
    t.api('POST', '/api/v1/auth/register', { json: { email, password: GOOD_PASSWORD } });

  it('delivers sign-up codes to allowlisted addresses only; the rest is logged and kept', async () => {
    const { t, logger, outbox } = await appWith({
      DEPLOY_ENV: 'preview',
      PREVIEW_MAIL_ALLOW: '@safqa.app,qa@x.com',
    });
    for (const email of ['tester@safqa.app', 'qa@x.com', 'shopper@example.com']) {
      // The shopper signs up as anyone else does: holding the mail back is not a failure.
      expect({ email, status: (await register(t, email)).status }).toEqual({ email, status: 200 });
    }
    // Each answer came after its mail was handed over (or held back).
    expect(smtp.messages.flatMap((m) => m.to).sort()).toEqual(['qa@x.com', 'tester@safqa.app']);
    const held = logger.entries.filter((e) => e.msg.startsWith('mail held back'));
    expect(held).toEqual([
      expect.objectContaining({
        level: 'warn',
        fields: { to: 'shopper@example.com', subject: expect.any(String) },
      }),
    ]);
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(outbox, files[0]!), 'utf8')).toMatch(
      /^To: shopper@example\.com$/m,
    );
  });

  it('on Vercel (VERCEL_ENV=preview) with no list, mails no one', async () => {
    smtp.clear();
    const { t, outbox } = await appWith({ VERCEL_ENV: 'preview' });
    expect((await register(t, 'tester@safqa.app')).status).toBe(200);
    expect(smtp.messages).toEqual([]);
    expect(await readdir(outbox)).toHaveLength(1);
  });

  it('in production mails everyone, PREVIEW_MAIL_ALLOW or not', async () => {
    smtp.clear();
    const { t } = await appWith({ PREVIEW_MAIL_ALLOW: '@safqa.app' });
    expect((await register(t, 'shopper@example.com')).status).toBe(200);
    expect(smtp.messages.flatMap((m) => m.to)).toEqual(['shopper@example.com']);
  });
});

describe('robots.txt and the sitemap', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  /** app/robots.ts and app/sitemap.ts loaded afresh with these settings. */
  async function routesWith(settings: Record<string, string>) {
    jest.resetModules();
    for (const name of ['APP_URL', 'DEPLOY_ENV', 'VERCEL_ENV', 'VERCEL_BRANCH_URL', 'VERCEL_URL']) {
      delete process.env[name];
    }
    Object.assign(process.env, settings);
    return {
      robots: (await import('@/app/robots')).default,
      sitemap: (await import('@/app/sitemap')).default,
    };
  }

  it('a preview disallows everything and lists nothing', async () => {
    const previews: Record<string, string>[] = [
      { DEPLOY_ENV: 'preview' },
      { VERCEL_ENV: 'preview', VERCEL_BRANCH_URL: 'safqa-git-x.vercel.app' },
    ];
    for (const settings of previews) {
      const { robots, sitemap } = await routesWith(settings);
      expect(robots()).toEqual({ rules: { userAgent: '*', disallow: '/' } });
      expect(await sitemap()).toEqual([]);
    }
  });

  it('production allows the site and names its sitemap', async () => {
    const { robots } = await routesWith({ APP_URL: 'https://safqa.app' });
    expect(robots()).toMatchObject({
      rules: { userAgent: '*', allow: '/' },
      sitemap: 'https://safqa.app/sitemap.xml',
    });
  });
});
