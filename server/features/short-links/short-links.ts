import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { chooseDownloadTarget } from '@/lib/downloads';
import { utcDay, type DayRange } from '@/lib/validation/insights';
import {
  CLICK_PLATFORMS,
  RESERVED_SLUGS,
  type ClickPlatform,
  type ShortLinkStats,
  type ShortLinkTargets,
} from '@/lib/short-links/validation';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { shortLinkDailyStats, shortLinks, type ShortLink } from '../../db/schema';
import { fillDays } from '../../services/insights';

// Short links: slugs, the redirect's choice of target, click counting and the
// stats of GET /shortner/{id}/stats.

const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const GENERATED_SLUG_LENGTH = 7;

/** 7 random url-safe lower-case characters (36^7 ≈ 78 billion). */
function generateSlug(random: (max: number) => number = randomInt): string {
  let slug = '';
  for (let i = 0; i < GENERATED_SLUG_LENGTH; i++)
    slug += SLUG_ALPHABET[random(SLUG_ALPHABET.length)];
  return slug;
}

/**
 * A generated slug no link has (deleted ones included: slugs stay taken in the trash). Checks a
 * few candidates in one query and tries again when all are taken; a race with a concurrent
 * create is left to the unique index (409).
 */
export async function freeGeneratedSlug(
  db: Db,
  random?: (max: number) => number,
  candidates = 4,
): Promise<string> {
  for (let round = 0; round < 5; round++) {
    const slugs = Array.from({ length: candidates }, () => generateSlug(random)).filter(
      (slug) => !RESERVED_SLUGS.has(slug),
    );
    if (!slugs.length) continue;
    const taken = await db
      .select({ slug: shortLinks.slug })
      .from(shortLinks)
      .where(inArray(shortLinks.slug, slugs));
    const free = slugs.find((slug) => !taken.some((t) => t.slug === slug));
    if (free) return free;
  }
  throw new Error('no free short-link slug after 5 rounds');
}

// ─── The redirect ──────────────────────────────────────────────────────────────────────────

/** What the redirect needs of a link. */
export type LinkTarget = Pick<ShortLink, 'id' | 'targetUrl' | 'targets' | 'expiresAt'>;

const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 2_000;

interface CacheEntry {
  db: Db;
  link: LinkTarget | null;
  until: number;
}

/**
 * Slug → live link (or null: none), for a few seconds. Writes through the API of this process
 * forget the slugs they touched (the resource's `afterCommit`); other processes see a change
 * within the TTL.
 */
const cache = new Map<string, CacheEntry>();

/** Forgets these slugs (after a write of their links). */
export function forgetShortLinks(slugs: Iterable<string>) {
  for (const slug of slugs) cache.delete(slug);
}

/**
 * The live (not deleted) link of a slug: one query on the unique slug index, cached for a few
 * seconds. Expiry is left to the caller, against its own clock.
 */
export async function findShortLink(
  db: Db,
  slug: string,
  nowMs = Date.now(),
): Promise<LinkTarget | null> {
  const hit = cache.get(slug);
  if (hit && hit.db === db && hit.until > nowMs) return hit.link;
  const [row] = await db
    .select({
      id: shortLinks.id,
      targetUrl: shortLinks.targetUrl,
      targets: shortLinks.targets,
      expiresAt: shortLinks.expiresAt,
      deletedAt: shortLinks.deletedAt,
    })
    .from(shortLinks)
    .where(eq(shortLinks.slug, slug))
    .limit(1);
  const link = row && row.deletedAt === null ? row : null;
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(slug, { db, link, until: nowMs + CACHE_TTL_MS });
  return link;
}

/** Where a link sends this User-Agent: its platform target (lib/downloads.ts rules), else `targetUrl`. */
export function targetFor(
  link: Pick<LinkTarget, 'targetUrl' | 'targets'>,
  userAgent: string | null,
) {
  const targets = link.targets as ShortLinkTargets;
  return targets[chooseDownloadTarget(userAgent)] ?? link.targetUrl;
}

export function isExpired(link: Pick<LinkTarget, 'expiresAt'>, now: Date): boolean {
  return link.expiresAt !== null && link.expiresAt.getTime() <= now.getTime();
}

// ─── Counting ──────────────────────────────────────────────────────────────────────────────

const CHROMIUM_RE = /chrome|chromium|crios|edg|opr|opera|vivaldi|yabrowser|samsungbrowser/i;

/**
 * The platform a click is counted under: the download-link target for Android, iOS and Firefox,
 * `chrome` for Chromium browsers, `other` for the rest (desktop Safari, bots, no User-Agent).
 */
export function clickPlatform(userAgent: string | null | undefined): ClickPlatform {
  const ua = userAgent ?? '';
  const target = chooseDownloadTarget(ua);
  if (target !== 'chrome') return target;
  return CHROMIUM_RE.test(ua) && !/mobi/i.test(ua) ? 'chrome' : 'other';
}

/**
 * Schemes whose host is worth a referrer figure: web pages, and the `android-app://<package>/`
 * Chrome on Android sends for a link opened from an app (mail, chat).
 */
const REFERRER_SCHEMES = new Set(['http:', 'https:', 'android-app:']);
/** A DNS name (or an Android package name): dot-separated labels of letters, digits, - and _. */
const REFERRER_HOST =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/**
 * The host of a Referer header, lower case; '' when absent, not a URL, of another scheme, or not
 * a plain host name. The client writes this header, so only the host is kept (never a path or
 * query, which may carry someone's data), in a bounded, inert form: it names a figure, it cannot
 * add to one (a click counts once per address and day, whatever the Referer).
 */
export function referrerHost(referer: string | null | undefined): string {
  if (!referer || referer.length > 4096) return '';
  try {
    const url = new URL(referer);
    if (!REFERRER_SCHEMES.has(url.protocol)) return '';
    const host = url.hostname.toLowerCase();
    return REFERRER_HOST.test(host) ? host : '';
  } catch {
    return '';
  }
}

export interface ShortLinkClick {
  linkId: string;
  at: Date;
  /** A country code, or '' when unknown. */
  country: string;
  platform: ClickPlatform;
  referrerHost: string;
}

/**
 * Counts one click: the day's row for (link, country, platform, referrer host) and the link's
 * total, in one statement. Leaves `updatedAt` alone (a click is not an edit).
 */
export async function recordShortLinkClick(db: Db, click: ShortLinkClick): Promise<void> {
  await db.execute(sql`
    with counted as (
      insert into ${shortLinkDailyStats} (day, link_id, country, platform, referrer_host, clicks)
      values (${utcDay(click.at)}, ${click.linkId}, ${click.country}, ${click.platform},
              ${click.referrerHost}, 1)
      on conflict (day, link_id, country, platform, referrer_host)
      do update set clicks = ${shortLinkDailyStats}.clicks + 1
    )
    update ${shortLinks} set clicks = ${shortLinks.clicks} + 1 where ${shortLinks.id} = ${click.linkId}
  `);
}

// ─── Stats ─────────────────────────────────────────────────────────────────────────────────

const TOP_REFERRERS = 10;

/** GET /shortner/{id}/stats: clicks per day (zeros filled), by country, platform, referrer. */
export async function shortLinkStats(
  db: Db,
  linkId: string,
  range: DayRange,
): Promise<ShortLinkStats> {
  const where = and(
    eq(shortLinkDailyStats.linkId, linkId),
    gte(shortLinkDailyStats.day, range.from),
    lte(shortLinkDailyStats.day, range.to),
  );
  const total = sql<number>`sum(${shortLinkDailyStats.clicks})::int`;
  const by = (column: AnyPgColumn) =>
    db
      .select({ key: sql<string>`${column}::text`, clicks: total })
      .from(shortLinkDailyStats)
      .where(where)
      .groupBy(column)
      .orderBy(desc(total), column);
  const [perDay, countries, platforms, referrers] = await Promise.all([
    by(shortLinkDailyStats.day),
    by(shortLinkDailyStats.country),
    by(shortLinkDailyStats.platform),
    by(shortLinkDailyStats.referrerHost).limit(TOP_REFERRERS),
  ]);
  const days = fillDays(
    range,
    perDay.map((r) => ({ day: r.key, clicks: r.clicks })),
    (r) => ({
      clicks: r?.clicks ?? 0,
    }),
  );
  return {
    range,
    total: days.reduce((n, d) => n + d.clicks, 0),
    perDay: days,
    byCountry: countries.map((r) => ({ country: r.key || 'unknown', clicks: r.clicks })),
    byPlatform: platforms.map((r) => ({
      platform: (CLICK_PLATFORMS as readonly string[]).includes(r.key)
        ? (r.key as ClickPlatform)
        : 'other',
      clicks: r.clicks,
    })),
    topReferrers: referrers.map((r) => ({ host: r.key, clicks: r.clicks })),
  };
}
