import { z } from 'zod';
import { locales } from '@/lib/i18n/routing';
import { insightsQuerySchema } from './insights';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from './list-query';

/** The four reasons the extension was removed, in the order the form shows them. */
export const UNINSTALL_REASONS = [
  'NOT_USEFUL',
  'FOUND_BETTER_EXTENSION',
  'TOO_MANY_ADS',
  'OTHER',
] as const;

export const uninstallFeedbackSchema = z.object({
  reason: z.enum(UNINSTALL_REASONS, { error: 'validation.uninstall.reason' }),
  feedback: z.string().trim().max(1000, 'validation.uninstall.feedback_max').optional(),
  locale: z.enum(locales).optional(),
});

export type UninstallFeedbackInput = z.infer<typeof uninstallFeedbackSchema>;

// ─── Back-office: GET /uninstall and GET /uninstall/stats (view_uninstall) ───────────────

const reasonFilter = z.enum(UNINSTALL_REASONS, { error: 'validation.uninstall.reason' });

/** UTC days, both included (either may be absent: open on that side). */
export const uninstallListQuerySchema = insightsQuerySchema.extend({
  reason: reasonFilter.optional(),
  /** Searches the free text, ignoring case and Arabic letter variants. */
  q: z.string().trim().max(100, 'validation.catalog.search_max').optional(),
  sort: z
    .enum(['createdAt', '-createdAt'], { error: 'validation.catalog.sort_invalid' })
    .default('-createdAt'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
});

export const uninstallItemSchema = z.object({
  id: z.string(),
  reason: z.enum(UNINSTALL_REASONS),
  feedback: z.string().nullable(),
  locale: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});

export const uninstallPageSchema = z.object({
  items: z.array(uninstallItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** The range as GET /insights/* reads it (default: the last 30 days). */
export const uninstallStatsQuerySchema = insightsQuerySchema;

/** Every reason in the form's order, zeros included. */
export const uninstallStatsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  total: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(UNINSTALL_REASONS), count: z.number().int() })),
});

export type UninstallListQuery = z.output<typeof uninstallListQuerySchema>;
export type UninstallItem = z.infer<typeof uninstallItemSchema>;
export type UninstallPage = z.infer<typeof uninstallPageSchema>;
export type UninstallStats = z.infer<typeof uninstallStatsSchema>;
