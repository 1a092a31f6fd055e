import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { createTranslator } from 'next-intl';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { escapeHtml } from '@/lib/site/small-page';
import { priceAlerts, productTrackings, users, type Product } from '@/server/db/schema';
import { createMemoryQueue, type MemoryQueue } from '@/server/jobs/memory-queue';
import type { JobsConfig } from '@/server/jobs/queue';
import { createMailer, type Mailer } from '@/server/mail/mailer';
import {
  PRICE_ALERT_JOB,
  queueAlerts,
  raiseAlerts,
  type PriceChange,
} from '@/server/features/price-tracking/alerts';
import {
  deliverPriceAlert,
  priceAlertHandler,
  sweepPendingAlerts,
  type AlertDeliveryContext,
} from '@/server/features/price-tracking/deliver-alerts';
import { unsubscribeToken } from '@/server/features/price-tracking/unsubscribe';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { verifiedUser } from '../support/auth-helpers';
import { createProduct, createShop } from '../support/factories';
import { manualScheduler } from '../support/manual-scheduler';
import { pageSections } from '../support/page-sections';
import { startSmtpCapture, type CapturedMail } from '../support/smtp-capture';
import { createTestApp, TEST_APP_URL, TEST_JWT_SECRET, type TestApp } from '../support/test-app';

// Price alerts: each rule fires once per crossing and re-arms; the job mails the alert in the
// shopper's language through the real SMTP capture, once, with a one-click unsubscribe.
let t: TestApp;
let shopId: string;
const scheduler = manualScheduler(Date.parse('2026-03-01T09:00:00Z'));
const now = () => new Date(scheduler.now());
let queue: MemoryQueue;

const config: JobsConfig = {
  concurrency: 2,
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: true,
  pollSeconds: 1,
  expireSeconds: 60,
};

const delivery = (mailer: Mailer = t.deps.mailer): AlertDeliveryContext => ({
  db: t.db,
  kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  mailer,
  logger: t.logger,
  appUrl: TEST_APP_URL,
  secret: TEST_JWT_SECRET,
  now,
});

beforeAll(async () => {
  t = await createTestApp({ now });
  shopId = (
    await createShop(t.db, {
      nameEn: 'Jarir',
      nameAr: 'جرير',
      websiteUrl: 'https://www.jarir.example',
    })
  ).id;
  queue = createMemoryQueue({ config, logger: t.logger, scheduler, random: () => 0 });
  await queue.work(PRICE_ALERT_JOB, priceAlertHandler(delivery()));
  t.deps.jobs = queue;
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

async function shopper(locale: 'ar' | 'en' = 'en') {
  const account = await verifiedUser(t, { locale });
  return { ...account, token: account.tokens.accessToken as string };
}

async function tracked(
  token: string,
  product: Product,
  rule: Record<string, unknown>,
): Promise<string> {
  const res = await t.api('POST', '/api/v1/tracking', {
    token,
    json: { productId: product.id, ...rule },
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

/**
 * One trusted observation of `product`, as the product service reports it: raises the alerts
 * in a transaction and queues them after commit. Returns the raised alerts' ids.
 */
function observer(product: Product) {
  let price = product.currentPrice;
  let inStock = product.inStock;
  return async (next: string, nextInStock = inStock) => {
    const change: PriceChange = {
      productId: product.id,
      previousPrice: price,
      previousInStock: inStock,
      price: next,
      inStock: nextInStock,
      currency: product.currency,
      observedAt: now(),
    };
    price = next;
    inStock = nextInStock;
    const ids = await t.db.transaction((tx) => raiseAlerts(tx, change));
    await queueAlerts(t.deps, ids);
    return ids;
  };
}

const alertsOf = (trackingId: string) =>
  t.db.select().from(priceAlerts).where(eq(priceAlerts.trackingId, trackingId));

/** How many alerts each observation in turn raised for the tracking. */
async function firings(
  trackingId: string,
  see: (price: string, inStock?: boolean) => Promise<string[]>,
  steps: [string, boolean?][],
) {
  const counts: number[] = [];
  for (const [price, inStock] of steps) {
    const ids = await see(price, inStock);
    counts.push(ids.length);
  }
  await queue.idle();
  expect((await alertsOf(trackingId)).length).toBe(counts.reduce((a, b) => a + b, 0));
  return counts;
}

describe('alert rules: once per crossing, armed again when the condition stops holding', () => {
  it('TARGET_PRICE fires at or below the target', async () => {
    const me = await shopper();
    const p = await createProduct(t.db, shopId, { currentPrice: '100.00' });
    const id = await tracked(me.token, p, { rule: 'TARGET_PRICE', targetPrice: '80' });
    const counts = await firings(id, observer(p), [
      ['90.00'],
      ['80.00'], // at the target: fires
      ['75.00'], // still below: quiet
      ['80.00'],
      ['85.00'], // above: armed again
      ['79.99'], // fires again
    ]);
    expect(counts).toEqual([0, 1, 0, 0, 0, 1]);
  });

  it('DROP_PERCENT fires at base × (1 − p/100), computed exactly', async () => {
    const me = await shopper();
    // 100.60 × 0.9 = 90.54 exactly; in floating point it is 90.53999999999999, which would miss.
    const p = await createProduct(t.db, shopId, { currentPrice: '100.60' });
    const id = await tracked(me.token, p, { rule: 'DROP_PERCENT', dropPercent: 10 });
    const counts = await firings(id, observer(p), [
      ['90.55'],
      ['90.54'], // exactly 10% lower: fires
      ['80.00'],
      ['95.00'], // armed again
      ['90.00'], // fires
    ]);
    expect(counts).toEqual([0, 1, 0, 0, 1]);
  });

  it('ANY_DROP fires below the price when tracking began, not at every lower price', async () => {
    const me = await shopper();
    const p = await createProduct(t.db, shopId, { currentPrice: '100.00' });
    const id = await tracked(me.token, p, { rule: 'ANY_DROP' });
    const counts = await firings(id, observer(p), [
      ['100.00'],
      ['101.00'],
      ['99.99'], // below the base: fires
      ['95.00'], // lower still: the same drop, quiet
      ['100.00'], // back at the base: armed again
      ['99.00'], // fires
    ]);
    expect(counts).toEqual([0, 0, 1, 0, 0, 1]);
  });

  it('BACK_IN_STOCK fires when the product returns, not while it stays in stock', async () => {
    const me = await shopper();
    const p = await createProduct(t.db, shopId, { currentPrice: '50.00' });
    const id = await tracked(me.token, p, { rule: 'BACK_IN_STOCK' });
    const counts = await firings(id, observer(p), [
      ['50.00', true],
      ['49.00', false],
      ['49.00', false],
      ['52.00', true], // back: fires
      ['51.00', true],
      ['51.00', false],
      ['51.00', true], // back again: fires
    ]);
    expect(counts).toEqual([0, 0, 0, 1, 0, 0, 1]);
  });

  it('a rule set on a product without a price measures from its first price', async () => {
    const me = await shopper();
    const p = await createProduct(t.db, shopId, { currentPrice: null });
    const id = await tracked(me.token, p, { rule: 'ANY_DROP' });
    const counts = await firings(id, observer(p), [['60.00'], ['59.00']]);
    expect(counts).toEqual([0, 1]);
    const [row] = await t.db.select().from(productTrackings).where(eq(productTrackings.id, id));
    expect(row?.basePrice).toBe('60.00');
  });

  it('sends nothing with alerts off or to an inactive account, and no stale alert when back on', async () => {
    const quiet = await shopper();
    const gone = await shopper();
    const p = await createProduct(t.db, shopId, { currentPrice: '100.00' });
    const quietId = await tracked(quiet.token, p, { rule: 'TARGET_PRICE', targetPrice: '90' });
    const goneId = await tracked(gone.token, p, { rule: 'TARGET_PRICE', targetPrice: '90' });
    await t.api('PATCH', `/api/v1/tracking/${quietId}`, {
      token: quiet.token,
      json: { alertsEnabled: false },
    });
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, gone.user.id));
    const see = observer(p);
    expect(await see('85.00')).toEqual([]);
    // Back on while the price is still below: that crossing is old news.
    await t.api('PATCH', `/api/v1/tracking/${quietId}`, {
      token: quiet.token,
      json: { alertsEnabled: true },
    });
    expect(await see('84.00')).toEqual([]);
    await see('95.00');
    expect(await see('89.00')).toHaveLength(1);
    await queue.idle();
    expect(await alertsOf(quietId)).toHaveLength(1);
    expect(await alertsOf(goneId)).toHaveLength(0);
  });

  it('a changed rule is judged afresh', async () => {
    const me = await shopper();
    const p = await createProduct(t.db, shopId, { currentPrice: '100.00' });
    const id = await tracked(me.token, p, { rule: 'TARGET_PRICE', targetPrice: '90' });
    const see = observer(p);
    expect(await see('85.00')).toHaveLength(1);
    expect(await see('84.00')).toEqual([]);
    await t.api('PATCH', `/api/v1/tracking/${id}`, {
      token: me.token,
      json: { targetPrice: '80' },
    });
    expect(await see('84.00')).toEqual([]);
    expect(await see('79.00')).toHaveLength(1);
    await queue.idle();
  });
});

/** The alert mails `email` received (not its sign-up code). */
const alertMailsTo = (email: string) =>
  t.smtp.messages.filter(
    (m) => m.to.includes(email.toLowerCase()) && m.raw.includes('List-Unsubscribe-Post'),
  );

/** The mail's headers as a mail client reads them. */
async function headersOf(mail: CapturedMail) {
  const parsed = await simpleParser(mail.raw);
  const unsubscribe = /<([^>]+)>/.exec(
    String(parsed.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '').replace(
      /\r?\n\s+/g,
      '',
    ),
  )?.[1];
  const post = parsed.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line;
  return { unsubscribe, post };
}

describe('the alert mail', () => {
  /** The mail's words in `locale`, from its catalogue. */
  const words = (locale: 'ar' | 'en') =>
    createTranslator({ locale, messages: { ar, en }[locale], namespace: 'mail.priceAlert' });
  /** What every alert mail says besides its rule and product, in both parts. */
  const expectFrame = (mail: CapturedMail, locale: 'ar' | 'en', store: string) => {
    const say = words(locale);
    for (const text of [
      say('caveat'),
      say('why'),
      say('stop'),
      { ar, en }[locale].mail.signature,
    ]) {
      expect(mail.text).toContain(text);
      expect(mail.html).toContain(escapeHtml(text));
    }
    expect(mail.html).toContain(`>${escapeHtml(say('goToStore', { store }))}</a>`);
  };

  it('comes in English with the product, old → new price, store link and unsubscribe', async () => {
    const me = await shopper('en');
    const p = await createProduct(t.db, shopId, {
      currentPrice: '1499.00',
      titleEn: 'Kindle Paperwhite',
      titleAr: 'كيندل بيبروايت',
      image: '/media/kindle.webp',
    });
    const id = await tracked(me.token, p, { rule: 'TARGET_PRICE', targetPrice: '1300' });
    const [alertId] = await observer(p)('1249.50');
    await queue.idle();

    const mail = await t.smtp.waitFor(me.email, (m) => m.subject.includes('Kindle'));
    // Intl puts a no-break space between the currency and the amount.
    for (const part of ['subject', 'text', 'html'] as const) {
      mail[part] = mail[part].replace(/\u00a0/g, ' ');
    }
    const say = words('en');
    expect(mail.subject).toBe(
      say('subject.TARGET_PRICE', { title: 'Kindle Paperwhite', price: 'SAR 1,249.50' }),
    );
    expect(mail.text).toContain(say('reason.TARGET_PRICE', { target: 'SAR 1,300', percent: '' }));
    expectFrame(mail, 'en', 'Jarir');
    expect(mail.text).toContain('SAR 1,499 → SAR 1,249.50');
    expect(mail.text).toContain('Jarir');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('src="http://localhost:3000/media/kindle.webp"');
    expect(mail.html).toContain('<s style="color:#6b7280;"><bdi>SAR 1,499</bdi></s>');
    expect(mail.html).toContain(`href="http://localhost:3000/api/v1/go/product/${p.id}"`);

    const { unsubscribe, post } = await headersOf(mail);
    expect(post).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(unsubscribe).toBe(
      `http://localhost:3000/api/v1/tracking/unsubscribe?token=${encodeURIComponent(unsubscribeToken(TEST_JWT_SECRET, id))}`,
    );
    expect(mail.text).toContain(unsubscribe);

    const [alert] = await t.db.select().from(priceAlerts).where(eq(priceAlerts.id, alertId!));
    expect(alert).toMatchObject({
      status: 'SENT',
      attempts: 1,
      oldPrice: '1499.00',
      newPrice: '1249.50',
      lastError: null,
    });
    expect(alert?.sentAt?.toISOString()).toBe(now().toISOString());

    const listed = await t.api('GET', '/api/v1/tracking/alerts', { token: me.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.items).toEqual([
      {
        id: alertId,
        productId: p.id,
        title: { ar: 'كيندل بيبروايت', en: 'Kindle Paperwhite' },
        image: '/media/kindle.webp',
        rule: 'TARGET_PRICE',
        oldPrice: '1499.00',
        newPrice: '1249.50',
        currency: 'SAR',
        status: 'SENT',
        createdAt: expect.any(String),
        sentAt: now().toISOString(),
      },
    ]);
  });

  it('comes in Arabic to an Arabic account, prices with the Arabic currency sign', async () => {
    const me = await shopper('ar');
    const p = await createProduct(t.db, shopId, {
      currentPrice: '200.00',
      titleEn: 'Desk lamp',
      titleAr: 'مصباح مكتب',
      image: 'https://cdn.jarir.example/lamp.jpg',
    });
    await tracked(me.token, p, { rule: 'DROP_PERCENT', dropPercent: 20 });
    await observer(p)('150.00');
    await queue.idle();
    const mail = await t.smtp.waitFor(me.email, (m) => m.subject.includes('مصباح'));
    const money = (v: number) =>
      new Intl.NumberFormat('ar-u-nu-latn', {
        style: 'currency',
        currency: 'SAR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(v);
    const say = words('ar');
    expect(mail.subject).toBe(
      say('subject.DROP_PERCENT', { title: 'مصباح مكتب', price: money(150) }),
    );
    expect(mail.text).toContain(say('reason.DROP_PERCENT', { target: '', percent: '20' }));
    expect(mail.text).toContain('20%');
    expect(mail.text).toContain(`${money(200)} → ${money(150)}`);
    expect(mail.text).toContain('جرير');
    expectFrame(mail, 'ar', 'جرير');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    // The store's picture, by our own image route: the mail never names the stored address.
    expect(mail.html).toContain(`src="${TEST_APP_URL}/api/v1/product/${p.id}/image"`);
    expect(mail.html).not.toContain('cdn.jarir.example');
    expect((await headersOf(mail)).post).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('is mailed once: a job run again for a sent alert sends nothing', async () => {
    const me = await shopper();
    const p = await createProduct(t.db, shopId, { currentPrice: '40.00' });
    await tracked(me.token, p, { rule: 'ANY_DROP' });
    const [alertId] = await observer(p)('39.00');
    await queue.idle();
    await t.smtp.waitFor(me.email);
    expect(await deliverPriceAlert(delivery(), alertId!, { retryCount: 0, final: false })).toBe(
      'skipped',
    );
    await queue.send(PRICE_ALERT_JOB, [{ key: alertId!, data: { alertId } }]);
    await queue.idle();
    expect(alertMailsTo(me.email)).toHaveLength(1);
  });

  it('is not sent when the shopper stopped tracking or turned alerts off before the job ran', async () => {
    const me = await shopper();
    const p = await createProduct(t.db, shopId, { currentPrice: '40.00' });
    const id = await tracked(me.token, p, { rule: 'ANY_DROP' });
    // Raised without a queue: the job runs later, by hand.
    const change: PriceChange = {
      productId: p.id,
      previousPrice: '40.00',
      previousInStock: true,
      price: '30.00',
      inStock: true,
      currency: 'SAR',
      observedAt: now(),
    };
    const [alertId] = await t.db.transaction((tx) => raiseAlerts(tx, change));
    await t.api('PATCH', `/api/v1/tracking/${id}`, {
      token: me.token,
      json: { alertsEnabled: false },
    });
    expect(await deliverPriceAlert(delivery(), alertId!, { retryCount: 0, final: false })).toBe(
      'dropped',
    );
    const [alert] = await t.db.select().from(priceAlerts).where(eq(priceAlerts.id, alertId!));
    expect(alert).toMatchObject({ status: 'FAILED', sentAt: null });
    expect(alert?.lastError).toMatch(/alerts turned off/);
    expect(alertMailsTo(me.email)).toEqual([]);
  });
});

describe('when the mail server fails', () => {
  it('retries with backoff until it answers; gives up as FAILED after the last try', async () => {
    let failing = true;
    const flaky = await startSmtpCapture({ failWith: () => failing });
    const mailer = createMailer({
      smtpUrl: flaky.url,
      from: 'Safqa <alerts@safqa.test>',
      outboxDir: path.join(tmpdir(), 'safqa-unused-outbox'),
      logger: t.logger,
    });
    const own = createMemoryQueue({ config, logger: t.logger, scheduler, random: () => 0 });
    await own.work(PRICE_ALERT_JOB, priceAlertHandler(delivery(mailer)));
    // This test's alerts go to the queue of the failing mail server.
    t.deps.jobs = own;
    try {
      const me = await shopper();
      const p = await createProduct(t.db, shopId, { currentPrice: '70.00' });
      await tracked(me.token, p, { rule: 'ANY_DROP' });
      const see = observer(p);
      const [first] = await see('60.00');
      await own.idle();
      const row = async (id: string) =>
        (await t.db.select().from(priceAlerts).where(eq(priceAlerts.id, id)))[0]!;
      expect(await row(first!)).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect((await row(first!)).lastError).toMatch(/Simulated provider failure/);
      expect(scheduler.pending()).toContain(30_000);

      // Back after the first retry delay: the retry delivers it.
      failing = false;
      scheduler.advance(30_000);
      await own.idle();
      expect(await row(first!)).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
      expect(flaky.messages).toHaveLength(1);

      // Down for good: three tries (30 s, then 60 s apart), then FAILED with the last error.
      failing = true;
      await see('70.00');
      const [second] = await see('65.00');
      await own.idle();
      scheduler.advance(30_000);
      await own.idle();
      expect(await row(second!)).toMatchObject({ status: 'PENDING', attempts: 2 });
      scheduler.advance(60_000);
      await own.idle();
      expect(await row(second!)).toMatchObject({ status: 'FAILED', attempts: 3 });
      expect((await row(second!)).lastError).toMatch(/554/);
    } finally {
      t.deps.jobs = queue;
      await own.stop();
      await flaky.close();
    }
  });

  it('an alert whose job was never queued is found by the sweeper and mailed', async () => {
    const me = await shopper();
    const p = await createProduct(t.db, shopId, { currentPrice: '20.00' });
    await tracked(me.token, p, { rule: 'ANY_DROP' });
    const saved = t.deps.jobs;
    t.deps.jobs = undefined;
    let alertId: string | undefined;
    try {
      [alertId] = await observer(p)('19.00');
    } finally {
      t.deps.jobs = saved;
    }
    await queue.idle();
    expect(alertMailsTo(me.email)).toEqual([]);
    // Raised just now: younger than the sweep age, left alone (its job may be on its way).
    const fresh = await sweepPendingAlerts(t.db, queue, new Date(Date.now() - 10 * 60_000));
    expect(fresh).toBe(0);
    expect(await sweepPendingAlerts(t.db, queue, new Date(Date.now() + 1000))).toBeGreaterThan(0);
    await queue.idle();
    await t.smtp.waitFor(me.email);
    const [alert] = await t.db.select().from(priceAlerts).where(eq(priceAlerts.id, alertId!));
    expect(alert?.status).toBe('SENT');
  });
});

describe('unsubscribing from the mail', () => {
  async function trackedWithToken() {
    const me = await shopper();
    const p = await createProduct(t.db, shopId, { titleEn: 'Blender', titleAr: 'خلاط' });
    const id = await tracked(me.token, p, { rule: 'ANY_DROP' });
    return { me, id, token: unsubscribeToken(TEST_JWT_SECRET, id) };
  }
  const enabled = async (id: string) =>
    (await t.db.select().from(productTrackings).where(eq(productTrackings.id, id)))[0]
      ?.alertsEnabled;
  const url = (token: string) => `/api/v1/tracking/unsubscribe?token=${encodeURIComponent(token)}`;
  /**
   * The page as a reader sees it: Arabic first, then English, each with its catalogue's words
   * (and the product's title in that language under the heading).
   */
  const unsubscribePage = (
    kind: 'confirm' | 'done' | 'invalid',
    product: { ar: string[]; en: string[] } = { ar: [], en: [] },
  ) => ({
    title: `${ar.alertUnsubscribe[kind].title} · ${en.alertUnsubscribe[kind].title}`,
    sections: (['ar', 'en'] as const).map((lang) => {
      const words = { ar, en }[lang].alertUnsubscribe[kind];
      return {
        lang,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
        texts: [words.title, ...product[lang], words.text, words.action],
      };
    }),
  });

  it('one-click POST (RFC 8058) turns the alerts off without signing in', async () => {
    const { me, id, token } = await trackedWithToken();
    const res = await t.api('POST', url(token), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, code: 2000, data: { unsubscribed: true } });
    expect(await enabled(id)).toBe(false);
    // Still tracked, silently; a second click is fine.
    const list = await t.api('GET', '/api/v1/tracking', { token: me.token });
    expect(list.body.data.items[0]).toMatchObject({ id, alertsEnabled: false });
    expect((await t.api('POST', url(token))).status).toBe(200);
  });

  it('opening the link only asks, in both languages; its button does it', async () => {
    const { id, token } = await trackedWithToken();
    const page = await t.api('GET', url(token));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(pageSections(page.text)).toEqual(
      unsubscribePage('confirm', { ar: ['خلاط'], en: ['Blender'] }),
    );
    expect(page.text).toContain(
      `<form method="post" action="${url(token).replace(/&/g, '&amp;')}">`,
    );
    expect(await enabled(id)).toBe(true);

    const done = await t.api('POST', url(token), { headers: { accept: 'text/html' } });
    expect(done.status).toBe(200);
    expect(pageSections(done.text)).toEqual(unsubscribePage('done'));
    expect(done.text).toContain('href="http://localhost:3000/en/dashboard#tracking"');
    expect(done.text).toContain('href="http://localhost:3000/dashboard#tracking"');
    expect(await enabled(id)).toBe(false);
  });

  it('refuses a bad or forged token: 400 page or envelope, nothing changed', async () => {
    const { id, token } = await trackedWithToken();
    const other = await trackedWithToken();
    const [, mac] = token.split('.');
    for (const bad of ['', 'nonsense', `${other.id}.${mac}`, `${id}.${mac}x`, `${id}.${mac}.x`]) {
      const page = await t.api('GET', url(bad));
      expect({ bad, status: page.status }).toEqual({ bad, status: 400 });
      expect(pageSections(page.text)).toEqual(unsubscribePage('invalid'));
      const post = await t.api('POST', url(bad));
      expect(post.status).toBe(400);
      expect(post.body.error).toMatchObject({
        title: 'BAD_REQUEST',
        details: [{ key: 'token', message: 'validation.tracking.token_invalid' }],
      });
    }
    expect((await t.api('POST', '/api/v1/tracking/unsubscribe')).status).toBe(400);
    // Signed with another secret: not ours.
    expect((await t.api('POST', url(unsubscribeToken('x'.repeat(40), id)))).status).toBe(400);
    expect(await enabled(id)).toBe(true);
    expect(await enabled(other.id)).toBe(true);
  });
});
