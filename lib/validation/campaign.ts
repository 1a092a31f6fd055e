// Campaigns: the generic resource's payloads (POST/PATCH /campaign,
// GET /campaign) and the public reads (GET /campaigns, GET /campaigns/{slug}).
import { z } from '@/lib/validation/zod';
import { COUNTRY_CODES } from '@/lib/countries';
import {
  bilingualOptional,
  bilingualOut,
  bilingualRequired,
  countriesSchema,
  dateTimeSchema,
  imageRefSchema,
  PLATFORMS,
  prioritySchema,
  RUN_STATUSES,
  slugSchema,
  uuidSchema,
} from './catalog-fields';
import { listQuerySchema, queryFlag } from './list-query';
import { shopListItemSchema, siteCouponSchema } from './shop';

/** Where a campaign shows; `ALL` means every surface. */
export const CAMPAIGN_PLATFORMS = PLATFORMS;
export const CAMPAIGN_STATUSES = RUN_STATUSES;

export type CampaignPlatform = (typeof CAMPAIGN_PLATFORMS)[number];

/** At most this many featured shops and coupons per campaign (one page shows them all). */
const CAMPAIGN_SHOPS_MAX = 100;
const CAMPAIGN_COUPONS_MAX = 200;

const platformSchema = z.enum(CAMPAIGN_PLATFORMS, {
  error: 'validation.campaign.platform_invalid',
});
const statusSchema = z.enum(CAMPAIGN_STATUSES, { error: 'validation.catalog.status_invalid' });
const countrySchema = z.enum(COUNTRY_CODES, { error: 'COUNTRY_INVALID' });

/** False when the end is not after the start. */
export function campaignEndsAfterStart(startsAt: Date, endsAt: Date): boolean {
  // A date that failed its own check reaches an object's refinement still as its input text:
  // only two dates are compared.
  if (!(startsAt instanceof Date) || !(endsAt instanceof Date)) return true;
  return endsAt.getTime() > startsAt.getTime();
}

export const CAMPAIGN_ENDS_BEFORE_START = 'validation.catalog.expires_before_start';

/** Ids in the order given, each once (the first place counts). */
const orderedIds = (max: number) =>
  z
    .array(uuidSchema)
    .max(max, 'validation.campaign.too_many')
    .transform((ids) => [...new Set(ids)]);

const campaignFields = {
  /** The public page's address: `/campaigns/{slug}` (both languages). */
  slug: slugSchema,
  name: bilingualRequired(120),
  description: bilingualOptional(5000),
  /** A media path (`/media/…`) or an http(s) image URL. */
  banner: imageRefSchema.nullable(),
  /** Running while `startsAt ≤ now < endsAt`. */
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  /** Country codes it shows in; empty: every country. */
  countries: countriesSchema,
  platforms: z
    .array(platformSchema)
    .min(1, 'validation.campaign.platforms_required')
    .max(CAMPAIGN_PLATFORMS.length)
    .transform((list) => [...new Set(list)]),
  status: statusSchema,
  /** Higher first. */
  priority: prioritySchema,
  /** Featured shops, in the order the page lists them. */
  shopIds: orderedIds(CAMPAIGN_SHOPS_MAX),
  /** Featured coupons, in the order the page lists them. */
  couponIds: orderedIds(CAMPAIGN_COUPONS_MAX),
};

export const campaignCreateSchema = z
  .object({
    ...campaignFields,
    description: campaignFields.description.default({ ar: '', en: '' }),
    banner: campaignFields.banner.default(null),
    countries: campaignFields.countries.default([]),
    platforms: campaignFields.platforms.default(['ALL']),
    status: campaignFields.status.default('ACTIVE'),
    priority: campaignFields.priority.default(0),
    shopIds: campaignFields.shopIds.default([]),
    couponIds: campaignFields.couponIds.default([]),
  })
  .refine((v) => campaignEndsAfterStart(v.startsAt, v.endsAt), {
    path: ['endsAt'],
    message: CAMPAIGN_ENDS_BEFORE_START,
  });

/**
 * PATCH: any subset; the end is checked against the stored start (and vice versa). `shopIds`
 * and `couponIds` replace the whole ordered list.
 */
export const campaignUpdateSchema = z
  .object(campaignFields)
  .partial()
  .refine((v) => !v.startsAt || !v.endsAt || campaignEndsAfterStart(v.startsAt, v.endsAt), {
    path: ['endsAt'],
    message: CAMPAIGN_ENDS_BEFORE_START,
  });

export const CAMPAIGN_SORTS = ['startsAt', 'priority', 'createdAt', 'nameEn'] as const;

export const campaignListQuerySchema = listQuerySchema(CAMPAIGN_SORTS, '-startsAt').extend({
  status: statusSchema.optional(),
  /** Campaigns shown in this country: listed in it, or in every country. */
  country: countrySchema.optional(),
  /** `true`: only campaigns running now (ACTIVE and inside their dates); `false`: the others. */
  running: queryFlag.optional(),
});

/** What the admin's and the public answers share. */
const campaignOut = z.object({
  id: z.string(),
  slug: z.string(),
  name: bilingualOut,
  description: bilingualOut,
  banner: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  countries: z.array(z.string()),
  platforms: z.array(z.enum(CAMPAIGN_PLATFORMS)),
  priority: z.number().int(),
  updatedAt: z.string(),
});

/** A campaign as GET/POST/PATCH /campaign answer it (everything needs view_campaign). */
export const campaignResourceSchema = campaignOut.extend({
  status: z.enum(CAMPAIGN_STATUSES),
  /** In the page's order (deleted shops too, so staff see what is linked). */
  shopIds: z.array(z.string()),
  couponIds: z.array(z.string()),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});

// ─── Public reads ───────────────────────────────────────────────────────────────────────────

export const runningCampaignsQuerySchema = z.object({
  /**
   * A country code; `all`: campaigns of every country (the sitemap). Absent: the caller's country
   * (the edge's country header, as `GET /geolocation` reads it); unknown → campaigns for every
   * country only.
   */
  country: z.union([countrySchema, z.literal('all')], { error: 'COUNTRY_INVALID' }).optional(),
  /** The caller's surface; `ALL` matches every campaign. */
  platform: platformSchema.default('WEBSITE'),
});

export const campaignSlugParamSchema = z.object({ slug: slugSchema });

/** A usable coupon of a campaign, with the shop it belongs to. */
const campaignCouponSchema = siteCouponSchema.extend({
  shop: shopListItemSchema.pick({ id: true, name: true, slug: true, logo: true }),
});

/** A running campaign as `GET /campaigns` answers it: its active shops and usable coupons. */
export const publicCampaignSchema = campaignOut.extend({
  /** Active, not deleted shops in the campaign's order, with their usable coupon counts. */
  shops: z.array(shopListItemSchema),
  /** Usable coupons (the store page's rules) of active shops, in the campaign's order. */
  coupons: z.array(campaignCouponSchema),
});

export type CampaignCreateInput = z.infer<typeof campaignCreateSchema>;
export type CampaignUpdateInput = z.infer<typeof campaignUpdateSchema>;
export type CampaignOut = z.infer<typeof campaignOut>;
export type CampaignResource = z.infer<typeof campaignResourceSchema>;
export type CampaignCoupon = z.infer<typeof campaignCouponSchema>;
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;
