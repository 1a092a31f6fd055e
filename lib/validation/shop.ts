import { z } from '@/lib/validation/zod';
import { COUNTRY_CODES } from '@/lib/countries';
import { normalizeHostEntry, SHOP_HOSTS_MAX } from '@/lib/shops/hosts';
import {
  arabicSlugSchema,
  bilingualOptional,
  bilingualOut,
  bilingualRequired,
  countriesSchema,
  httpUrlSchema,
  imageRefSchema,
  prioritySchema,
  slugSchema,
  uuidSchema,
} from './catalog-fields';
import { listQuerySchema } from './list-query';

/** First letters the directory browses by: a–z, and `#` for names starting with anything else. */
export const DIRECTORY_LETTERS = [...'abcdefghijklmnopqrstuvwxyz', '#'] as const;

export const shopListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  /** Store name in either language; Arabic letter variants and case do not matter. */
  q: z.string().trim().max(100, 'validation.search.max').optional(),
  /** A category slug. */
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'validation.category.invalid')
    .optional(),
  /** First letter of the English name. */
  letter: z.enum(DIRECTORY_LETTERS, { error: 'validation.letter.invalid' }).optional(),
});

export type ShopListQuery = z.infer<typeof shopListQuerySchema>;

const bilingual = z.object({ ar: z.string(), en: z.string() });

export const shopListItemSchema = z.object({
  id: z.string(),
  name: bilingual,
  slug: bilingual,
  logo: z.string().nullable(),
  couponCount: z.number().int(),
  updatedAt: z.string(),
});

export type ShopListItem = z.infer<typeof shopListItemSchema>;

export const siteCouponSchema = z.object({
  id: z.string(),
  /** Null for a deal that needs no code. */
  code: z.string().nullable(),
  title: bilingual,
  description: bilingual,
  discount: bilingual,
  countries: z.array(z.string()),
  expiresAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  uses: z.number().int(),
  votesWorked: z.number().int(),
  votesFailed: z.number().int(),
  /** Automatic tries the extension reported at checkout (POST /coupon/{id}/result). */
  autoWorked: z.number().int(),
  autoFailed: z.number().int(),
  /**
   * The declared fields the card shows besides these (lib/validation/coupon.ts marks them
   * `card`), as the API presents them; those without a value are left out.
   */
  facts: z.array(z.object({ name: z.string(), kind: z.string(), value: z.unknown() })),
});

export type SiteCoupon = z.infer<typeof siteCouponSchema>;

/**
 * The success rate a coupon shows: shoppers' votes and the extension's automatic tries
 * together, each report counting once; null before any.
 */
export function couponSuccessPercent(
  c: Pick<SiteCoupon, 'votesWorked' | 'votesFailed' | 'autoWorked' | 'autoFailed'>,
): number | null {
  const worked = c.votesWorked + c.autoWorked;
  const total = worked + c.votesFailed + c.autoFailed;
  return total ? Math.round((worked / total) * 100) : null;
}

export const shopPageSchema = shopListItemSchema.extend({
  description: bilingual,
  websiteHost: z.string(),
  countries: z.array(z.string()),
  categories: z.array(z.object({ slug: z.string(), name: bilingual })),
  updatedAt: z.string(),
  /** Usable now: active, started, not expired. */
  coupons: z.array(siteCouponSchema),
  /** Active codes whose end date passed in the last 90 days, newest first. */
  expiredCoupons: z.array(siteCouponSchema),
  /** Stores sharing a category, most shared categories and priority first. */
  similar: z.array(shopListItemSchema),
});

export type ShopPage = z.infer<typeof shopPageSchema>;

export const siteCategorySchema = z.object({
  slug: z.string(),
  name: bilingual,
  icon: z.string().nullable(),
  shopCount: z.number().int(),
});

export type SiteCategory = z.infer<typeof siteCategorySchema>;

// ─── Back-office: the generic catalogue API (POST /shop, PATCH /shop/{id}, GET /shop) ───────

export const SHOP_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

const shopStatusSchema = z.enum(SHOP_STATUSES, { error: 'validation.catalog.status_invalid' });

const SHOP_MESSAGES = {
  hostInvalid: 'validation.shop.host_invalid',
  hostsMax: 'validation.shop.hosts_max',
} as const;

/**
 * One host entry (lib/shops/hosts.ts): a host or a host and up to two path segments, typed
 * any way (`https://www.IKEA.com/ae/`), stored normalized (`ikea.com/ae`).
 */
const hostEntrySchema = z.string({ error: SHOP_MESSAGES.hostInvalid }).transform((text, ctx) => {
  const entry = normalizeHostEntry(text);
  if (entry === null) ctx.addIssue({ code: 'custom', message: SHOP_MESSAGES.hostInvalid });
  return entry ?? '';
});

/** Up to 50 entries, each once; the website's own entry is added when none covers it. */
const shopHostsSchema = z
  .array(hostEntrySchema, { error: SHOP_MESSAGES.hostInvalid })
  .max(SHOP_HOSTS_MAX, SHOP_MESSAGES.hostsMax)
  .transform((list) => [...new Set(list)]);

const shopFields = {
  name: bilingualRequired(120),
  /** `en`: lower-case url-safe; `ar` may hold Arabic letters too. */
  slug: z.object({ ar: arabicSlugSchema, en: slugSchema }),
  description: bilingualOptional(5000),
  logo: imageRefSchema.nullable(),
  /** Only http(s) addresses: the site links to them and /go redirects to them. */
  websiteUrl: httpUrlSchema,
  /** Where the shop's pages are (GET /shop/lookup matches them); see lib/shops/hosts.ts. */
  hosts: shopHostsSchema,
  affiliateUrl: httpUrlSchema.nullable(),
  providerId: uuidSchema.nullable(),
  categoryIds: z
    .array(uuidSchema)
    .max(50)
    .transform((ids) => [...new Set(ids)]),
  countries: countriesSchema,
  status: shopStatusSchema,
  priority: prioritySchema,
};

export const shopCreateSchema = z.object({
  ...shopFields,
  description: shopFields.description.default({ ar: '', en: '' }),
  logo: shopFields.logo.default(null),
  hosts: shopFields.hosts.default([]),
  affiliateUrl: shopFields.affiliateUrl.default(null),
  providerId: shopFields.providerId.default(null),
  categoryIds: shopFields.categoryIds.default([]),
  countries: shopFields.countries.default([]),
  status: shopFields.status.default('ACTIVE'),
  priority: shopFields.priority.default(0),
});

/** PATCH: any subset of the create fields; `categoryIds` replaces the whole list. */
export const shopUpdateSchema = z.object(shopFields).partial();

export const shopAdminListQuerySchema = listQuerySchema(
  ['priority', 'nameEn', 'nameAr', 'createdAt', 'updatedAt', 'clicks'],
  '-priority',
).extend({
  status: shopStatusSchema.optional(),
  country: z.enum(COUNTRY_CODES, { error: 'COUNTRY_INVALID' }).optional(),
  categoryId: uuidSchema.optional(),
  providerId: uuidSchema.optional(),
});

/** A shop as GET/POST/PATCH /shop answer it; the marked fields only for holders of view_shop. */
export const shopResourceSchema = z.object({
  id: z.string(),
  name: bilingualOut,
  slug: bilingualOut,
  description: bilingualOut,
  logo: z.string().nullable(),
  websiteUrl: z.string(),
  /** The host entries GET /shop/lookup matches pages by (lib/shops/hosts.ts). */
  hosts: z.array(z.string()),
  categoryIds: z.array(z.string()),
  countries: z.array(z.string()),
  status: z.enum(SHOP_STATUSES),
  priority: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  /** view_shop only. */
  affiliateUrl: z.string().nullable().optional(),
  /** view_shop only. */
  providerId: z.string().nullable().optional(),
  /** view_shop only. */
  clicks: z.number().int().optional(),
});

export type ShopCreateInput = z.infer<typeof shopCreateSchema>;
export type ShopUpdateInput = z.infer<typeof shopUpdateSchema>;
export type ShopResource = z.infer<typeof shopResourceSchema>;
