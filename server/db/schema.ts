import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const shopStatus = pgEnum('shop_status', ['ACTIVE', 'INACTIVE']);
export const couponStatus = pgEnum('coupon_status', ['ACTIVE', 'PAUSED', 'STOPPED']);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
};

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shops_slug_en_key').on(t.slugEn),
    index('shops_status_priority_idx').on(t.status, t.priority),
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
    /** Null for a deal without a code. */
    code: text('code'),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    discountAr: text('discount_ar').notNull().default(''),
    discountEn: text('discount_en').notNull().default(''),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    status: couponStatus('status').notNull().default('ACTIVE'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    uses: integer('uses').notNull().default(0),
    votesWorked: integer('votes_worked').notNull().default(0),
    votesFailed: integer('votes_failed').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('coupons_shop_idx').on(t.shopId, t.status)],
);

export type Shop = typeof shops.$inferSelect;
export type Coupon = typeof coupons.$inferSelect;
export type Category = typeof categories.$inferSelect;

export const uninstallReason = pgEnum('uninstall_reason', [
  'NOT_USEFUL',
  'FOUND_BETTER_EXTENSION',
  'TOO_MANY_ADS',
  'OTHER',
]);

/** Answers of the uninstall-feedback page (spec §3). */
export const uninstallFeedback = pgTable('uninstall_feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  reason: uninstallReason('reason').notNull(),
  feedback: text('feedback'),
  locale: text('locale'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
