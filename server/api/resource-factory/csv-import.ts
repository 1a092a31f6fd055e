import type { Context } from 'hono';
import { inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  CSV_IMPORT_MAX_ERRORS,
  CSV_IMPORT_MAX_ROWS,
  type CsvImportReport,
  type CsvImportResult,
  type CsvRowError,
} from '@/lib/validation/csv-import';
import { uuidSchema } from '@/lib/validation/catalog-fields';
import type { ErrorDetail } from '@/lib/errors/catalogue';
import type { ApiEnv } from '../context';
import { AppError } from '../../errors';
import { issueToDetail } from '../errors';
import type { Db } from '../../db/client';
import type { InsertOf, ResourceTable, RowOf } from '../../services/resource/crud';
import type { Caller } from './access';
import { cellValue, parseCsv, type CsvRecord } from './csv-file';
import { writeError } from './db-errors';
import type {
  AnyResourceDefinition,
  CsvImport,
  CsvImportColumn,
  ResourceDefinition,
} from './types';
import { resourceWrites } from './writes';

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  const [head, leaf] = path as [string, string | undefined];
  if (leaf === undefined) {
    target[head] = value;
    return;
  }
  const inner = (target[head] ??= {}) as Record<string, unknown>;
  inner[leaf] = value;
}

const isUuid = (value: string) => uuidSchema.safeParse(value).success;

/** The file's column behind a payload key (`name.en` → `nameEn`, `countries.2` → `countries`). */
function columnFinder(spec: CsvImport) {
  return (key: string): string | null => {
    const parts = key.split('.');
    for (let n = parts.length; n > 0; n--) {
      const path = parts.slice(0, n).join('.');
      const hit = spec.columns.find((c) => c.path.join('.') === path);
      if (hit) return hit.header;
    }
    if (parts[0] === 'id') return 'id';
    return spec.columns.find((c) => c.path[0] === parts[0])?.header ?? null;
  };
}

const csvError = (message: string, params?: ErrorDetail['params']) =>
  new AppError('VALIDATION_ERROR', [{ key: 'csv', message, ...(params && { params }) }]);

/** `row:<line>:<column>` (or `row:<line>`): the detail key of a row's problem. */
const rowKey = (row: number, column: string | null) =>
  column ? `row:${row}:${column}` : `row:${row}`;

/**
 * The stored rows a file names: the ids behind each resolved column's names (category slugs →
 * ids), the rows of the file's ids, and the rows (live or not) holding its key values.
 */
async function readStored<T extends ResourceTable>(
  db: Db,
  resource: T,
  spec: CsvImport,
  headers: string[],
  records: CsvRecord[],
) {
  const values = (header: string) => [
    ...new Set(records.map((r) => r.cells[header] ?? '').filter(Boolean)),
  ];
  const table = resource as PgTable;
  const named = new Map<CsvImportColumn, Map<string, string>>();
  for (const column of spec.columns) {
    if (!column.resolve || !headers.includes(column.header)) continue;
    const { table: other, id, by } = column.resolve;
    const names = values(column.header).flatMap((cell) => {
      const value = cellValue(column.kind, cell);
      return Array.isArray(value) ? (value as string[]) : [String(value)];
    });
    const found = names.length
      ? await db.select({ id, by }).from(other).where(inArray(by, names))
      : [];
    named.set(column, new Map(found.map((r) => [String(r.by), String(r.id)])));
  }
  const ids = values('id').filter(isUuid);
  const byId = new Map(
    (ids.length
      ? ((await db.select().from(table).where(inArray(resource.id, ids))) as RowOf<T>[])
      : []
    ).map((r) => [r.id, r]),
  );
  const key = spec.key && headers.includes(spec.key.header) ? spec.key : undefined;
  const keyed = key ? values(key.header) : [];
  const byKey = new Map(
    key && keyed.length
      ? (
          await db
            .select({ key: key.column, row: table })
            .from(table)
            .where(inArray(key.column, keyed))
        ).map((r) => [String(r.key), r.row as RowOf<T>])
      : [],
  );
  return { named, byId, key, byKey };
}

type PlannedRow<T extends ResourceTable, C extends z.ZodType, U extends z.ZodType> = {
  row: number;
  label: string;
} & (
  | { action: 'create'; current: null; input: z.output<C>; values: InsertOf<T> }
  | { action: 'update'; current: RowOf<T>; input: z.output<U>; values: Partial<InsertOf<T>> }
);

/**
 * Reads a file against the resource's columns and rows: what each valid row would do (create,
 * or update the row its id or key names) and every problem, by spreadsheet line and header.
 * Reads only; `db` may be the transaction that then applies the plan.
 */
async function planImport<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
>(db: Db, def: ResourceDefinition<T, C, U, Q, D>, spec: CsvImport, text: string) {
  const { headers, duplicates, records } = parseCsv(text);
  const columnOf = columnFinder(spec);
  if (!headers.length || !records.length) throw csvError('validation.csv.empty');
  if (records.length > CSV_IMPORT_MAX_ROWS) {
    throw csvError('validation.csv.too_many_rows', { maximum: CSV_IMPORT_MAX_ROWS });
  }
  const present = spec.columns.filter((c) => headers.includes(c.header));
  const ignored = headers.filter((h) => h !== 'id' && !spec.columns.some((c) => c.header === h));
  const report = (errors: CsvRowError[], planned: PlannedRow<T, C, U>[]): CsvImportReport => ({
    total: records.length,
    valid: planned.length,
    errors: errors.slice(0, CSV_IMPORT_MAX_ERRORS),
    preview: planned.map(({ row, action, current, label }) => ({
      row,
      action,
      id: current?.id ?? null,
      label,
    })),
    ignored,
  });

  // A header with problems: nothing else is worth reading.
  const headerProblems = headerErrors(spec, headers, duplicates, ignored);
  if (headerProblems.length) return { report: report(headerProblems, []), planned: [], columnOf };

  const stored = await readStored(db, def.table, spec, headers, records);
  const errors: CsvRowError[] = [];
  const planned: PlannedRow<T, C, U>[] = [];
  const firstWith = new Map<string, number>();
  for (const record of records) {
    const problems = rowProblems(record.row, errors, firstWith);
    const plan = await planRow(db, def, record, { present, stored, columnOf, problems });
    if (plan) planned.push(plan);
  }
  return { report: report(errors, planned), planned, columnOf };
}

/**
 * A required column, or half of a bilingual pair, missing, or a column given twice: the file's
 * problems on its header line (line 1).
 */
function headerErrors(
  spec: CsvImport,
  headers: string[],
  duplicates: string[],
  ignored: string[],
): CsvRowError[] {
  const has = (header: string) => headers.includes(header);
  const present = spec.columns.filter((c) => has(c.header));
  const missing = spec.columns.filter(
    (c) =>
      !has(c.header) &&
      (c.required || present.some((p) => p.path.length === 2 && p.path[0] === c.path[0])),
  );
  const twice = duplicates.filter((h) => h === 'id' || !ignored.includes(h));
  return [
    ...missing.map((c) => ({ column: c.header, message: 'validation.csv.missing_column' })),
    ...twice.map((column) => ({ column, message: 'validation.csv.duplicate_column' })),
  ].map((e) => ({ row: 1, ...e }));
}

type Fail = (column: string | null, message: string, params?: CsvRowError['params']) => void;

/**
 * How one line reports its problems: `fail` records one per column (the first message wins);
 * `once` marks a thing (a key value, a stored row) the line names, and when an earlier line named
 * it, the later one is at fault.
 */
function rowProblems(row: number, errors: CsvRowError[], firstWith: Map<string, number>) {
  const failed = new Set<string | null>();
  const fail: Fail = (column, message, params) => {
    if (failed.has(column)) return;
    failed.add(column);
    errors.push({ row, column, message, ...(params && { params }) });
  };
  const once = (what: string, column: string) => {
    const first = firstWith.get(what);
    if (first === undefined) firstWith.set(what, row);
    else fail(column, 'validation.csv.duplicate_row', { row: first });
  };
  return { failed, fail, once };
}

type Stored<T extends ResourceTable> = Awaited<ReturnType<typeof readStored<T>>>;

/**
 * What one line would do: create a row, or update the one its id or key names; null when the
 * line has a problem (recorded through `problems`).
 */
async function planRow<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
>(
  db: Db,
  def: ResourceDefinition<T, C, U, Q, D>,
  { row, cells, malformed }: CsvRecord,
  context: {
    present: CsvImportColumn[];
    stored: Stored<T>;
    columnOf: (key: string) => string | null;
    problems: ReturnType<typeof rowProblems>;
  },
): Promise<PlannedRow<T, C, U> | null> {
  const { columnOf, problems } = context;
  const { failed, fail } = problems;
  if (malformed) {
    fail(null, 'validation.csv.malformed');
    return null;
  }
  const payload = rowPayload(context.present, context.stored.named, cells, fail);
  const current = storedRowOf(cells, context.stored, problems);
  const parsed = current
    ? def.schemas.update.safeParse(payload)
    : def.schemas.create.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const detail = issueToDetail(issue);
      fail(columnOf(detail.key), detail.message, detail.params);
    }
  }
  if (failed.size || !parsed.success) return null;

  try {
    const plan: PlannedRow<T, C, U> = current
      ? {
          row,
          label: '',
          action: 'update',
          current,
          input: parsed.data as z.output<U>,
          values: def.toUpdate(parsed.data as z.output<U>, current),
        }
      : {
          row,
          label: '',
          action: 'create',
          current: null,
          input: parsed.data as z.output<C>,
          values: await def.toInsert(parsed.data as z.output<C>, db),
        };
    const after = { ...current, ...plan.values } as RowOf<T>;
    plan.label = def.label?.(after) ?? current?.id ?? '';
    return plan;
  } catch (error) {
    // Checks against the stored row (a coupon's end before its stored start).
    if (!(error instanceof AppError)) throw error;
    for (const d of error.details ?? []) fail(columnOf(d.key), d.message, d.params);
    if (!error.details?.length) fail(null, 'validation.invalid_value');
    return null;
  }
}

/** A line's create / update payload: each present column's cell, names resolved to ids. */
function rowPayload(
  present: CsvImportColumn[],
  named: Map<CsvImportColumn, Map<string, string>>,
  cells: CsvRecord['cells'],
  fail: Fail,
) {
  const payload: Record<string, unknown> = {};
  for (const column of present) {
    const cell = cells[column.header] ?? '';
    let value = cellValue(column.kind, cell);
    const names = named.get(column);
    if (names && column.resolve) {
      if (cell === '' && column.required) fail(column.header, 'validation.catalog.required');
      const asked = Array.isArray(value) ? (value as string[]) : cell ? [cell] : [];
      if (asked.some((name) => !names.has(name))) fail(column.header, column.resolve.unknown);
      const found = asked.flatMap((name) => names.get(name) ?? []);
      value = Array.isArray(value) ? found : found[0];
    }
    setPath(payload, column.path, value);
  }
  return payload;
}

/** The stored row a line changes: the one its id names, else the live one its key names. */
function storedRowOf<T extends ResourceTable>(
  cells: CsvRecord['cells'],
  { byId, key, byKey }: Stored<T>,
  { fail, once }: ReturnType<typeof rowProblems>,
): RowOf<T> | null {
  let current: RowOf<T> | null = null;
  const id = cells.id ?? '';
  if (id && !isUuid(id)) fail('id', 'validation.catalog.id_invalid');
  else if (id) {
    const found = byId.get(id);
    if (found && found.deletedAt === null) current = found;
    else fail('id', 'validation.csv.unknown_id');
  }
  const keyValue = key ? (cells[key.header] ?? '') : '';
  if (key && keyValue) {
    once(`key:${keyValue}`, key.header);
    const owner = byKey.get(keyValue);
    if (owner && owner.deletedAt !== null) fail(key.header, 'validation.csv.taken_in_trash');
    else if (owner && id && owner.id !== id) fail(key.header, 'validation.catalog.taken');
    else if (owner && !id) current = owner;
  }
  if (current) once(`row:${current.id}`, id ? 'id' : (key?.header ?? 'id'));
  return current;
}

/**
 * POST /{res}/import: a dry run answers the plan's report; otherwise a file with any problem is
 * VALIDATION_ERROR (details `{key: 'row:<line>:<column>', message}`) and a clean one is applied in
 * one transaction — every row through the resource's own create / update path, each with its
 * audit row — then the cache hears once of every row it changed.
 */
export async function runImport<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
>(
  c: Context<ApiEnv>,
  def: ResourceDefinition<T, C, U, Q, D>,
  spec: CsvImport,
  caller: Caller,
  input: { csv: string; dryRun: boolean },
): Promise<CsvImportReport | CsvImportResult> {
  const db = await c.var.deps.getDb();
  if (input.dryRun) return (await planImport(db, def, spec, input.csv)).report;
  const writes = resourceWrites(def);
  /** Every row the import changed, before and after (a coupon moved makes two shops stale). */
  const touched: RowOf<T>[] = [];
  let created = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    const { report, planned, columnOf } = await planImport(tx, def, spec, input.csv);
    if (report.errors.length) {
      throw new AppError(
        'VALIDATION_ERROR',
        report.errors.map((e) => ({
          key: rowKey(e.row, e.column),
          message: e.message,
          ...(e.params && { params: e.params }),
        })),
      );
    }
    for (const plan of planned) {
      try {
        if (plan.action === 'update') {
          const row = await writes.update(tx, c, caller, plan.current, plan.input, plan.values);
          touched.push(plan.current, row);
          updated += 1;
        } else {
          touched.push(await writes.create(tx, c, caller, plan.input, plan.values));
          created += 1;
        }
      } catch (error) {
        // What only the database catches (a value taken meanwhile): the line that met it.
        const failure = writeError(error, def.constraintKeys);
        if (!(failure instanceof AppError)) throw failure;
        const details = failure.details?.length
          ? failure.details
          : [{ key: 'id', message: `errors.${failure.title}` }];
        throw new AppError(
          failure.title,
          details.map((d) => ({ ...d, key: rowKey(plan.row, columnOf(d.key)) })),
        );
      }
    }
  });
  await writes.changed(c, ...touched);
  return { created, updated };
}
