// Answers of the extension's uninstall-feedback page.
import { index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const uninstallReason = pgEnum('uninstall_reason', [
  'NOT_USEFUL',
  'FOUND_BETTER_EXTENSION',
  'TOO_MANY_ADS',
  'OTHER',
]);

/**
 * Answers of the uninstall-feedback page: a reason and optional text. Staff read, redact, trash,
 * restore and remove them for good (`/uninstall`, a generic resource): people type personal data
 * into the text.
 */
export const uninstallFeedback = pgTable(
  'uninstall_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reason: uninstallReason('reason').notNull(),
    feedback: text('feedback'),
    locale: text('locale'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('uninstall_feedback_created_at_idx').on(t.createdAt)],
);

export type UninstallFeedback = typeof uninstallFeedback.$inferSelect;
