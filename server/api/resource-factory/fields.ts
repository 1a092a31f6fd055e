// The CSV columns of an export and an import, derived from a resource's field declaration
// (lib/resources/fields.ts); a field's cells carry its name (`titleEn`, `titleAr` for a
// bilingual field).
import type { AnyField, Bilingual, Fields, Money } from '@/lib/resources/fields';
import { CSV_LIST_SEPARATOR } from '@/lib/validation/csv-import';
import type { CsvCell, CsvImportColumn } from './types';

type Row = Record<string, unknown>;

/** Cells read the presented item as a plain record. */
type Cell = (item: Row) => CsvCell;

function exportCells(name: string, f: AnyField): Record<string, Cell> {
  switch (f.kind) {
    case 'bilingual':
      return {
        [`${name}En`]: (item) => (item[name] as Bilingual).en,
        [`${name}Ar`]: (item) => (item[name] as Bilingual).ar,
      };
    case 'countries':
      return { [name]: (item) => (item[name] as string[]).join(CSV_LIST_SEPARATOR) };
    case 'money':
      return {
        [name]: (item) => {
          const money = item[name] as Money | null;
          return money ? `${money.amount} ${money.currency}` : null;
        },
      };
    default:
      return { [name]: (item) => item[name] as CsvCell };
  }
}

type ExportCell<R, I> = (item: I, row: R, names: ReadonlyMap<string, string>) => CsvCell;

/**
 * An export's cells of the declared fields, in declaration order (a bilingual field: `titleEn`,
 * `titleAr`). `own` replaces a field's cells (a link written as the linked row's name).
 */
export function csvCellsOf<F extends Fields, R, I extends object>(
  fields: F,
  own: Partial<Record<keyof F, Record<string, ExportCell<R, I>>>> = {},
): Record<string, ExportCell<R, I>> {
  const cells: Record<string, ExportCell<R, I>> = {};
  for (const [name, f] of Object.entries(fields)) {
    // A derived cell takes the item only; the item is the presented row, a plain record.
    Object.assign(cells, own[name] ?? (exportCells(name, f) as Record<string, ExportCell<R, I>>));
  }
  return cells;
}

function importColumns(name: string, f: AnyField): CsvImportColumn[] {
  const optional = f.createDefault !== undefined;
  switch (f.kind) {
    case 'bilingual':
      return (['en', 'ar'] as const).map((lang) => ({
        header: `${name}${lang === 'en' ? 'En' : 'Ar'}`,
        path: [name, lang],
        kind: 'text',
        required: f.required,
      }));
    case 'countries':
      return [{ header: name, path: [name], kind: 'list' }];
    case 'instant':
      return [{ header: name, path: [name], kind: 'date' }];
    case 'money':
      return [{ header: name, path: [name], kind: 'money' }];
    case 'text':
      return [{ header: name, path: [name], kind: f.nullable ? 'nullable' : 'text' }];
    default:
      return [
        { header: name, path: [name], kind: optional ? 'optional' : 'text', required: !optional },
      ];
  }
}

/**
 * An import's columns of the declared fields, read back from the export's cells. `own` replaces
 * a field's column (a link found by the linked row's name).
 */
export function csvImportColumnsOf<F extends Fields>(
  fields: F,
  own: Partial<Record<keyof F, CsvImportColumn>> = {},
): CsvImportColumn[] {
  return Object.entries(fields).flatMap(([name, f]) => {
    const replaced = own[name];
    return replaced ? [replaced] : importColumns(name, f);
  });
}
