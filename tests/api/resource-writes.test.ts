import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import { createCoupon, createShop } from '../support/factories';
import { crud, tokenWith } from '../support/catalog-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// The generic factory serving /coupon, /category and /provider: their own rules and cache tags.
let t: TestApp;
let admin: string;
const changes: string[][] = [];

beforeAll(async () => {
  t = await createTestApp({ onCatalogChange: (tags) => changes.push(tags) });
  admin = await tokenWith(t, crud('coupon', 'category', 'provider'));
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  changes.length = 0;
});

describe('writes of coupons, categories and providers', () => {
  it('coupon writes mark the shop lists and the coupon shop pages stale', async () => {
    const [a, b] = await Promise.all([createShop(t.db), createShop(t.db)]);
    const created = await t.api('POST', '/api/v1/coupon', {
      token: admin,
      json: { shopId: a.id, code: 'SAVE20', title: { ar: 'خصم 20%', en: '20% off' } },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ shopId: a.id, code: 'SAVE20', status: 'ACTIVE' });
    expect(changes).toEqual([[CATALOG_TAGS.shops, CATALOG_TAGS.shop(a.id)]]);
    changes.length = 0;
    const moved = await t.api('PATCH', `/api/v1/coupon/${created.body.data.id}`, {
      token: admin,
      json: { shopId: b.id },
    });
    expect(moved.status).toBe(200);
    expect(changes).toEqual([
      [CATALOG_TAGS.shops, CATALOG_TAGS.shop(a.id), CATALOG_TAGS.shop(b.id)],
    ]);
  });

  it('checks coupon dates against each other and the stored ones', async () => {
    const shop = await createShop(t.db);
    const title = { ar: 'عرض', en: 'Deal' };
    const bad = await t.api('POST', '/api/v1/coupon', {
      token: admin,
      json: {
        shopId: shop.id,
        code: null,
        title,
        startsAt: '2026-05-02T00:00:00Z',
        expiresAt: '2026-05-01T00:00:00Z',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      { key: 'expiresAt', message: 'validation.catalog.expires_before_start' },
    ]);
    const coupon = await createCoupon(t.db, shop.id, {
      startsAt: new Date('2026-05-10T00:00:00Z'),
    });
    const patch = await t.api('PATCH', `/api/v1/coupon/${coupon.id}`, {
      token: admin,
      json: { expiresAt: '2026-05-09T00:00:00Z' },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.error.details).toEqual([
      { key: 'expiresAt', message: 'validation.catalog.expires_before_start' },
    ]);
    // Found by the OpenAPI fuzz suite: a malformed date beside a good one answered 500.
    const malformed = await t.api('POST', '/api/v1/coupon', {
      token: admin,
      json: {
        shopId: shop.id,
        code: null,
        title,
        startsAt: '2026-05-01T00:00:00Z',
        expiresAt: 'x',
      },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details).toEqual([
      { key: 'expiresAt', message: 'validation.catalog.date_invalid' },
    ]);
    const unknownShop = await t.api('POST', '/api/v1/coupon', {
      token: admin,
      json: { shopId: '6a0c7e0e-1c1a-4b5e-9a53-0f5b8f8a2d11', code: 'X', title },
    });
    expect(unknownShop.status).toBe(400);
    expect(unknownShop.body.error.details).toEqual([
      { key: 'shopId', message: 'validation.catalog.reference_invalid' },
    ]);
  });

  it('category writes mark categories and shops stale; a taken slug is a 409', async () => {
    const body = { slug: 'fashion', name: { ar: 'أزياء', en: 'Fashion' } };
    const created = await t.api('POST', '/api/v1/category', { token: admin, json: body });
    expect(created.status).toBe(200);
    expect(changes).toEqual([[CATALOG_TAGS.categories, CATALOG_TAGS.shops]]);
    const dup = await t.api('POST', '/api/v1/category', { token: admin, json: body });
    expect(dup.status).toBe(409);
    expect(dup.body.error.details).toEqual([{ key: 'slug', message: 'validation.catalog.taken' }]);
  });

  it('provider writes validate the template and mark nothing stale', async () => {
    const bad = await t.api('POST', '/api/v1/provider', {
      token: admin,
      json: { name: 'Net', trackingTemplate: 'javascript:{url}' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      { key: 'trackingTemplate', message: 'validation.catalog.template_invalid' },
    ]);
    const ok = await t.api('POST', '/api/v1/provider', {
      token: admin,
      json: { name: 'Net', trackingTemplate: 'https://t.example/?u={url}' },
    });
    expect(ok.status).toBe(200);
    expect(changes).toEqual([]);
  });
});
