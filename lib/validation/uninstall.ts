import { z } from 'zod';
import { locales } from '@/lib/i18n/routing';

/** The reasons of spec §3, in the order the form shows them. */
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
