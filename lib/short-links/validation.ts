// The link shortener (short links, among them the four download links; section `shortner`): POST, PATCH,
// GET /shortner and GET /shortner/{id}/stats. Messages are translation keys (`validation.*`).
import { z } from '@/lib/validation/zod';
import { DOWNLOAD_TARGETS } from '@/lib/downloads';
import { dateTimeSchema, httpUrlSchema } from '../validation/catalog-fields';
import { listQuerySchema, queryFlag } from '../validation/list-query';

/** The per-platform targets a link may have (the download links': lib/downloads.ts picks one by UA). */
export const SHORT_LINK_PLATFORMS = DOWNLOAD_TARGETS;
export type ShortLinkPlatform = (typeof SHORT_LINK_PLATFORMS)[number];

/** How clicks are counted by platform: the four targets, and everything else. */
export const CLICK_PLATFORMS = [...SHORT_LINK_PLATFORMS, 'other'] as const;
export type ClickPlatform = (typeof CLICK_PLATFORMS)[number];

/**
 * Slugs no link may take: every top-level path of the site and its API (so `/{slug}` on a link
 * domain that is also the site never hides a page), and the locales.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // locales and framework paths
  'ar',
  'en',
  'api',
  'l',
  'go',
  'media',
  'fonts',
  'static',
  'sitemap',
  'robots',
  'icon',
  'apple-touch-icon',
  'logo',
  // back-office
  'admin',
  // account screens
  'signin',
  'signup',
  'login',
  'register',
  'logout',
  'verify',
  'dashboard',
  'forgot-password',
  'reset-password',
  'profile-setup',
  'mobile-app-loading',
  'oauth',
  'account',
  'profile',
  // public pages
  'shop',
  'shops',
  'store',
  'stores',
  'campaign',
  'campaigns',
  'contact',
  'privacy-policy',
  'privacy',
  'terms',
  'installed',
  'uninstall',
  'auto-dl',
  'loading',
  'test',
  'blog',
  'help',
  'about',
  'download',
  'downloads',
]);

const SLUG_RE = /^[a-z0-9][a-z0-9-]{1,63}$/;

/** A chosen slug: 2–64 of `a-z 0-9 -`, not starting with `-`, lower-cased, not reserved. */
const shortLinkSlugSchema = z
  .string({ error: 'validation.shortner.slug_invalid' })
  .trim()
  .toLowerCase()
  .regex(SLUG_RE, { error: 'validation.shortner.slug_invalid', abort: true })
  .refine((slug) => !RESERVED_SLUGS.has(slug), 'validation.shortner.slug_reserved');

/** A slug as the redirect reads it from a path (no schema: the hot path stays cheap). */
export function isShortLinkSlug(value: string): boolean {
  return SLUG_RE.test(value) && !RESERVED_SLUGS.has(value);
}

const SHORT_LINK_TAGS_MAX = 20;
const SHORT_LINK_TAG_MAX = 40;

const tagsSchema = z
  .array(
    z
      .string({ error: 'validation.shortner.tag_invalid' })
      .trim()
      .toLowerCase()
      .min(1, 'validation.shortner.tag_invalid')
      .max(SHORT_LINK_TAG_MAX, 'validation.shortner.tag_max'),
  )
  .max(SHORT_LINK_TAGS_MAX, 'validation.shortner.tags_max')
  .transform((tags) => [...new Set(tags)]);

/** `{android?, ios?, chrome?, firefox?}`, each an http(s) URL; other keys are dropped. */
const shortLinkTargetsSchema = z.object({
  android: httpUrlSchema.optional(),
  ios: httpUrlSchema.optional(),
  chrome: httpUrlSchema.optional(),
  firefox: httpUrlSchema.optional(),
});
export type ShortLinkTargets = z.infer<typeof shortLinkTargetsSchema>;

const shortLinkFields = {
  slug: shortLinkSlugSchema,
  /** Where the link goes when no platform target applies: http(s) only. */
  targetUrl: httpUrlSchema,
  targets: shortLinkTargetsSchema,
  title: z
    .string({ error: 'validation.shortner.title_max' })
    .trim()
    .max(200, 'validation.shortner.title_max'),
  tags: tagsSchema,
  /** After this instant the link answers 410 Gone. */
  expiresAt: dateTimeSchema.nullable(),
};

/** POST /shortner: without `slug`, one of 7 random characters is made. */
export const shortLinkCreateSchema = z.object({
  ...shortLinkFields,
  slug: shortLinkFields.slug.optional(),
  targets: shortLinkFields.targets.default({}),
  title: shortLinkFields.title.default(''),
  tags: shortLinkFields.tags.default([]),
  expiresAt: shortLinkFields.expiresAt.default(null),
});

/** PATCH /shortner/{id}: any subset; `targets` and `tags` replace the stored ones. */
export const shortLinkUpdateSchema = z.object(shortLinkFields).partial();

export const shortLinkListQuerySchema = listQuerySchema(
  ['createdAt', 'updatedAt', 'clicks', 'slug'],
  '-createdAt',
).extend({
  /** Links carrying this tag. */
  tag: z
    .string()
    .trim()
    .toLowerCase()
    .max(SHORT_LINK_TAG_MAX, 'validation.shortner.tag_max')
    .optional(),
  /** `true`: expired links only; `false`: links that still redirect. */
  expired: queryFlag.optional(),
});

/** A short link as the API answers it (every read needs view_shortner). */
export const shortLinkResourceSchema = z.object({
  id: z.string(),
  slug: z.string(),
  targetUrl: z.string(),
  targets: z.object({
    android: z.string().optional(),
    ios: z.string().optional(),
    chrome: z.string().optional(),
    firefox: z.string().optional(),
  }),
  title: z.string(),
  tags: z.array(z.string()),
  expiresAt: z.string().nullable(),
  clicks: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});

const clicks = z.number().int();

/** GET /shortner/{id}/stats: a range of whole UTC days, both ends included. */
export const shortLinkStatsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  /** Clicks in the range. */
  total: clicks,
  /** Every day of the range, zeros included. */
  perDay: z.array(z.object({ day: z.string(), clicks })),
  /** Country codes; `unknown` where the edge named none of ours. Most clicks first. */
  byCountry: z.array(z.object({ country: z.string(), clicks })),
  byPlatform: z.array(z.object({ platform: z.enum(CLICK_PLATFORMS), clicks })),
  /** Referring hosts, most clicks first (at most 10); `''` is a click without a referrer. */
  topReferrers: z.array(z.object({ host: z.string(), clicks })),
});

export type ShortLinkResource = z.infer<typeof shortLinkResourceSchema>;
export type ShortLinkStats = z.infer<typeof shortLinkStatsSchema>;
