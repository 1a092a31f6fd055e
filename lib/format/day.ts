import type { Locale } from '@/lib/i18n/routing';

/** The `Intl` locale of a language: Arabic with Latin digits, as on the whole site. */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : 'en-US';
}

/** A `2026-11-25` day as a short date ("Nov 25" / "25 نوفمبر"), read in UTC so it never shifts. */
export function formatDay(day: string, locale: Locale, withYear = false): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(day));
}
