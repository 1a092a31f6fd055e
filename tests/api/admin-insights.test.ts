import { shopDailyStats } from '@/server/db/schema';
import { registerUser } from '../support/auth-helpers';
import { createCoupon, createShop } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertUser, staffWith } from '../support/user-helpers';

// The dashboard's figures: who may read them, the day range, and exact numbers against seeded
// accounts and against clicks and votes counted through the real redirects on a moved clock.
let t: TestApp;
let clock = new Date('2025-01-05T10:00:00Z');
let analyst: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  analyst = (await staffWith(t, ['view_insights'])).token;
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, token = analyst) => t.api('GET', `/api/v1${path}`, { token });

describe('who may read the figures, and for which days', () => {
  it('answers 401 without a token and 403 without view_insights', async () => {
    const staff = await staffWith(t, ['view_user', 'view_shop']);
    const plain = (await registerUser(t)).tokens.accessToken;
    for (const path of ['/insights/users', '/insights/catalog']) {
      expect((await t.api('GET', `/api/v1${path}`)).status).toBe(401);
      for (const token of [staff.token, plain]) {
        const res = await get(path, token);
        expect(res.status).toBe(403);
        expect(res.body.error.title).toBe('FORBIDDEN');
      }
    }
  });

  it('defaults to the last 30 days ending today (UTC, by the injected clock)', async () => {
    clock = new Date('2026-03-01T23:30:00-05:00'); // 2 March in UTC
    const res = await get('/insights/users');
    expect(res.status).toBe(200);
    expect(res.body.data.range).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(res.body.data.signupsPerDay).toHaveLength(30);
    expect((await get('/insights/catalog?to=2026-01-10')).body.data.range).toEqual({
      from: '2025-12-12',
      to: '2026-01-10',
    });
    expect((await get('/insights/catalog?from=2026-02-20')).body.data.range).toEqual({
      from: '2026-02-20',
      to: '2026-03-02',
    });
  });

  it('refuses broken days, reversed ranges and more than 366 days', async () => {
    const refused = async (query: string, key: string, message: string) => {
      const res = await get(`/insights/users?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.title).toBe('VALIDATION_ERROR');
      expect(res.body.error.details).toEqual([{ key, message }]);
    };
    await refused('from=2025-02-30', 'from', 'validation.insights.day_invalid');
    await refused('to=yesterday', 'to', 'validation.insights.day_invalid');
    await refused('from=2025-03-02&to=2025-03-01', 'from', 'validation.insights.range_order');
    await refused('from=2024-01-01&to=2025-01-01', 'to', 'validation.insights.range_max');
    // 366 days, both ends included, is the longest range.
    const longest = await get('/insights/catalog?from=2024-01-01&to=2024-12-31');
    expect(longest.status).toBe(200);
    expect(longest.body.data.clicksPerDay).toHaveLength(366);
  });
});

describe('GET /insights/users', () => {
  it('counts non-deleted accounts per day, country, type and status', async () => {
    const at = (iso: string) => new Date(iso);
    await insertUser(t.db, {
      country: 'sa',
      isEmailVerified: true,
      createdAt: at('2025-01-02T08:00:00Z'),
    });
    await insertUser(t.db, { country: 'ae', createdAt: at('2025-01-02T20:00:00Z') });
    await insertUser(t.db, {
      userType: 'beta',
      isEmailVerified: true,
      createdAt: at('2025-01-04T23:59:59Z'),
    });
    await insertUser(t.db, {
      country: 'sa',
      userType: 'test',
      status: 'suspended',
      createdAt: at('2025-01-05T00:00:00Z'),
    });
    await insertUser(t.db, { country: 'eg', createdAt: at('2024-12-31T23:59:59Z') });
    await insertUser(t.db, {
      country: 'eg',
      status: 'deleted',
      deletedAt: at('2025-01-06T00:00:00Z'),
      createdAt: at('2025-01-03T12:00:00Z'),
    });

    const res = await get('/insights/users?from=2025-01-01&to=2025-01-07');
    expect(res.status).toBe(200);
    // Besides the six seeded accounts (one deleted): the three staff accounts of this file,
    // signed up today, unverified, without a country.
    expect(res.body.data).toEqual({
      range: { from: '2025-01-01', to: '2025-01-07' },
      total: 8,
      verified: 2,
      newInRange: 4,
      verifiedShare: { verified: 2, unverified: 6 },
      signupsPerDay: [
        { day: '2025-01-01', count: 0 },
        { day: '2025-01-02', count: 2 },
        { day: '2025-01-03', count: 0 },
        { day: '2025-01-04', count: 1 },
        { day: '2025-01-05', count: 1 },
        { day: '2025-01-06', count: 0 },
        { day: '2025-01-07', count: 0 },
      ],
      byCountry: [
        { country: 'unknown', count: 4 },
        { country: 'sa', count: 2 },
        { country: 'ae', count: 1 },
        { country: 'eg', count: 1 },
      ],
      byType: [
        { type: 'regular', count: 6 },
        { type: 'test', count: 1 },
        { type: 'beta', count: 1 },
      ],
      byStatus: [
        { status: 'active', count: 7 },
        { status: 'suspended', count: 1 },
      ],
    });
  });
});

describe('GET /insights/catalog', () => {
  it('counts clicks and votes per day through the redirects, on the injected clock', async () => {
    const noon = await createShop(t.db, { nameEn: 'Noon', nameAr: 'نون' });
    const namshi = await createShop(t.db, { nameEn: 'Namshi', nameAr: 'نمشي' });
    await createShop(t.db, { status: 'INACTIVE' });
    await createShop(t.db, { deletedAt: new Date() });
    const code = await createCoupon(t.db, namshi.id);
    await createCoupon(t.db, namshi.id, { status: 'PAUSED' });
    await createCoupon(t.db, noon.id, { status: 'STOPPED' });
    await createCoupon(t.db, noon.id, { deletedAt: new Date() });

    const go = async (path: string) =>
      expect((await t.api('GET', `/api/v1${path}`)).status).toBe(302);
    const vote = async (vote: string) =>
      expect(
        (await t.api('POST', `/api/v1/coupon/${code.id}/vote`, { json: { vote } })).status,
      ).toBe(200);

    clock = new Date('2025-06-10T23:59:00Z');
    // Five at once: each is one upsert, none is lost.
    await Promise.all(Array.from({ length: 5 }, () => go(`/go/shop/${noon.id}`)));
    await go(`/go/coupon/${code.id}`);
    await vote('worked');
    clock = new Date('2025-06-11T00:01:00Z');
    await go(`/go/shop/${namshi.id}`);
    await go(`/go/coupon/${code.id}`);
    await vote('failed');
    await vote('worked');

    const res = await get('/insights/catalog?from=2025-06-09&to=2025-06-11');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      range: { from: '2025-06-09', to: '2025-06-11' },
      activeShops: 2,
      totalShops: 3,
      couponsByStatus: [
        { status: 'ACTIVE', count: 1 },
        { status: 'PAUSED', count: 1 },
        { status: 'STOPPED', count: 1 },
      ],
      clicksInRange: 8,
      clicksPerDay: [
        { day: '2025-06-09', clicks: 0 },
        { day: '2025-06-10', clicks: 6 },
        { day: '2025-06-11', clicks: 2 },
      ],
      votesPerDay: [
        { day: '2025-06-09', worked: 0, failed: 0 },
        { day: '2025-06-10', worked: 1, failed: 0 },
        { day: '2025-06-11', worked: 1, failed: 1 },
      ],
      topShops: [
        { id: noon.id, nameAr: 'نون', nameEn: 'Noon', clicks: 5 },
        { id: namshi.id, nameAr: 'نمشي', nameEn: 'Namshi', clicks: 3 },
      ],
    });
    // One day alone.
    const day = await get('/insights/catalog?from=2025-06-11&to=2025-06-11');
    expect(day.body.data.topShops.map((s: { clicks: number }) => s.clicks)).toEqual([2]);
  });

  it('lists the ten shops with the most clicks in the range', async () => {
    const shops = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createShop(t.db, { nameEn: `Top ${i}` })),
    );
    await t.db.insert(shopDailyStats).values([
      ...shops.map((s, i) => ({ day: '2024-03-01', shopId: s.id, clicks: 100 + i })),
      // Outside the range: does not count.
      { day: '2024-03-05', shopId: shops[0]!.id, clicks: 1000 },
    ]);
    const res = await get('/insights/catalog?from=2024-03-01&to=2024-03-02');
    const top = res.body.data.topShops as { nameEn: string; clicks: number }[];
    expect(top.map((s) => s.nameEn)).toEqual(Array.from({ length: 10 }, (_, i) => `Top ${11 - i}`));
    expect(top[0]!.clicks).toBe(111);
    expect(res.body.data.clicksInRange).toBe(12 * 100 + 66);
  });
});
