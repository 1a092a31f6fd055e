import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  priceAlerts,
  priceDaily,
  prices,
  products,
  productTrackings,
} from '@/server/db/schema';
import { crud, tokenWith } from '../support/catalog-helpers';
import { createShop } from '../support/factories';
import { DAY_MS, detailsOf, report, reportAccepted, testClock } from '../support/product-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertUser } from '../support/user-helpers';

// The back-office side of products and prices: the generic `product` and `price` resources
// (every write checked for 401 / 403 / allowed), staff prices going through the observations'
// rules (rollup, current price), and merging duplicates.
let t: TestApp;
const clock = testClock('2026-03-10T08:00:00Z');
let staff: string;
let plain: string;
let shop: Awaited<ReturnType<typeof createShop>>;
let otherShop: Awaited<ReturnType<typeof createShop>>;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now });
  staff = await tokenWith(t, crud('product', 'price'));
  plain = await tokenWith(t, ['view_product', 'view_price']);
  shop = await createShop(t.db, { websiteUrl: 'https://www.store.example' });
  otherShop = await createShop(t.db, { websiteUrl: 'https://other.example' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.set('2026-03-10T08:00:00Z');
});

/** A product made through a reading (its first price trusted); answers its id. */
async function pricedProduct(price = '100.00', path = `/p/${++seq}`) {
  const data = await reportAccepted(t, {
    url: `https://www.store.example${path}`,
    title: `Blender ${seq}`,
    price,
    currency: 'SAR',
  });
  return data.product.id as string;
}

const api = (method: string, path: string, token?: string, json?: unknown) =>
  t.api(method, `/api/v1${path}`, { token, json });
const productOf = async (id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
const daysOf = (id: string) =>
  t.db.select().from(priceDaily).where(eq(priceDaily.productId, id)).orderBy(priceDaily.day);

describe('permissions on every write', () => {
  /** Anonymous → 401, a signed-in user without the permission → 403, staff → `ok`. */
  async function guarded(method: string, path: string, json: unknown, ok: number[] = [200]) {
    expect((await api(method, path, undefined, json)).status).toBe(401);
    const forbidden = await api(method, path, plain, json);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.title).toBe('FORBIDDEN');
    const allowed = await api(method, path, staff, json);
    expect(ok).toContain(allowed.status);
    return allowed;
  }

  it('guards the product resource and merge', async () => {
    const created = await guarded('POST', '/product', {
      shopId: shop.id,
      url: 'https://store.example/p/added?utm_source=x',
      title: { ar: 'خلاط', en: 'Blender' },
      currency: 'sar',
    });
    const id = created.body.data.id as string;
    expect(created.body.data).toMatchObject({
      url: 'https://www.store.example/p/added',
      currency: 'SAR',
      currentPrice: null,
      title: { ar: 'خلاط', en: 'Blender' },
    });
    await guarded('PATCH', `/product/${id}`, { title: { ar: 'خلاط كهربائي', en: 'Blender' } });
    await guarded('POST', '/product/bulk', { action: 'delete', ids: [id] });
    await guarded('PATCH', `/product/${id}/restore`, undefined);
    await guarded('DELETE', `/product/${id}`, undefined);
    await guarded('PATCH', `/product/${id}/restore`, undefined);
    const a = await pricedProduct();
    const b = await pricedProduct();
    await guarded('POST', `/product/${a}/merge`, { intoId: b });
    await guarded('DELETE', `/product/${id}/hard`, undefined);
  });

  it('guards the price resource, and reads need view_price', async () => {
    const productId = await pricedProduct();
    expect((await api('GET', `/price?productId=${productId}`)).status).toBe(401);
    expect((await api('GET', '/price', await tokenWith(t, []))).status).toBe(403);
    const created = await guarded('POST', '/price', { productId, price: '90.00' });
    const id = created.body.data.id as string;
    expect(created.body.data).toMatchObject({
      source: 'ADMIN',
      currency: 'SAR',
      price: '90.00',
      observedAt: clock.now.toISOString(),
    });
    await guarded('PATCH', `/price/${id}`, { price: '91.00' });
    await guarded('DELETE', `/price/${id}`, undefined);
    await guarded('PATCH', `/price/${id}/restore`, undefined);
    await guarded('POST', '/price/bulk', { action: 'delete', ids: [id] });
    await guarded('DELETE', `/price/${id}/hard`, undefined);
  });

  it('lets anyone read live products, with filters and a price sort that pages by cursor', async () => {
    const cheap = await pricedProduct('5.00');
    const dear = await pricedProduct('500.00');
    const unpriced = await api('POST', '/product', staff, {
      shopId: shop.id,
      url: 'https://www.store.example/p/unpriced',
      title: { ar: '', en: 'Unpriced blender' },
      currency: 'SAR',
    });
    const list = await api(
      'GET',
      `/product?shopId=${shop.id}&currency=SAR&sort=currentPrice&limit=2`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.items[0].id).toBe(unpriced.body.data.id);
    const ids: string[] = list.body.data.items.map((i: { id: string }) => i.id);
    let cursor = list.body.data.nextCursor as string | null;
    while (cursor) {
      const next = await api(
        'GET',
        `/product?shopId=${shop.id}&sort=currentPrice&limit=2&cursor=${cursor}`,
      );
      expect(next.status).toBe(200);
      ids.push(...next.body.data.items.map((i: { id: string }) => i.id));
      cursor = next.body.data.nextCursor;
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.indexOf(cheap)).toBeLessThan(ids.indexOf(dear));
    const search = await api('GET', '/product?q=unpriced');
    expect(search.body.data.items.map((i: { id: string }) => i.id)).toEqual([
      unpriced.body.data.id,
    ]);
    const outOfStock = await api('GET', `/product?shopId=${shop.id}&inStock=false`);
    expect(outOfStock.body.data.items).toEqual([]);
    expect((await api('GET', `/product/${cheap}`)).body.data.currentPrice).toBe('5.00');
  });

  it('refuses bad product and price payloads', async () => {
    expect(
      detailsOf(
        await api('POST', '/product', staff, {
          shopId: shop.id,
          url: 'https://elsewhere.example/p/1',
          title: { ar: '', en: 'X' },
          currency: 'SAR',
        }),
      ),
    ).toEqual([{ key: 'url', message: 'validation.product.url_not_of_shop' }]);
    expect(
      detailsOf(
        await api('POST', '/product', staff, {
          shopId: shop.id,
          url: 'https://www.store.example/p/1',
          title: { ar: '', en: '' },
          currency: 'SAR',
        }),
      ),
    ).toEqual([{ key: 'title', message: 'validation.product.title_invalid' }]);
    const duplicate = await api('POST', '/product', staff, {
      shopId: shop.id,
      url: 'https://www.store.example/p/dup',
      title: { ar: '', en: 'Dup' },
      currency: 'SAR',
    });
    expect(duplicate.status).toBe(200);
    const again = await api('POST', '/product', staff, {
      shopId: shop.id,
      url: 'https://store.example/p/dup/?utm_campaign=y',
      title: { ar: '', en: 'Dup' },
      currency: 'SAR',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.details).toEqual([{ key: 'url', message: 'validation.catalog.taken' }]);

    const productId = await pricedProduct();
    expect(detailsOf(await api('POST', '/price', staff, { productId, price: '1.999' }))).toEqual([
      { key: 'price', message: 'validation.product.price_invalid' },
    ]);
    expect(
      detailsOf(
        await api('POST', '/price', staff, {
          productId,
          price: '10.00',
          observedAt: new Date(clock.now.getTime() + DAY_MS).toISOString(),
        }),
      ),
    ).toEqual([{ key: 'observedAt', message: 'validation.price.observed_future' }]);
    expect(
      detailsOf(
        await api('POST', '/price', staff, {
          productId: '00000000-0000-4000-8000-000000000000',
          price: '10.00',
        }),
      ),
    ).toEqual([{ key: 'productId', message: 'validation.catalog.reference_invalid' }]);
    expect(detailsOf(await api('GET', '/price?source=BOT', staff))).toEqual([
      { key: 'source', message: 'validation.price.source_invalid' },
    ]);
  });
});

describe('staff prices follow the observations’ rules', () => {
  it('rebuild the day’s rollup and the current price on create, edit, flag, delete, restore', async () => {
    const id = await pricedProduct('100.00');
    clock.advance(2 * 60 * 60 * 1000);
    const staffPrice = await api('POST', '/price', staff, { productId: id, price: '80.00' });
    const priceId = staffPrice.body.data.id as string;
    expect((await productOf(id)).currentPrice).toBe('80.00');
    expect(await daysOf(id)).toMatchObject([
      { low: '80.00', high: '100.00', close: '80.00', samples: 2 },
    ]);

    await api('PATCH', `/price/${priceId}`, staff, { price: '85.00' });
    expect((await productOf(id)).currentPrice).toBe('85.00');
    expect((await daysOf(id))[0]).toMatchObject({ low: '85.00', total: '185.00' });

    await api('PATCH', `/price/${priceId}`, staff, { flagged: true });
    expect((await productOf(id)).currentPrice).toBe('100.00');
    expect((await daysOf(id))[0]).toMatchObject({ low: '100.00', samples: 1 });
    await api('PATCH', `/price/${priceId}`, staff, { flagged: false });

    await api('DELETE', `/price/${priceId}`, staff);
    expect((await productOf(id)).currentPrice).toBe('100.00');
    await api('PATCH', `/price/${priceId}/restore`, staff);
    expect((await productOf(id)).currentPrice).toBe('85.00');

    // Moved to another day: both days are rebuilt.
    await api('PATCH', `/price/${priceId}`, staff, {
      observedAt: new Date(clock.now.getTime() - 3 * DAY_MS).toISOString(),
    });
    expect((await daysOf(id)).map((d) => [d.day, d.close])).toEqual([
      ['2026-03-07', '85.00'],
      ['2026-03-10', '100.00'],
    ]);
    expect((await productOf(id)).currentPrice).toBe('100.00');

    await api('DELETE', `/price/${priceId}/hard`, staff);
    expect((await daysOf(id)).map((d) => d.day)).toEqual(['2026-03-10']);
    const history = await api('GET', `/product/${id}/history?range=1m`);
    expect(history.body.data.points).toEqual([
      { day: '2026-03-10', low: '100.00', high: '100.00', close: '100.00' },
    ]);
  });

  it('raises the alerts a staff price causes', async () => {
    const id = await pricedProduct('100.00');
    const watcher = await insertUser(t.db);
    await t.db.insert(productTrackings).values({
      userId: watcher.id,
      productId: id,
      rule: 'ANY_DROP',
      basePrice: '100.00',
    });
    clock.nextHour();
    await api('POST', '/price', staff, { productId: id, price: '90.00' });
    const alerts = await t.db.select().from(priceAlerts).where(eq(priceAlerts.productId, id));
    expect(alerts.map((a) => [a.rule, a.oldPrice, a.newPrice])).toEqual([
      ['ANY_DROP', '100.00', '90.00'],
    ]);
  });

  it('lists a product’s observations, flagged ones on their own', async () => {
    const url = `/p/list-${++seq}`;
    const id = await pricedProduct('100.00', url);
    for (const price of ['101.00', '99.00', '500.00']) {
      clock.nextHour();
      await report(t, { url: `https://www.store.example${url}`, price, currency: 'SAR' });
    }
    const all = await api('GET', `/price?productId=${id}&sort=observedAt`, plain);
    expect(all.body.data.items.map((p: { price: string }) => p.price)).toEqual([
      '100.00',
      '101.00',
      '99.00',
      '500.00',
    ]);
    const flagged = await api('GET', `/price?productId=${id}&flagged=true`, plain);
    expect(flagged.body.data.items.map((p: { price: string }) => p.price)).toEqual(['500.00']);
    const bySource = await api('GET', `/price?productId=${id}&source=ADMIN`, plain);
    expect(bySource.body.data.items).toEqual([]);
  });
});

describe('POST /product/{id}/merge', () => {
  it('moves prices and trackings, rebuilds the rollup and leads the old address to the target', async () => {
    const sourceUrl = `/p/dup-a-${++seq}`;
    const source = await pricedProduct('120.00', sourceUrl);
    const target = await pricedProduct('110.00');
    clock.advance(DAY_MS);
    await reportAccepted(t, {
      url: `https://www.store.example${sourceUrl}`,
      price: '105.00',
      currency: 'SAR',
    });
    const both = await insertUser(t.db);
    const onlySource = await insertUser(t.db);
    const [kept] = await t.db
      .insert(productTrackings)
      .values([
        { userId: both.id, productId: target, rule: 'ANY_DROP', basePrice: '110.00' },
        { userId: both.id, productId: source, rule: 'ANY_DROP', basePrice: '120.00' },
        { userId: onlySource.id, productId: source, rule: 'TARGET_PRICE', targetPrice: '90.00' },
      ])
      .returning();

    const res = await api('POST', `/product/${source}/merge`, staff, { intoId: target });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: target, currentPrice: '105.00' });

    const moved = await t.db.select().from(prices).where(eq(prices.productId, target));
    expect(moved.map((p) => p.price).sort()).toEqual(['105.00', '110.00', '120.00']);
    const trackings = await t.db
      .select()
      .from(productTrackings)
      .where(eq(productTrackings.productId, target));
    expect(trackings.map((r) => r.userId).sort()).toEqual([both.id, onlySource.id].sort());
    expect(trackings.find((r) => r.userId === both.id)!.id).toBe(kept!.id);
    expect(await daysOf(source)).toEqual([]);
    expect((await daysOf(target)).map((d) => [d.day, d.low, d.high, d.samples])).toEqual([
      ['2026-03-10', '110.00', '120.00', 2],
      ['2026-03-11', '105.00', '105.00', 1],
    ]);
    const gone = await productOf(source);
    expect(gone.deletedAt).not.toBeNull();
    expect((await api('GET', `/product/${source}`)).status).toBe(404);

    // A later reading of the merged address records into the target.
    clock.nextHour();
    const later = await reportAccepted(t, {
      url: `https://store.example${sourceUrl}?utm_source=mail`,
      price: '104.00',
      currency: 'SAR',
    });
    expect(later.product.id).toBe(target);
    // A merged product is not restored.
    expect(detailsOf(await api('PATCH', `/product/${source}/restore`, staff))).toEqual([
      { key: 'id', message: 'validation.product.merged' },
    ]);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, 'product'), eq(auditLog.recordId, source)));
    expect(audit.map((a) => [a.action, a.changes.mergedInto])).toEqual([
      ['delete', { before: null, after: target }],
    ]);
    const targetAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, 'product'), eq(auditLog.recordId, target)));
    expect(targetAudit[0]!.changes).toMatchObject({
      mergedFrom: { after: source },
      movedPrices: { after: 2 },
      movedTrackings: { after: 1 },
    });
  });

  it('refuses itself, another shop’s product, and unknown products', async () => {
    const a = await pricedProduct();
    const foreign = await reportAccepted(t, {
      url: 'https://other.example/p/1',
      price: '100.00',
      currency: 'SAR',
    });
    expect(otherShop.id).toBe(foreign.product.shopId);
    expect(detailsOf(await api('POST', `/product/${a}/merge`, staff, { intoId: a }))).toEqual([
      { key: 'intoId', message: 'validation.product.merge_self' },
    ]);
    expect(
      detailsOf(await api('POST', `/product/${a}/merge`, staff, { intoId: foreign.product.id })),
    ).toEqual([{ key: 'intoId', message: 'validation.product.merge_other_shop' }]);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(detailsOf(await api('POST', `/product/${a}/merge`, staff, { intoId: missing }))).toEqual(
      [{ key: 'intoId', message: 'validation.catalog.reference_invalid' }],
    );
    expect((await api('POST', `/product/${missing}/merge`, staff, { intoId: a })).status).toBe(404);
    expect(detailsOf(await api('POST', `/product/${a}/merge`, staff, {}))).toEqual([
      { key: 'intoId', message: expect.stringMatching(/^validation\./) },
    ]);
  });
});
