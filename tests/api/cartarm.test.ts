import { eq } from 'drizzle-orm';
import { cartarmRules, shops } from '@/server/db/schema';
import { crud, tokenWith } from '../support/catalog-helpers';
import { createShop } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Cartarm: the checkout rules resource (selectors and URL patterns checked, one live rule set
// per shop, a version raised by the server on every change, permissions on every call, the audit
// trail as version history) and the extension's public GET /cartarm/active (ETag / 304, only
// active rules of active shops, a new ETag after any change).
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenWith(t, crud('cartarm'));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(cartarmRules);
});

const RULE = {
  cartUrlPatterns: ['/cart*'],
  checkoutUrlPatterns: ['/checkout/*', '/pay/*/confirm*'],
  couponInputSelector: 'input[name="coupon"]',
  applyButtonSelector: 'form.coupon button[type=submit]',
  totalSelector: '#order-total .amount',
  successSelector: '.coupon-ok',
  errorSelector: '.coupon-error, [role="alert"]',
  waitMs: 2000,
  notes: 'Checked on the Saudi storefront',
};

const api = (method: string, path: string, init: Parameters<TestApp['api']>[2] = {}) =>
  t.api(method, `/api/v1${path}`, init);

async function createRule(shopId: string, fields: Record<string, unknown> = {}, token = admin) {
  const res = await api('POST', '/cartarm', { token, json: { ...RULE, shopId, ...fields } });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; version: number; updatedAt: string };
}

describe('the cartarm resource', () => {
  it('stores a rule with defaults, the shop it belongs to and version 1', async () => {
    const shop = await createShop(t.db, { websiteUrl: 'https://www.Noon.example/saudi-en' });
    const res = await api('POST', '/cartarm', {
      token: admin,
      json: {
        shopId: shop.id,
        cartUrlPatterns: [' /cart* ', '/cart*', '/basket'],
        couponInputSelector: '  #coupon ',
        applyButtonSelector: '#apply',
        totalSelector: '.total',
        version: 40,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      shopId: shop.id,
      shop: {
        name: { ar: shop.nameAr, en: shop.nameEn },
        domain: 'noon.example',
        status: 'ACTIVE',
      },
      cartUrlPatterns: ['/cart*', '/basket'],
      checkoutUrlPatterns: [],
      couponInputSelector: '#coupon',
      successSelector: null,
      errorSelector: null,
      waitMs: 1500,
      version: 1,
      status: 'ACTIVE',
      notes: '',
      deletedAt: null,
    });

    const one = await api('GET', `/cartarm/${res.body.data.id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(res.body.data);
  });

  it('raises the version by one on every change, whatever the client sends', async () => {
    const shop = await createShop(t.db);
    const rule = await createRule(shop.id);
    const patch = (json: Record<string, unknown>) =>
      api('PATCH', `/cartarm/${rule.id}`, { token: admin, json });

    const first = await patch({ waitMs: 2500, version: 99 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ waitMs: 2500, version: 2 });
    // An unchanged payload is still a change someone made: the version moves.
    const second = await patch({ waitMs: 2500 });
    expect(second.body.data.version).toBe(3);
    const paused = await api('POST', '/cartarm/bulk', {
      token: admin,
      json: { ids: [rule.id], action: 'deactivate' },
    });
    expect(paused.body.data).toEqual({ affected: 1, ids: [rule.id] });
    const [row] = await t.db.select().from(cartarmRules).where(eq(cartarmRules.id, rule.id));
    expect(row).toMatchObject({ version: 4, status: 'PAUSED' });

    // Concurrent changes each get their own number.
    const together = await Promise.all([patch({ waitMs: 1 }), patch({ waitMs: 2 })]);
    expect(together.map((r) => r.body.data.version).sort()).toEqual([5, 6]);
  });

  it('keeps the version history in the audit log (the History tab)', async () => {
    const shop = await createShop(t.db);
    const rule = await createRule(shop.id);
    await api('PATCH', `/cartarm/${rule.id}`, {
      token: admin,
      json: { totalSelector: '.grand-total' },
    });
    const history = await api('GET', `/audit?section=cartarm&recordId=${rule.id}&page=1&limit=50`, {
      token: admin,
    });
    expect(history.status).toBe(200);
    const [update, create] = history.body.data.items;
    expect(create).toMatchObject({ action: 'create', recordLabel: 'v1', section: 'cartarm' });
    expect(create.changes.version).toEqual({ after: 1 });
    expect(update).toMatchObject({ action: 'update', recordLabel: 'v2' });
    expect(update.changes).toEqual({
      totalSelector: { before: '#order-total .amount', after: '.grand-total' },
      version: { before: 1, after: 2 },
    });
    // Without view_cartarm the history is not readable.
    const other = await tokenWith(t, ['view_shop']);
    const hidden = await api('GET', `/audit?section=cartarm&recordId=${rule.id}`, {
      token: other,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.items).toEqual([]);
  });

  it('allows one live rule set per shop (CONFLICT on shopId), also when restoring', async () => {
    const shop = await createShop(t.db);
    const rule = await createRule(shop.id);
    const again = await api('POST', '/cartarm', {
      token: admin,
      json: { ...RULE, shopId: shop.id },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.details).toEqual([
      { key: 'shopId', message: 'validation.catalog.taken' },
    ]);

    // A trashed rule frees the shop; restoring it while another is live conflicts.
    expect((await api('DELETE', `/cartarm/${rule.id}`, { token: admin })).status).toBe(200);
    const second = await createRule(shop.id);
    const restore = await api('PATCH', `/cartarm/${rule.id}/restore`, { token: admin });
    expect(restore.status).toBe(409);
    expect(restore.body.error.details).toEqual([
      { key: 'shopId', message: 'validation.catalog.taken' },
    ]);
    // Moving a rule to a shop that has one conflicts too.
    const other = await createShop(t.db);
    const moved = await createRule(other.id);
    const clash = await api('PATCH', `/cartarm/${moved.id}`, {
      token: admin,
      json: { shopId: shop.id },
    });
    expect(clash.status).toBe(409);
    expect(second.id).not.toBe(rule.id);
  });

  it('refuses an unknown shop', async () => {
    const res = await api('POST', '/cartarm', {
      token: admin,
      json: { ...RULE, shopId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      { key: 'shopId', message: 'validation.catalog.reference_invalid' },
    ]);
  });

  describe('validation', () => {
    let shopId: string;
    beforeAll(async () => {
      shopId = (await createShop(t.db)).id;
    });
    const post = (fields: Record<string, unknown>) =>
      api('POST', '/cartarm', { token: admin, json: { ...RULE, shopId, ...fields } });

    it.each([
      ['couponInputSelector', '', 'validation.cartarm.selector_required'],
      ['couponInputSelector', '   ', 'validation.cartarm.selector_required'],
      ['applyButtonSelector', 'button[', 'validation.cartarm.selector_invalid'],
      ['applyButtonSelector', '#1st', 'validation.cartarm.selector_invalid'],
      ['totalSelector', '.total >', 'validation.cartarm.selector_invalid'],
      ['totalSelector', 'a[href=/cart]', 'validation.cartarm.selector_invalid'],
      ['totalSelector', 'div::before', 'validation.cartarm.selector_invalid'],
      ['totalSelector', 'p:hovered', 'validation.cartarm.selector_invalid'],
      ['successSelector', '.ok,', 'validation.cartarm.selector_invalid'],
      ['errorSelector', '', 'validation.cartarm.selector_required'],
      ['totalSelector', 42, 'validation.cartarm.selector_required'],
    ])('refuses %s = %j', async (key, value, message) => {
      const res = await post({ [key]: value });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([{ key, message }]);
    });

    it.each([
      ['cart', 'no-slash'],
      ['has space', '/cart page'],
      ['fragment', '/cart#top'],
      ['protocol-relative', '//noon.example/cart'],
      ['ftp', 'ftp://noon.example/cart'],
      ['no host', 'https:///cart'],
      ['bad port', 'https://noon.example:99999/cart'],
      ['non-ascii', '/سلة'],
      ['empty', ''],
    ])('refuses the URL pattern %s (%j)', async (_name, pattern) => {
      const res = await post({ checkoutUrlPatterns: [pattern] });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([
        { key: 'checkoutUrlPatterns.0', message: 'validation.cartarm.pattern_invalid' },
      ]);
    });

    it('limits a selector to 500 characters', async () => {
      expect((await post({ totalSelector: `.${'x'.repeat(499)}` })).status).toBe(200);
      await t.db.delete(cartarmRules);
      const res = await post({ totalSelector: `.${'x'.repeat(500)}` });
      expect(res.body.error.details).toEqual([
        { key: 'totalSelector', message: 'validation.cartarm.selector_too_long' },
      ]);
    });

    it('limits pattern length and count and needs a cart or checkout page', async () => {
      const long = await post({ cartUrlPatterns: [`/${'a'.repeat(500)}`] });
      expect(long.body.error.details).toEqual([
        { key: 'cartUrlPatterns.0', message: 'validation.cartarm.pattern_too_long' },
      ]);
      const many = await post({
        cartUrlPatterns: Array.from({ length: 21 }, (_, i) => `/cart-${i}`),
      });
      expect(many.body.error.details).toEqual([
        { key: 'cartUrlPatterns', message: 'validation.cartarm.patterns_max' },
      ]);
      const none = await post({ cartUrlPatterns: [], checkoutUrlPatterns: [] });
      expect(none.body.error.details).toEqual([
        { key: 'cartUrlPatterns', message: 'validation.cartarm.patterns_required' },
      ]);
    });

    it('checks waiting time, status and notes', async () => {
      for (const waitMs of [-1, 30_001, 1.5, '100']) {
        const res = await post({ waitMs });
        expect(res.body.error.details).toEqual([
          { key: 'waitMs', message: 'validation.cartarm.wait_invalid' },
        ]);
      }
      expect((await post({ waitMs: 0 })).status).toBe(200);
      await t.db.delete(cartarmRules);
      expect((await post({ status: 'STOPPED' })).body.error.details).toEqual([
        { key: 'status', message: 'validation.catalog.status_invalid' },
      ]);
      expect((await post({ notes: 'n'.repeat(2001) })).body.error.details).toEqual([
        { key: 'notes', message: 'validation.cartarm.notes_max' },
      ]);
    });

    it('takes selectors browsers accept', async () => {
      const res = await post({
        couponInputSelector:
          'form#checkout input:is([name="promo" i], [name=coupon]):not(:disabled)',
        applyButtonSelector: 'button[data-test-id|="apply"]:nth-of-type(2n+1)',
        totalSelector: 'div.summary > dl dd:last-child ~ span + .\\31 00-total',
        successSelector: 'li:has(> svg.check), .notice:nth-child(odd of .visible)',
        errorSelector: 'p:lang(ar, "en-*")[class*=err]:dir(rtl)',
      });
      expect(res.status).toBe(200);
    });

    it('checks a PATCH against the stored rule', async () => {
      const rule = await createRule(shopId, { checkoutUrlPatterns: [] });
      const emptied = await api('PATCH', `/cartarm/${rule.id}`, {
        token: admin,
        json: { cartUrlPatterns: [] },
      });
      expect(emptied.status).toBe(400);
      expect(emptied.body.error.details).toEqual([
        { key: 'cartUrlPatterns', message: 'validation.cartarm.patterns_required' },
      ]);
      const bad = await api('PATCH', `/cartarm/${rule.id}`, {
        token: admin,
        json: { totalSelector: '>' },
      });
      expect(bad.body.error.details).toEqual([
        { key: 'totalSelector', message: 'validation.cartarm.selector_invalid' },
      ]);
      const [row] = await t.db.select().from(cartarmRules).where(eq(cartarmRules.id, rule.id));
      expect(row).toMatchObject({ version: 1, cartUrlPatterns: ['/cart*'] });
    });

    it('keeps every pattern on the shop’s own hosts', async () => {
      const shop = await createShop(t.db, { websiteUrl: 'https://www.noon.example/saudi-en' });
      const onShop = {
        cartUrlPatterns: ['/cart*', 'https://noon.example/cart', '*://m.noon.example/cart*'],
        checkoutUrlPatterns: [
          'https://*.noon.example/checkout*',
          'https://pay.noon.example:8443/*',
        ],
      };
      const kept = await post({ ...onShop, shopId: shop.id });
      expect(kept.status).toBe(200);
      expect(kept.body.data).toMatchObject(onShop);
      await t.db.delete(cartarmRules);

      for (const pattern of [
        '*://*/*',
        'https://accounts.google.com/*',
        'https://*noon.example/cart',
        'https://noon.example.evil.example/cart',
        'https://*.example/cart',
        'https://noon.*/cart',
        'https://*/cart',
      ]) {
        for (const key of ['cartUrlPatterns', 'checkoutUrlPatterns']) {
          const res = await post({ shopId: shop.id, [key]: ['/cart*', pattern] });
          expect({ pattern, key, status: res.status, body: res.body.error }).toMatchObject({
            pattern,
            key,
            status: 400,
            body: {
              title: 'VALIDATION_ERROR',
              details: [{ key, message: 'validation.cartarm.pattern_off_shop' }],
            },
          });
        }
      }
      expect(await t.db.select().from(cartarmRules)).toEqual([]);
    });

    it('checks the patterns against the shop on a PATCH, a new shop or new patterns', async () => {
      const noon = await createShop(t.db, { websiteUrl: 'https://noon.example' });
      const jarir = await createShop(t.db, { websiteUrl: 'https://jarir.example' });
      const rule = await createRule(noon.id, {
        cartUrlPatterns: ['https://noon.example/cart'],
        checkoutUrlPatterns: [],
      });
      const patch = (json: Record<string, unknown>) =>
        api('PATCH', `/cartarm/${rule.id}`, { token: admin, json });

      const wide = await patch({ checkoutUrlPatterns: ['*://*/*'] });
      expect(wide.status).toBe(400);
      expect(wide.body.error.details).toEqual([
        { key: 'checkoutUrlPatterns', message: 'validation.cartarm.pattern_off_shop' },
      ]);
      // Moving the rule to another shop leaves its absolute pattern on the first shop's host.
      const moved = await patch({ shopId: jarir.id });
      expect(moved.status).toBe(400);
      expect(moved.body.error.details).toEqual([
        { key: 'cartUrlPatterns', message: 'validation.cartarm.pattern_off_shop' },
      ]);
      const [row] = await t.db.select().from(cartarmRules).where(eq(cartarmRules.id, rule.id));
      expect(row).toMatchObject({
        version: 1,
        shopId: noon.id,
        cartUrlPatterns: ['https://noon.example/cart'],
        checkoutUrlPatterns: [],
      });
      const both = await patch({ shopId: jarir.id, cartUrlPatterns: ['https://jarir.example/*'] });
      expect(both.status).toBe(200);
    });
  });

  it('needs view_cartarm to read and create_/update_/delete_cartarm to write', async () => {
    const shop = await createShop(t.db);
    const rule = await createRule(shop.id);
    const tokens = {
      none: undefined,
      plain: await tokenWith(t, []),
      viewer: await tokenWith(t, ['view_cartarm']),
      creator: await tokenWith(t, ['create_cartarm']),
      updater: await tokenWith(t, ['update_cartarm']),
      deleter: await tokenWith(t, ['delete_cartarm']),
    };
    const status = async (
      token: string | undefined,
      method: string,
      path: string,
      json?: unknown,
    ) => (await api(method, path, { token, json })).status;

    // Reads.
    for (const path of ['/cartarm', `/cartarm/${rule.id}`, '/cartarm/export']) {
      expect(await status(tokens.none, 'GET', path)).toBe(401);
      expect(await status(tokens.plain, 'GET', path)).toBe(403);
      expect(await status(tokens.creator, 'GET', path)).toBe(403);
      expect(await status(tokens.viewer, 'GET', path)).toBe(200);
    }

    // Every write: anonymous 401, without its permission 403, with it through.
    const other = await createShop(t.db);
    const writes: [string, string, unknown, keyof typeof tokens][] = [
      ['POST', '/cartarm', { ...RULE, shopId: other.id }, 'creator'],
      ['PATCH', `/cartarm/${rule.id}`, { waitMs: 10 }, 'updater'],
      ['POST', '/cartarm/bulk', { ids: [rule.id], action: 'deactivate' }, 'updater'],
      ['DELETE', `/cartarm/${rule.id}`, undefined, 'deleter'],
      ['PATCH', `/cartarm/${rule.id}/restore`, undefined, 'deleter'],
      ['POST', '/cartarm/bulk', { ids: [rule.id], action: 'delete' }, 'deleter'],
      ['DELETE', `/cartarm/${rule.id}/hard`, undefined, 'deleter'],
    ];
    for (const [method, path, json, allowed] of writes) {
      expect(await status(tokens.none, method, path, json)).toBe(401);
      for (const name of ['plain', 'viewer', 'creator', 'updater', 'deleter'] as const) {
        if (name === allowed) continue;
        expect([method, path, name, await status(tokens[name], method, path, json)]).toEqual([
          method,
          path,
          name,
          403,
        ]);
      }
      expect([method, path, await status(tokens[allowed], method, path, json)]).toEqual([
        method,
        path,
        200,
      ]);
    }
    expect(await t.db.select().from(cartarmRules).where(eq(cartarmRules.id, rule.id))).toEqual([]);
  });

  it('lists with filters and search (shop name, address, selectors, patterns)', async () => {
    const noon = await createShop(t.db, {
      nameEn: 'Noon Arabia',
      websiteUrl: 'https://noon.example',
    });
    const jarir = await createShop(t.db, { nameEn: 'Jarir', websiteUrl: 'https://jarir.example' });
    const a = await createRule(noon.id, { totalSelector: '.noon-total' });
    const b = await createRule(jarir.id, { status: 'PAUSED', cartUrlPatterns: ['/basket_view*'] });
    const ids = async (query: string) =>
      (
        (await api('GET', `/cartarm?${query}`, { token: admin })).body.data.items as {
          id: string;
        }[]
      )
        .map((r) => r.id)
        .sort();

    expect(await ids('')).toEqual([a.id, b.id].sort());
    expect(await ids('status=PAUSED')).toEqual([b.id]);
    expect(await ids(`shopId=${noon.id}`)).toEqual([a.id]);
    expect(await ids('q=arabia')).toEqual([a.id]);
    expect(await ids('q=jarir.example')).toEqual([b.id]);
    expect(await ids('q=noon-total')).toEqual([a.id]);
    expect(await ids('q=basket_view')).toEqual([b.id]);
    expect(await ids('q=%25')).toEqual([]);
    const sorted = await api('GET', '/cartarm?sort=-version', { token: admin });
    expect(sorted.status).toBe(200);
  });
});

describe('GET /cartarm/active', () => {
  const active = (headers: Record<string, string> = {}) =>
    api('GET', '/cartarm/active', { headers });

  it('answers the active rules of active shops with an ETag, 304 while unchanged', async () => {
    const shop = await createShop(t.db, { websiteUrl: 'https://www.store-a.example/en' });
    const paused = await createShop(t.db);
    const inactive = await createShop(t.db, { status: 'INACTIVE' });
    const trashedShop = await createShop(t.db, { deletedAt: new Date() });
    const trashedRuleShop = await createShop(t.db);
    const rule = await createRule(shop.id);
    await createRule(paused.id, { status: 'PAUSED' });
    await createRule(inactive.id);
    await createRule(trashedShop.id);
    const trashed = await createRule(trashedRuleShop.id);
    await api('DELETE', `/cartarm/${trashed.id}`, { token: admin });

    const first = await active();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = first.headers.get('etag');
    expect(etag).toBe(`"${first.body.data.version}"`);
    expect(first.body.data.rules).toEqual([
      {
        id: rule.id,
        shopId: shop.id,
        shopDomain: 'store-a.example',
        cartUrlPatterns: RULE.cartUrlPatterns,
        checkoutUrlPatterns: RULE.checkoutUrlPatterns,
        couponInputSelector: RULE.couponInputSelector,
        applyButtonSelector: RULE.applyButtonSelector,
        totalSelector: RULE.totalSelector,
        successSelector: RULE.successSelector,
        errorSelector: RULE.errorSelector,
        waitMs: RULE.waitMs,
        version: 1,
        updatedAt: rule.updatedAt,
      },
    ]);

    const again = await active({ 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // A weak or listed form of the same tag matches too; another tag does not.
    expect((await active({ 'if-none-match': `"x", W/${etag}` })).status).toBe(304);
    expect((await active({ 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('never sends a pattern off its shop’s hosts, whenever it was stored', async () => {
    const shop = await createShop(t.db, { websiteUrl: 'https://www.noon.example' });
    const other = await createShop(t.db, { websiteUrl: 'https://jarir.example' });
    // Rows written around the API (before the check existed, or by hand).
    const [mixed, offOnly] = await t.db
      .insert(cartarmRules)
      .values([
        {
          shopId: shop.id,
          cartUrlPatterns: ['*://*/*', '/cart*', 'https://accounts.google.com/*'],
          checkoutUrlPatterns: ['https://*.noon.example/pay*', 'https://*noon.example/pay*'],
          couponInputSelector: '#c',
          applyButtonSelector: '#a',
          totalSelector: '#t',
        },
        {
          shopId: other.id,
          cartUrlPatterns: ['https://accounts.google.com/*'],
          checkoutUrlPatterns: [],
          couponInputSelector: '#c',
          applyButtonSelector: '#a',
          totalSelector: '#t',
        },
      ])
      .returning();
    const res = await active();
    expect(res.status).toBe(200);
    expect(res.body.data.rules).toEqual([
      expect.objectContaining({
        id: mixed!.id,
        cartUrlPatterns: ['/cart*'],
        checkoutUrlPatterns: ['https://*.noon.example/pay*'],
      }),
    ]);
    expect(JSON.stringify(res.body.data)).not.toContain(offOnly!.id);

    // A shop that moves leaves its absolute patterns behind.
    await t.db
      .update(shops)
      .set({ websiteUrl: 'https://moved.example' })
      .where(eq(shops.id, shop.id));
    expect((await active()).body.data.rules).toEqual([
      expect.objectContaining({
        id: mixed!.id,
        cartUrlPatterns: ['/cart*'],
        checkoutUrlPatterns: [],
      }),
    ]);
  });

  it('gives a new ETag after any change: a rule, its status, its shop', async () => {
    const shop = await createShop(t.db);
    const rule = await createRule(shop.id);
    const tags: string[] = [];
    const expectNewTag = async () => {
      const previous = tags.at(-1);
      const res = await active(previous ? { 'if-none-match': previous } : {});
      expect(res.status).toBe(200);
      const etag = res.headers.get('etag')!;
      expect(tags).not.toContain(etag);
      tags.push(etag);
      return res.body.data as { rules: { id: string; version: number; shopDomain: string }[] };
    };

    await expectNewTag();
    const changed = await api('PATCH', `/cartarm/${rule.id}`, {
      token: admin,
      json: { waitMs: 3000 },
    });
    expect(changed.status).toBe(200);
    expect((await expectNewTag()).rules).toMatchObject([{ id: rule.id, version: 2 }]);

    await api('POST', '/cartarm/bulk', {
      token: admin,
      json: { ids: [rule.id], action: 'deactivate' },
    });
    expect((await expectNewTag()).rules).toEqual([]);
    await api('POST', '/cartarm/bulk', {
      token: admin,
      json: { ids: [rule.id], action: 'activate' },
    });
    expect((await expectNewTag()).rules).toMatchObject([{ id: rule.id, version: 4 }]);

    // The shop moves to another address, then leaves the site.
    await t.db
      .update(shops)
      .set({ websiteUrl: 'https://moved.example' })
      .where(eq(shops.id, shop.id));
    expect((await expectNewTag()).rules).toMatchObject([{ shopDomain: 'moved.example' }]);
    await t.db.update(shops).set({ status: 'INACTIVE' }).where(eq(shops.id, shop.id));
    const gone = await active({ 'if-none-match': tags.at(-1)! });
    expect(gone.status).toBe(200);
    expect(gone.body.data.rules).toEqual([]);
    // The tag names the content: no rules at all is the state seen while the rule was paused.
    expect(gone.headers.get('etag')).toBe(tags[2]);
    await t.db.update(shops).set({ status: 'ACTIVE' }).where(eq(shops.id, shop.id));
    expect((await active({ 'if-none-match': tags.at(-1)! })).status).toBe(304);
  });

  it('is public and registered before /cartarm/{id}', async () => {
    const res = await active();
    expect(res.status).toBe(200);
    expect(res.body.data.rules).toEqual([]);
    const spec = await api('GET', '/openapi.json');
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/cartarm/active', '/api/v1/cartarm/{id}']),
    );
  });
});
