import type { Locale } from '@/lib/i18n/routing';

/** The `Intl` locale of a language: Arabic with Latin digits, as on the whole site. */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : 'en-US';
}

/**
 * The text of a formatted date with plain spaces. ICU versions space dates differently: Node
 * 24's ICU writes a thin space (U+2009) around a range's dash and a narrow no-break space
 * (U+202F) before AM/PM where Chromium's writes plain ones. A date rendered on the server and
 * hydrated in the browser must read the same in both, or React throws a hydration error (#418).
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00A0\u2009\u202F]/g, ' ');
}

/** A `2026-11-25` day as a short date ("Nov 25" / "25 نوفمبر"), read in UTC so it never shifts. */
export function formatDay(day: string, locale: Locale, withYear = false): string {
  return plainSpaces(
    new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(new Date(day)),
  );
}
