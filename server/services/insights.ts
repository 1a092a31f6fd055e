import { and, count, desc, eq, gte, isNull, lt, lte, ne, sql, sum } from 'drizzle-orm';
import {
  addDays,
  daysOf,
  type CatalogInsights,
  type DayRange,
  type UserInsights,
} from '@/lib/validation/insights';
import type { Db } from '../db/client';
import { coupons, shopDailyStats, shops, users } from '../db/schema';

// The dashboard's figures (GET /insights/users, /insights/catalog). Days are UTC days; a range
// includes both ends.

/** `[from 00:00 UTC, the day after `to` 00:00 UTC)`: the instants of a range. */
function instants(range: DayRange) {
  return {
    start: new Date(`${range.from}T00:00:00Z`),
    end: new Date(`${addDays(range.to, 1)}T00:00:00Z`),
  };
}

/** One entry per day of the range, from that day's row (undefined where there is none). */
export function fillDays<R extends { day: string }, V>(
  range: DayRange,
  rows: R[],
  value: (row: R | undefined) => V,
): ({ day: string } & V)[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysOf(range).map((day) => ({ day, ...value(byDay.get(day)) }));
}

const num = (value: string | number | null | undefined) => Number(value ?? 0);

export async function userInsights(db: Db, range: DayRange): Promise<UserInsights> {
  const { start, end } = instants(range);
  const live = and(isNull(users.deletedAt), ne(users.status, 'deleted'));
  const createdDay = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const country = sql<string>`coalesce(${users.country}, 'unknown')`;
  // Column comparisons (not raw parameters) so each driver encodes the instants itself.
  const createdInRange = and(gte(users.createdAt, start), lt(users.createdAt, end));
  const [[totals], perDay, byCountry, byType, byStatus] = await Promise.all([
    db
      .select({
        total: count(),
        verified: sql<number>`count(*) filter (where ${users.isEmailVerified})::int`,
        newInRange: sql<number>`count(*) filter (where ${createdInRange})::int`,
      })
      .from(users)
      .where(live),
    db
      .select({ day: createdDay, count: count() })
      .from(users)
      .where(and(live, createdInRange))
      .groupBy(createdDay),
    db
      .select({ country, count: count() })
      .from(users)
      .where(live)
      .groupBy(country)
      .orderBy(desc(count()), country),
    db
      .select({ type: users.userType, count: count() })
      .from(users)
      .where(live)
      .groupBy(users.userType)
      .orderBy(users.userType),
    db
      .select({ status: users.status, count: count() })
      .from(users)
      .where(live)
      .groupBy(users.status)
      .orderBy(users.status),
  ]);
  const total = totals?.total ?? 0;
  const verified = num(totals?.verified);
  return {
    range,
    total,
    verified,
    newInRange: num(totals?.newInRange),
    verifiedShare: { verified, unverified: total - verified },
    signupsPerDay: fillDays(range, perDay, (r) => ({ count: r?.count ?? 0 })),
    byCountry,
    byType,
    byStatus,
  };
}

const TOP_SHOPS = 10;

export async function catalogInsights(db: Db, range: DayRange): Promise<CatalogInsights> {
  const inRange = and(gte(shopDailyStats.day, range.from), lte(shopDailyStats.day, range.to));
  const clicks = sql<string>`sum(${shopDailyStats.clicks})`;
  const [[shopCounts], couponsByStatus, perDay, topShops] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${shops.status} = 'ACTIVE')::int`,
      })
      .from(shops)
      .where(isNull(shops.deletedAt)),
    db
      .select({ status: coupons.status, count: count() })
      .from(coupons)
      .where(isNull(coupons.deletedAt))
      .groupBy(coupons.status)
      .orderBy(coupons.status),
    db
      .select({
        day: shopDailyStats.day,
        clicks: sum(shopDailyStats.clicks),
        worked: sum(shopDailyStats.votesWorked),
        failed: sum(shopDailyStats.votesFailed),
      })
      .from(shopDailyStats)
      .where(inRange)
      .groupBy(shopDailyStats.day),
    db
      .select({ id: shops.id, nameAr: shops.nameAr, nameEn: shops.nameEn, clicks })
      .from(shopDailyStats)
      .innerJoin(shops, eq(shops.id, shopDailyStats.shopId))
      .where(inRange)
      .groupBy(shops.id)
      .having(sql`${clicks} > 0`)
      .orderBy(desc(clicks), shops.nameEn)
      .limit(TOP_SHOPS),
  ]);
  const clicksPerDay = fillDays(range, perDay, (r) => ({ clicks: num(r?.clicks) }));
  return {
    range,
    activeShops: num(shopCounts?.active),
    totalShops: shopCounts?.total ?? 0,
    couponsByStatus,
    clicksInRange: clicksPerDay.reduce((n, d) => n + d.clicks, 0),
    clicksPerDay,
    votesPerDay: fillDays(range, perDay, (r) => ({
      worked: num(r?.worked),
      failed: num(r?.failed),
    })),
    topShops: topShops.map((s) => ({ ...s, clicks: num(s.clicks) })),
  };
}
