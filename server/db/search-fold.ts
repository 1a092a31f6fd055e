import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The Arabic letter variants that foldForSearch (server/services/search-text.ts) folds, for
// columns that have no folded copy: أ/إ/آ/ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي.
/* eslint-disable safqa/no-user-facing-text -- letter tables for SQL's translate(), never shown */
const VARIANTS = 'أإآٱةىؤئ';
const FOLDED = 'ااااهيوي';
/* eslint-enable safqa/no-user-facing-text */

/**
 * `lower(column)` with the letter variants folded. The constants are written into the SQL (not
 * sent as parameters) so that the trigram indexes built on this very expression (schema/)
 * match the searches that use it.
 */
export function foldedText(column: AnyPgColumn): SQL {
  return sql`translate(lower(${column}), ${sql.raw(`'${VARIANTS}'`)}, ${sql.raw(`'${FOLDED}'`)})`;
}
