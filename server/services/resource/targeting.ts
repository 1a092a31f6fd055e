import { arrayContains, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A `countries` list that is empty: the row shows in every country. */
export const everyCountry = (countries: AnyPgColumn) => sql`cardinality(${countries}) = 0`;

/** Shown in `country`: the row's `countries` list names it, or is empty (every country). */
export function shownInCountry(countries: AnyPgColumn, country: string) {
  return or(everyCountry(countries), arrayContains(countries, [country]));
}
