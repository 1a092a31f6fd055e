import { like, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldedText } from '../../db/search-fold';
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

/**
 * Any of the plain-text columns contains the query, ignoring case and Arabic letter variants
 * (coupon titles and codes have trigram indexes on the same expression).
 */
export function textContains(columns: AnyPgColumn[], q: string): SQL | undefined {
  const folded = foldForSearch(q);
  if (!folded) return undefined;
  const pattern = `%${escapeLike(folded)}%`;
  return or(...columns.map((column) => like(foldedText(column), pattern)));
}
