// Column sets the domain tables share.
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Created, updated (set on every update) and soft-deleted times. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
};

/**
 * A money amount: an exact decimal with two places (drizzle reads it as a string, so no value
 * ever passes through a floating-point number). Currencies are ISO 4217 codes beside it.
 */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
