// Field schemas shared by the catalogue resources (shop, category, coupon, provider). Messages
// are translation keys (`validation.catalog.*`) or the upper-case field codes (`COUNTRY_INVALID`).
import { z } from '@/lib/validation/zod';
import { COUNTRY_CODES } from '@/lib/countries';

/** An absolute http(s) URL without credentials: `javascript:`, `data:` and the like are refused. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname.length > 0 &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

export const httpUrlSchema = z
  .string({ error: 'validation.catalog.url_invalid' })
  .trim()
  .max(2048, 'validation.catalog.url_invalid')
  .refine(isHttpUrl, 'validation.catalog.url_invalid');

/** An image: an http(s) URL or a path on this site (`/media/…`, never `//host`). */
export const imageRefSchema = z
  .string({ error: 'validation.catalog.image_invalid' })
  .trim()
  .max(2048, 'validation.catalog.image_invalid')
  .refine(
    (v) => isHttpUrl(v) || /^\/(?!\/)[\w\-./%]*$/.test(v),
    'validation.catalog.image_invalid',
  );

/** Where an ad or a campaign shows; `ALL` means every surface. */
export const PLATFORMS = [
  'MOBILE_APP',
  'BROWSER_EXTENSION',
  'WEBSITE',
  'SOCIAL_MEDIA',
  'ALL',
] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Ads and campaigns run while ACTIVE and inside their dates; PAUSED stops them at once. */
export const RUN_STATUSES = ['ACTIVE', 'PAUSED'] as const;

/** Lower-case, url-safe: `noon`, `h-and-m`. */
export const slugSchema = z
  .string({ error: 'validation.catalog.required' })
  .trim()
  .min(1, 'validation.catalog.required')
  .max(100, 'validation.catalog.slug_invalid')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.catalog.slug_invalid');

/** As `slugSchema`, Arabic letters and digits allowed too (no diacritics, no tatweel). */
export const arabicSlugSchema = z
  .string({ error: 'validation.catalog.required' })
  .trim()
  .min(1, 'validation.catalog.required')
  .max(100, 'validation.catalog.slug_invalid')
  .regex(
    /^[a-z0-9\u0621-\u063A\u0641-\u064A\u0660-\u0669\u0671-\u06D3]+(?:-[a-z0-9\u0621-\u063A\u0641-\u064A\u0660-\u0669\u0671-\u06D3]+)*$/,
    'validation.catalog.slug_invalid',
  );

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.catalog.required' })
    .trim()
    .min(1, 'validation.catalog.required')
    .max(max);

/** `{ ar, en }`, both required. */
export const bilingualRequired = (max = 120) =>
  z.object({ ar: requiredText(max), en: requiredText(max) });

/** `{ ar, en }`, either may be empty. */
export const bilingualOptional = (max = 5000) =>
  z.object({ ar: z.string().trim().max(max), en: z.string().trim().max(max) });

/** Country codes of lib/countries.ts, each once. */
export const countriesSchema = z
  .array(z.enum(COUNTRY_CODES, { error: 'COUNTRY_INVALID' }))
  .max(COUNTRY_CODES.length)
  .transform((list) => [...new Set(list)]);

export const prioritySchema = z
  .number({ error: 'validation.catalog.priority_invalid' })
  .int('validation.catalog.priority_invalid')
  .min(0, 'validation.catalog.priority_invalid')
  .max(1000, 'validation.catalog.priority_invalid');

export const uuidSchema = z.uuid({ error: 'validation.catalog.id_invalid' });

/** An ISO 8601 date-time with offset (`2026-01-31T00:00:00Z`) as a Date. */
export const dateTimeSchema = z
  .string({ error: 'validation.catalog.date_invalid' })
  .pipe(z.iso.datetime({ offset: true, error: 'validation.catalog.date_invalid' }))
  .transform((v) => new Date(v));

/** Bilingual value as it leaves the API. */
export const bilingualOut = z.object({ ar: z.string(), en: z.string() });
