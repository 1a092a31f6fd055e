import type { Context } from 'hono';
import type { SQL } from 'drizzle-orm';
import { CSV_EXPORT_MAX_ROWS } from '@/lib/validation/csv-import';
import { decodeCursor, type ListCursor } from '@/lib/validation/list-query';
import type { Db } from '../../db/client';
import {
  listRows,
  type ListSpec,
  type ResourceTable,
  type RowOf,
} from '../../services/resource/crud';
import type { Viewer } from './access';
import { toCsv } from './csv-file';
import type { CsvCell, CsvExport } from './types';

/** Rows read, presented and written at a time. */
const BATCH = 1000;

/**
 * Every row the list's conditions match (at most CSV_EXPORT_MAX_ROWS, in the list's order) as
 * the definition's CSV, read in batches along the list's cursor.
 */
export async function exportCsv<T extends ResourceTable, I>(
  db: Db,
  def: {
    table: T;
    present(db: Db, rows: RowOf<T>[], viewer: Viewer): Promise<I[]>;
    csv: CsvExport<RowOf<T>, I>;
  },
  spec: { where: (SQL | undefined)[]; sort: ListSpec['sort'] },
  viewer: Viewer,
): Promise<string> {
  const { columns, names } = def.csv;
  const cells = Object.values(columns);
  const records: CsvCell[][] = [];
  let cursor: ListCursor | undefined;
  do {
    const limit = Math.min(BATCH, CSV_EXPORT_MAX_ROWS - records.length);
    const batch = await listRows(db, def.table, { ...spec, limit, page: 1, cursor });
    const { rows } = batch;
    const items = await def.present(db, rows, viewer);
    const linked = names ? await names(db, rows, items) : new Map<string, string>();
    rows.forEach((row, i) => records.push(cells.map((cell) => cell(items[i]!, row, linked))));
    cursor = batch.nextCursor ? (decodeCursor(batch.nextCursor) ?? undefined) : undefined;
  } while (cursor && records.length < CSV_EXPORT_MAX_ROWS);
  return toCsv(Object.keys(columns), records);
}

/** A CSV file download (`name` is ASCII, but the UTF-8 form is given too). */
export function csvAttachment(c: Context, name: string, csv: string): Response {
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'no-store',
  });
}
