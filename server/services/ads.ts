import { and, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  clickThroughRate,
  publicAdSchema,
  type AdPlacement,
  type AdResource,
  type AdPlatform,
  type AdStats,
  type PublicAd,
} from '@/lib/validation/ads';
import { daysOf, type DayRange } from '@/lib/validation/insights';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { adDailyStats, ads, type Ad } from '../db/schema';
import { everyCountry, shownInCountry } from './resource/targeting';

/** At most this many ads answer one public read. */
const PUBLIC_ADS_MAX = 20;

/**
 * ACTIVE, not deleted, and `startsAt ≤ now < endsAt` (a missing date leaves that side open).
 * `now`: the API's clock, or the database's `now()` for the admin list's `running` filter.
 */
export function adRunning(now: Date | SQL) {
  return and(
    eq(ads.status, 'ACTIVE'),
    isNull(ads.deletedAt),
    or(isNull(ads.startsAt), lte(ads.startsAt, now)),
    or(isNull(ads.endsAt), gt(ads.endsAt, now)),
  );
}

/** Shown in `country`: listed in it, or listed for every country (an empty list). */
export const adShownIn = (country: string) => shownInCountry(ads.countries, country);

export interface AdTarget {
  /** Absent or `ALL`: any platform; else ads for that platform and ads for ALL. */
  platform?: AdPlatform;
  placement?: AdPlacement;
  /** Null: the caller's country is unknown, so only ads for every country. */
  country: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An ad as the back-office reads it (GET/POST/PATCH /ads). */
export function presentAd(r: Ad): AdResource {
  return {
    id: r.id,
    title: { ar: r.titleAr, en: r.titleEn },
    text: { ar: r.textAr, en: r.textEn },
    image: r.image,
    targetUrl: r.targetUrl,
    platform: r.platform,
    countries: r.countries,
    placement: r.placement,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    priority: r.priority,
    status: r.status,
    impressions: r.impressions,
    clicks: r.clicks,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: iso(r.deletedAt),
  };
}

/** The public fields of an ad (the schema drops the others). */
const presentPublicAd = (r: Ad): PublicAd => publicAdSchema.parse(presentAd(r));

/** The running ads for a target, highest priority first (then newest). */
export async function runningAds(db: Db, target: AdTarget, now: Date): Promise<PublicAd[]> {
  const rows = await db
    .select()
    .from(ads)
    .where(
      and(
        adRunning(now),
        target.platform && target.platform !== 'ALL'
          ? inArray(ads.platform, [target.platform, 'ALL'])
          : undefined,
        target.placement ? eq(ads.placement, target.placement) : undefined,
        target.country ? adShownIn(target.country) : everyCountry(ads.countries),
      ),
    )
    .orderBy(desc(ads.priority), desc(ads.createdAt), desc(ads.id))
    .limit(PUBLIC_ADS_MAX);
  return rows.map(presentPublicAd);
}

/** Whether the ad is running now (one read by primary key). */
export async function isAdRunning(db: Db, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.id, id), adRunning(now)))
    .limit(1);
  return Boolean(row);
}

export type AdEvent = 'impressions' | 'clicks';

/**
 * Counts one impression or click of a running ad in ONE statement: the ad's total goes up (its
 * `updatedAt` stays: a counter is not an edit) and the day's row of `ad_daily_stats` is
 * upserted. False when the ad is unknown, deleted or not running (nothing counted).
 */
export async function countAdEvent(db: Db, id: string, event: AdEvent, now: Date) {
  const column = sql.identifier(event === 'impressions' ? 'impressions' : 'clicks');
  const day = now.toISOString().slice(0, 10);
  const result = await db.execute(sql`
    with bumped as (
      update ${ads} set ${column} = ${column} + 1
      where ${and(eq(ads.id, id), adRunning(now))}
      returning ${ads.id}
    )
    insert into ${adDailyStats} (day, ad_id, ${column})
    select ${day}::date, bumped.id, 1 from bumped
    on conflict (day, ad_id) do update set ${column} = ${adDailyStats}.${column} + 1
    returning ad_id`);
  return rowsOf(result).length > 0;
}

/** Impressions, clicks and CTR of every day of the range (zeros included) and their totals. */
export async function adStats(db: Db, id: string, range: DayRange): Promise<AdStats> {
  const rows = await db
    .select({
      day: adDailyStats.day,
      impressions: adDailyStats.impressions,
      clicks: adDailyStats.clicks,
    })
    .from(adDailyStats)
    .where(
      and(
        eq(adDailyStats.adId, id),
        gte(adDailyStats.day, range.from),
        lte(adDailyStats.day, range.to),
      ),
    );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = daysOf(range).map((day) => {
    const impressions = byDay.get(day)?.impressions ?? 0;
    const clicks = byDay.get(day)?.clicks ?? 0;
    return { day, impressions, clicks, ctr: clickThroughRate(impressions, clicks) };
  });
  const impressions = days.reduce((sum, d) => sum + d.impressions, 0);
  const clicks = days.reduce((sum, d) => sum + d.clicks, 0);
  return {
    range,
    totals: { impressions, clicks, ctr: clickThroughRate(impressions, clicks) },
    days,
  };
}
