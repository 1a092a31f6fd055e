import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CSV_LIST_SEPARATOR } from '@/lib/validation/csv-import';
import type { Db } from '../../db/client';
import type { CsvImportColumn, CsvImportKind } from '../resource-factory/types';

// Columns the resources' CSV exports and imports share.

/** A list cell: `sa|ae`. */
export const csvList = (values: readonly string[]) => values.join(CSV_LIST_SEPARATOR);

interface Stamped {
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** The timestamps every export ends with (ISO 8601, UTC; deletedAt empty outside the trash). */
export const csvTimestamps = {
  createdAt: (item: Stamped) => item.createdAt,
  updatedAt: (item: Stamped) => item.updatedAt,
  deletedAt: (item: Stamped) => item.deletedAt,
};

/** `name` of the rows of `table` whose `id` is one of `ids`, by id (deleted rows too). */
export async function namesById(
  db: Db,
  table: PgTable,
  columns: { id: AnyPgColumn; name: AnyPgColumn },
  ids: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const found = await db
    .select({ id: columns.id, name: columns.name })
    .from(table)
    .where(inArray(columns.id, unique));
  return new Map(found.map((r) => [String(r.id), String(r.name)]));
}

type Bilingual = { en: string; ar: string };

/** The two cells of a bilingual field: `nameEn`, `nameAr`. */
export function csvPairCells<I>(field: string, pick: (item: I) => Bilingual) {
  return {
    [`${field}En`]: (item: I) => pick(item).en,
    [`${field}Ar`]: (item: I) => pick(item).ar,
  };
}

/** An imported column named as its payload field: `csvField('logo', 'nullable')`. */
export const csvField = (
  field: string,
  kind: CsvImportKind,
  more: Partial<CsvImportColumn> = {},
): CsvImportColumn => ({ header: field, path: [field], kind, ...more });

/** The imported columns of a bilingual field: `nameEn` → `name.en`, `nameAr` → `name.ar`. */
export const csvPairFields = (field: string, required = false): CsvImportColumn[] =>
  (['en', 'ar'] as const).map((lang) => ({
    header: `${field}${lang === 'en' ? 'En' : 'Ar'}`,
    path: [field, lang],
    kind: 'text',
    required,
  }));
