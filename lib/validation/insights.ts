// GET /insights/users and /insights/catalog: a range of whole UTC days, both ends included.
import { z } from '@/lib/validation/zod';

const INSIGHTS_DEFAULT_DAYS = 30;
const INSIGHTS_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a real calendar day. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const daySchema = z.string().refine(isDay, 'validation.insights.day_invalid');

export const insightsQuerySchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
});
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

export interface DayRange {
  from: string;
  to: string;
}

/** The UTC day of an instant. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** `day` moved by `days`. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Every day from `from` to `to`, both included. */
export function daysOf({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The range asked for: by default the last 30 days ending today (UTC); `from` alone runs to
 * today, `to` alone starts 29 days before it. Refused (a `details` item) when `from` is after
 * `to` or the range is longer than 366 days.
 */
export function resolveInsightsRange(
  query: InsightsQuery,
  today: string,
): { range: DayRange } | { error: { key: string; message: string } } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(INSIGHTS_DEFAULT_DAYS - 1));
  if (from > to) return { error: { key: 'from', message: 'validation.insights.range_order' } };
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (days > INSIGHTS_MAX_DAYS) {
    return { error: { key: 'to', message: 'validation.insights.range_max' } };
  }
  return { range: { from, to } };
}

const rangeSchema = z.object({ from: z.string(), to: z.string() });
const count = z.number().int();
/**
 * Accounts not deleted: totals and breakdowns describe all of them; `newInRange` and
 * `signupsPerDay` (every day of the range, zeros included) the range. A missing country counts
 * as `unknown`.
 */
export const userInsightsSchema = z.object({
  range: rangeSchema,
  total: z.number().int(),
  verified: z.number().int(),
  newInRange: z.number().int(),
  verifiedShare: z.object({ verified: z.number().int(), unverified: z.number().int() }),
  signupsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  byCountry: z.array(z.object({ country: z.string(), count })),
  byType: z.array(z.object({ type: z.string(), count })),
  byStatus: z.array(z.object({ status: z.string(), count })),
});

/**
 * Shops and coupons not deleted, and the per-day counters (`shop_daily_stats`) of the range:
 * clicks and votes for every day (zeros included), the 10 shops with the most clicks.
 */
export const catalogInsightsSchema = z.object({
  range: rangeSchema,
  activeShops: z.number().int(),
  totalShops: z.number().int(),
  couponsByStatus: z.array(z.object({ status: z.string(), count })),
  clicksInRange: z.number().int(),
  clicksPerDay: z.array(z.object({ day: z.string(), clicks: z.number().int() })),
  votesPerDay: z.array(
    z.object({ day: z.string(), worked: z.number().int(), failed: z.number().int() }),
  ),
  topShops: z.array(
    z.object({
      id: z.string(),
      nameAr: z.string(),
      nameEn: z.string(),
      clicks: z.number().int(),
    }),
  ),
});

export type UserInsights = z.infer<typeof userInsightsSchema>;
export type CatalogInsights = z.infer<typeof catalogInsightsSchema>;
