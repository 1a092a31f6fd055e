import { eq } from 'drizzle-orm';
import { products, productTrackings } from '@/server/db/schema';
import { registerUser, verifiedUser } from '../support/auth-helpers';
import { createProduct, createShop } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The tracking API: a verified shopper follows products with one alert rule each, up to the
// allowance of 10 + 5 per verified invitee. Alerts and their mails: tracking-alerts.test.ts.
let t: TestApp;
let shopId: string;

beforeAll(async () => {
  t = await createTestApp();
  shopId = (await createShop(t.db, { nameEn: 'Noon', nameAr: 'نون' })).id;
});
afterAll(async () => {
  await t.close();
});

const product = (overrides: Parameters<typeof createProduct>[2] = {}) =>
  createProduct(t.db, shopId, overrides);

async function shopper() {
  const account = await verifiedUser(t);
  return { ...account, token: account.tokens.accessToken as string };
}

const track = (token: string, json: Record<string, unknown>) =>
  t.api('POST', '/api/v1/tracking', { token, json });

describe('who may track', () => {
  it('answers 401 to anonymous callers on every tracking endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/v1/tracking'],
      ['POST', '/api/v1/tracking'],
      ['PATCH', `/api/v1/tracking/${id}`],
      ['DELETE', `/api/v1/tracking/${id}`],
      ['GET', '/api/v1/tracking/alerts'],
    ] as const) {
      const res = await t.api(method, path, { json: method === 'GET' ? undefined : {} });
      expect({ method, path, status: res.status, title: res.body.error?.title }).toEqual({
        method,
        path,
        status: 401,
        title: 'UNAUTHORIZED_ACCESS',
      });
    }
  });

  it('refuses an account whose email is not verified yet', async () => {
    const account = await registerUser(t);
    const p = await product();
    const res = await track(account.tokens.accessToken, { productId: p.id, rule: 'ANY_DROP' });
    expect(res.status).toBe(403);
    expect(res.body.error.title).toBe('EMAIL_NOT_VERIFIED');
    const list = await t.api('GET', '/api/v1/tracking', { token: account.tokens.accessToken });
    expect(list.status).toBe(403);
  });

  it("never shows, changes or removes another account's tracking", async () => {
    const owner = await shopper();
    const other = await shopper();
    const p = await product();
    const created = await track(owner.token, { productId: p.id, rule: 'ANY_DROP' });
    const id = created.body.data.id;
    const patch = await t.api('PATCH', `/api/v1/tracking/${id}`, {
      token: other.token,
      json: { alertsEnabled: false },
    });
    expect(patch.status).toBe(404);
    expect((await t.api('DELETE', `/api/v1/tracking/${id}`, { token: other.token })).status).toBe(
      404,
    );
    expect(
      (await t.api('GET', '/api/v1/tracking', { token: other.token })).body.data.items,
    ).toEqual([]);
    const [row] = await t.db.select().from(productTrackings).where(eq(productTrackings.id, id));
    expect(row?.alertsEnabled).toBe(true);
  });
});

describe('tracking a product', () => {
  it('creates, lists, changes and removes a tracking', async () => {
    const me = await shopper();
    const p = await product({ currentPrice: '129.90', image: 'https://cdn.example/p.jpg' });
    const created = await track(me.token, {
      productId: p.id,
      rule: 'TARGET_PRICE',
      targetPrice: '99.5',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, code: 2000 });
    const item = created.body.data;
    expect(item).toMatchObject({
      productId: p.id,
      rule: 'TARGET_PRICE',
      targetPrice: '99.50',
      dropPercent: null,
      // The price when tracking began: what drops are measured from.
      basePrice: '129.90',
      alertsEnabled: true,
      product: {
        id: p.id,
        shopId,
        shop: { id: shopId, name: { ar: 'نون', en: 'Noon' } },
        currentPrice: '129.90',
        currency: 'SAR',
        // Named by our image route, which checks it against the store's hosts.
        image: `/api/v1/product/${p.id}/image`,
        inStock: true,
        deletedAt: null,
      },
    });

    const list = await t.api('GET', '/api/v1/tracking', { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ used: 1, limit: 10 });
    expect(list.body.data.items.map((i: { id: string }) => i.id)).toEqual([item.id]);

    const target = await t.api('PATCH', `/api/v1/tracking/${item.id}`, {
      token: me.token,
      json: { targetPrice: '89.90' },
    });
    expect(target.status).toBe(200);
    expect(target.body.data).toMatchObject({ rule: 'TARGET_PRICE', targetPrice: '89.90' });

    // A new rule drops the old rule's parameter.
    const drop = await t.api('PATCH', `/api/v1/tracking/${item.id}`, {
      token: me.token,
      json: { rule: 'DROP_PERCENT', dropPercent: 15 },
    });
    expect(drop.body.data).toMatchObject({
      rule: 'DROP_PERCENT',
      dropPercent: 15,
      targetPrice: null,
      basePrice: '129.90',
    });

    const off = await t.api('PATCH', `/api/v1/tracking/${item.id}`, {
      token: me.token,
      json: { alertsEnabled: false },
    });
    expect(off.body.data).toMatchObject({ alertsEnabled: false, rule: 'DROP_PERCENT' });

    const removed = await t.api('DELETE', `/api/v1/tracking/${item.id}`, { token: me.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: item.id, deleted: true });
    expect((await t.api('GET', '/api/v1/tracking', { token: me.token })).body.data).toMatchObject({
      items: [],
      used: 0,
    });
    const again = await t.api('DELETE', `/api/v1/tracking/${item.id}`, { token: me.token });
    expect(again.status).toBe(404);
  });

  it('accepts each rule with exactly the parameter it needs', async () => {
    const me = await shopper();
    for (const body of [
      { rule: 'TARGET_PRICE', targetPrice: '5' },
      { rule: 'DROP_PERCENT', dropPercent: 1 },
      { rule: 'DROP_PERCENT', dropPercent: 90 },
      { rule: 'ANY_DROP' },
      { rule: 'BACK_IN_STOCK', targetPrice: null },
    ]) {
      const p = await product();
      const res = await track(me.token, { productId: p.id, ...body });
      expect({ body, status: res.status }).toEqual({ body, status: 201 });
    }
  });

  it('starts without a base price when the product has no price yet', async () => {
    const me = await shopper();
    const p = await product({ currentPrice: null });
    const res = await track(me.token, { productId: p.id, rule: 'ANY_DROP' });
    expect(res.status).toBe(201);
    expect(res.body.data.basePrice).toBeNull();
  });

  it.each([
    [{ rule: 'TARGET_PRICE' }, 'targetPrice', 'validation.tracking.required_for_rule'],
    [
      { rule: 'TARGET_PRICE', targetPrice: '0' },
      'targetPrice',
      'validation.tracking.price_positive',
    ],
    [
      { rule: 'TARGET_PRICE', targetPrice: '0.00' },
      'targetPrice',
      'validation.tracking.price_positive',
    ],
    [
      { rule: 'TARGET_PRICE', targetPrice: '12.345' },
      'targetPrice',
      'validation.tracking.price_invalid',
    ],
    [
      { rule: 'TARGET_PRICE', targetPrice: '-5' },
      'targetPrice',
      'validation.tracking.price_invalid',
    ],
    [
      { rule: 'TARGET_PRICE', targetPrice: '1e3' },
      'targetPrice',
      'validation.tracking.price_invalid',
    ],
    // A JSON number passes through floating point: prices are strings.
    [
      { rule: 'TARGET_PRICE', targetPrice: 99.5 },
      'targetPrice',
      'validation.tracking.price_invalid',
    ],
    [
      { rule: 'TARGET_PRICE', targetPrice: '1234567890123' },
      'targetPrice',
      'validation.tracking.price_invalid',
    ],
    [{ rule: 'DROP_PERCENT' }, 'dropPercent', 'validation.tracking.required_for_rule'],
    [{ rule: 'DROP_PERCENT', dropPercent: 0 }, 'dropPercent', 'validation.tracking.percent_range'],
    [{ rule: 'DROP_PERCENT', dropPercent: 91 }, 'dropPercent', 'validation.tracking.percent_range'],
    [
      { rule: 'DROP_PERCENT', dropPercent: 12.5 },
      'dropPercent',
      'validation.tracking.percent_invalid',
    ],
    [
      { rule: 'DROP_PERCENT', dropPercent: '10' },
      'dropPercent',
      'validation.tracking.percent_invalid',
    ],
    [{ rule: 'ANY_DROP', targetPrice: '10' }, 'targetPrice', 'validation.tracking.not_for_rule'],
    [{ rule: 'BACK_IN_STOCK', dropPercent: 10 }, 'dropPercent', 'validation.tracking.not_for_rule'],
    [
      { rule: 'TARGET_PRICE', targetPrice: '10', dropPercent: 10 },
      'dropPercent',
      'validation.tracking.not_for_rule',
    ],
    [{ rule: 'CHEAPER' }, 'rule', 'validation.tracking.rule_invalid'],
    [{}, 'rule', 'validation.tracking.rule_invalid'],
  ])('refuses %j: %s %s', async (body, key, message) => {
    const me = await shopper();
    const p = await product();
    const res = await track(me.token, { productId: p.id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.error.title).toBe('VALIDATION_ERROR');
    expect(res.body.error.details).toContainEqual({ key, message });
    expect(await t.db.$count(productTrackings, eq(productTrackings.productId, p.id))).toBe(0);
  });

  it('refuses a malformed, unknown or removed product, and a product tracked already', async () => {
    const me = await shopper();
    const bad = await track(me.token, { productId: 'nope', rule: 'ANY_DROP' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toContainEqual({
      key: 'productId',
      message: 'validation.catalog.id_invalid',
    });
    const unknown = await track(me.token, {
      productId: '00000000-0000-4000-8000-000000000000',
      rule: 'ANY_DROP',
    });
    expect(unknown.status).toBe(404);
    const removed = await product({ deletedAt: new Date() });
    expect((await track(me.token, { productId: removed.id, rule: 'ANY_DROP' })).status).toBe(404);

    const p = await product();
    expect((await track(me.token, { productId: p.id, rule: 'ANY_DROP' })).status).toBe(201);
    const twice = await track(me.token, {
      productId: p.id,
      rule: 'TARGET_PRICE',
      targetPrice: '50',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({
      title: 'CONFLICT',
      details: [{ key: 'productId', message: 'tracking.alreadyTracked' }],
    });
  });

  it('checks a change against the rule it leads to', async () => {
    const me = await shopper();
    const p = await product();
    const { id } = (await track(me.token, { productId: p.id, rule: 'ANY_DROP' })).body.data;
    const patch = (json: unknown) =>
      t.api('PATCH', `/api/v1/tracking/${id}`, { token: me.token, json });

    const stray = await patch({ targetPrice: '10' });
    expect(stray.status).toBe(400);
    expect(stray.body.error.details).toEqual([
      { key: 'targetPrice', message: 'validation.tracking.not_for_rule' },
    ]);
    const missing = await patch({ rule: 'DROP_PERCENT' });
    expect(missing.body.error.details).toEqual([
      { key: 'dropPercent', message: 'validation.tracking.required_for_rule' },
    ]);
    const empty = await patch({});
    expect(empty.status).toBe(400);
    expect(empty.body.error.details).toEqual([
      { key: 'body', message: 'validation.tracking.empty_update' },
    ]);
    const badId = await t.api('PATCH', '/api/v1/tracking/42', {
      token: me.token,
      json: { alertsEnabled: false },
    });
    expect(badId.status).toBe(400);
    expect((await patch({ alertsEnabled: 'no' })).body.error.details).toEqual([
      { key: 'alertsEnabled', message: 'validation.tracking.alerts_invalid' },
    ]);
    // Nothing of the refused changes was stored.
    const [row] = await t.db.select().from(productTrackings).where(eq(productTrackings.id, id));
    expect(row).toMatchObject({ rule: 'ANY_DROP', targetPrice: null, alertsEnabled: true });
  });
});

describe('the tracking allowance', () => {
  it('is 10 products; the 11th is refused with the limit, one verified invitee makes it 15', async () => {
    const me = await shopper();
    const items = await Promise.all(Array.from({ length: 12 }, () => product()));
    for (const p of items.slice(0, 10)) {
      expect((await track(me.token, { productId: p.id, rule: 'ANY_DROP' })).status).toBe(201);
    }
    const full = await track(me.token, { productId: items[10]!.id, rule: 'ANY_DROP' });
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({
      code: 1010,
      title: 'CONFLICT',
      details: [
        { key: 'tracking', message: 'tracking.limitReached', params: { limit: 10, used: 10 } },
      ],
    });

    // An invitee who has not verified their email does not count yet.
    const invitee = await registerUser(t, { inviteCode: me.user.inviteCode });
    expect((await track(me.token, { productId: items[10]!.id, rule: 'ANY_DROP' })).status).toBe(
      409,
    );
    const verify = await t.api('POST', '/api/v1/auth/verify-email', {
      token: invitee.tokens.accessToken,
      json: { token: invitee.code },
    });
    expect(verify.status).toBe(200);

    expect((await track(me.token, { productId: items[10]!.id, rule: 'ANY_DROP' })).status).toBe(
      201,
    );
    const list = await t.api('GET', '/api/v1/tracking', { token: me.token });
    expect(list.body.data).toMatchObject({ used: 11, limit: 15 });
    // The same allowance as the invites page shows.
    const invites = await t.api('GET', '/api/v1/auth/invites', { token: me.token });
    expect(invites.body.data.trackingLimit).toBe(15);
  });

  it('holds under parallel requests: with 9 used, five at once give exactly one more', async () => {
    const me = await shopper();
    const items = await Promise.all(Array.from({ length: 14 }, () => product()));
    for (const p of items.slice(0, 9)) {
      expect((await track(me.token, { productId: p.id, rule: 'ANY_DROP' })).status).toBe(201);
    }
    const answers = await Promise.all(
      items.slice(9).map((p) => track(me.token, { productId: p.id, rule: 'ANY_DROP' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error.details).toEqual([
        { key: 'tracking', message: 'tracking.limitReached', params: { limit: 10, used: 10 } },
      ]);
    }
    expect(await t.db.$count(productTrackings, eq(productTrackings.userId, me.user.id))).toBe(10);
  });

  it('keeps the trackings of a product removed later, and lists them', async () => {
    const me = await shopper();
    const p = await product();
    await track(me.token, { productId: p.id, rule: 'ANY_DROP' });
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, p.id));
    const list = await t.api('GET', '/api/v1/tracking', { token: me.token });
    expect(list.body.data.used).toBe(1);
    expect(list.body.data.items[0].product.deletedAt).not.toBeNull();
  });
});

describe('the API description', () => {
  it('lists the tracking paths', async () => {
    const { paths } = (await t.api('GET', '/api/v1/openapi.json')).body;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/tracking',
        '/api/v1/tracking/{id}',
        '/api/v1/tracking/alerts',
        '/api/v1/tracking/unsubscribe',
      ]),
    );
    expect(Object.keys(paths['/api/v1/tracking'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/api/v1/tracking/unsubscribe'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
  });
});
