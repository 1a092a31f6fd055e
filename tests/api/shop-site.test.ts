import { categories, shopCategories } from '@/server/db/schema';
import { foldForSearch } from '@/server/services/search-text';
import { createCoupon, createShop } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const ids: Record<string, string> = {};
const DAY = 24 * 3600 * 1000;

async function category(slug: string, priority = 0) {
  const [row] = await t.db
    .insert(categories)
    .values({ slug, nameAr: `فئة ${slug}`, nameEn: `Cat ${slug}`, priority })
    .returning();
  return row!.id;
}

function named(nameEn: string, nameAr: string, priority = 0) {
  return createShop(t.db, {
    nameEn,
    nameAr,
    priority,
    searchText: foldForSearch(`${nameEn} ${nameAr}`),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const fashion = await category('fashion', 5);
  const tech = await category('tech', 1);
  await category('empty');
  const amazon = await named('Amazon', 'أمازون', 50);
  const namshi = await named('Namshi', 'نمشي', 40);
  const noon = await named('noon', 'نون', 30);
  const sixth = await named('6thStreet', 'سكستث ستريت', 20);
  const hidden = await createShop(t.db, { nameEn: 'Anon Hidden', status: 'INACTIVE' });
  const gone = await createShop(t.db, { nameEn: 'Amazing Gone', deletedAt: new Date() });
  await t.db.insert(shopCategories).values([
    { shopId: amazon.id, categoryId: fashion },
    { shopId: amazon.id, categoryId: tech },
    { shopId: namshi.id, categoryId: fashion },
    { shopId: noon.id, categoryId: fashion },
    { shopId: noon.id, categoryId: tech },
    { shopId: sixth.id, categoryId: tech },
    { shopId: hidden.id, categoryId: fashion },
    { shopId: gone.id, categoryId: fashion },
  ]);
  Object.assign(ids, {
    amazon: amazon.id,
    namshi: namshi.id,
    noon: noon.id,
    sixth: sixth.id,
    hidden: hidden.id,
    gone: gone.id,
  });

  const live = await createCoupon(t.db, amazon.id, {
    code: 'LIVE',
    verifiedAt: new Date(Date.now() - DAY),
  });
  const deal = await createCoupon(t.db, amazon.id, { code: null, titleEn: 'Deal' });
  const expired = await createCoupon(t.db, amazon.id, {
    code: 'OLD',
    expiresAt: new Date(Date.now() - 2 * DAY),
  });
  await createCoupon(t.db, amazon.id, {
    code: 'ANCIENT',
    expiresAt: new Date(Date.now() - 200 * DAY),
  });
  await createCoupon(t.db, amazon.id, { code: 'LATER', startsAt: new Date(Date.now() + DAY) });
  await createCoupon(t.db, amazon.id, { code: 'PAUSED', status: 'PAUSED' });
  await createCoupon(t.db, amazon.id, { code: 'DELETED', deletedAt: new Date() });
  Object.assign(ids, { live: live.id, deal: deal.id, expired: expired.id });
});
afterAll(async () => {
  await t.close();
});

const names = (res: { body: { data: { items: { name: { en: string } }[] } } }) =>
  res.body.data.items.map((s) => s.name.en);

describe('GET /shop/shop-list search and browsing', () => {
  it.each([
    ['امازون', ['Amazon']], // أ written as ا
    ['إمازون', ['Amazon']], // أ written as إ
    ['AMAZON', ['Amazon']],
    ['نمشى', ['Namshi']], // ي written as ى
    ['no', ['noon']],
    ['a', ['Amazon', 'Namshi']], // matches inside names, hidden and deleted stay out
    ['100%', []], // LIKE wildcards are literal
    ['zzz', []],
  ])('q=%s finds %j', async (q, expected) => {
    const res = await t.api('GET', `/api/v1/shop/shop-list?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(expected);
    expect(res.body.data.total).toBe(expected.length);
  });

  it('filters by category slug and first letter', async () => {
    expect(names(await t.api('GET', '/api/v1/shop/shop-list?category=tech'))).toEqual([
      'Amazon',
      'noon',
      '6thStreet',
    ]);
    expect(names(await t.api('GET', '/api/v1/shop/shop-list?letter=n'))).toEqual([
      'Namshi',
      'noon',
    ]);
    expect(names(await t.api('GET', '/api/v1/shop/shop-list?letter=%23'))).toEqual(['6thStreet']);
    expect(names(await t.api('GET', '/api/v1/shop/shop-list?category=tech&q=noon'))).toEqual([
      'noon',
    ]);
  });

  it.each(['letter=ab', 'category=Bad Slug', `q=${'x'.repeat(101)}`])(
    'rejects %s with VALIDATION_ERROR',
    async (query) => {
      const res = await t.api('GET', `/api/v1/shop/shop-list?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.title).toBe('VALIDATION_ERROR');
      expect(res.body.error.details[0].key).toBe(query.split('=')[0]);
    },
  );
});

describe('GET /shop/categories', () => {
  it('lists categories with visible stores only, by priority, with counts', async () => {
    const res = await t.api('GET', '/api/v1/shop/categories');
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((c: { slug: string; shopCount: number }) => [c.slug, c.shopCount]),
    ).toEqual([
      ['fashion', 3],
      ['tech', 3],
    ]);
  });
});

describe('GET /shop/shop-list/{id}', () => {
  it('returns usable coupons, recently expired ones apart, and similar stores', async () => {
    const res = await t.api('GET', `/api/v1/shop/shop-list/${ids.amazon}`);
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page.name).toEqual({ en: 'Amazon', ar: 'أمازون' });
    expect(page.couponCount).toBe(2);
    expect(page.coupons.map((c: { id: string }) => c.id)).toEqual([ids.live, ids.deal]);
    expect(page.coupons[1].code).toBeNull();
    expect(page.expiredCoupons.map((c: { id: string }) => c.id)).toEqual([ids.expired]);
    expect(page.categories.map((c: { slug: string }) => c.slug)).toEqual(['fashion', 'tech']);
    // noon shares two categories, then by priority; hidden and deleted stores never appear
    expect(page.similar.map((s: { id: string }) => s.id)).toEqual([
      ids.noon,
      ids.namshi,
      ids.sixth,
    ]);
    expect(page.websiteHost).toMatch(/\.example$/);
  });

  it.each(['hidden', 'gone'])('answers 404 for a %s store', async (which) => {
    const res = await t.api('GET', `/api/v1/shop/shop-list/${ids[which]}`);
    expect(res.status).toBe(404);
    expect(res.body.error.title).toBe('NOT_FOUND');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.api(
      'GET',
      '/api/v1/shop/shop-list/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    const bad = await t.api('GET', '/api/v1/shop/shop-list/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].key).toBe('id');
  });
});
