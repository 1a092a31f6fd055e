import { and, count, eq } from 'drizzle-orm';
import { priceAlerts, priceDaily, prices, products, productTrackings } from '@/server/db/schema';
import { createCoupon, createShop } from '../support/factories';
import {
  DAY_MS,
  detailsOf,
  report,
  reportAccepted,
  testClock,
  trustedReporterToken,
} from '../support/product-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertUser } from '../support/user-helpers';
import { registerUser } from '../support/auth-helpers';

// POST /product/search, /product/ssearch, GET /product/{id}/history and /page on a real
// database, with the API's clock moved by the test (no waiting): canonical addresses, the
// hourly throttle, outlier flagging, the daily rollup behind figures and charts, text and
// similar-product search, and every refused payload.
let t: TestApp;
const clock = testClock('2026-03-10T08:00:00Z');
/** The cache tags each write expired (the Next process revalidates them). */
const changes: string[][] = [];
let genericShop: Awaited<ReturnType<typeof createShop>>;
let amazon: Awaited<ReturnType<typeof createShop>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now, onCatalogChange: (tags) => changes.push(tags) });
  genericShop = await createShop(t.db, { websiteUrl: 'https://www.shop.example' });
  amazon = await createShop(t.db, { websiteUrl: 'https://www.amazon.ae', nameEn: 'Amazon.ae' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.set('2026-03-10T08:00:00Z');
});

const productCount = async (shopId: string) =>
  (await t.db.select({ n: count() }).from(products).where(eq(products.shopId, shopId)))[0]!.n;
const priceRows = (productId: string) =>
  t.db.select().from(prices).where(eq(prices.productId, productId)).orderBy(prices.observedAt);

describe('POST /product/search: a page reading', () => {
  it('stores one product however it is linked (five ways, a generic store)', async () => {
    const ways = [
      'https://www.shop.example/p/red-shoes?color=red&size=42',
      'https://shop.example/p/red-shoes/?size=42&color=red&utm_source=fb&utm_medium=cpc',
      'https://m.shop.example/p/red-shoes?color=red&fbclid=IwAR0&size=42#reviews',
      'HTTP://Shop.Example/p/red-shoes?size=42&gclid=abc&color=red',
      'https://www.shop.example//p/red-shoes/?ref=home&size=42&_ga=1.2&aff_id=9&color=red',
    ];
    const ids = new Set<string>();
    for (const [i, url] of ways.entries()) {
      const data = await reportAccepted(t, {
        url,
        title: 'Red running shoes',
        price: `${200 + i}.50`,
        currency: 'sar',
      });
      expect(data.canonicalUrl).toBe('https://www.shop.example/p/red-shoes?color=red&size=42');
      expect(data.stored).toBe(true);
      ids.add(data.product.id);
      clock.nextHour();
    }
    expect(ids.size).toBe(1);
    expect(await productCount(genericShop.id)).toBe(1);
    const [id] = [...ids];
    expect((await priceRows(id!)).map((p) => p.price)).toEqual([
      '200.50',
      '201.50',
      '202.50',
      '203.50',
      '204.50',
    ]);
  });

  it('matches Amazon links by their ASIN and answers the product with its figures', async () => {
    const ways = [
      'https://www.amazon.ae/Apple-iPhone-15/dp/B0CHX1W1XY/ref=sr_1_1?crid=2&keywords=iphone&qid=1',
      'https://amazon.ae/dp/B0CHX1W1XY?th=1&psc=1',
      'http://www.amazon.ae/gp/product/B0CHX1W1XY/?tag=safqa-21#customerReviews',
      'https://m.amazon.ae/gp/aw/d/b0chx1w1xy/?utm_source=x',
      'https://WWW.AMAZON.AE/dp/B0CHX1W1XY/',
    ];
    const answers = [];
    for (const url of ways) {
      answers.push(await reportAccepted(t, { url, price: '3199.00', currency: 'AED' }));
      clock.nextHour();
    }
    expect(new Set(answers.map((a) => a.product.id)).size).toBe(1);
    const last = answers.at(-1)!;
    expect(last.product).toMatchObject({
      url: 'https://www.amazon.ae/dp/B0CHX1W1XY',
      storeProductId: 'B0CHX1W1XY',
      currency: 'AED',
      currentPrice: '3199.00',
      inStock: true,
      shop: { id: amazon.id, name: { en: 'Amazon.ae' } },
    });
    expect(last.shop).toEqual(last.product.shop);
    expect(last.summary).toMatchObject({
      current: '3199.00',
      lowestEver: '3199.00',
      highestEver: '3199.00',
      isLowestEver: true,
    });
    expect(last.tracking).toBeNull();
    expect(await productCount(amazon.id)).toBe(1);
  });

  it('takes the page’s store id, title in its language and image; a later title fills the other', async () => {
    const first = await reportAccepted(t, {
      url: 'https://www.shop.example/item/lamp-1',
      storeProductId: 'LAMP-1',
      title: 'مصباح مكتب',
      image: 'https://cdn.shop.example/lamp.jpg',
      price: '89.90',
      currency: 'SAR',
      inStock: false,
    });
    expect(first.product).toMatchObject({
      storeProductId: 'LAMP-1',
      title: { ar: 'مصباح مكتب', en: '' },
      // A picture on the store's own host, named by our image route.
      image: `/api/v1/product/${first.product.id}/image`,
      inStock: false,
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, first.product.id));
    expect(row?.image).toBe('https://cdn.shop.example/lamp.jpg');
    clock.nextHour();
    // Another address with the same store id: the same product.
    const second = await reportAccepted(t, {
      url: 'https://www.shop.example/en/item/lamp-1',
      storeProductId: 'LAMP-1',
      title: { en: 'Desk lamp' },
      price: '89.90',
      currency: 'SAR',
    });
    expect(second.product.id).toBe(first.product.id);
    expect(second.product.title).toEqual({ ar: 'مصباح مكتب', en: 'Desk lamp' });
    expect(second.product.url).toBe('https://www.shop.example/item/lamp-1');
    expect(second.product.inStock).toBe(true);
  });

  it('answers an address of no listed shop and stores nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(products))[0]!.n;
    const pricesBefore = (await t.db.select({ n: count() }).from(prices))[0]!.n;
    const hidden = await createShop(t.db, {
      websiteUrl: 'https://www.hidden.example',
      status: 'INACTIVE',
    });
    for (const url of [
      'https://www.unknown-store.example/p/1?utm_source=x',
      'https://www.hidden.example/p/1',
      'https://shop.example.evil.example/p/1',
    ]) {
      const res = await report(t, { url, title: 'Thing', price: '10.00', currency: 'SAR' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        stored: false,
        shop: null,
        product: null,
        observation: { accepted: false, reason: 'UNKNOWN_SHOP' },
        summary: null,
        tracking: null,
        coupons: [],
      });
    }
    const answer = await report(t, { url: 'https://www.unknown-store.example/p/1?utm_source=x' });
    expect(answer.body.data.canonicalUrl).toBe('https://www.unknown-store.example/p/1');
    expect((await t.db.select({ n: count() }).from(products))[0]!.n).toBe(before);
    expect((await t.db.select({ n: count() }).from(prices))[0]!.n).toBe(pricesBefore);
    expect(hidden.status).toBe('INACTIVE');
  });

  it('without a price: finds or creates the product, records nothing (NO_PRICE)', async () => {
    const url = 'https://www.shop.example/p/no-price';
    const unknown = await report(t, { url, title: 'Kettle' });
    expect(unknown.body.data).toMatchObject({
      stored: false,
      product: null,
      observation: { accepted: false, reason: 'NO_PRICE' },
    });
    // One reporter not trusted alone creates the product untitled.
    const created = await report(t, { url, title: 'Kettle', currency: 'SAR' });
    expect(created.body.data).toMatchObject({
      stored: true,
      product: { currentPrice: null, currency: 'SAR', title: { ar: '', en: '' } },
      observation: { accepted: false, reason: 'NO_PRICE' },
    });
    // A trusted reporter's page names it.
    const named = await report(
      t,
      { url, title: 'Kettle' },
      { token: await trustedReporterToken(t) },
    );
    expect(named.body.data).toMatchObject({
      product: { id: created.body.data.product.id, title: { ar: '', en: 'Kettle' } },
      observation: { accepted: false, reason: 'NO_PRICE' },
    });
    expect(await priceRows(created.body.data.product.id)).toEqual([]);
  });

  it('keeps one observation per product and source an hour (THROTTLED, not stored)', async () => {
    const url = 'https://www.shop.example/p/throttled';
    const first = await reportAccepted(t, { url, price: '50.00', currency: 'SAR' });
    const id = first.product.id as string;
    clock.advance(59 * 60 * 1000);
    const again = await report(t, { url, price: '45.00', currency: 'SAR' });
    expect(again.body.data).toMatchObject({
      stored: true,
      observation: { accepted: false, reason: 'THROTTLED' },
      product: { currentPrice: '50.00' },
    });
    // Another source has an hour of its own.
    await reportAccepted(t, { url, price: '48.00', currency: 'SAR', source: 'APP' });
    clock.advance(2 * 60 * 1000);
    const later = await reportAccepted(t, { url, price: '45.00', currency: 'SAR' });
    expect(later.product.currentPrice).toBe('45.00');
    expect((await priceRows(id)).map((p) => [p.source, p.price])).toEqual([
      ['EXTENSION', '50.00'],
      ['APP', '48.00'],
      ['EXTENSION', '45.00'],
    ]);
  });

  it('expires the product’s cached page for a trusted reading only', async () => {
    const url = 'https://www.shop.example/p/cached-page';
    changes.length = 0;
    const first = await reportAccepted(t, { url, price: '80.00', currency: 'SAR' });
    expect(changes).toEqual([[`catalog:product:${first.product.id}`]]);
    changes.length = 0;
    clock.advance(10 * 60 * 1000);
    const throttled = await report(t, { url, price: '79.00', currency: 'SAR' });
    expect(throttled.body.data.observation).toEqual({ accepted: false, reason: 'THROTTLED' });
    expect(changes).toEqual([]);
  });

  it('flags implausible jumps: stored, but no current price, rollup or alert moves', async () => {
    const url = 'https://www.shop.example/p/outliers';
    const first = await reportAccepted(t, { url, price: '100.00', currency: 'SAR' });
    const id = first.product.id as string;
    const watcher = await insertUser(t.db);
    await t.db.insert(productTrackings).values({
      userId: watcher.id,
      productId: id,
      rule: 'TARGET_PRICE',
      targetPrice: '90.00',
      basePrice: '100.00',
    });
    for (const price of ['102.00', '98.00']) {
      clock.nextHour();
      await reportAccepted(t, { url, price, currency: 'SAR' });
    }
    const flagged = async (body: Record<string, unknown>) => {
      clock.nextHour();
      const res = await report(t, { url, currency: 'SAR', ...body });
      expect(res.body.data.observation).toEqual({ accepted: false, reason: 'FLAGGED' });
      expect(res.body.data.product.currentPrice).toBe('98.00');
    };
    // Three trusted prices: the band is 40 %–250 % of their median (100.00).
    await flagged({ price: '39.99' });
    await flagged({ price: '250.01' });
    await flagged({ price: '80.00', currency: 'USD' }); // not the product's currency
    const stored = await priceRows(id);
    expect(stored.filter((p) => p.flagged).map((p) => [p.price, p.currency])).toEqual([
      ['39.99', 'SAR'],
      ['250.01', 'SAR'],
      ['80.00', 'USD'],
    ]);
    const [day] = await t.db.select().from(priceDaily).where(eq(priceDaily.productId, id));
    expect(day).toMatchObject({ low: '98.00', high: '102.00', samples: 3, close: '98.00' });
    expect(await t.db.select().from(priceAlerts).where(eq(priceAlerts.productId, id))).toEqual([]);

    // Within the band: trusted, and the tracking's target is crossed once.
    clock.nextHour();
    const low = await reportAccepted(t, { url, price: '40.00', currency: 'SAR' });
    expect(low.product.currentPrice).toBe('40.00');
    const alerts = await t.db.select().from(priceAlerts).where(eq(priceAlerts.productId, id));
    expect(alerts.map((a) => [a.rule, a.newPrice])).toEqual([['TARGET_PRICE', '40.00']]);
  });

  it('answers the signed-in caller’s tracking and the shop’s usable coupons', async () => {
    const shop = await createShop(t.db, { websiteUrl: 'https://coupons.example' });
    await createCoupon(t.db, shop.id, { code: 'OLD', uses: 5, verifiedAt: new Date('2026-01-01') });
    await createCoupon(t.db, shop.id, { code: 'NEW', uses: 1, verifiedAt: new Date('2026-03-01') });
    await createCoupon(t.db, shop.id, { code: 'GONE', expiresAt: new Date('2026-03-01') });
    const account = await registerUser(t);
    const url = 'https://coupons.example/p/1';
    const first = await report(
      t,
      { url, price: '10.00', currency: 'SAR' },
      {
        token: account.tokens.accessToken,
      },
    );
    const productId = first.body.data.product.id as string;
    expect(first.body.data.tracking).toBeNull();
    const [row] = await t.db
      .insert(productTrackings)
      .values({ userId: account.user.id, productId, rule: 'ANY_DROP', basePrice: '10.00' })
      .returning();
    clock.nextHour();
    const res = await report(
      t,
      { url, price: '9.00', currency: 'SAR' },
      {
        token: account.tokens.accessToken,
      },
    );
    expect(res.body.data.tracking).toEqual({
      id: row!.id,
      productId,
      rule: 'ANY_DROP',
      targetPrice: null,
      dropPercent: null,
      basePrice: '10.00',
      alertsEnabled: true,
      createdAt: row!.createdAt.toISOString(),
      updatedAt: expect.any(String),
      product: res.body.data.product,
    });
    const page = await t.api('GET', `/api/v1/shop/shop-list/${shop.id}`);
    expect(res.body.data.coupons).toEqual(page.body.data.coupons);
    expect(res.body.data.coupons.map((c: { code: string }) => c.code)).toEqual(['NEW', 'OLD']);
    // Anonymous: no tracking; a bad token is refused, not ignored.
    clock.nextHour();
    expect((await report(t, { url })).body.data.tracking).toBeNull();
    expect((await report(t, { url }, { token: 'not-a-token' })).status).toBe(401);
  });

  it('limits readings to 60 a minute per client address', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.99' };
    const url = 'https://www.shop.example/p/busy';
    for (let i = 0; i < 60; i++) {
      expect((await report(t, { url }, { headers })).status).toBe(200);
    }
    const refused = await report(t, { url }, { headers });
    expect(refused.status).toBe(429);
    expect(refused.body.error.title).toBe('TOO_MANY_REQUESTS');
    // Text search is a read: not limited.
    expect((await report(t, { q: 'busy' }, { headers })).status).toBe(200);
  });
});

describe('figures and history from the daily rollup', () => {
  it('serves each range, the lowest and highest ever and the windows’ figures', async () => {
    const url = 'https://www.shop.example/p/history';
    // Every 10 days over 400 days, one reading at 09:00; the lowest price long ago.
    const start = Date.parse('2025-02-03T09:00:00Z');
    let id = '';
    for (let i = 0; i <= 40; i++) {
      clock.set(new Date(start + i * 10 * DAY_MS));
      const price = i === 2 ? '60.00' : i === 5 ? '180.00' : `${100 + (i % 3)}.00`;
      id = (await reportAccepted(t, { url, price, currency: 'SAR' })).product.id;
    }
    // Today (2026-03-10) a second reading, lower: the day's low, and its close.
    clock.set('2026-03-10T20:00:00Z');
    await reportAccepted(t, { url, price: '95.00', currency: 'SAR', source: 'APP' });

    const history = async (range: string) => {
      const res = await t.api('GET', `/api/v1/product/${id}/history?range=${range}`);
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const month = await history('1m');
    expect(month).toMatchObject({
      productId: id,
      currency: 'SAR',
      range: '1m',
      lowestEver: { price: '60.00', day: '2025-02-23' },
      highestEver: { price: '180.00', day: '2025-03-25' },
    });
    expect(month.points).toEqual([
      { day: '2026-02-18', low: '102.00', high: '102.00', close: '102.00' },
      { day: '2026-02-28', low: '100.00', high: '100.00', close: '100.00' },
      { day: '2026-03-10', low: '95.00', high: '101.00', close: '95.00' },
    ]);
    expect((await history('3m')).points).toHaveLength(9);
    const year = await history('1y');
    expect(year.points).toHaveLength(37);
    expect(year.points[0].day).toBe('2025-03-15');
    expect((await history('all')).points).toHaveLength(41);
    expect((await t.api('GET', `/api/v1/product/${id}/history`)).body.data.range).toBe('3m');

    const page = await t.api('GET', `/api/v1/product/${id}/page`);
    expect(page.status).toBe(200);
    const { summary } = page.body.data;
    expect(summary).toMatchObject({
      current: '95.00',
      lowestEver: '60.00',
      highestEver: '180.00',
      isLowestEver: false,
    });
    // 30 days: 102, 100, (101 + 95) → 398 / 4.
    expect(summary.windows).toEqual([
      { days: 30, lowest: '95.00', highest: '102.00', average: '99.50' },
      { days: 90, lowest: '95.00', highest: '102.00', average: expect.any(String) },
      { days: 365, lowest: '95.00', highest: '180.00', average: expect.any(String) },
    ]);
    // Sum ÷ count over the year: 36 readings every 10 days from 2025-03-15, and today's second.
    const yearPrices = [...Array(37).keys()]
      .map((k) => k + 4)
      .map((i) => (i === 5 ? 18000 : (100 + (i % 3)) * 100));
    const cents = yearPrices.reduce((a, b) => a + b, 0) + 9500;
    expect(summary.windows[2].average).toBe((Math.round(cents / 38) / 100).toFixed(2));
  });

  it('says when the current price is the lowest ever', async () => {
    const url = 'https://www.shop.example/p/lowest';
    await reportAccepted(t, { url, price: '80.00', currency: 'SAR' });
    clock.advance(DAY_MS);
    const lower = await reportAccepted(t, { url, price: '70.00', currency: 'SAR' });
    expect(lower.summary).toMatchObject({
      current: '70.00',
      lowestEver: '70.00',
      isLowestEver: true,
    });
    clock.advance(DAY_MS);
    const higher = await reportAccepted(t, { url, price: '75.00', currency: 'SAR' });
    expect(higher.summary).toMatchObject({ current: '75.00', isLowestEver: false });
  });

  it('404s for unknown and deleted products; refuses a bad range or id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.api('GET', `/api/v1/product/${missing}/history`)).status).toBe(404);
    expect((await t.api('GET', `/api/v1/product/${missing}/page`)).status).toBe(404);
    const data = await reportAccepted(t, {
      url: 'https://www.shop.example/p/deleted',
      price: '5.00',
      currency: 'SAR',
    });
    await t.db
      .update(products)
      .set({ deletedAt: clock.now })
      .where(eq(products.id, data.product.id));
    expect((await t.api('GET', `/api/v1/product/${data.product.id}/history`)).status).toBe(404);
    expect((await t.api('GET', `/api/v1/product/${data.product.id}/page`)).status).toBe(404);
    // A removed product is not re-created by a later reading.
    clock.nextHour();
    const again = await report(t, {
      url: 'https://www.shop.example/p/deleted',
      price: '5.00',
      currency: 'SAR',
    });
    expect(again.body.data).toMatchObject({ stored: false, product: null });
    expect(
      detailsOf(await t.api('GET', `/api/v1/product/${data.product.id}/history?range=2y`)),
    ).toEqual([{ key: 'range', message: 'validation.product.range_invalid' }]);
    expect(detailsOf(await t.api('GET', '/api/v1/product/nope/history'))).toEqual([
      { key: 'id', message: 'validation.catalog.id_invalid' },
    ]);
  });
});

describe('GET /product/sitemap', () => {
  it('lists a product once it has a week of price history', async () => {
    const daily = async (url: string, days: number) => {
      let id = '';
      for (let i = 0; i < days; i++) {
        clock.set(new Date(Date.parse('2026-04-01T09:00:00Z') + i * DAY_MS));
        id = (await reportAccepted(t, { url, price: `${50 + i}.00`, currency: 'SAR' })).product.id;
      }
      return id;
    };
    const week = await daily('https://www.shop.example/p/sitemap-week', 7);
    const six = await daily('https://www.shop.example/p/sitemap-six', 6);
    const res = await t.api('GET', '/api/v1/product/sitemap');
    expect(res.status).toBe(200);
    const ids = res.body.data.items.map((i: { id: string }) => i.id);
    expect(ids).toContain(week);
    expect(ids).not.toContain(six);
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, week));
    const after = await t.api('GET', '/api/v1/product/sitemap');
    expect(after.body.data.items.map((i: { id: string }) => i.id)).not.toContain(week);
  });
});

describe('text and similar-product search', () => {
  const headphones = [
    { host: 'https://www.store-a.example', price: '1299.00', currency: 'SAR' },
    { host: 'https://www.store-b.example', price: '1199.00', currency: 'SAR' },
    { host: 'https://www.store-c.example', price: '1249.00', currency: 'SAR' },
    { host: 'https://www.store-d.example', price: '999.00', currency: 'AED' },
  ];
  const ids: string[] = [];

  beforeAll(async () => {
    for (const [i, h] of headphones.entries()) {
      await createShop(t.db, { websiteUrl: h.host });
      const data = await reportAccepted(t, {
        url: `${h.host}/p/sony-${i}`,
        title: {
          en: `Sony WH-1000XM5 Wireless Noise Cancelling Headphones${i === 1 ? ' Black' : ''}`,
          ar: 'سماعة سوني لاسلكية إضافية',
        },
        price: h.price,
        currency: h.currency,
      });
      ids.push(data.product.id);
    }
    await createShop(t.db, { websiteUrl: 'https://www.store-e.example' });
    await reportAccepted(t, {
      url: 'https://www.store-e.example/p/kettle',
      title: 'Electric kettle 1.7 litres',
      price: '99.00',
      currency: 'SAR',
    });
  });

  it('finds the same product at other stores, same currency, cheapest first', async () => {
    const res = await t.api('POST', '/api/v1/product/ssearch', { json: { productId: ids[0] } });
    expect(res.status).toBe(200);
    const items = res.body.data.items as { id: string; currentPrice: string; similarity: number }[];
    expect(items.map((i) => [i.id, i.currentPrice])).toEqual([
      [ids[1], '1199.00'],
      [ids[2], '1249.00'],
    ]);
    for (const item of items) expect(item.similarity).toBeGreaterThan(0.3);

    const byTitle = await t.api('POST', '/api/v1/product/ssearch', {
      json: { title: 'Sony WH-1000XM5 wireless headphones', currency: 'aed' },
    });
    expect(byTitle.body.data.items.map((i: { id: string }) => i.id)).toEqual([ids[3]]);
    const page = await t.api('GET', `/api/v1/product/${ids[0]}/page`);
    expect(page.body.data.similar.map((i: { id: string }) => i.id)).toEqual([ids[1], ids[2]]);
  });

  it('searches titles in both languages with Arabic letter variants folded', async () => {
    const found = async (q: string) =>
      (await report(t, { q })).body.data.items.map((i: { id: string }) => i.id).sort();
    const sony = [...ids].sort();
    expect(await found('سماعه اضافيه')).toEqual(sony);
    expect(await found('SONY wh-1000xm5')).toEqual(sony);
    expect(await found('black sony')).toEqual([ids[1]]);
    expect(await found('electric KETTLE')).toHaveLength(1);
    expect(await found('nothing-like-this')).toEqual([]);
    const limited = await report(t, { q: 'sony', limit: 2 });
    expect(limited.body.data.items).toHaveLength(2);
  });

  it('refuses what is neither a product nor a title with its currency', async () => {
    const refused = async (json: Record<string, unknown>) =>
      detailsOf(await t.api('POST', '/api/v1/product/ssearch', { json }));
    const both = { key: 'productId', message: 'validation.product.product_or_title' };
    expect(await refused({})).toEqual([both]);
    expect(await refused({ title: 'Sony' })).toEqual([both]);
    expect(await refused({ productId: ids[0], title: 'Sony', currency: 'SAR' })).toEqual([both]);
    expect(await refused({ title: 'Sony', currency: 'riyal' })).toEqual([
      { key: 'currency', message: 'validation.product.currency_invalid' },
    ]);
    const missing = await t.api('POST', '/api/v1/product/ssearch', {
      json: { productId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('refused readings', () => {
  const refused = async (json: unknown) =>
    detailsOf(await t.api('POST', '/api/v1/product/search', { json }));

  it('needs exactly one of url and q', async () => {
    const rule = { key: 'url', message: 'validation.product.url_or_q' };
    expect(await refused({})).toEqual([rule]);
    expect(await refused({ q: 'x', url: 'https://www.shop.example/p' })).toEqual([rule]);
  });

  it('checks every field of a reading', async () => {
    const url = 'https://www.shop.example/p/x';
    expect(await refused({ url: 'javascript:alert(1)' })).toEqual([
      { key: 'url', message: 'validation.catalog.url_invalid' },
    ]);
    expect(await refused({ url, price: '12.50' })).toEqual([
      { key: 'currency', message: 'validation.product.currency_required' },
    ]);
    for (const price of ['12.345', '-1', '1,299.00', 'free', '']) {
      expect(await refused({ url, price, currency: 'SAR' })).toEqual([
        { key: 'price', message: 'validation.product.price_invalid' },
      ]);
    }
    expect(await refused({ url, price: '0.00', currency: 'SAR' })).toEqual([
      { key: 'price', message: 'validation.product.price_positive' },
    ]);
    // Money is a string: a JSON number would pass through floating point.
    expect(await refused({ url, price: 12.5, currency: 'SAR' })).toEqual([
      { key: 'price', message: 'validation.product.price_invalid' },
    ]);
    expect(await refused({ url, price: '1', currency: 'SARR' })).toEqual([
      { key: 'currency', message: 'validation.product.currency_invalid' },
    ]);
    expect(await refused({ url, source: 'ADMIN' })).toEqual([
      { key: 'source', message: 'validation.product.source_invalid' },
    ]);
    expect(await refused({ url, inStock: 'yes' })).toEqual([
      { key: 'inStock', message: 'validation.product.stock_invalid' },
    ]);
    expect(await refused({ url, image: 'data:image/png;base64,AAAA' })).toEqual([
      { key: 'image', message: 'validation.catalog.url_invalid' },
    ]);
    expect(await refused({ url, storeProductId: ' ' })).toEqual([
      { key: 'storeProductId', message: 'validation.product.store_id_invalid' },
    ]);
    expect(await refused({ url, title: 'x'.repeat(301) })).toEqual([
      { key: 'title', message: expect.stringMatching(/^validation\./) },
    ]);
    const malformed = await t.api('POST', '/api/v1/product/search', { body: '{"url":' });
    expect(malformed.status).toBe(400);
  });

  it('stores nothing for a refused reading', async () => {
    const before = (await t.db.select({ n: count() }).from(prices))[0]!.n;
    await refused({ url: 'https://www.shop.example/p/refused', price: '1.234', currency: 'SAR' });
    expect((await t.db.select({ n: count() }).from(prices))[0]!.n).toBe(before);
    const [none] = await t.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.url, 'https://www.shop.example/p/refused')));
    expect(none!.n).toBe(0);
  });
});

describe('the OpenAPI reference', () => {
  it('lists the product routes and resources', async () => {
    const { paths } = (await t.api('GET', '/api/v1/openapi.json')).body;
    for (const path of [
      '/api/v1/product/search',
      '/api/v1/product/ssearch',
      '/api/v1/product/{id}/history',
      '/api/v1/product/{id}/page',
      '/api/v1/product/{id}/merge',
      '/api/v1/product',
      '/api/v1/product/{id}',
      '/api/v1/price',
      '/api/v1/price/{id}',
    ]) {
      expect(paths).toHaveProperty([path]);
    }
  });
});
