import { like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldForSearch } from '../search-text';

/** `%`, `_` and `\` match themselves in the LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** `column` (already folded with foldForSearch, e.g. shops.search_text) contains the query. */
export function foldedColumnContains(column: AnyPgColumn, q: string): SQL | undefined {
  const folded = foldForSearch(q);
  return folded ? like(column, `%${escapeLike(folded)}%`) : undefined;
}

// The letter variants of foldForSearch, for columns that have no folded copy.
const VARIANTS = 'أإآٱةىؤئ';
const FOLDED = 'ااااهيوي';

/** Any of the plain-text columns contains the query, ignoring case and Arabic letter variants. */
export function textContains(columns: AnyPgColumn[], q: string): SQL | undefined {
  const folded = foldForSearch(q);
  if (!folded) return undefined;
  const pattern = `%${escapeLike(folded)}%`;
  return or(
    ...columns.map(
      (column) => sql`translate(lower(${column}), ${VARIANTS}, ${FOLDED}) like ${pattern}`,
    ),
  );
}
