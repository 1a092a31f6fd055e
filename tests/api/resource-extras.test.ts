import { eq } from 'drizzle-orm';
import { PRODUCT_VERSION } from '@/lib/api/constants';
import { coupons, products, shops } from '@/server/db/schema';
import { sameIp } from '../support/auth-helpers';
import { createCoupon, createShop } from '../support/factories';
import { createProvider, tokenWith } from '../support/catalog-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// Votes, click redirects, app-state and the routes' precedence.
let t: TestApp;
const changes: string[][] = [];

beforeAll(async () => {
  t = await createTestApp({ onCatalogChange: (tags) => changes.push(tags) });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  changes.length = 0;
});

const shopRow = async (id: string) => (await t.db.select().from(shops).where(eq(shops.id, id)))[0]!;
const couponRow = async (id: string) =>
  (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;

describe('POST /coupon/{id}/vote', () => {
  it('counts votes, one per coupon, address and day', async () => {
    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id, { votesWorked: 4, votesFailed: 1 });
    const vote = (v: string, ip: string) =>
      t.api('POST', `/api/v1/coupon/${coupon.id}/vote`, { json: { vote: v }, headers: sameIp(ip) });

    const first = await vote('worked', '198.51.100.1');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ worked: 5, failed: 1 });
    const again = await vote('failed', '198.51.100.1');
    expect(again.status).toBe(429);
    expect(again.body.error).toMatchObject({ code: 1007, title: 'TOO_MANY_REQUESTS' });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(3600);
    const other = await vote('failed', '198.51.100.2');
    expect(other.body.data).toEqual({ worked: 5, failed: 2 });
    expect(await couponRow(coupon.id)).toMatchObject({
      votesWorked: 5,
      votesFailed: 2,
      updatedAt: coupon.updatedAt,
    });
    // The same address may still vote on another coupon.
    const next = await createCoupon(t.db, shop.id);
    const elsewhere = await t.api('POST', `/api/v1/coupon/${next.id}/vote`, {
      json: { vote: 'worked' },
      headers: sameIp('198.51.100.1'),
    });
    expect(elsewhere.body.data).toEqual({ worked: 1, failed: 0 });
    // Counters are not edits: no cached page is revalidated per vote.
    expect(changes).toEqual([]);
  });

  it('refuses a bad vote, and 404s for unknown, paused or hidden-shop coupons', async () => {
    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id);
    const bad = await t.api('POST', `/api/v1/coupon/${coupon.id}/vote`, { json: { vote: 'meh' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      { key: 'vote', message: 'validation.catalog.vote_invalid' },
    ]);
    const paused = await createCoupon(t.db, shop.id, { status: 'PAUSED' });
    const inactiveShop = await createShop(t.db, { status: 'INACTIVE' });
    const ofInactive = await createCoupon(t.db, inactiveShop.id);
    for (const id of [paused.id, ofInactive.id, '6a0c7e0e-1c1a-4b5e-9a53-0f5b8f8a2d11']) {
      const res = await t.api('POST', `/api/v1/coupon/${id}/vote`, { json: { vote: 'worked' } });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe(1003);
    }
    expect((await couponRow(paused.id)).votesWorked).toBe(0);
  });
});

describe('GET /go/…', () => {
  let client = 0;
  /** A redirect followed by a new client address each time, unless one is given. */
  const go = (path: string, ip = `198.51.100.${(client++ % 250) + 1}`) =>
    t.app.request(`/api/v1/go/${path}`, {
      redirect: 'manual',
      headers: { 'x-forwarded-for': ip },
    });

  it('counts a shop click and redirects to the affiliate URL, never cached or indexed', async () => {
    const shop = await createShop(t.db, { affiliateUrl: 'https://aff.example/x?id=1' });
    const res = await go(`shop/${shop.id}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://aff.example/x?id=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    await go(`shop/${shop.id}`);
    const row = await shopRow(shop.id);
    expect(row.clicks).toBe(2);
    expect(row.updatedAt).toEqual(shop.updatedAt);
    expect(changes).toEqual([]);
  });

  it('falls back to the website and applies the provider tracking template', async () => {
    const plain = await createShop(t.db, { websiteUrl: 'https://plain.example/' });
    expect((await go(`shop/${plain.id}`)).headers.get('location')).toBe('https://plain.example/');
    const tracker = await createProvider(t.db, { trackingTemplate: 'https://t.example/c?u={url}' });
    const tracked = await createShop(t.db, {
      websiteUrl: 'https://tracked.example/a?b=c',
      providerId: tracker.id,
    });
    expect((await go(`shop/${tracked.id}`)).headers.get('location')).toBe(
      `https://t.example/c?u=${encodeURIComponent('https://tracked.example/a?b=c')}`,
    );
    const suffix = await createProvider(t.db, { trackingTemplate: '{url}?ref=safqa' });
    const suffixed = await createShop(t.db, {
      websiteUrl: 'https://suffixed.example/',
      providerId: suffix.id,
    });
    expect((await go(`shop/${suffixed.id}`)).headers.get('location')).toBe(
      'https://suffixed.example/?ref=safqa',
    );
  });

  it('counts a coupon use and redirects to its shop', async () => {
    const shop = await createShop(t.db, { affiliateUrl: 'https://aff.example/coupon-shop' });
    const coupon = await createCoupon(t.db, shop.id, { uses: 10 });
    const res = await go(`coupon/${coupon.id}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://aff.example/coupon-shop');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await couponRow(coupon.id)).uses).toBe(11);
    expect((await shopRow(shop.id)).clicks).toBe(1);
  });

  it("counts a product click on its shop and opens the product's own page", async () => {
    const tracker = await createProvider(t.db, { trackingTemplate: 'https://t.example/c?u={url}' });
    const shop = await createShop(t.db, {
      affiliateUrl: 'https://aff.example/home',
      providerId: tracker.id,
    });
    const plainShop = await createShop(t.db, { affiliateUrl: 'https://aff.example/plain' });
    const addProduct = async (shopId: string, url: string, deletedAt: Date | null = null) => {
      const [row] = await t.db
        .insert(products)
        .values({ shopId, url, currency: 'SAR', titleEn: 'Kettle', deletedAt })
        .returning();
      return row!;
    };
    const product = await addProduct(shop.id, 'https://store.example/p/kettle-1');
    const plain = await addProduct(plainShop.id, 'https://plain.example/p/2');
    const removed = await addProduct(plainShop.id, 'https://plain.example/p/3', new Date());

    const res = await go(`product/${product.id}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `https://t.example/c?u=${encodeURIComponent('https://store.example/p/kettle-1')}`,
    );
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await shopRow(shop.id)).clicks).toBe(1);
    expect((await go(`product/${plain.id}`)).headers.get('location')).toBe(
      'https://plain.example/p/2',
    );
    expect((await go(`product/${removed.id}`)).status).toBe(404);
    expect((await shopRow(plainShop.id)).clicks).toBe(1);
  });

  it('counts one click per client and target a day, however often it is followed', async () => {
    const shop = await createShop(t.db, { affiliateUrl: 'https://aff.example/once' });
    const coupon = await createCoupon(t.db, shop.id, { uses: 3 });
    for (let i = 0; i < 5; i++) {
      expect((await go(`coupon/${coupon.id}`, '192.0.2.50')).status).toBe(302);
      expect((await go(`shop/${shop.id}`, '192.0.2.50')).status).toBe(302);
    }
    expect((await couponRow(coupon.id)).uses).toBe(4);
    // The shop's clicks are one counter, whether the coupon or the shop itself led there.
    expect((await shopRow(shop.id)).clicks).toBe(1);
    await go(`coupon/${coupon.id}`, '192.0.2.51');
    expect((await couponRow(coupon.id)).uses).toBe(5);
    expect((await shopRow(shop.id)).clicks).toBe(2);
  });

  it('counts one shop click per client a day however many of its products and coupons it follows', async () => {
    const shop = await createShop(t.db, { affiliateUrl: 'https://aff.example/many' });
    const items = await t.db
      .insert(products)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          shopId: shop.id,
          url: `https://many.example/p/${i}`,
          currency: 'SAR',
          titleEn: `Item ${i}`,
        })),
      )
      .returning();
    const deals = [await createCoupon(t.db, shop.id), await createCoupon(t.db, shop.id)];
    for (const item of items)
      expect((await go(`product/${item.id}`, '192.0.2.60')).status).toBe(302);
    for (const deal of deals)
      expect((await go(`coupon/${deal.id}`, '192.0.2.60')).status).toBe(302);
    expect((await shopRow(shop.id)).clicks).toBe(1);
    // Each coupon's use is its own counter.
    for (const deal of deals) expect((await couponRow(deal.id)).uses).toBe(1);
  });

  it('404s for unknown, deleted, inactive or non-http targets and counts nothing', async () => {
    const inactive = await createShop(t.db, { status: 'INACTIVE' });
    const deleted = await createShop(t.db, { deletedAt: new Date() });
    const scripted = await createShop(t.db, { websiteUrl: 'javascript:alert(1)' });
    const badAffiliate = await createShop(t.db, { affiliateUrl: 'data:text/html,hi' });
    const paused = await createCoupon(t.db, (await createShop(t.db)).id, { status: 'PAUSED' });
    const ofInactive = await createCoupon(t.db, inactive.id);
    for (const path of [
      `shop/${inactive.id}`,
      `shop/${deleted.id}`,
      `shop/${scripted.id}`,
      `shop/${badAffiliate.id}`,
      'shop/6a0c7e0e-1c1a-4b5e-9a53-0f5b8f8a2d11',
      `coupon/${paused.id}`,
      `coupon/${ofInactive.id}`,
    ]) {
      const res = await go(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers.get('location')).toBeNull();
      expect(((await res.json()) as { error: { code: number } }).error.code).toBe(1003);
    }
    expect((await shopRow(scripted.id)).clicks).toBe(0);
    expect((await shopRow(inactive.id)).clicks).toBe(0);
    expect((await couponRow(paused.id)).uses).toBe(0);
  });
});

describe('GET /shop/app-state', () => {
  it('counts visible shops and usable coupons and moves updatedAt on a write', async () => {
    const fresh = await createTestApp();
    try {
      const empty = await fresh.api('GET', '/api/v1/shop/app-state');
      expect(empty.body.data).toEqual({
        shopCount: 0,
        couponCount: 0,
        updatedAt: null,
        version: PRODUCT_VERSION,
      });
      const a = await createShop(fresh.db);
      const b = await createShop(fresh.db);
      await createShop(fresh.db, { status: 'INACTIVE' });
      await createShop(fresh.db, { deletedAt: new Date() });
      await createCoupon(fresh.db, a.id);
      await createCoupon(fresh.db, b.id, { code: null });
      await createCoupon(fresh.db, b.id, { status: 'PAUSED' });
      const last = await createCoupon(fresh.db, a.id, { expiresAt: new Date(Date.now() - 1000) });
      const res = await fresh.api('GET', '/api/v1/shop/app-state');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        shopCount: 2,
        couponCount: 2,
        updatedAt: last.updatedAt.toISOString(),
        version: PRODUCT_VERSION,
      });
      const token = await tokenWith(fresh, ['update_shop']);
      await fresh.api('PATCH', `/api/v1/shop/${a.id}`, { token, json: { priority: 5 } });
      const after = await fresh.api('GET', '/api/v1/shop/app-state');
      expect(Date.parse(after.body.data.updatedAt)).toBeGreaterThan(last.updatedAt.getTime());
    } finally {
      await fresh.close();
    }
  });
});

describe('route precedence', () => {
  it('keeps /shop/shop-list, /shop/app-state and /shop/shop-list/{id} off /shop/{id}', async () => {
    const shop = await createShop(t.db);
    const directory = await t.api('GET', '/api/v1/shop/shop-list');
    expect(directory.status).toBe(200);
    expect(directory.body.data.items[0]).toHaveProperty('couponCount');
    const state = await t.api('GET', '/api/v1/shop/app-state');
    expect(state.status).toBe(200);
    expect(state.body.data.version).toBe(PRODUCT_VERSION);
    const page = await t.api('GET', `/api/v1/shop/shop-list/${shop.id}`);
    expect(page.body.data?.categoryIds).toBeUndefined();
    expect(page.body.error?.details).toBeUndefined();
  });

  it('describes the generic routes in the OpenAPI document', async () => {
    const res = await t.api('GET', '/api/v1/openapi.json');
    const paths = Object.keys(res.body.paths);
    for (const res of ['shop', 'category', 'coupon', 'provider']) {
      expect(paths).toEqual(
        expect.arrayContaining([
          `/api/v1/${res}`,
          `/api/v1/${res}/{id}`,
          `/api/v1/${res}/{id}/hard`,
          `/api/v1/${res}/{id}/restore`,
        ]),
      );
    }
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/shop/app-state',
        '/api/v1/coupon/{id}/vote',
        '/api/v1/go/shop/{id}',
        '/api/v1/go/coupon/{id}',
        '/api/v1/go/product/{id}',
      ]),
    );
    expect(res.body.paths['/api/v1/shop/{id}/restore'].patch.tags).toEqual(['Shop']);
  });
});
