import { z } from '@/lib/validation/zod';
import { locales } from '@/lib/i18n/routing';
import { insightsQuerySchema } from './insights';
import { listQuerySchema } from './list-query';

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

// ─── Back-office: the generic resource /uninstall (view_/create_/update_/delete_uninstall) ──

const reasonSchema = z.enum(UNINSTALL_REASONS, { error: 'validation.uninstall.reason' });
const feedbackSchema = z.string().trim().max(1000, 'validation.uninstall.feedback_max');

/** POST /uninstall (create_uninstall): an answer staff type in (one sent by mail, say). */
export const uninstallCreateSchema = z.object({
  reason: reasonSchema,
  feedback: feedbackSchema.nullable().optional(),
  locale: z.enum(locales, { error: 'validation.uninstall.locale' }).nullable().optional(),
});

/**
 * PATCH /uninstall/{id} (update_uninstall): correct the reason or redact the text (null or an
 * empty text removes it). The language and the browser are what the form sent; they stay.
 */
export const uninstallUpdateSchema = z
  .object({ reason: reasonSchema, feedback: feedbackSchema.nullable() })
  .partial();

/**
 * GET /uninstall: the shared list parameters (`q` searches the free text, ignoring case and
 * Arabic letter variants) with `from`/`to` (UTC days, both included, either may be absent) and
 * `reason`.
 */
export const uninstallListQuerySchema = listQuerySchema(
  ['createdAt', 'updatedAt'],
  '-createdAt',
).extend({
  ...insightsQuerySchema.shape,
  reason: reasonSchema.optional(),
});

/** An answer as the API answers it (every read needs view_uninstall). */
export const uninstallItemSchema = z.object({
  id: z.string(),
  reason: z.enum(UNINSTALL_REASONS),
  feedback: z.string().nullable(),
  locale: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});

/** The range as GET /insights/* reads it (default: the last 30 days). */
export const uninstallStatsQuerySchema = insightsQuerySchema;

/** Every reason in the form's order, zeros included. */
export const uninstallStatsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  total: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(UNINSTALL_REASONS), count: z.number().int() })),
});

export type UninstallItem = z.infer<typeof uninstallItemSchema>;
export type UninstallStats = z.infer<typeof uninstallStatsSchema>;
