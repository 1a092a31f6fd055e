import { eq } from 'drizzle-orm';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import { shopCategories, shops } from '@/server/db/schema';
import { foldForSearch } from '@/server/services/search-text';
import { createShop } from '../support/factories';
import { createCategory, crud, shopBody, tokenWith } from '../support/catalog-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// The generic resource factory, seen through /shop: create, read, change, soft delete,
// restore, hard delete; permissions; validation; conflicts; cache-tag notifications.
let t: TestApp;
let admin: string;
let viewer: string;
let nobody: string;
const changes: string[][] = [];

beforeAll(async () => {
  t = await createTestApp({ onCatalogChange: (tags) => changes.push(tags) });
  [admin, viewer, nobody] = await Promise.all([
    tokenWith(t, crud('shop')),
    tokenWith(t, ['view_shop']),
    tokenWith(t, ['view_coupon']),
  ]);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  changes.length = 0;
});

const shopTags = (id: string) => [CATALOG_TAGS.shops, CATALOG_TAGS.shop(id)];

describe('POST /shop', () => {
  it('creates the shop with its search text and category links, and marks caches stale', async () => {
    const [a, b] = await Promise.all([createCategory(t.db), createCategory(t.db)]);
    const body = shopBody({
      name: { ar: 'أمازون', en: 'Amazon' },
      categoryIds: [a.id, b.id],
      affiliateUrl: 'https://aff.example/amazon',
      status: 'INACTIVE',
      priority: 40,
    });
    const res = await t.api('POST', '/api/v1/shop', { token: admin, json: body });
    expect(res.status).toBe(200);
    const shop = res.body.data;
    expect(shop).toMatchObject({
      name: { ar: 'أمازون', en: 'Amazon' },
      slug: body.slug,
      websiteUrl: body.websiteUrl,
      affiliateUrl: 'https://aff.example/amazon',
      countries: ['sa', 'ae'],
      status: 'INACTIVE',
      priority: 40,
      clicks: 0,
      deletedAt: null,
    });
    expect([...shop.categoryIds].sort()).toEqual([a.id, b.id].sort());

    const [row] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row!.searchText).toBe(foldForSearch('Amazon أمازون'));
    const links = await t.db
      .select()
      .from(shopCategories)
      .where(eq(shopCategories.shopId, shop.id));
    expect(links).toHaveLength(2);
    expect(changes).toEqual([shopTags(shop.id)]);
  });

  it('answers 409 CONFLICT for a slug already taken', async () => {
    const existing = await createShop(t.db);
    const res = await t.api('POST', '/api/v1/shop', {
      token: admin,
      json: shopBody({ slug: { ar: 'متجر-جديد', en: existing.slugEn } }),
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 1010, title: 'CONFLICT' });
    expect(res.body.error.details).toEqual([
      { key: 'slug.en', message: 'validation.catalog.taken' },
    ]);
    expect(changes).toEqual([]);
  });

  it.each([
    ['websiteUrl', 'javascript:alert(1)'],
    ['websiteUrl', 'data:text/html,<script>alert(1)</script>'],
    ['websiteUrl', 'ftp://files.example/'],
    ['websiteUrl', '//evil.example/'],
    ['affiliateUrl', 'JavaScript:alert(document.cookie)'],
    ['affiliateUrl', 'https://user:secret@evil.example/'],
  ])('refuses %s %s (only http/https)', async (field, url) => {
    const res = await t.api('POST', '/api/v1/shop', {
      token: admin,
      json: shopBody({ [field]: url }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(1001);
    expect(res.body.error.details).toContainEqual({
      key: field,
      message: 'validation.catalog.url_invalid',
    });
  });

  it('refuses bad slugs, countries and unknown categories with field details', async () => {
    const res = await t.api('POST', '/api/v1/shop', {
      token: admin,
      json: shopBody({ slug: { ar: 'نون', en: 'Not Lower' }, countries: ['xx'] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        { key: 'slug.en', message: 'validation.catalog.slug_invalid' },
        { key: 'countries.0', message: 'COUNTRY_INVALID' },
      ]),
    );
    const unknown = await t.api('POST', '/api/v1/shop', {
      token: admin,
      json: shopBody({ categoryIds: ['6a0c7e0e-1c1a-4b5e-9a53-0f5b8f8a2d11'] }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual([
      { key: 'categoryIds', message: 'validation.catalog.reference_invalid' },
    ]);
  });

  it('accepts Arabic letters in the Arabic slug', async () => {
    const res = await t.api('POST', '/api/v1/shop', {
      token: admin,
      json: shopBody({ slug: { ar: 'نون-السعودية', en: `noon-${Date.now()}` } }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.slug.ar).toBe('نون-السعودية');
  });
});

describe('permissions', () => {
  it.each([
    ['POST', '', 'create'],
    ['PATCH', '/{id}', 'update'],
    ['DELETE', '/{id}', 'delete'],
    ['DELETE', '/{id}/hard', 'delete'],
    ['PATCH', '/{id}/restore', 'delete'],
  ])('%s /shop%s: 401 without a token, 403 without %s_shop', async (method, suffix) => {
    const shop = await createShop(t.db);
    const path = `/api/v1/shop${suffix.replace('{id}', shop.id)}`;
    const json = method === 'DELETE' ? undefined : shopBody();
    const anonymous = await t.api(method, path, { json });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toMatchObject({ code: 1004, title: 'UNAUTHORIZED_ACCESS' });
    for (const token of [viewer, nobody]) {
      const denied = await t.api(method, path, { json, token });
      expect(denied.status).toBe(403);
      expect(denied.body.error).toMatchObject({ code: 1005, title: 'FORBIDDEN' });
    }
    const [row] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row).toMatchObject({ nameEn: shop.nameEn, deletedAt: null });
    expect(changes).toEqual([]);
  });

  it('answers 401 for a broken token even on public reads', async () => {
    const res = await t.api('GET', '/api/v1/shop', { token: 'not-a-token' });
    expect(res.status).toBe(401);
  });
});

describe('PATCH /shop/{id}', () => {
  it('changes the given fields, the search text and the category list', async () => {
    const [keep, drop] = await Promise.all([createCategory(t.db), createCategory(t.db)]);
    const created = await t.api('POST', '/api/v1/shop', {
      token: admin,
      json: shopBody({ categoryIds: [keep.id, drop.id] }),
    });
    const id = created.body.data.id;
    changes.length = 0;
    const res = await t.api('PATCH', `/api/v1/shop/${id}`, {
      token: admin,
      json: { name: { ar: 'نون', en: 'Noon' }, categoryIds: [keep.id], priority: 7 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: { ar: 'نون', en: 'Noon' },
      categoryIds: [keep.id],
      priority: 7,
      websiteUrl: created.body.data.websiteUrl,
    });
    expect(Date.parse(res.body.data.updatedAt)).toBeGreaterThan(
      Date.parse(created.body.data.updatedAt),
    );
    const [row] = await t.db.select().from(shops).where(eq(shops.id, id));
    expect(row!.searchText).toBe('noon نون');
    expect(changes).toEqual([shopTags(id)]);
  });

  it('404s on an unknown id and refuses a javascript: URL', async () => {
    const missing = await t.api('PATCH', '/api/v1/shop/6a0c7e0e-1c1a-4b5e-9a53-0f5b8f8a2d11', {
      token: admin,
      json: { priority: 1 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe(1003);
    const shop = await createShop(t.db);
    const bad = await t.api('PATCH', `/api/v1/shop/${shop.id}`, {
      token: admin,
      json: { affiliateUrl: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      { key: 'affiliateUrl', message: 'validation.catalog.url_invalid' },
    ]);
  });
});

describe('soft delete, restore, hard delete', () => {
  it('hides a soft-deleted row, restores it, then removes it for good', async () => {
    const shop = await createShop(t.db);
    const path = `/api/v1/shop/${shop.id}`;
    const listed = async (query = '', token?: string) => {
      const res = await t.api('GET', `/api/v1/shop?limit=100${query}`, { token });
      expect(res.status).toBe(200);
      return res.body.data.items.map((s: { id: string }) => s.id) as string[];
    };
    expect(await listed()).toContain(shop.id);

    const deleted = await t.api('DELETE', path, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.deletedAt).not.toBeNull();
    expect(changes).toEqual([shopTags(shop.id)]);

    expect((await t.api('GET', path)).status).toBe(404);
    expect((await t.api('GET', path, { token: admin })).status).toBe(404);
    expect(await listed()).not.toContain(shop.id);
    expect(await listed('', admin)).not.toContain(shop.id);
    // Only holders of view_shop may ask for deleted rows.
    const seen = await t.api('GET', `${path}?includeDeleted=true`, { token: viewer });
    expect(seen.status).toBe(200);
    expect(seen.body.data.id).toBe(shop.id);
    expect((await t.api('GET', `${path}?includeDeleted=true`)).status).toBe(401);
    expect((await t.api('GET', `${path}?includeDeleted=true`, { token: nobody })).status).toBe(403);
    expect(await listed('&includeDeleted=true', viewer)).toContain(shop.id);
    expect(await listed('&deleted=only', viewer)).toEqual([shop.id]);
    expect((await t.api('GET', '/api/v1/shop?deleted=only')).status).toBe(401);
    expect((await t.api('GET', '/api/v1/shop?deleted=only', { token: nobody })).status).toBe(403);
    // A deleted row is not changed or deleted again.
    expect((await t.api('PATCH', path, { token: admin, json: { priority: 3 } })).status).toBe(404);
    expect((await t.api('DELETE', path, { token: admin })).status).toBe(404);

    changes.length = 0;
    const restored = await t.api('PATCH', `${path}/restore`, { token: admin });
    expect(restored.status).toBe(200);
    expect(restored.body.data.deletedAt).toBeNull();
    expect(changes).toEqual([shopTags(shop.id)]);
    expect((await t.api('GET', path)).status).toBe(200);
    expect(await listed()).toContain(shop.id);

    changes.length = 0;
    const gone = await t.api('DELETE', `${path}/hard`, { token: admin });
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ id: shop.id, deleted: true });
    expect(changes).toEqual([shopTags(shop.id)]);
    expect(await t.db.select().from(shops).where(eq(shops.id, shop.id))).toEqual([]);
    expect((await t.api('GET', `${path}?includeDeleted=true`, { token: admin })).status).toBe(404);
    const again = await t.api('DELETE', `${path}/hard`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe(1003);
    expect((await t.api('PATCH', `${path}/restore`, { token: admin })).status).toBe(404);
  });

  it('hard-deletes a soft-deleted row too', async () => {
    const shop = await createShop(t.db, { deletedAt: new Date() });
    const res = await t.api('DELETE', `/api/v1/shop/${shop.id}/hard`, { token: admin });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(shops).where(eq(shops.id, shop.id))).toEqual([]);
  });
});

describe('validation of reads', () => {
  it.each([
    ['/shop/not-a-uuid', 'id', 'validation.catalog.id_invalid'],
    ['/shop?sort=-password', 'sort', 'validation.catalog.sort_invalid'],
    ['/shop?sort=websiteUrl', 'sort', 'validation.catalog.sort_invalid'],
    ['/shop?limit=101', 'limit', 'validation.too_big'],
    ['/shop?page=0', 'page', 'validation.too_small'],
    ['/shop?status=DELETED', 'status', 'validation.catalog.status_invalid'],
    ['/shop?country=xx', 'country', 'COUNTRY_INVALID'],
    ['/shop?categoryId=12', 'categoryId', 'validation.catalog.id_invalid'],
    ['/shop?includeDeleted=yes', 'includeDeleted', 'validation.catalog.flag_invalid'],
    ['/shop?deleted=all', 'deleted', 'validation.catalog.deleted_invalid'],
    ['/shop?cursor=bm9wZQ', 'cursor', 'validation.catalog.cursor_invalid'],
    ['/coupon?status=EXPIRED', 'status', 'validation.catalog.status_invalid'],
    ['/category?sort=icon', 'sort', 'validation.catalog.sort_invalid'],
  ])('GET %s → 400 VALIDATION_ERROR on %s', async (path, key, message) => {
    const res = await t.api('GET', `/api/v1${path}`, { token: viewer });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 1001, title: 'VALIDATION_ERROR' });
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ key, message }));
  });
});
