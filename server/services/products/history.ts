import { sql } from 'drizzle-orm';
import {
  HISTORY_RANGE_DAYS,
  PRICE_WINDOWS,
  type HistoryRange,
  type PriceHistory,
  type PriceSummary,
} from '@/lib/validation/product';
import type { Db } from '../../db/client';
import { priceDaily, products } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { dayOf } from './rollup';

// A product's figures and its chart, read from the daily rollup (`price_daily`, trusted prices
// only) — never from the observations — so a year is at most 366 small rows of one index range.
// Windows and ranges count UTC days back from today (the API's clock), today included: the
// 30-day window is today and the 29 days before it.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day of a window of `days` days ending today. */
const windowStart = (today: string, days: number) =>
  dayOf(new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS));

/**
 * PriceSummary of a product (one query): lowest, highest and average (the sum of the window's
 * prices ÷ their count, two places) over 30, 90 and 365 days, the lowest and highest ever, and
 * whether the current price is at or below the lowest ever. Null when the product is unknown.
 */
export async function priceSummary(
  db: Db,
  productId: string,
  now: Date,
): Promise<PriceSummary | null> {
  const today = dayOf(now);
  const windows = PRICE_WINDOWS.map((days) => {
    const inWindow = sql`d.day >= ${windowStart(today, days)}::date`;
    const name = (what: string) => sql.raw(`w${days}_${what}`);
    return sql`(min(d.low) filter (where ${inWindow}))::text as ${name('lowest')},
      (max(d.high) filter (where ${inWindow}))::text as ${name('highest')},
      round(sum(d.total) filter (where ${inWindow})
        / nullif(sum(d.samples) filter (where ${inWindow}), 0), 2)::text as ${name('average')}`;
  });
  const result = await db.execute(sql`
    select p.current_price::text as current,
           min(d.low)::text as lowest, max(d.high)::text as highest,
           coalesce(p.current_price <= min(d.low), false) as is_lowest,
           ${sql.join(windows, sql`, `)}
    from ${products} p
    left join ${priceDaily} d on d.product_id = p.id and d.day <= ${today}::date
    where p.id = ${productId}
    group by p.id`);
  const row = rowsOf(result)[0] as Record<string, string | boolean | null> | undefined;
  if (!row) return null;
  const text = (key: string) => (row[key] as string | null | undefined) ?? null;
  return {
    current: text('current'),
    lowestEver: text('lowest'),
    highestEver: text('highest'),
    isLowestEver: row.is_lowest === true,
    windows: PRICE_WINDOWS.map((days) => ({
      days,
      lowest: text(`w${days}_lowest`),
      highest: text(`w${days}_highest`),
      average: text(`w${days}_average`),
    })),
  };
}

/**
 * GET /product/{id}/history: the range's days oldest first, and the lowest and highest price
 * ever with the latest day each was reached — one statement over `price_daily`. Null when there
 * is no live product with this id.
 */
export async function priceHistory(
  db: Db,
  productId: string,
  range: HistoryRange,
  now: Date,
): Promise<PriceHistory | null> {
  const today = dayOf(now);
  const days = HISTORY_RANGE_DAYS[range];
  const from = days === null ? sql`'-infinity'::date` : sql`${windowStart(today, days)}::date`;
  const result = await db.execute(sql`
    with product as (
      select id, currency from ${products} where id = ${productId} and deleted_at is null
    ), points as (
      select 'point' as kind, day, low, high, close from ${priceDaily}
      where product_id = ${productId} and day >= ${from} and day <= ${today}::date
    ), lowest as (
      select 'lowest' as kind, day, low, high, close from ${priceDaily}
      where product_id = ${productId} order by low asc, day desc limit 1
    ), highest as (
      select 'highest' as kind, day, low, high, close from ${priceDaily}
      where product_id = ${productId} order by high desc, day desc limit 1
    ), days as (
      select * from points union all select * from lowest union all select * from highest
    )
    select product.currency, days.kind, days.day::text as day,
           days.low::text as low, days.high::text as high, days.close::text as close
    from product left join days on true
    order by days.day asc`);
  const rows = rowsOf(result) as {
    currency: string;
    kind: 'point' | 'lowest' | 'highest' | null;
    day: string | null;
    low: string | null;
    high: string | null;
    close: string | null;
  }[];
  const first = rows[0];
  if (!first) return null;
  const history: PriceHistory = {
    productId,
    currency: first.currency,
    range,
    points: [],
    lowestEver: null,
    highestEver: null,
  };
  for (const r of rows) {
    if (!r.kind || !r.day || !r.low || !r.high || !r.close) continue;
    if (r.kind === 'point')
      history.points.push({ day: r.day, low: r.low, high: r.high, close: r.close });
    if (r.kind === 'lowest') history.lowestEver = { price: r.low, day: r.day };
    if (r.kind === 'highest') history.highestEver = { price: r.high, day: r.day };
  }
  return history;
}
