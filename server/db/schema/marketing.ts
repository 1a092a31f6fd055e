// Ads, campaigns and short links, with their per-day counters.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { coupons, shops } from './catalog';

/** Where a thing shows; `ALL` means every surface. */
export const platform = pgEnum('platform', [
  'MOBILE_APP',
  'BROWSER_EXTENSION',
  'WEBSITE',
  'SOCIAL_MEDIA',
  'ALL',
]);
/** The slot an ad fills: the extension's banner, the mobile app's banner, or inside lists. */
export const adPlacement = pgEnum('ad_placement', ['EXTENSION_BANNER', 'MOBILE_BANNER', 'IN_LIST']);
/** Ads and campaigns run while ACTIVE and inside their dates; PAUSED stops them at once. */
export const runStatus = pgEnum('run_status', ['ACTIVE', 'PAUSED']);

export const ads = pgTable(
  'ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    textAr: text('text_ar').notNull().default(''),
    textEn: text('text_en').notNull().default(''),
    /** A media path (`/media/…`) or an http(s) image URL. */
    image: text('image'),
    /** Only http(s). */
    targetUrl: text('target_url').notNull(),
    platform: platform('platform').notNull().default('ALL'),
    /** Country codes it shows in; empty means every country. */
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    placement: adPlacement('placement').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    priority: integer('priority').notNull().default(0),
    status: runStatus('status').notNull().default('ACTIVE'),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('ads_running_idx').on(t.status, t.placement, t.priority),
    index('ads_created_at_idx').on(t.createdAt),
  ],
);

/** Per-day counters of each ad (one upsert per counted impression or click). */
export const adDailyStats = pgTable(
  'ad_daily_stats',
  {
    day: date('day').notNull(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.adId] }),
    index('ad_daily_stats_ad_idx').on(t.adId, t.day),
  ],
);

/** A dated promotion (White Friday, Ramadan) with its banner, shops and coupons. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    banner: text('banner'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    platforms: platform('platforms')
      .array()
      .notNull()
      .default(sql`'{ALL}'::platform[]`),
    status: runStatus('status').notNull().default('ACTIVE'),
    priority: integer('priority').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('campaigns_slug_key').on(t.slug),
    index('campaigns_running_idx').on(t.status, t.startsAt, t.endsAt),
  ],
);

export const campaignShops = pgTable(
  'campaign_shops',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.shopId] }),
    index('campaign_shops_shop_idx').on(t.shopId),
  ],
);

export const campaignCoupons = pgTable(
  'campaign_coupons',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.couponId] }),
    index('campaign_coupons_coupon_idx').on(t.couponId),
  ],
);

/**
 * Short links on the link domain (`/l/{slug}` on the site, `/{slug}` on the link domain).
 * `targets` holds per-platform addresses (`android`, `ios`, `chrome`, `firefox`) chosen by the
 * visitor's User-Agent; `targetUrl` is the fallback.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case; unique across the trash too. */
    slug: text('slug').notNull(),
    targetUrl: text('target_url').notNull(),
    targets: jsonb('targets').$type<Record<string, string>>().notNull().default({}),
    title: text('title').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    clicks: integer('clicks').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('short_links_slug_key').on(t.slug),
    index('short_links_created_at_idx').on(t.createdAt),
  ],
);

/** Clicks of a short link per day, country, platform and referring host ('' when unknown). */
export const shortLinkDailyStats = pgTable(
  'short_link_daily_stats',
  {
    day: date('day').notNull(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => shortLinks.id, { onDelete: 'cascade' }),
    country: text('country').notNull().default(''),
    platform: text('platform').notNull().default(''),
    referrerHost: text('referrer_host').notNull().default(''),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.linkId, t.country, t.platform, t.referrerHost] }),
    index('short_link_daily_stats_link_idx').on(t.linkId, t.day),
  ],
);

export type Ad = typeof ads.$inferSelect;
export type Campaign = typeof campaigns.$inferSelect;
export type ShortLink = typeof shortLinks.$inferSelect;
