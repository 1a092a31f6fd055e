// Ads (filtered by platform and country): the generic resource's payloads (POST/PATCH /ads,
// GET /ads), the public reads (GET /ads/active, /ads/extension/banner, /ads/mobile/banner)
// and the per-day figures (GET /ads/{id}/stats).
import { z } from '@/lib/validation/zod';
import { COUNTRY_CODES } from '@/lib/countries';
import {
  bilingualOptional,
  bilingualOut,
  bilingualRequired,
  countriesSchema,
  dateTimeSchema,
  httpUrlSchema,
  imageRefSchema,
  PLATFORMS,
  prioritySchema,
  RUN_STATUSES,
  type Platform,
} from './catalog-fields';
import { insightsQuerySchema } from './insights';
import { listQuerySchema, queryFlag } from './list-query';

/** Where an ad shows; an ad for `ALL` shows on every surface. */
export const AD_PLATFORMS = PLATFORMS;
/** The slot an ad fills. */
export const AD_PLACEMENTS = ['EXTENSION_BANNER', 'MOBILE_BANNER', 'IN_LIST'] as const;
export const AD_STATUSES = RUN_STATUSES;

export type AdPlatform = Platform;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

const platformSchema = z.enum(AD_PLATFORMS, { error: 'validation.ads.platform_invalid' });
const placementSchema = z.enum(AD_PLACEMENTS, { error: 'validation.ads.placement_invalid' });
const statusSchema = z.enum(AD_STATUSES, { error: 'validation.catalog.status_invalid' });
const countrySchema = z.enum(COUNTRY_CODES, { error: 'COUNTRY_INVALID' });

/** False when both dates are set and the end is not after the start. */
export function endsAfterStart(startsAt: Date | null, endsAt: Date | null): boolean {
  // A date that failed its own check reaches an object's refinement still as its input text:
  // only two dates are compared.
  if (!(startsAt instanceof Date) || !(endsAt instanceof Date)) return true;
  return endsAt.getTime() > startsAt.getTime();
}

export const ENDS_BEFORE_START = 'validation.catalog.expires_before_start';

const adFields = {
  title: bilingualRequired(120),
  text: bilingualOptional(500),
  /** A media path (`/media/…`) or an http(s) image URL. */
  image: imageRefSchema.nullable(),
  /** Where a click goes: only http(s). */
  targetUrl: httpUrlSchema,
  platform: platformSchema,
  /** Country codes it shows in; empty: every country. */
  countries: countriesSchema,
  placement: placementSchema,
  /** Null: running since forever / for ever. The end is excluded (running while now < endsAt). */
  startsAt: dateTimeSchema.nullable(),
  endsAt: dateTimeSchema.nullable(),
  /** Higher first. */
  priority: prioritySchema,
  status: statusSchema,
};

export const adCreateSchema = z
  .object({
    ...adFields,
    text: adFields.text.default({ ar: '', en: '' }),
    image: adFields.image.default(null),
    platform: adFields.platform.default('ALL'),
    countries: adFields.countries.default([]),
    startsAt: adFields.startsAt.default(null),
    endsAt: adFields.endsAt.default(null),
    priority: adFields.priority.default(0),
    status: adFields.status.default('ACTIVE'),
  })
  .refine((v) => endsAfterStart(v.startsAt, v.endsAt), {
    path: ['endsAt'],
    message: ENDS_BEFORE_START,
  });

/** PATCH: any subset; the end is checked against the stored start (and vice versa). */
export const adUpdateSchema = z
  .object(adFields)
  .partial()
  .refine((v) => endsAfterStart(v.startsAt ?? null, v.endsAt ?? null), {
    path: ['endsAt'],
    message: ENDS_BEFORE_START,
  });

export const AD_SORTS = ['priority', 'createdAt', 'impressions', 'clicks'] as const;

export const adListQuerySchema = listQuerySchema(AD_SORTS, '-priority').extend({
  status: statusSchema.optional(),
  platform: platformSchema.optional(),
  placement: placementSchema.optional(),
  /** Ads shown in this country: listed in it, or in every country. */
  country: countrySchema.optional(),
  /** `true`: only ads running now (ACTIVE and inside their dates); `false`: the others. */
  running: queryFlag.optional(),
});

/** An ad as GET/POST/PATCH /ads answer it (everything needs view_ads). */
export const adResourceSchema = z.object({
  id: z.string(),
  title: bilingualOut,
  text: bilingualOut,
  image: z.string().nullable(),
  targetUrl: z.string(),
  platform: z.enum(AD_PLATFORMS),
  countries: z.array(z.string()),
  placement: z.enum(AD_PLACEMENTS),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  priority: z.number().int(),
  status: z.enum(AD_STATUSES),
  impressions: z.number().int(),
  clicks: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});

/** What the extension, the app and the site get of a running ad. */
export const publicAdSchema = adResourceSchema.pick({
  id: true,
  title: true,
  text: true,
  image: true,
  targetUrl: true,
  platform: true,
  placement: true,
  priority: true,
  endsAt: true,
});

/** GET /ads/active: `platform` absent or ALL → every platform; `country` defaults to the caller's. */
export const activeAdsQuerySchema = z.object({
  platform: platformSchema.optional(),
  placement: placementSchema.optional(),
  country: countrySchema.optional(),
});

/** GET /ads/extension/banner and /ads/mobile/banner. */
export const bannerAdsQuerySchema = z.object({ country: countrySchema.optional() });

/** `country`: the one the ads were chosen for (null: unknown, so only ads for every country). */
export const publicAdsSchema = z.object({
  country: z.string().nullable(),
  items: z.array(publicAdSchema),
});

/** GET /ads/{id}/stats: UTC days as GET /insights/* take them (default the last 30 days). */
export const adStatsQuerySchema = insightsQuerySchema;

const dayFigures = {
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** clicks ÷ impressions (0 without impressions), rounded to 4 decimals. */
  ctr: z.number(),
};

export const adStatsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  totals: z.object(dayFigures),
  /** Every day of the range, zeros included. */
  days: z.array(z.object({ day: z.string(), ...dayFigures })),
});

/** clicks ÷ impressions, 0 without impressions, rounded to 4 decimals. */
export const clickThroughRate = (impressions: number, clicks: number) =>
  impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0;

export type AdCreateInput = z.infer<typeof adCreateSchema>;
export type AdUpdateInput = z.infer<typeof adUpdateSchema>;
export type AdResource = z.infer<typeof adResourceSchema>;
export type PublicAd = z.infer<typeof publicAdSchema>;
export type AdStats = z.infer<typeof adStatsSchema>;
