import { createCoupon, createShop } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const big = await createShop(t.db, { nameEn: 'Big', priority: 90 });
  const small = await createShop(t.db, { nameEn: 'Small', priority: 10 });
  const also = await createShop(t.db, { nameEn: 'Also small', priority: 10 });
  const inactive = await createShop(t.db, {
    nameEn: 'Inactive',
    status: 'INACTIVE',
    priority: 100,
  });
  const deleted = await createShop(t.db, {
    nameEn: 'Deleted',
    deletedAt: new Date(),
    priority: 100,
  });
  Object.assign(ids, {
    big: big.id,
    small: small.id,
    also: also.id,
    inactive: inactive.id,
    deleted: deleted.id,
  });

  const day = 24 * 3600 * 1000;
  await createCoupon(t.db, big.id); // usable, no expiry
  await createCoupon(t.db, big.id, { expiresAt: new Date(Date.now() + day) }); // usable
  await createCoupon(t.db, big.id, { expiresAt: new Date(Date.now() - day) }); // expired
  await createCoupon(t.db, big.id, { status: 'PAUSED' });
  await createCoupon(t.db, big.id, { status: 'STOPPED' });
  await createCoupon(t.db, big.id, { deletedAt: new Date() });
  await createCoupon(t.db, small.id, { code: null });
});
afterAll(async () => {
  await t.close();
});

describe('GET /shop/shop-list', () => {
  it('lists only active, not deleted stores, most prominent first, then by name', async () => {
    const res = await t.api('GET', '/api/v1/shop/shop-list');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.items.map((s: { id: string }) => s.id)).toEqual([
      ids.big,
      ids.also,
      ids.small,
    ]);
  });

  it('counts only usable coupons (active, not expired, not deleted; deals included)', async () => {
    const res = await t.api('GET', '/api/v1/shop/shop-list');
    const counts = Object.fromEntries(
      res.body.data.items.map((s: { id: string; couponCount: number }) => [s.id, s.couponCount]),
    );
    expect(counts).toEqual({ [ids.big!]: 2, [ids.small!]: 1, [ids.also!]: 0 });
  });

  it('returns both languages of names and slugs', async () => {
    const res = await t.api('GET', '/api/v1/shop/shop-list?limit=1');
    expect(res.body.data.items[0]).toMatchObject({
      name: { en: 'Big', ar: expect.stringMatching(/^متجر /) },
      slug: { en: expect.any(String), ar: expect.any(String) },
    });
  });

  it('pages with page and limit, keeping the total', async () => {
    const second = await t.api('GET', '/api/v1/shop/shop-list?limit=2&page=2');
    expect(second.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.body.data.items.map((s: { id: string }) => s.id)).toEqual([ids.small]);
  });

  it.each(['page=0', 'limit=101', 'limit=abc', 'page=-1'])(
    'rejects %s with VALIDATION_ERROR',
    async (query) => {
      const res = await t.api('GET', `/api/v1/shop/shop-list?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(1001);
      expect(res.body.error.details[0].key).toBe(query.split('=')[0]);
    },
  );
});
