// Stores, their categories and providers, coupons, and the per-day store counters.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldedText } from '../search-fold';
import { timestamps } from './columns';
import { COUPON_STATUSES, couponFields } from '@/lib/validation/coupon';
import { fieldColumns } from './field-columns';

export const shopStatus = pgEnum('shop_status', ['ACTIVE', 'INACTIVE']);
export const couponStatus = pgEnum('coupon_status', COUPON_STATUSES);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    icon: text('icon'),
    priority: integer('priority').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug)],
);

/** Affiliate networks; `trackingTemplate` wraps a store URL (`{url}` is replaced). */
export const providers = pgTable('providers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  website: text('website'),
  trackingTemplate: text('tracking_template'),
  ...timestamps,
});

export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    slugAr: text('slug_ar').notNull(),
    slugEn: text('slug_en').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    logo: text('logo'),
    websiteUrl: text('website_url').notNull(),
    /**
     * Where the shop's pages are: `noon.com`, `sa.hm.com`, `ikea.com/ae` (lib/shops/hosts.ts has
     * the form and the matching). Written with the website's own entry (storedHostEntries).
     */
    hosts: text('hosts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    affiliateUrl: text('affiliate_url'),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: shopStatus('status').notNull().default('ACTIVE'),
    priority: integer('priority').notNull().default(0),
    /** Both names, lower-cased with Arabic letter variants folded: what search matches. */
    searchText: text('search_text').notNull().default(''),
    /** Redirects through GET /go/shop/{id} (and /go/coupon/{id}). */
    clicks: integer('clicks').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shops_slug_en_key').on(t.slugEn),
    index('shops_status_priority_idx').on(t.status, t.priority),
    index('shops_created_at_idx').on(t.createdAt),
    // Substring search (`LIKE '%…%'`) on the folded names; needs the pg_trgm extension.
    index('shops_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // GET /shop/lookup: `hosts && {candidate entries}`, one index probe per entry.
    index('shops_hosts_idx').using('gin', t.hosts),
  ],
);

export const shopCategories = pgTable(
  'shop_categories',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.categoryId] }),
    index('shop_categories_category_idx').on(t.categoryId),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    status: couponStatus('status').notNull().default('ACTIVE'),
    // code, title, description, discount, dates, countries: declared once with the coupon's
    // other fields (lib/validation/coupon.ts).
    ...fieldColumns(couponFields),
    uses: integer('uses').notNull().default(0),
    votesWorked: integer('votes_worked').notNull().default(0),
    votesFailed: integer('votes_failed').notNull().default(0),
    /** Automatic tries the extension reported at checkout (POST /coupon/{id}/result). */
    autoWorked: integer('auto_worked').notNull().default(0),
    autoFailed: integer('auto_failed').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('coupons_shop_idx').on(t.shopId, t.status),
    // Admin lists: newest first, by status.
    index('coupons_created_at_idx').on(t.createdAt),
    index('coupons_status_created_at_idx').on(t.status, t.createdAt),
    // Admin search (`q`: contains, any case, Arabic letter variants folded) on titles and code.
    index('coupons_title_en_trgm_idx').using('gin', sql`${foldedText(t.titleEn)} gin_trgm_ops`),
    index('coupons_title_ar_trgm_idx').using('gin', sql`${foldedText(t.titleAr)} gin_trgm_ops`),
    index('coupons_code_trgm_idx').using('gin', sql`${foldedText(t.code)} gin_trgm_ops`),
  ],
);

export type Shop = typeof shops.$inferSelect;
export type Coupon = typeof coupons.$inferSelect;
export type Category = typeof categories.$inferSelect;

/**
 * Per-day, per-shop counters behind the dashboard's charts: redirects through
 * GET /go/shop/{id} and /go/coupon/{id} (a coupon's click counts for its shop) and coupon votes.
 * Written as single upserts (`… ON CONFLICT DO UPDATE SET clicks = clicks + 1`).
 */
export const shopDailyStats = pgTable(
  'shop_daily_stats',
  {
    day: date('day').notNull(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clicks: integer('clicks').notNull().default(0),
    votesWorked: integer('votes_worked').notNull().default(0),
    votesFailed: integer('votes_failed').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.shopId] }),
    index('shop_daily_stats_shop_idx').on(t.shopId, t.day),
  ],
);
