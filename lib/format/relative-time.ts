import { plainSpaces } from '@/lib/format/day';
import type { Locale } from '@/lib/i18n/routing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'minutes' | 'hours' | 'days'; count: number }
  | { kind: 'date'; text: string };

/**
 * "Just now" under a minute, then minutes, hours and days ago up to 2 days; after that a date with a
 * short month and 2-digit year (en-US in English; Arabic month names with Latin digits in Arabic).
 */
export function relativeTime(date: Date, now: Date, locale: Locale): RelativeTime {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return { kind: 'justNow' };
  if (elapsed < HOUR) return { kind: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { kind: 'hours', count: Math.floor(elapsed / HOUR) };
  if (elapsed <= 2 * DAY) return { kind: 'days', count: Math.floor(elapsed / DAY) };
  return { kind: 'date', text: shortDate(date, locale) };
}

/** "Nov 23, 26" / "23 نوفمبر 26". */
export function shortDate(date: Date, locale: Locale) {
  return plainSpaces(
    new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
      month: 'short',
      day: 'numeric',
      year: '2-digit',
      timeZone: 'UTC',
    }).format(date),
  );
}
