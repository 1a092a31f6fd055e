// Answers of the extension's uninstall-feedback page.
import { pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const uninstallReason = pgEnum('uninstall_reason', [
  'NOT_USEFUL',
  'FOUND_BETTER_EXTENSION',
  'TOO_MANY_ADS',
  'OTHER',
]);

/** Answers of the uninstall-feedback page: a reason and optional text. */
export const uninstallFeedback = pgTable('uninstall_feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  reason: uninstallReason('reason').notNull(),
  feedback: text('feedback'),
  locale: text('locale'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
