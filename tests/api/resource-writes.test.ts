import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import { ads, coupons, shops, shortLinks } from '@/server/db/schema';
import { createCoupon, createShop } from '../support/factories';
import { crud, shopBody, tokenWith } from '../support/catalog-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// The generic factory serving /coupon, /category and /provider: their own rules and cache tags;
// and no write (coupon, shop, ad, short link, CSV import) sets a counter.
let t: TestApp;
let admin: string;
const changes: string[][] = [];

beforeAll(async () => {
  t = await createTestApp({ onCatalogChange: (tags) => changes.push(tags) });
  admin = await tokenWith(t, crud('coupon', 'category', 'provider', 'shop', 'ads', 'shortner'));
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

describe('counters are not payload fields', () => {
  /** Every counter a client might name, under the item's names and the columns'. */
  const COUNTERS = {
    uses: 999,
    votes: { worked: 999, failed: 999 },
    auto: { worked: 999, failed: 999 },
    votesWorked: 999,
    votesFailed: 999,
    autoWorked: 999,
    autoFailed: 999,
    clicks: 999,
    impressions: 999,
  };
  const stored = {
    coupon: async (id: string) => {
      const [r] = await t.db.select().from(coupons).where(eq(coupons.id, id));
      return [r!.uses, r!.votesWorked, r!.votesFailed, r!.autoWorked, r!.autoFailed];
    },
    shop: async (id: string) => {
      const [r] = await t.db.select().from(shops).where(eq(shops.id, id));
      return [r!.clicks];
    },
    ads: async (id: string) => {
      const [r] = await t.db.select().from(ads).where(eq(ads.id, id));
      return [r!.impressions, r!.clicks];
    },
    shortner: async (id: string) => {
      const [r] = await t.db.select().from(shortLinks).where(eq(shortLinks.id, id));
      return [r!.clicks];
    },
  };
  /** Counts a few events "happened": what a PATCH must leave as they are. */
  const counted = {
    coupon: (id: string) =>
      t.db
        .update(coupons)
        .set({ uses: 7, votesWorked: 3, votesFailed: 2, autoWorked: 1, autoFailed: 4 })
        .where(eq(coupons.id, id)),
    shop: (id: string) => t.db.update(shops).set({ clicks: 7 }).where(eq(shops.id, id)),
    ads: (id: string) => t.db.update(ads).set({ impressions: 7, clicks: 3 }).where(eq(ads.id, id)),
    shortner: (id: string) =>
      t.db.update(shortLinks).set({ clicks: 7 }).where(eq(shortLinks.id, id)),
  };
  const AFTER_COUNTING = { coupon: [7, 3, 2, 1, 4], shop: [7], ads: [7, 3], shortner: [7] };

  it.each([
    [
      'coupon',
      async () => ({
        shopId: (await createShop(t.db)).id,
        code: null,
        title: { ar: 'عرض', en: 'Deal' },
      }),
      { code: 'PATCHED' },
    ],
    ['shop', async () => shopBody(), { priority: 2 }],
    [
      'ads',
      async () => ({
        title: { ar: 'إعلان', en: 'Ad' },
        targetUrl: 'https://shop.example/sale',
        placement: 'EXTENSION_BANNER',
      }),
      { priority: 2 },
    ],
    ['shortner', async () => ({ targetUrl: 'https://example.com/counted' }), { title: 'Sale' }],
  ] as const)(
    '%s: a create starts them at 0 and a PATCH leaves them',
    async (res, body, change) => {
      const created = await t.api('POST', `/api/v1/${res}`, {
        token: admin,
        json: { ...(await body()), ...COUNTERS },
      });
      expect(created.status).toBe(200);
      const { id } = created.body.data as { id: string };
      expect((await stored[res](id)).every((n) => n === 0)).toBe(true);

      await counted[res](id);
      const patched = await t.api('PATCH', `/api/v1/${res}/${id}`, {
        token: admin,
        json: { ...change, ...COUNTERS },
      });
      expect(patched.status).toBe(200);
      expect(patched.body.data).toMatchObject(change);
      expect(await stored[res](id)).toEqual(AFTER_COUNTING[res]);
    },
  );

  it('a coupon CSV import ignores the exported uses column', async () => {
    const shop = await createShop(t.db, { slugEn: `uses-${Date.now()}` });
    const coupon = await createCoupon(t.db, shop.id, { code: 'USED', uses: 7 });
    const file = Papa.unparse(
      [
        {
          id: coupon.id,
          shop: shop.slugEn,
          code: 'USED',
          titleEn: 'Used',
          titleAr: 'مستعمل',
          uses: '0',
        },
        { id: '', shop: shop.slugEn, code: '', titleEn: 'New', titleAr: 'جديد', uses: '5000' },
      ],
      { newline: '\r\n' },
    );
    const importFile = (dryRun: boolean) =>
      t.api('POST', '/api/v1/coupon/import', { token: admin, json: { csv: file, dryRun } });
    expect((await importFile(true)).body.data).toMatchObject({ valid: 2, ignored: ['uses'] });
    expect((await importFile(false)).body.data).toEqual({ created: 1, updated: 1 });
    const rows = await t.db.select().from(coupons).where(eq(coupons.shopId, shop.id));
    expect(rows.map((r) => [r.titleEn, r.uses]).sort()).toEqual([
      ['New', 0],
      ['Used', 7],
    ]);
  });
});
