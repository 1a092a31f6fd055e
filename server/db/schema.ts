import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  jsonb,
  numeric,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { foldedText } from './search-fold';

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

export const uninstallReason = pgEnum('uninstall_reason', [
  'NOT_USEFUL',
  'FOUND_BETTER_EXTENSION',
  'TOO_MANY_ADS',
  'OTHER',
]);

/** Answers of the uninstall-feedback page: a reason and optional text. */
export const uninstallFeedback = pgTable('uninstall_feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  reason: uninstallReason('reason').notNull(),
  feedback: text('feedback'),
  locale: text('locale'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ─── Accounts ────────────────────────────────────────────────────────────────────────────

export const accountStatus = pgEnum('account_status', [
  'active',
  'inactive',
  'suspended',
  'deleted',
]);
export const userType = pgEnum('user_type', ['regular', 'test', 'beta']);
export const sex = pgEnum('sex', ['MALE', 'FEMALE']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the user typed it; `emailNormalized` (lower-cased) is what is unique and looked up. */
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    /** argon2id; null for accounts that only sign in with a provider. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    sex: sex('sex'),
    birthDate: date('birth_date'),
    country: text('country'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    status: accountStatus('status').notNull().default('active'),
    userType: userType('user_type').notNull().default('regular'),
    locale: text('locale').notNull().default('ar'),
    inviteCode: text('invite_code').notNull(),
    invitedBy: uuid('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Set by "delete my account"; the purge job removes the account 24 hours later. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * `lastLoginAt` with "never" as 1970-01-01: the NOT NULL column the admin list sorts by
     * (its cursor compares values, which a NULL would not).
     */
    lastLoginSort: timestamp('last_login_sort', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(last_login_at, '1970-01-01T00:00:00Z'::timestamptz)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_normalized_key').on(t.emailNormalized),
    index('users_last_login_sort_idx').on(t.lastLoginSort),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
    index('users_invited_by_idx').on(t.invitedBy),
    index('users_deletion_requested_idx').on(t.deletionRequestedAt),
    // Admin lists (newest first) and the sign-ups-per-day figure.
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type User = typeof users.$inferSelect;

/** A role groups permission strings (`view_shop`, `create_shop`, …). */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_name_key').on(t.name)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/**
 * A sign-in: one family of refresh tokens. Revoking it ends every token of the family and the
 * access tokens that name it (`sid`). `expiresAt` is the absolute lifetime.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256; each is used once (`usedAt`) and replaced. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** 5-digit email verification codes, stored hashed; one live code per user. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Password-reset tokens (in the mailed link), stored as SHA-256, single use. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

export const oauthProvider = pgEnum('oauth_provider', ['google', 'apple', 'facebook']);

/** A provider identity linked to a user (matched by provider + subject). */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: oauthProvider('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oauth_accounts_provider_subject_key').on(t.provider, t.subject)],
);

/** Pending authorization requests: `state` (hashed) → PKCE verifier and nonce. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: oauthProvider('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  locale: text('locale'),
  /** Hash of the browser-binding cookie set when the flow started (see issueLoginSession). */
  bindingHash: text('binding_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One-time ids the callback hands to the site; `GET /auth/oauth-session/{id}` redeems one.
 * `bindingHash`: the browser that started the OAuth flow (its cookie's hash); null for a
 * mobile handoff id, which the app redeems without a browser.
 */
export const oauthLoginSessions = pgTable('oauth_login_sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bindingHash: text('binding_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

// ─── Back-office (admin) ───────────────────────────────────────────────────────────────

export const auditAction = pgEnum('audit_action', [
  'create',
  'update',
  'delete',
  'restore',
  'hard_delete',
  'import',
]);

/**
 * One row per admin write, inserted in the write's own transaction (a failed write leaves no
 * row). `changes` maps each changed field to `{before, after}` (a create has only `after`, a
 * hard delete only `before`). The API never updates or deletes these rows.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null once the acting account is removed; `actorEmail` keeps who it was. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    /** The permission section written (`shop`, `coupon`, `user`, `role`, …). */
    section: text('section').notNull(),
    recordId: text('record_id').notNull(),
    /** A human label of the record at the time (its English name, email, …). */
    recordLabel: text('record_label'),
    action: auditAction('action').notNull(),
    changes: jsonb('changes')
      .$type<Record<string, { before?: unknown; after?: unknown }>>()
      .notNull()
      .default({}),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_record_idx').on(t.section, t.recordId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;

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

// ─── Ads, campaigns, short links ─────────────────────────────────────────────────────────

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

// ─── Products, prices, tracking and alerts; cartarm checkout rules ─────────────────────────

/**
 * A money amount: an exact decimal with two places (drizzle reads it as a string, so no value
 * ever passes through a floating-point number). Currencies are ISO 4217 codes beside it.
 */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

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
 * staff to judge, left out of the current price, the rollup and alerts. A removed observation
 * (deleted_at) is left out the same way.
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
    /** The signed-in reporter, when there was one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
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
