import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { coupons } from '@/server/db/schema';
import { createCoupon, createShop } from '../support/factories';
import { crud, tokenWith } from '../support/catalog-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// A coupon's minimum order value (`minOrder`: an amount with its currency, or null), declared
// once in lib/validation/coupon.ts: the API takes, checks and answers it, CSV files carry it and
// the store page's coupon lists it among the card's facts.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenWith(t, crud('coupon'));
});
afterAll(async () => {
  await t.close();
});

const couponBody = (shopId: string, more: Record<string, unknown> = {}) => ({
  shopId,
  code: 'BASKET',
  title: { ar: 'خصم 50', en: '50 off' },
  ...more,
});

describe('the API', () => {
  it('stores the amount and its currency, answers it, and clears it with null', async () => {
    const shop = await createShop(t.db);
    const created = await t.api('POST', '/api/v1/coupon', {
      token: admin,
      json: couponBody(shop.id, { minOrder: { amount: '200', currency: 'sar' } }),
    });
    expect(created.status).toBe(200);
    // As stored: two decimal places, the currency in capitals.
    expect(created.body.data.minOrder).toEqual({ amount: '200.00', currency: 'SAR' });
    const id = created.body.data.id as string;
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect([row!.minOrderAmount, row!.minOrderCurrency]).toEqual(['200.00', 'SAR']);

    const read = await t.api('GET', `/api/v1/coupon/${id}`);
    expect(read.body.data.minOrder).toEqual({ amount: '200.00', currency: 'SAR' });

    // An update that leaves it out keeps it; null removes it.
    const renamed = await t.api('PATCH', `/api/v1/coupon/${id}`, {
      token: admin,
      json: { title: { ar: 'خصم', en: 'Off' } },
    });
    expect(renamed.body.data.minOrder).toEqual({ amount: '200.00', currency: 'SAR' });
    const cleared = await t.api('PATCH', `/api/v1/coupon/${id}`, {
      token: admin,
      json: { minOrder: null },
    });
    expect(cleared.body.data.minOrder).toBeNull();
  });

  it('is null when a create leaves it out', async () => {
    const shop = await createShop(t.db);
    const res = await t.api('POST', '/api/v1/coupon', { token: admin, json: couponBody(shop.id) });
    expect(res.status).toBe(200);
    expect(res.body.data.minOrder).toBeNull();
  });

  it.each([
    [{ amount: '-5', currency: 'SAR' }, ['minOrder.amount']],
    [{ amount: '12.345', currency: 'SAR' }, ['minOrder.amount']],
    [{ amount: 200, currency: 'SAR' }, ['minOrder.amount']],
    [{ amount: '200', currency: 'RIYAL' }, ['minOrder.currency']],
    [{ amount: '200' }, ['minOrder.currency']],
    ['200 SAR', ['minOrder']],
  ])('refuses %j with VALIDATION_ERROR on %j and stores nothing', async (minOrder, keys) => {
    const shop = await createShop(t.db);
    const res = await t.api('POST', '/api/v1/coupon', {
      token: admin,
      json: couponBody(shop.id, { minOrder }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.title).toBe('VALIDATION_ERROR');
    expect(res.body.error.details.map((d: { key: string }) => d.key)).toEqual(keys);
    expect(await t.db.select().from(coupons).where(eq(coupons.shopId, shop.id))).toEqual([]);
  });
});

describe('CSV files', () => {
  it('export it as "200.00 SAR" and read it back', async () => {
    const shop = await createShop(t.db);
    await createCoupon(t.db, shop.id, { minOrderAmount: '150.50', minOrderCurrency: 'AED' });
    const file = await t.api('GET', `/api/v1/coupon/export?shopId=${shop.id}`, { token: admin });
    expect(file.status).toBe(200);
    const text = file.text.replace(/^\uFEFF/, '');
    const [exported] = Papa.parse<Record<string, string>>(text, { header: true }).data;
    expect(exported!.minOrder).toBe('150.50 AED');

    const changed = text.replace('150.50 AED', '99 KWD');
    const applied = await t.api('POST', '/api/v1/coupon/import', {
      token: admin,
      json: { csv: changed, dryRun: false },
    });
    expect(applied.body.data).toEqual({ created: 0, updated: 1 });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.shopId, shop.id));
    expect([row!.minOrderAmount, row!.minOrderCurrency]).toEqual(['99.00', 'KWD']);

    const bad = await t.api('POST', '/api/v1/coupon/import', {
      token: admin,
      json: { csv: text.replace('150.50 AED', '99'), dryRun: true },
    });
    expect(bad.body.data.errors).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'minOrder',
        message: 'validation.catalog.money_invalid',
      }),
    ]);
  });
});

describe('the store page', () => {
  it('lists it among the coupon card facts, and nothing for a coupon without one', async () => {
    const shop = await createShop(t.db);
    const [withMin, without] = await Promise.all([
      createCoupon(t.db, shop.id, { minOrderAmount: '200', minOrderCurrency: 'SAR', uses: 5 }),
      createCoupon(t.db, shop.id, { code: 'ANY' }),
    ]);
    const page = await t.api('GET', `/api/v1/shop/shop-list/${shop.id}`);
    expect(page.status).toBe(200);
    const facts = Object.fromEntries(
      page.body.data.coupons.map((c: { id: string; facts: unknown[] }) => [c.id, c.facts]),
    );
    expect(facts[withMin.id]).toEqual([
      { name: 'minOrder', kind: 'money', value: { amount: '200.00', currency: 'SAR' } },
    ]);
    expect(facts[without.id]).toEqual([]);
  });
});
