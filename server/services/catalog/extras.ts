import { and, count, eq, gt, isNull, max, or, sql } from 'drizzle-orm';
import { isHttpUrl } from '@/lib/validation/catalog-fields';
import { applyTrackingTemplate } from '@/lib/validation/provider';
import type { CouponVote } from '@/lib/validation/coupon';
import type { Db } from '../../db/client';
import { coupons, products, providers, shopDailyStats, shops } from '../../db/schema';

const shopVisible = and(eq(shops.status, 'ACTIVE'), isNull(shops.deletedAt));
const couponVisible = and(eq(coupons.status, 'ACTIVE'), isNull(coupons.deletedAt), shopVisible);

/** Where a click on the shop goes: affiliate URL, else the website, through the provider's template. */
function clickTarget(row: {
  affiliateUrl: string | null;
  websiteUrl: string;
  trackingTemplate: string | null;
}): string | undefined {
  const base = row.affiliateUrl || row.websiteUrl;
  if (!isHttpUrl(base)) return undefined;
  const target = row.trackingTemplate?.includes('{url}')
    ? applyTrackingTemplate(row.trackingTemplate, base)
    : base;
  return isHttpUrl(target) ? target : undefined;
}

const targetColumns = {
  shopId: shops.id,
  affiliateUrl: shops.affiliateUrl,
  websiteUrl: shops.websiteUrl,
  trackingTemplate: providers.trackingTemplate,
};
const liveProvider = and(eq(providers.id, shops.providerId), isNull(providers.deletedAt));
/** Counters are not edits: they leave `updatedAt` (and so caches and app-state) alone. */
const keepUpdatedAt = (column: typeof shops.updatedAt | typeof coupons.updatedAt) => sql`${column}`;

type DailyCounter = 'clicks' | 'votesWorked' | 'votesFailed';

/**
 * Adds one to the shop's counter of the day (UTC) in `shop_daily_stats` — the dashboard's
 * per-day figures — in a single statement, so concurrent clicks never lose a count.
 */
async function countDaily(db: Db, shopId: string, counter: DailyCounter, now: Date) {
  await db
    .insert(shopDailyStats)
    .values({ day: now.toISOString().slice(0, 10), shopId, [counter]: 1 })
    .onConflictDoUpdate({
      target: [shopDailyStats.day, shopDailyStats.shopId],
      set: { [counter]: sql`${shopDailyStats[counter]} + 1` },
    });
}

async function countShopClick(db: Db, shopId: string, now: Date) {
  await db
    .update(shops)
    .set({ clicks: sql`${shops.clicks} + 1`, updatedAt: keepUpdatedAt(shops.updatedAt) })
    .where(eq(shops.id, shopId));
  await countDaily(db, shopId, 'clicks', now);
}

/**
 * Whether this client's click on a shop, or use of a coupon, is its first today: only that one
 * is counted. A shop's clicks are one counter whichever redirect led there (the shop, one of its
 * products or coupons), so one client cannot add a click per product.
 */
export type FirstToday = (counter: 'shop' | 'coupon', id: string) => Promise<boolean>;

/** GET /go/shop/{id}: counts the click; undefined when the shop is not visible or has no http(s) target. */
export async function followShop(
  db: Db,
  shopId: string,
  now: Date,
  firstToday: FirstToday,
): Promise<string | undefined> {
  const [row] = await db
    .select(targetColumns)
    .from(shops)
    .leftJoin(providers, liveProvider)
    .where(and(eq(shops.id, shopId), shopVisible))
    .limit(1);
  const target = row && clickTarget(row);
  if (target && (await firstToday('shop', shopId))) await countShopClick(db, shopId, now);
  return target;
}

/**
 * GET /go/product/{id}: counts a click on the product's shop and answers the product's own page,
 * through the provider's tracking template when the shop has one (the store-wide affiliate URL
 * would land on the home page, not the product).
 */
export async function followProduct(
  db: Db,
  productId: string,
  now: Date,
  firstToday: FirstToday,
): Promise<string | undefined> {
  const [row] = await db
    .select({ shopId: shops.id, url: products.url, trackingTemplate: providers.trackingTemplate })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(providers, liveProvider)
    .where(and(eq(products.id, productId), isNull(products.deletedAt), shopVisible))
    .limit(1);
  const target =
    row &&
    clickTarget({
      affiliateUrl: null,
      websiteUrl: row.url,
      trackingTemplate: row.trackingTemplate,
    });
  if (!target) return undefined;
  if (await firstToday('shop', row.shopId)) await countShopClick(db, row.shopId, now);
  return target;
}

/** GET /go/coupon/{id}: counts a use of the coupon and a click on its shop, each once a day. */
export async function followCoupon(
  db: Db,
  couponId: string,
  now: Date,
  firstToday: FirstToday,
): Promise<string | undefined> {
  const [row] = await db
    .select(targetColumns)
    .from(coupons)
    .innerJoin(shops, eq(shops.id, coupons.shopId))
    .leftJoin(providers, liveProvider)
    .where(and(eq(coupons.id, couponId), couponVisible))
    .limit(1);
  const target = row && clickTarget(row);
  if (!target) return undefined;
  if (await firstToday('coupon', couponId)) {
    await db
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1`, updatedAt: keepUpdatedAt(coupons.updatedAt) })
      .where(eq(coupons.id, couponId));
  }
  if (await firstToday('shop', row.shopId)) await countShopClick(db, row.shopId, now);
  return target;
}

export async function isCouponVisible(db: Db, couponId: string): Promise<boolean> {
  return (await visibleCouponShop(db, couponId)) !== null;
}

/** The shop of a coupon `isCouponVisible` would accept; null for any other. */
export async function visibleCouponShop(db: Db, couponId: string): Promise<string | null> {
  const [row] = await db
    .select({ shopId: coupons.shopId })
    .from(coupons)
    .innerJoin(shops, eq(shops.id, coupons.shopId))
    .where(and(eq(coupons.id, couponId), couponVisible))
    .limit(1);
  return row?.shopId ?? null;
}

/** Adds one vote (to the coupon and its shop's day); returns the coupon's new counts. */
export async function addCouponVote(db: Db, couponId: string, vote: CouponVote, now = new Date()) {
  const [row] = await db
    .update(coupons)
    .set({
      ...(vote === 'worked'
        ? { votesWorked: sql`${coupons.votesWorked} + 1` }
        : { votesFailed: sql`${coupons.votesFailed} + 1` }),
      updatedAt: keepUpdatedAt(coupons.updatedAt),
    })
    .where(eq(coupons.id, couponId))
    .returning({
      worked: coupons.votesWorked,
      failed: coupons.votesFailed,
      shopId: coupons.shopId,
    });
  if (!row) return undefined;
  await countDaily(db, row.shopId, vote === 'worked' ? 'votesWorked' : 'votesFailed', now);
  return { worked: row.worked, failed: row.failed };
}

/**
 * GET /shop/app-state: visible shops, usable coupons (active, not expired, of a visible shop)
 * and the newest `updatedAt` of any shop or coupon row (deleted ones included: a delete is a
 * change) — a client refetches the catalogue when `updatedAt` moves.
 */
export async function catalogAppState(db: Db) {
  const usable = and(
    couponVisible,
    or(isNull(coupons.expiresAt), gt(coupons.expiresAt, sql`now()`)),
  );
  const [[shopRow], [couponRow], [shopsChanged], [couponsChanged]] = await Promise.all([
    db.select({ n: count() }).from(shops).where(shopVisible),
    db
      .select({ n: count() })
      .from(coupons)
      .innerJoin(shops, eq(shops.id, coupons.shopId))
      .where(usable),
    db.select({ at: max(shops.updatedAt) }).from(shops),
    db.select({ at: max(coupons.updatedAt) }).from(coupons),
  ]);
  const times = [shopsChanged?.at, couponsChanged?.at].filter((d): d is Date => d instanceof Date);
  const updatedAt = times.length ? new Date(Math.max(...times.map((d) => d.getTime()))) : null;
  return { shopCount: shopRow?.n ?? 0, couponCount: couponRow?.n ?? 0, updatedAt };
}
