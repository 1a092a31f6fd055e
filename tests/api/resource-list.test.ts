import { shopCategories, shops } from '@/server/db/schema';
import { foldForSearch } from '@/server/services/search-text';
import { createCoupon, createShop } from '../support/factories';
import { createCategory, createProvider, tokenWith } from '../support/catalog-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// GET /{resource}: who sees what, search, filters, sort, page and cursor pagination.
let t: TestApp;
let viewer: string;
let noView: string;
const ids: Record<string, string> = {};

const named = (nameEn: string, nameAr: string, extra: Partial<typeof shops.$inferInsert> = {}) =>
  createShop(t.db, {
    nameEn,
    nameAr,
    searchText: foldForSearch(`${nameEn} ${nameAr}`),
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp();
  [viewer, noView] = await Promise.all([
    tokenWith(t, ['view_shop', 'view_coupon', 'view_provider']),
    tokenWith(t, ['view_category']),
  ]);
  const electronics = await createCategory(t.db, { nameAr: 'إلكترونيات', nameEn: 'Electronics' });
  const amazon = await named('Amazon', 'أمازون', { priority: 50, countries: ['sa', 'ae'] });
  const noon = await named('Noon', 'نون', { priority: 40, countries: ['ae'] });
  const namshi = await named('Namshi', 'نمشي', { priority: 30, affiliateUrl: 'https://aff.x/n' });
  const pharmacy = await named('Nahdi', 'صيدلية النهدي', { priority: 20 });
  const hidden = await named('Hidden', 'مخفي', { priority: 90, status: 'INACTIVE' });
  const deleted = await named('Deleted', 'محذوف', { priority: 95, deletedAt: new Date() });
  await t.db.insert(shopCategories).values({ shopId: noon.id, categoryId: electronics.id });
  Object.assign(ids, {
    amazon: amazon.id,
    noon: noon.id,
    namshi: namshi.id,
    pharmacy: pharmacy.id,
    hidden: hidden.id,
    deleted: deleted.id,
    electronics: electronics.id,
  });
  ids.active = (
    await createCoupon(t.db, amazon.id, { titleEn: 'Ten off', titleAr: 'خصم عشرة' })
  ).id;
  ids.paused = (await createCoupon(t.db, amazon.id, { status: 'PAUSED' })).id;
  ids.ofHidden = (await createCoupon(t.db, hidden.id)).id;
  ids.ofDeleted = (await createCoupon(t.db, deleted.id)).id;
  ids.expired = (
    await createCoupon(t.db, noon.id, { expiresAt: new Date(Date.now() - 86_400_000) })
  ).id;
});
afterAll(async () => {
  await t.close();
});

async function list(path: string, token?: string) {
  const res = await t.api('GET', `/api/v1${path}`, { token });
  expect(res.status).toBe(200);
  return res.body.data as {
    items: { id: string; [k: string]: unknown }[];
    total?: number;
    page?: number;
    limit: number;
    nextCursor: string | null;
  };
}
const idsOf = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);

describe('who sees which shops', () => {
  it('shows anonymous callers active, not deleted shops without business fields', async () => {
    const page = await list('/shop');
    expect(idsOf(page)).toEqual([ids.amazon, ids.noon, ids.namshi, ids.pharmacy]);
    expect(page.total).toBe(4);
    for (const item of page.items) {
      expect(item).not.toHaveProperty('affiliateUrl');
      expect(item).not.toHaveProperty('clicks');
    }
    expect((await t.api('GET', `/api/v1/shop/${ids.hidden}`)).status).toBe(404);
    expect((await t.api('GET', `/api/v1/shop/${ids.hidden}`, { token: noView })).status).toBe(404);
  });

  it('shows holders of view_shop inactive shops, business fields and the status filter', async () => {
    const page = await list('/shop', viewer);
    expect(idsOf(page)).toEqual([ids.hidden, ids.amazon, ids.noon, ids.namshi, ids.pharmacy]);
    expect(page.items.find((i) => i.id === ids.namshi)).toMatchObject({
      affiliateUrl: 'https://aff.x/n',
      clicks: 0,
    });
    expect(idsOf(await list('/shop?status=INACTIVE', viewer))).toEqual([ids.hidden]);
    // The status filter only narrows what an anonymous caller may see.
    expect(idsOf(await list('/shop?status=INACTIVE'))).toEqual([]);
    const one = await t.api('GET', `/api/v1/shop/${ids.hidden}`, { token: viewer });
    expect(one.status).toBe(200);
  });

  it('filters by country, category and provider', async () => {
    expect(idsOf(await list('/shop?country=sa'))).toEqual([ids.amazon]);
    expect(idsOf(await list(`/shop?categoryId=${ids.electronics}`))).toEqual([ids.noon]);
    const provider = await createProvider(t.db);
    expect(idsOf(await list(`/shop?providerId=${provider.id}`, viewer))).toEqual([]);
  });
});

describe('search', () => {
  it.each([
    ['امازون', 'amazon'],
    ['أمازون', 'amazon'],
    ['إمازون', 'amazon'],
    ['AMAZON', 'amazon'],
    ['  aMaZ ', 'amazon'],
    ['صيدليه النهدى', 'pharmacy'],
  ])('finds shops by %s (Arabic letter variants and case folded)', async (q, key) => {
    const page = await list(`/shop?q=${encodeURIComponent(q)}`);
    expect(idsOf(page)).toEqual([ids[key]]);
    expect(page.total).toBe(1);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(idsOf(await list('/shop?q=%25'))).toEqual([]);
    expect(idsOf(await list('/shop?q=_'))).toEqual([]);
  });

  it('searches category names with Arabic letter variants', async () => {
    expect(idsOf(await list(`/category?q=${encodeURIComponent('الكترونيات')}`))).toEqual([
      ids.electronics,
    ]);
    expect(idsOf(await list('/category?q=ELECTRO'))).toEqual([ids.electronics]);
  });

  it('searches coupon titles', async () => {
    expect(idsOf(await list(`/coupon?q=${encodeURIComponent('عشره')}`))).toEqual([ids.active]);
  });
});

describe('sort and pagination', () => {
  it('sorts by a whitelisted field in either direction', async () => {
    expect(idsOf(await list('/shop?sort=nameEn'))).toEqual([
      ids.amazon,
      ids.pharmacy,
      ids.namshi,
      ids.noon,
    ]);
    expect(idsOf(await list('/shop?sort=priority'))).toEqual([
      ids.pharmacy,
      ids.namshi,
      ids.noon,
      ids.amazon,
    ]);
  });

  it('refuses an anonymous sort by a field public items leave out (a shop’s clicks)', async () => {
    for (const sort of ['clicks', '-clicks']) {
      const res = await t.api('GET', `/api/v1/shop?sort=${sort}`);
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([
        { key: 'sort', message: 'validation.list.sort_staff' },
      ]);
    }
    expect(idsOf(await list('/shop?sort=-clicks&limit=100', viewer))).toHaveLength(5);
  });

  it('pages with page and limit, keeping the total', async () => {
    const second = await list('/shop?limit=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3, nextCursor: null });
    expect(idsOf(second)).toEqual([ids.pharmacy]);
    const first = await list('/shop?limit=3');
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it.each(['-priority', 'nameAr', '-createdAt', 'createdAt'])(
    'walks every row once with cursors (sort=%s)',
    async (sort) => {
      const all = idsOf(await list(`/shop?sort=${sort}&limit=100`, viewer));
      expect(all).toHaveLength(5);
      const walked: string[] = [];
      let page = await list(`/shop?sort=${sort}&limit=2`, viewer);
      walked.push(...idsOf(page));
      for (let i = 0; i < 5 && page.nextCursor; i++) {
        page = await list(`/shop?sort=${sort}&limit=2&cursor=${page.nextCursor}`, viewer);
        expect(page).not.toHaveProperty('total');
        walked.push(...idsOf(page));
      }
      expect(page.nextCursor).toBeNull();
      expect(walked).toEqual(all);
    },
  );

  it('refuses a cursor made for another sort', async () => {
    const { nextCursor } = await list('/shop?sort=nameEn&limit=1');
    const res = await t.api('GET', `/api/v1/shop?sort=priority&cursor=${nextCursor}`);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      { key: 'cursor', message: 'validation.catalog.cursor_invalid' },
    ]);
  });

  it('refuses a forged cursor value with 400, not a database error', async () => {
    const forged = Buffer.from(
      JSON.stringify(['-priority', 'abc', '6a0c7e0e-1c1a-4b5e-9a53-0f5b8f8a2d11']),
    ).toString('base64url');
    const res = await t.api('GET', `/api/v1/shop?cursor=${forged}`);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      { key: 'cursor', message: 'validation.catalog.cursor_invalid' },
    ]);
  });
});

describe('coupons, categories and providers', () => {
  it('shows anonymous callers active coupons of visible shops only', async () => {
    expect(new Set(idsOf(await list('/coupon')))).toEqual(new Set([ids.active, ids.expired]));
    expect(idsOf(await list('/coupon?expired=false'))).toEqual([ids.active]);
    expect(idsOf(await list('/coupon?expired=true'))).toEqual([ids.expired]);
    expect((await t.api('GET', `/api/v1/coupon/${ids.ofHidden}`)).status).toBe(404);
    expect((await t.api('GET', `/api/v1/coupon/${ids.paused}`)).status).toBe(404);
    const all = idsOf(await list('/coupon?limit=100', viewer));
    expect(new Set(all)).toEqual(
      new Set([ids.active, ids.paused, ids.ofHidden, ids.ofDeleted, ids.expired]),
    );
    expect(idsOf(await list(`/coupon?shopId=${ids.amazon}&status=PAUSED`, viewer))).toEqual([
      ids.paused,
    ]);
  });

  it("names each coupon's shop for staff only (deleted shops too)", async () => {
    const staff = await list(`/coupon?shopId=${ids.deleted}&limit=100`, viewer);
    expect(staff.items).toEqual([
      expect.objectContaining({ id: ids.ofDeleted, shopName: { ar: 'محذوف', en: 'Deleted' } }),
    ]);
    const anonymous = await list(`/coupon?shopId=${ids.amazon}`);
    expect(anonymous.items.length).toBeGreaterThan(0);
    for (const item of anonymous.items) expect(item).not.toHaveProperty('shopName');
  });

  it('lists categories to anyone', async () => {
    const page = await list('/category');
    expect(page.items).toEqual([
      expect.objectContaining({
        id: ids.electronics,
        name: { ar: 'إلكترونيات', en: 'Electronics' },
      }),
    ]);
  });

  it('keeps provider data to holders of view_provider', async () => {
    const provider = await createProvider(t.db, { trackingTemplate: 'https://t.example/?u={url}' });
    const anonymous = await t.api('GET', '/api/v1/provider');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe(1004);
    for (const path of ['/provider', `/provider/${provider.id}`]) {
      const denied = await t.api('GET', `/api/v1${path}`, { token: noView });
      expect(denied.status).toBe(403);
      expect(denied.body.error.code).toBe(1005);
    }
    expect((await t.api('GET', `/api/v1/provider/${provider.id}`)).status).toBe(401);
    const one = await t.api('GET', `/api/v1/provider/${provider.id}`, { token: viewer });
    expect(one.body.data).toMatchObject({ trackingTemplate: 'https://t.example/?u={url}' });
    expect(idsOf(await list('/provider', viewer))).toContain(provider.id);
  });
});
