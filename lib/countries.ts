/** The 19 countries a profile may name, each with its English and Arabic name. */
export const COUNTRIES = [
  { code: 'eg', en: 'Egypt', ar: 'مصر' },
  { code: 'sa', en: 'Saudi Arabia', ar: 'السعودية' },
  { code: 'ae', en: 'United Arab Emirates', ar: 'الإمارات' },
  { code: 'kw', en: 'Kuwait', ar: 'الكويت' },
  { code: 'jo', en: 'Jordan', ar: 'الأردن' },
  { code: 'ma', en: 'Morocco', ar: 'المغرب' },
  { code: 'lb', en: 'Lebanon', ar: 'لبنان' },
  { code: 'dz', en: 'Algeria', ar: 'الجزائر' },
  { code: 'qa', en: 'Qatar', ar: 'قطر' },
  { code: 'om', en: 'Oman', ar: 'عُمان' },
  { code: 'iq', en: 'Iraq', ar: 'العراق' },
  { code: 'bh', en: 'Bahrain', ar: 'البحرين' },
  { code: 'ps', en: 'Palestine', ar: 'فلسطين' },
  { code: 'tn', en: 'Tunisia', ar: 'تونس' },
  { code: 'us', en: 'United States', ar: 'الولايات المتحدة' },
  { code: 'ly', en: 'Libya', ar: 'ليبيا' },
  { code: 'sd', en: 'Sudan', ar: 'السودان' },
  { code: 'ye', en: 'Yemen', ar: 'اليمن' },
  { code: 'tr', en: 'Turkey', ar: 'تركيا' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['code'];

export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** Country headers set by the CDN / load balancer in front of us, most trusted first. */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country'];

/**
 * The country the edge's country header names, or null when no header names one of our
 * countries. `header` reads a request header by name. Any client can send these headers: the
 * server takes them only from a trusted proxy (`edgeCountry` in server/client-address.ts); the
 * proxy uses this to pick which cached home page to render, a choice `?country=` offers anyway.
 */
export function callerCountry(header: (name: string) => string | null | undefined) {
  const raw = COUNTRY_HEADERS.map((h) => header(h)?.toLowerCase()).find(Boolean);
  return isCountryCode(raw) ? raw : null;
}
