// The back-office's activity log: who changed what, when.
import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const auditAction = pgEnum('audit_action', [
  'create',
  'update',
  'delete',
  'restore',
  'hard_delete',
  'import',
]);

/**
 * One row per admin write, inserted in the write's own transaction (a failed write leaves no
 * row). `changes` maps each changed field to `{before, after}` (a create has only `after`, a
 * hard delete only `before`). The API never updates or deletes these rows.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null once the acting account is removed; `actorEmail` keeps who it was. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    /** The permission section written (`shop`, `coupon`, `user`, `role`, …). */
    section: text('section').notNull(),
    recordId: text('record_id').notNull(),
    /** A human label of the record at the time (its English name, email, …). */
    recordLabel: text('record_label'),
    action: auditAction('action').notNull(),
    changes: jsonb('changes')
      .$type<Record<string, { before?: unknown; after?: unknown }>>()
      .notNull()
      .default({}),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_record_idx').on(t.section, t.recordId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
