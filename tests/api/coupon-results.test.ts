import { eq } from 'drizzle-orm';
import { couponSuccessPercent, type SiteCoupon } from '@/lib/validation/shop';
import { couponResults, coupons } from '@/server/db/schema';
import { registerUser } from '../support/auth-helpers';
import { crud, tokenWith } from '../support/catalog-helpers';
import { createCoupon, createShop } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// POST /coupon/{id}/result: the extension's automatic tries at checkout. Checked payloads (exact
// decimal totals, the "worked yet dearer" sanity check), one counted report per client, coupon
// and hour on the API's clock, a per-address limit, no stored address, and the store page's
// success rate moving with the counted reports.
let t: TestApp;
let clock = new Date('2026-05-01T10:00:00Z');
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/** The cache tags the API expired (the site's cached reads under them refresh). */
const expired: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, onCatalogChange: (tags) => expired.push(...tags) });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = new Date('2026-05-01T10:00:00Z');
});

function report(
  couponId: string,
  json: unknown,
  { ip = freshIp(), ua = CHROME, token }: { ip?: string; ua?: string; token?: string } = {},
) {
  return t.api('POST', `/api/v1/coupon/${couponId}/result`, {
    json,
    token,
    headers: { 'x-forwarded-for': ip, 'user-agent': ua },
  });
}

async function couponRow(id: string) {
  const [row] = await t.db.select().from(coupons).where(eq(coupons.id, id));
  return row!;
}

describe('POST /coupon/{id}/result', () => {
  it("expires the store page's cached reads when a report counts, not on a repeat", async () => {
    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id);
    expired.length = 0;
    const ip = freshIp();
    expect((await report(coupon.id, { worked: true }, { ip })).body.data.counted).toBe(true);
    expect(expired).toEqual([`catalog:shop:${shop.id}`]);
    expect((await report(coupon.id, { worked: false }, { ip })).body.data.counted).toBe(false);
    expect(expired).toEqual([`catalog:shop:${shop.id}`]);
  });

  it('counts a try, stores the totals exactly and never the address', async () => {
    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id);
    const before = await couponRow(coupon.id);

    const res = await report(
      coupon.id,
      { worked: true, totalBefore: '129.90', totalAfter: '116.91', currency: 'sar' },
      { ip: '203.0.113.200' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ counted: true, autoWorked: 1, autoFailed: 0 });

    const failed = await report(coupon.id, { worked: false });
    expect(failed.body.data).toEqual({ counted: true, autoWorked: 1, autoFailed: 1 });

    const rows = await t.db
      .select()
      .from(couponResults)
      .where(eq(couponResults.couponId, coupon.id));
    expect(rows).toHaveLength(2);
    const worked = rows.find((r) => r.worked)!;
    expect(worked).toMatchObject({
      totalBefore: '129.90',
      totalAfter: '116.91',
      currency: 'SAR',
      createdAt: clock,
    });
    expect(rows.find((r) => !r.worked)).toMatchObject({
      totalBefore: null,
      totalAfter: null,
      currency: null,
    });
    expect(worked.clientKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.200');

    // A report is not an edit: the coupon's updatedAt (and the cached pages keyed on it) stay.
    const after = await couponRow(coupon.id);
    expect(after).toMatchObject({ autoWorked: 1, autoFailed: 1, votesWorked: 0 });
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('counts one report per client, coupon and hour of the API clock', async () => {
    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id);
    const other = await createCoupon(t.db, shop.id, { code: 'OTHER' });
    const ip = freshIp();

    expect((await report(coupon.id, { worked: true }, { ip })).body.data.counted).toBe(true);
    // The same client again, even with the other answer: answered, not counted.
    const repeat = await report(coupon.id, { worked: false }, { ip });
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toEqual({ counted: false, autoWorked: 1, autoFailed: 0 });
    // Another coupon is another count; another address too.
    expect((await report(other.id, { worked: true }, { ip })).body.data.counted).toBe(true);
    expect((await report(coupon.id, { worked: false })).body.data).toEqual({
      counted: true,
      autoWorked: 1,
      autoFailed: 1,
    });

    clock = new Date(clock.getTime() + 59 * 60 * 1000);
    expect((await report(coupon.id, { worked: true }, { ip })).body.data.counted).toBe(false);
    clock = new Date(clock.getTime() + 2 * 60 * 1000);
    expect((await report(coupon.id, { worked: true }, { ip })).body.data).toEqual({
      counted: true,
      autoWorked: 2,
      autoFailed: 1,
    });
    expect(
      await t.db.select().from(couponResults).where(eq(couponResults.couponId, coupon.id)),
    ).toHaveLength(3);
  });

  it('counts 8 reports from one address with 8 User-Agents as one', async () => {
    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id);
    const ip = freshIp();
    const counted: boolean[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await report(coupon.id, { worked: true }, { ip, ua: `Browser/${i}.0` });
      expect(res.status).toBe(200);
      counted.push(res.body.data.counted);
    }
    expect(counted).toEqual([true, false, false, false, false, false, false, false]);
    expect(await couponRow(coupon.id)).toMatchObject({ autoWorked: 1, autoFailed: 0 });
  });

  it('bounds signed-in reports by address too: new accounts on one address count once', async () => {
    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id);
    const ip = freshIp();
    const first = (await registerUser(t)).tokens.accessToken;
    const second = (await registerUser(t)).tokens.accessToken;
    expect(
      (await report(coupon.id, { worked: true }, { ip, token: first })).body.data.counted,
    ).toBe(true);
    expect(
      (await report(coupon.id, { worked: true }, { ip, token: second })).body.data.counted,
    ).toBe(false);
    // Nor does signing out make a new client of the same address.
    expect((await report(coupon.id, { worked: true }, { ip })).body.data.counted).toBe(false);
    expect((await couponRow(coupon.id)).autoWorked).toBe(1);
  });

  it('counts a signed-in client by account, whatever its address', async () => {
    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id);
    const account = await registerUser(t);
    const token = account.tokens.accessToken;

    expect((await report(coupon.id, { worked: true }, { token })).body.data.counted).toBe(true);
    expect((await report(coupon.id, { worked: true }, { token })).body.data.counted).toBe(false);
    // A bad token is refused (the client refreshes), not silently taken as anonymous.
    const bad = await report(coupon.id, { worked: true }, { token: 'not-a-token' });
    expect(bad.status).toBe(401);
  });

  it('answers concurrent repeats with one count', async () => {
    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => report(coupon.id, { worked: true }, { ip })),
    );
    expect(answers.filter((a) => a.body.data.counted)).toHaveLength(1);
    expect((await couponRow(coupon.id)).autoWorked).toBe(1);
  });

  it('limits reports per client address (counted or not)', async () => {
    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id);
    const ip = freshIp();
    for (let i = 0; i < 60; i++) {
      expect((await report(coupon.id, { worked: true }, { ip })).status).toBe(200);
    }
    const refused = await report(coupon.id, { worked: true }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.error.title).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other addresses are not held back.
    expect((await report(coupon.id, { worked: true })).status).toBe(200);
    expect((await couponRow(coupon.id)).autoWorked).toBe(2);
  });

  it.each([
    [{}, 'worked', 'validation.couponResult.worked_invalid'],
    [{ worked: 'yes' }, 'worked', 'validation.couponResult.worked_invalid'],
    [
      { worked: false, totalBefore: '12.345', currency: 'SAR' },
      'totalBefore',
      'validation.couponResult.total_invalid',
    ],
    [
      { worked: false, totalBefore: '-1', currency: 'SAR' },
      'totalBefore',
      'validation.couponResult.total_invalid',
    ],
    [
      { worked: false, totalBefore: '1e3', currency: 'SAR' },
      'totalBefore',
      'validation.couponResult.total_invalid',
    ],
    [
      { worked: false, totalAfter: 12.5, currency: 'SAR' },
      'totalAfter',
      'validation.couponResult.total_invalid',
    ],
    [
      { worked: false, totalAfter: '1234567890123', currency: 'SAR' },
      'totalAfter',
      'validation.couponResult.total_invalid',
    ],
    [
      { worked: true, totalBefore: '100', totalAfter: '90' },
      'currency',
      'validation.couponResult.currency_required',
    ],
    [{ worked: true, currency: 'riyal' }, 'currency', 'validation.couponResult.currency_invalid'],
    [
      { worked: true, totalBefore: '100.00', totalAfter: '100.01', currency: 'AED' },
      'totalAfter',
      'validation.couponResult.total_after_above_before',
    ],
    [
      { worked: true, totalBefore: '99.9', totalAfter: '100', currency: 'AED' },
      'totalAfter',
      'validation.couponResult.total_after_above_before',
    ],
    // Found by the OpenAPI fuzz suite: both totals set, one malformed, answered 500.
    [
      { worked: true, totalBefore: '!', totalAfter: '10', currency: 'AED' },
      'totalBefore',
      'validation.couponResult.total_invalid',
    ],
    [
      { worked: true, totalBefore: '10', totalAfter: 'ten', currency: 'AED' },
      'totalAfter',
      'validation.couponResult.total_invalid',
    ],
  ])('refuses %j', async (json, key, message) => {
    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id);
    const res = await report(coupon.id, json);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ key, message }]);
    expect((await couponRow(coupon.id)).autoWorked).toBe(0);
  });

  it('takes equal totals when it worked, and a dearer total when it failed', async () => {
    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id);
    const same = await report(coupon.id, {
      worked: true,
      totalBefore: '100.00',
      totalAfter: '100',
      currency: 'KWD',
    });
    expect(same.status).toBe(200);
    const dearer = await report(coupon.id, {
      worked: false,
      totalBefore: '100',
      totalAfter: '105.50',
      currency: 'KWD',
    });
    expect(dearer.status).toBe(200);
  });

  it('404s for an unknown, paused or deleted coupon, or one of a hidden shop', async () => {
    const shop = await createShop(t.db);
    const hidden = await createShop(t.db, { status: 'INACTIVE' });
    const cases = [
      '00000000-0000-4000-8000-000000000000',
      (await createCoupon(t.db, shop.id, { status: 'PAUSED' })).id,
      (await createCoupon(t.db, shop.id, { deletedAt: new Date() })).id,
      (await createCoupon(t.db, hidden.id)).id,
    ];
    for (const id of cases) {
      const res = await report(id, { worked: true });
      expect(res.status).toBe(404);
    }
    expect((await report('not-a-uuid', { worked: true })).status).toBe(400);
    expect(
      await t.db.select().from(couponResults).where(eq(couponResults.couponId, cases[1]!)),
    ).toEqual([]);
  });
});

describe('the success rate with automatic results', () => {
  it('moves the rate the store page shows, and the admin coupon reads the counts', async () => {
    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id, { votesWorked: 1, votesFailed: 1 });
    const page = async () => {
      const res = await t.api('GET', `/api/v1/shop/shop-list/${shop.id}`);
      expect(res.status).toBe(200);
      return (res.body.data.coupons as SiteCoupon[]).find((c) => c.id === coupon.id)!;
    };

    const start = await page();
    expect(start).toMatchObject({ votesWorked: 1, votesFailed: 1, autoWorked: 0, autoFailed: 0 });
    expect(couponSuccessPercent(start)).toBe(50);

    await report(coupon.id, { worked: true });
    await report(coupon.id, { worked: true });
    const after = await page();
    expect(after).toMatchObject({ autoWorked: 2, autoFailed: 0 });
    expect(couponSuccessPercent(after)).toBe(75);

    await report(coupon.id, { worked: false });
    await report(coupon.id, { worked: false });
    await report(coupon.id, { worked: false });
    expect(couponSuccessPercent(await page())).toBe(43);

    const admin = await tokenWith(t, crud('coupon'));
    const item = await t.api('GET', `/api/v1/coupon/${coupon.id}`, { token: admin });
    expect(item.body.data).toMatchObject({
      votes: { worked: 1, failed: 1 },
      auto: { worked: 2, failed: 3 },
    });
    // The counts are the extension's: an admin PATCH cannot set them.
    const patched = await t.api('PATCH', `/api/v1/coupon/${coupon.id}`, {
      token: admin,
      json: { auto: { worked: 100, failed: 0 } },
    });
    expect(patched.body.data.auto).toEqual({ worked: 2, failed: 3 });
  });

  it('is null before any vote or result', () => {
    const none = { votesWorked: 0, votesFailed: 0, autoWorked: 0, autoFailed: 0 };
    expect(couponSuccessPercent(none)).toBeNull();
    expect(couponSuccessPercent({ ...none, autoFailed: 1 })).toBe(0);
  });
});
