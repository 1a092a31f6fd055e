import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceDaily, prices, products, type Product } from '../../db/schema';
import { raiseAlerts, type PriceChange } from '../../features/price-tracking/alerts';

// What follows from the trusted observations of a product — neither flagged, nor pending, nor
// removed:
// its `price_daily` rows (one per UTC day: low, high, the day's last price as close, the sum and
// count behind averages, the last stock state) and its current price, stock and last-seen time
// (the newest trusted observation's). Every write of an observation rebuilds what it touched.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a moment: `2026-03-10`. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** A trusted observation: neither flagged, nor pending, nor removed. */
export const trustedPrice = () =>
  and(eq(prices.flagged, false), eq(prices.pending, false), isNull(prices.deletedAt));

/** The newest observation first; ties (same moment) by storing order. */
const newestFirst = [desc(prices.observedAt), desc(prices.createdAt), desc(prices.id)];

/** Rebuilds one product's rollup rows of the given days from that day's trusted observations. */
async function rebuildDays(tx: Db, productId: string, days: Iterable<string>) {
  for (const day of new Set(days)) {
    const start = `${day}T00:00:00.000Z`;
    const end = new Date(Date.parse(start) + DAY_MS).toISOString();
    await tx.execute(sql`
      with agg as (
        select min(price) as low, max(price) as high, sum(price) as total,
               count(*)::int as samples,
               (array_agg(price order by observed_at desc, created_at desc, id desc))[1] as close,
               (array_agg(in_stock order by observed_at desc, created_at desc, id desc))[1] as in_stock
        from ${prices}
        where product_id = ${productId} and not flagged and not pending and deleted_at is null
          and observed_at >= ${start}::timestamptz and observed_at < ${end}::timestamptz
        having count(*) > 0
      ), gone as (
        delete from ${priceDaily}
        where product_id = ${productId} and day = ${day}::date and not exists (select 1 from agg)
      )
      insert into ${priceDaily} (product_id, day, low, high, close, total, samples, in_stock)
      select ${productId}, ${day}::date, low, high, close, total, samples, in_stock from agg
      on conflict (product_id, day) do update set
        low = excluded.low, high = excluded.high, close = excluded.close,
        total = excluded.total, samples = excluded.samples, in_stock = excluded.in_stock`);
  }
}

/** Rebuilds every rollup row of the products from all their trusted observations (bulk). */
export async function rebuildAllDays(tx: Db, productIds: string[]) {
  if (!productIds.length) return;
  await tx.delete(priceDaily).where(inArray(priceDaily.productId, productIds));
  await tx.execute(sql`
    insert into ${priceDaily} (product_id, day, low, high, close, total, samples, in_stock)
    select product_id, (observed_at at time zone 'UTC')::date as day,
           min(price), max(price),
           (array_agg(price order by observed_at desc, created_at desc, id desc))[1],
           sum(price), count(*)::int,
           (array_agg(in_stock order by observed_at desc, created_at desc, id desc))[1]
    from ${prices}
    where ${inArray(prices.productId, productIds)} and not flagged and not pending and deleted_at is null
    group by product_id, (observed_at at time zone 'UTC')::date`);
}

/** A product's trusted state as alerts compare it. */
type Trusted = Pick<Product, 'currentPrice' | 'inStock' | 'lastSeenAt' | 'currency'>;

/**
 * Sets the product's current price, stock and last-seen time from its newest trusted
 * observation (no trusted one left: no current price; stock and last-seen stay). Answers the
 * change the alert rules read when that newest observation or its values moved, else null.
 */
export async function refreshCurrent(
  tx: Db,
  productId: string,
  before: Trusted,
): Promise<PriceChange | null> {
  const [newest] = await tx
    .select({ price: prices.price, inStock: prices.inStock, observedAt: prices.observedAt })
    .from(prices)
    .where(and(eq(prices.productId, productId), trustedPrice()))
    .orderBy(...newestFirst)
    .limit(1);
  if (!newest) {
    if (before.currentPrice !== null) {
      await tx.update(products).set({ currentPrice: null }).where(eq(products.id, productId));
    }
    return null;
  }
  const moved =
    newest.price !== before.currentPrice ||
    newest.inStock !== before.inStock ||
    newest.observedAt.getTime() !== before.lastSeenAt.getTime();
  if (!moved) return null;
  await tx
    .update(products)
    .set({ currentPrice: newest.price, inStock: newest.inStock, lastSeenAt: newest.observedAt })
    .where(eq(products.id, productId));
  return {
    productId,
    previousPrice: before.currentPrice,
    previousInStock: before.inStock,
    price: newest.price,
    inStock: newest.inStock,
    currency: before.currency,
    observedAt: newest.observedAt,
  };
}

/**
 * After observations of products were added, changed or removed: rebuilds the touched days,
 * refreshes each product's current price and raises the alerts its change causes (inside the
 * caller's transaction). Answers the raised alert ids for `queueAlerts` after the commit.
 */
export async function settleProducts(tx: Db, touched: Map<string, Set<string>>): Promise<string[]> {
  if (!touched.size) return [];
  const rows = await tx
    .select()
    .from(products)
    .where(inArray(products.id, [...touched.keys()]))
    .for('update');
  const alertIds: string[] = [];
  for (const product of rows) {
    await rebuildDays(tx, product.id, touched.get(product.id) ?? []);
    const change = await refreshCurrent(tx, product.id, product);
    if (change && !product.deletedAt) alertIds.push(...(await raiseAlerts(tx, change)));
  }
  return alertIds;
}
