import { intlLocale, plainSpaces } from '@/lib/format/day';
import type { Locale } from '@/lib/i18n/routing';

export { formatDay, intlLocale } from '@/lib/format/day';

/** A day as the URL and the insights API write it: `2026-11-25`. */
export type Day = string;

export interface DayRange {
  from: Day;
  to: Day;
}

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** The range shown when the URL names none. */
export const DEFAULT_PRESET: RangePreset = 30;
/** Longest range the picker accepts (the charts have one point a day). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The UTC day of an instant. The insights count whole UTC days, and the page hands the
 * server's "today" to the browser so both render the same range.
 */
export function dayOf(date: Date): Day {
  return date.toISOString().slice(0, 10);
}

export function isDay(value: unknown): value is Day {
  return typeof value === 'string' && DAY_RE.test(value) && !Number.isNaN(Date.parse(value));
}

/** `day` moved by `days` (calendar arithmetic on the UTC date, so no DST surprises). */
function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Number of days from `from` to `to`, both included. */
export function rangeLength({ from, to }: DayRange): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

/** The last `days` days up to and including today. */
export function presetRange(days: RangePreset, today: Day): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The preset a range equals (ending today), or null for a custom range. */
export function presetOf(range: DayRange, today: Day): RangePreset | null {
  if (range.to !== today) return null;
  return RANGE_PRESETS.find((n) => range.from === addDays(today, -(n - 1))) ?? null;
}

/**
 * The range the URL asks for, made sensible: missing or broken days fall back to the default
 * preset, reversed days are swapped, the end is never after today and the span is capped.
 */
export function resolveRange(from: string | null, to: string | null, today: Day): DayRange {
  if (!isDay(from) && !isDay(to)) return presetRange(DEFAULT_PRESET, today);
  let end = isDay(to) ? to : today;
  let start = isDay(from) ? from : addDays(end, -(DEFAULT_PRESET - 1));
  if (start > end) [start, end] = [end, start];
  if (end > today) end = today;
  if (start > end) start = end;
  if (rangeLength({ from: start, to: end }) > MAX_RANGE_DAYS) {
    start = addDays(end, -(MAX_RANGE_DAYS - 1));
  }
  return { from: start, to: end };
}

/** Every day of the range, in order. */
function daysOf(range: DayRange): Day[] {
  const n = Math.max(0, rangeLength(range));
  return Array.from({ length: n }, (_, i) => addDays(range.from, i));
}

/**
 * One row a day across the range: the API's rows where it has them, zeros elsewhere (a day
 * without sign-ups or clicks is a real zero, and the axis should not skip it).
 */
export function fillDays<const K extends string>(
  range: DayRange,
  rows: readonly ({ day: string } & Record<NoInfer<K>, number>)[],
  keys: readonly K[],
): ({ day: Day } & Record<K, number>)[] {
  const byDay = new Map(rows.map((r) => [r.day.slice(0, 10), r]));
  return daysOf(range).map((day) => {
    const row = byDay.get(day);
    const values = Object.fromEntries(keys.map((k) => [k, row?.[k] ?? 0])) as Record<K, number>;
    return { day, ...values };
  });
}

/** A range as one phrase ("Oct 27 – Nov 25, 2026"). */
export function formatRange(range: DayRange, locale: Locale): string {
  return plainSpaces(
    new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatRange(new Date(range.from), new Date(range.to)),
  );
}
