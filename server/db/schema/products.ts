// Products, prices, tracking and alerts; cartarm checkout rules and coupon results.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, money } from './columns';
import { users } from './accounts';
import { coupons, shops } from './catalog';
import { runStatus } from './marketing';

/** Who reported a price: the browser extension, the mobile app or a staff member. */
export const priceSource = pgEnum('price_source', ['EXTENSION', 'APP', 'ADMIN']);
/**
 * What makes a tracked product alert: its price at or below `targetPrice`, a drop of at least
 * `dropPercent` from the price when tracking began, any drop below that price, or the product
 * coming back in stock.
 */
export const alertRule = pgEnum('alert_rule', [
  'TARGET_PRICE',
  'DROP_PERCENT',
  'ANY_DROP',
  'BACK_IN_STOCK',
]);
export const alertStatus = pgEnum('price_alert_status', ['PENDING', 'SENT', 'FAILED']);

/**
 * A product of a known shop, one row however it is linked: `url` is the canonical address
 * (tracking parameters and fragments stripped) and `storeProductId` the store's own id or SKU
 * when the page gave one. `currentPrice` / `inStock` follow the newest trusted observation.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    storeProductId: text('store_product_id'),
    titleAr: text('title_ar').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    image: text('image'),
    currency: text('currency').notNull(),
    currentPrice: money('current_price'),
    inStock: boolean('in_stock').notNull().default(true),
    /** Both titles, lower-cased with Arabic letter variants folded: what search matches. */
    searchText: text('search_text').notNull().default(''),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_shop_url_key').on(t.shopId, t.url),
    uniqueIndex('products_shop_store_id_key')
      .on(t.shopId, t.storeProductId)
      .where(sql`${t.storeProductId} is not null`),
    index('products_created_at_idx').on(t.createdAt),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Price observations (the `price` resource). `flagged` marks an implausible jump: kept for
 * staff to judge, left out of the current price, the rollup and alerts. `pending` marks a
 * reading of a reporter who is not trusted alone, waiting for an independent one to agree
 * (docs/decisions/011): left out the same way until then. A removed observation (deleted_at) is
 * left out the same way.
 */
export const prices = pgTable(
  'prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    currency: text('currency').notNull(),
    inStock: boolean('in_stock').notNull().default(true),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull().defaultNow(),
    source: priceSource('source').notNull(),
    flagged: boolean('flagged').notNull().default(false),
    pending: boolean('pending').notNull().default(false),
    /** The signed-in reporter, when there was one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The reporter's network (an HMAC of the client address's /24, IPv6 /48): two readings are
     * independent only from different networks. Null for staff prices.
     */
    reporterNetwork: text('reporter_network'),
    /** What the reporter's page said besides the price, kept until an independent one agrees. */
    pageTitleAr: text('page_title_ar'),
    pageTitleEn: text('page_title_en'),
    pageImage: text('page_image'),
    ...timestamps,
  },
  (t) => [
    index('prices_product_observed_idx').on(t.productId, t.observedAt),
    index('prices_created_at_idx').on(t.createdAt),
  ],
);

/**
 * One row per product per UTC day of trusted observations: what history charts and the
 * 30/90/365-day figures read (a year is at most 366 small rows). Rebuilt for a day from that
 * day's observations whenever one is added, flagged or removed.
 */
export const priceDaily = pgTable(
  'price_daily',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    low: money('low').notNull(),
    high: money('high').notNull(),
    /** The day's last observed price. */
    close: money('close').notNull(),
    total: numeric('total', { precision: 18, scale: 2 }).notNull(),
    samples: integer('samples').notNull(),
    inStock: boolean('in_stock').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);

/**
 * A shopper tracking a product with one alert rule. `basePrice` is the price when tracking
 * began (what a drop is measured from). `armed` is false after an alert until the condition
 * stops holding, so a price that stays low alerts once per crossing.
 */
export const productTrackings = pgTable(
  'product_trackings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rule: alertRule('rule').notNull(),
    targetPrice: money('target_price'),
    dropPercent: integer('drop_percent'),
    basePrice: money('base_price'),
    armed: boolean('armed').notNull().default(true),
    /** False after the mail's one-click unsubscribe: the product stays tracked, silently. */
    alertsEnabled: boolean('alerts_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('product_trackings_user_product_key').on(t.userId, t.productId),
    index('product_trackings_product_idx').on(t.productId),
  ],
);

/** An alert a tracking rule raised; the job that mails it moves it to SENT (or FAILED). */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingId: uuid('tracking_id').references(() => productTrackings.id, {
      onDelete: 'set null',
    }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rule: alertRule('rule').notNull(),
    oldPrice: money('old_price'),
    newPrice: money('new_price').notNull(),
    currency: text('currency').notNull(),
    status: alertStatus('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.createdAt),
    index('price_alerts_pending_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Checkout rules the extension follows on one shop (the `cartarm` resource): which pages are
 * the cart and checkout (URL patterns: `*` matches any run of characters), the CSS selectors of
 * the coupon field, its apply button, the order total and the success / error messages, how long
 * to wait after applying, and a version raised on every change. One live rule set per shop.
 */
export const cartarmRules = pgTable(
  'cartarm_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    cartUrlPatterns: text('cart_url_patterns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    checkoutUrlPatterns: text('checkout_url_patterns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    couponInputSelector: text('coupon_input_selector').notNull(),
    applyButtonSelector: text('apply_button_selector').notNull(),
    totalSelector: text('total_selector').notNull(),
    successSelector: text('success_selector'),
    errorSelector: text('error_selector'),
    /** Milliseconds to wait after pressing apply before reading the total. */
    waitMs: integer('wait_ms').notNull().default(1500),
    version: integer('version').notNull().default(1),
    status: runStatus('status').notNull().default('ACTIVE'),
    notes: text('notes').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cartarm_rules_shop_key')
      .on(t.shopId)
      .where(sql`${t.deletedAt} is null`),
    index('cartarm_rules_created_at_idx').on(t.createdAt),
  ],
);

/** One automatic try of a coupon the extension reported; `clientKey` is a hash, never an address. */
export const couponResults = pgTable(
  'coupon_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    worked: boolean('worked').notNull(),
    totalBefore: money('total_before'),
    totalAfter: money('total_after'),
    currency: text('currency'),
    /**
     * Keyed hashes of the reporter: the client address's, then `.` and the account's when signed
     * in (server/features/coupons/results.ts); never the address itself.
     */
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_results_coupon_idx').on(t.couponId, t.createdAt)],
);

export type Product = typeof products.$inferSelect;
export type PriceObservation = typeof prices.$inferSelect;
export type PriceDaily = typeof priceDaily.$inferSelect;
export type ProductTracking = typeof productTrackings.$inferSelect;
export type PriceAlert = typeof priceAlerts.$inferSelect;
export type CartarmRule = typeof cartarmRules.$inferSelect;
