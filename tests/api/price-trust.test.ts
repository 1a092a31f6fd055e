import { and, eq } from 'drizzle-orm';
import { priceAlerts, prices, products, productTrackings } from '@/server/db/schema';
import { deliverPriceAlert } from '@/server/features/price-tracking/deliver-alerts';
import { TRUSTED_REPORTER_READINGS } from '@/server/services/products/observations';
import { verifiedUser } from '../support/auth-helpers';
import { createShop } from '../support/factories';
import {
  report,
  reportAccepted,
  testClock,
  trustedReporterToken,
} from '../support/product-helpers';
import { createTestApp, TEST_APP_URL, TEST_JWT_SECRET, type TestApp } from '../support/test-app';

// Who may move a public price, title or picture, and who may cause a mail (decision 011): one
// reporter not trusted alone moves nothing and alerts nobody; two independent ones (other
// networks, other accounts) who read the same, or one trusted reporter, do. Prices outside a band
// that narrows with history are flagged whoever reports them. A mail carries no reported address
// and only escaped reported text.
let t: TestApp;
const clock = testClock('2026-05-04T08:00:00Z');
const changes: string[][] = [];
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now, onCatalogChange: (tags) => changes.push(tags) });
  await createShop(t.db, { websiteUrl: 'https://www.noon.example', nameEn: 'Noon' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.set('2026-05-04T08:00:00Z');
  changes.length = 0;
});

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const productUrl = () => `https://www.noon.example/uae-en/item-${++seq}/p`;
const productRow = async (id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
const alertsOf = (productId: string) =>
  t.db.select().from(priceAlerts).where(eq(priceAlerts.productId, productId));
const pageOf = async (id: string) =>
  (await t.api('GET', `/api/v1/product/${id}/page`)).body.data as {
    product: { title: { ar: string; en: string }; image: string | null; currentPrice: string };
    summary: { current: string | null; lowestEver: string | null };
  };

/** A product with trusted prices (one a day, back from yesterday) and a shopper tracking it. */
async function trackedProduct(history: string[], tracking: { targetPrice?: string } = {}) {
  const url = productUrl();
  clock.advance(-history.length * 24 * 60 * 60 * 1000);
  let id = '';
  for (const price of history) {
    id = (await reportAccepted(t, { url, title: 'Desk lamp', price, currency: 'AED' })).product.id;
    clock.advance(24 * 60 * 60 * 1000);
  }
  const watcher = await verifiedUser(t);
  await t.db.insert(productTrackings).values({
    userId: watcher.user.id,
    productId: id,
    rule: tracking.targetPrice ? 'TARGET_PRICE' : 'ANY_DROP',
    targetPrice: tracking.targetPrice ?? null,
    basePrice: history.at(-1)!,
  });
  changes.length = 0;
  return { url, id, watcher };
}

describe('one reporter not trusted alone', () => {
  it('moves no public price and mails nobody: a plausible price waits, an absurd one is flagged', async () => {
    const { url, id } = await trackedProduct(['100.00'], { targetPrice: '90.00' });
    const absurd = await report(t, { url, price: '1.00', currency: 'AED', source: 'APP' });
    expect(absurd.body.data.observation).toEqual({ accepted: false, reason: 'FLAGGED' });
    clock.nextHour();
    const waiting = await report(t, { url, price: '80.00', currency: 'AED', source: 'APP' });
    expect(waiting.body.data.observation).toEqual({ accepted: false, reason: 'PENDING' });
    expect(waiting.body.data.product.currentPrice).toBe('100.00');
    const page = await pageOf(id);
    expect(page.product.currentPrice).toBe('100.00');
    expect(page.summary).toMatchObject({ current: '100.00', lowestEver: '100.00' });
    expect(await alertsOf(id)).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('cannot confirm itself: the same network, or the same account from another network', async () => {
    const { url, id } = await trackedProduct(['100.00']);
    const first = await report(t, { url, price: '95.00', currency: 'AED' }, from('192.0.2.10'));
    expect(first.body.data.observation.reason).toBe('PENDING');
    // Another address of the same /24 in the same hour: the same reporter.
    const again = await report(t, { url, price: '95.00', currency: 'AED' }, from('192.0.2.99'));
    expect(again.body.data.observation.reason).toBe('THROTTLED');
    clock.nextHour();
    const later = await report(t, { url, price: '95.00', currency: 'AED' }, from('192.0.2.99'));
    expect(later.body.data.observation.reason).toBe('PENDING');

    // One account reporting from two networks.
    const shopper = await verifiedUser(t);
    const token = shopper.tokens.accessToken as string;
    clock.nextHour();
    const home = await report(t, { url, price: '93.00', currency: 'AED' }, { token });
    expect(home.body.data.observation.reason).toBe('PENDING');
    const phone = await report(t, { url, price: '93.00', currency: 'AED' }, { token });
    expect(phone.body.data.observation.reason).toBe('THROTTLED');
    clock.advance(10 * 60 * 1000 + 60 * 60 * 1000);
    const office = await report(t, { url, price: '93.00', currency: 'AED' }, { token });
    expect(office.body.data.observation.reason).toBe('PENDING');

    expect((await productRow(id)).currentPrice).toBe('100.00');
    expect(await alertsOf(id)).toEqual([]);
  });

  it('changes no title or picture, with or without a price', async () => {
    const { url, id } = await trackedProduct(['100.00']);
    const before = await productRow(id);
    const phishing = {
      url,
      title: 'URGENT: your Safqa account is locked - call +1-555-0100',
      image: 'https://evil.example/pixel.png',
    };
    const noPrice = await report(t, phishing);
    expect(noPrice.body.data.observation.reason).toBe('NO_PRICE');
    const priced = await report(t, { ...phishing, price: '99.00', currency: 'AED' });
    expect(priced.body.data.observation.reason).toBe('PENDING');
    const after = await productRow(id);
    expect(after).toMatchObject({
      titleEn: before.titleEn,
      titleAr: before.titleAr,
      image: before.image,
    });
    expect((await pageOf(id)).product.title.en).toBe('Desk lamp');
  });

  it('creates a new product untitled, without a picture and without a price', async () => {
    const url = productUrl();
    const res = await report(t, {
      url,
      title: 'Call +1-555-0100 now',
      image: 'https://www.noon.example/img/x.jpg',
      price: '10.00',
      currency: 'AED',
    });
    expect(res.body.data).toMatchObject({
      stored: true,
      observation: { accepted: false, reason: 'PENDING' },
      product: { title: { ar: '', en: '' }, image: null, currentPrice: null },
    });
  });
});

describe('two independent reporters', () => {
  it('move the price and alert when they read the same price and stock', async () => {
    const { url, id, watcher } = await trackedProduct(['100.00'], { targetPrice: '90.00' });
    const one = await report(t, { url, price: '85.00', currency: 'AED' }, from('198.51.100.4'));
    expect(one.body.data.observation.reason).toBe('PENDING');
    // A different price, or the same price out of stock, confirms nothing.
    clock.advance(5 * 60 * 1000);
    const other = await report(t, { url, price: '84.00', currency: 'AED' }, from('203.0.113.8'));
    expect(other.body.data.observation.reason).toBe('PENDING');
    const gone = await report(
      t,
      { url, price: '85.00', currency: 'AED', inStock: false },
      from('192.0.2.200'),
    );
    expect(gone.body.data.observation.reason).toBe('PENDING');
    expect(await alertsOf(id)).toEqual([]);

    clock.advance(5 * 60 * 1000);
    const two = await report(t, { url, price: '85.00', currency: 'AED' }, from('2001:db8:7::1'));
    expect(two.body.data.observation).toEqual({ accepted: true, reason: null });
    expect(two.body.data.product.currentPrice).toBe('85.00');
    expect(changes).toEqual([[`catalog:product:${id}`]]);
    const rows = await t.db
      .select()
      .from(prices)
      .where(and(eq(prices.productId, id), eq(prices.price, '85.00'), eq(prices.inStock, true)));
    expect(rows.map((r) => r.pending)).toEqual([false, false]);
    const alerts = await alertsOf(id);
    expect(alerts.map((a) => [a.userId, a.rule, a.newPrice])).toEqual([
      [watcher.user.id, 'TARGET_PRICE', '85.00'],
    ]);
  });

  it('do not confirm each other after the window of six hours', async () => {
    const { url, id } = await trackedProduct(['100.00']);
    await report(t, { url, price: '97.00', currency: 'AED' }, from('198.51.100.4'));
    clock.advance(6 * 60 * 60 * 1000 + 1000);
    const late = await report(t, { url, price: '97.00', currency: 'AED' }, from('203.0.113.8'));
    expect(late.body.data.observation.reason).toBe('PENDING');
    expect((await productRow(id)).currentPrice).toBe('100.00');
  });

  it('set the title and a picture of the store only where they agree', async () => {
    const { url, id } = await trackedProduct(['100.00']);
    const page = {
      url,
      title: 'Desk lamp, brass',
      image: 'https://cdn.noon.example/lamp.jpg',
      price: '99.00',
      currency: 'AED',
    };
    await report(t, { ...page, title: { ar: 'مصباح نحاسي', en: 'Desk lamp, brass' } });
    const agreed = await report(t, page);
    expect(agreed.body.data.observation.accepted).toBe(true);
    const row = await productRow(id);
    expect(row).toMatchObject({
      titleEn: 'Desk lamp, brass',
      titleAr: '',
      image: 'https://cdn.noon.example/lamp.jpg',
    });
    expect((await pageOf(id)).product.image).toBe(`/api/v1/product/${id}/image`);

    // Two reporters agreeing on a picture of another host: never stored.
    clock.nextHour();
    clock.nextHour();
    const evil = { ...page, image: 'https://evil.example/pixel.png', price: '98.00' };
    await report(t, evil);
    expect((await report(t, evil)).body.data.observation.accepted).toBe(true);
    expect((await productRow(id)).image).toBe('https://cdn.noon.example/lamp.jpg');
  });
});

describe('trusted reporters', () => {
  it('staff who may enter prices are believed alone', async () => {
    const { url, id } = await trackedProduct(['100.00']);
    const res = await reportAccepted(t, { url, price: '96.00', currency: 'AED' });
    expect(res.product.currentPrice).toBe('96.00');
    expect((await productRow(id)).currentPrice).toBe('96.00');
  });

  it(`a shopper is, after ${TRUSTED_REPORTER_READINGS} readings that others confirmed`, async () => {
    const shopper = await verifiedUser(t);
    const token = shopper.tokens.accessToken as string;
    for (let i = 0; i < TRUSTED_REPORTER_READINGS; i++) {
      const { url } = await trackedProduct(['100.00']);
      const mine = await report(t, { url, price: '90.00', currency: 'AED' }, { token });
      expect(mine.body.data.observation.reason).toBe('PENDING');
      expect((await report(t, { url, price: '90.00', currency: 'AED' })).status).toBe(200);
    }
    const { url, id } = await trackedProduct(['100.00']);
    const alone = await report(
      t,
      { url, title: 'Brass desk lamp', price: '91.00', currency: 'AED' },
      { token },
    );
    expect(alone.body.data.observation).toEqual({ accepted: true, reason: null });
    expect(await productRow(id)).toMatchObject({
      currentPrice: '91.00',
      titleEn: 'Brass desk lamp',
    });
  });
});

describe('the plausible band narrows with history', () => {
  it.each([
    { history: ['100.00'], outside: ['24.99', '400.01'], inside: '25.00' },
    { history: ['99.00', '100.00', '101.00'], outside: ['30.50', '250.01'], inside: '40.00' },
    {
      // Median 99.00: 49.50 to 198.00.
      history: Array.from({ length: 10 }, (_, i) => `${95 + i}.00`),
      outside: ['49.49', '198.01'],
      inside: '49.50',
    },
  ])('from $history.length trusted price(s)', async ({ history, outside, inside }) => {
    const { url, id } = await trackedProduct(history);
    const token = await trustedReporterToken(t);
    for (const price of outside) {
      clock.nextHour();
      const res = await report(t, { url, price, currency: 'AED' }, { token });
      expect([price, res.body.data.observation.reason]).toEqual([price, 'FLAGGED']);
    }
    clock.nextHour();
    const res = await report(t, { url, price: inside, currency: 'AED' }, { token });
    expect(res.body.data.observation).toEqual({ accepted: true, reason: null });
    expect((await productRow(id)).currentPrice).toBe(inside);
  });
});

describe('the alert mail', () => {
  it('carries no reported address and only escaped reported text', async () => {
    const { url, id, watcher } = await trackedProduct(['100.00']);
    const page = {
      url,
      title: '<img src="https://evil.example/x.png"> Lamp & "friends"',
      image: 'https://evil.example/pixel.png',
      price: '80.00',
      currency: 'AED',
    };
    await report(t, page, from('198.51.100.4'));
    expect((await report(t, page, from('203.0.113.8'))).body.data.observation.accepted).toBe(true);
    const [alert] = await alertsOf(id);
    await deliverPriceAlert(
      {
        db: t.db,
        kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        mailer: t.deps.mailer,
        logger: t.logger,
        appUrl: TEST_APP_URL,
        secret: TEST_JWT_SECRET,
        now: () => clock.now,
      },
      alert!.id,
      { retryCount: 0, final: true },
    );
    const mail = await t.smtp.waitFor(watcher.user.email);
    // Addresses are dropped from reported titles; what is left is escaped text.
    expect(mail.html).toContain('&lt;img src=&quot; Lamp &amp; &quot;friends&quot;');
    expect(mail.html).not.toContain('evil.example');
    expect(mail.text).not.toContain('evil.example');
    // The only picture a mail may show is by an address of our own site.
    for (const [, src] of mail.html.matchAll(/<img[^>]*src="([^"]*)"/g)) {
      expect(src?.startsWith(`${TEST_APP_URL}/`)).toBe(true);
    }
  });
});

describe('GET /product/{id}/image', () => {
  it('redirects to a picture of the store or our media, and to nothing else', async () => {
    const { id } = await trackedProduct(['100.00']);
    const set = (image: string | null) =>
      t.db.update(products).set({ image }).where(eq(products.id, id));
    const get = () => t.api('GET', `/api/v1/product/${id}/image`);

    await set('https://cdn.noon.example/a.jpg');
    const store = await get();
    expect(store.status).toBe(302);
    expect(store.headers.get('location')).toBe('https://cdn.noon.example/a.jpg');
    await set('/media/products/a.webp');
    expect((await get()).headers.get('location')).toBe('/media/products/a.webp');
    for (const image of [
      'https://evil.example/pixel.png',
      'https://noon.example.evil.example/a.jpg',
      'javascript:alert(1)',
      null,
    ]) {
      await set(image);
      expect((await get()).status).toBe(404);
    }
  });
});
