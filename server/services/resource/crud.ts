import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { encodeCursor, type DeletedMode, type ListCursor } from '@/lib/validation/list-query';
import type { Db } from '../../db/client';

/** Any table the generic catalogue API can serve: a uuid `id` and the soft-delete timestamps. */
export type ResourceTable = PgTable & {
  id: AnyPgColumn;
  deletedAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

export type RowOf<T extends ResourceTable> = T['$inferSelect'] & {
  id: string;
  deletedAt: Date | null;
};

export type InsertOf<T extends ResourceTable> = T['$inferInsert'];

/** Sortable columns never hold NULL, so a (value, id) cursor always compares. */
type SortColumn = AnyPgColumn<{ notNull: true }>;

/**
 * A column that may hold NULL, sorted as if each NULL were `nullsAs` (a value of the column's
 * type that real rows never hold, e.g. `-1` for a price), so the cursor still compares.
 */
interface NullableSort {
  column: AnyPgColumn;
  nullsAs: SQL;
}

export type SortBy = SortColumn | NullableSort;

/** What the list orders by, and the SQL type its cursor value is cast back to. */
function sortTerm(by: SortBy): { expr: SQL; type: string } {
  if ('nullsAs' in by) {
    return { expr: sql`coalesce(${by.column}, ${by.nullsAs})`, type: by.column.getSQLType() };
  }
  return { expr: sql`${by}`, type: by.getSQLType() };
}

export interface ListSpec {
  where: (SQL | undefined)[];
  sort: { column: SortBy; desc: boolean; key: string };
  limit: number;
  /** Page mode (with a total) unless a cursor is given. */
  page: number;
  cursor?: ListCursor;
}

export interface ListResult<R> {
  rows: R[];
  /** Only in page mode. */
  total?: number;
  nextCursor: string | null;
}

export function deletedCondition(table: ResourceTable, mode: DeletedMode): SQL | undefined {
  if (mode === 'exclude') return isNull(table.deletedAt);
  if (mode === 'only') return isNotNull(table.deletedAt);
  return undefined;
}

/** Rows after the cursor's (sort value, id) in the list's order. */
function afterCursor(table: ResourceTable, spec: ListSpec, cursor: ListCursor): SQL | undefined {
  const { expr: column, type } = sortTerm(spec.sort.column);
  // The value travels as text and is cast back, so timestamps keep their microseconds.
  const value = sql`cast(${cursor.value} as ${sql.raw(type)})`;
  const beyond = spec.sort.desc ? lt : gt;
  return or(beyond(column, value), and(eq(column, value), beyond(table.id, cursor.id)));
}

/**
 * One page of rows, ordered by the sort column then id. Page mode counts the total; cursor mode
 * does not. Both fetch one row more than asked to know whether a next cursor exists.
 */
export async function listRows<T extends ResourceTable>(
  db: Db,
  table: T,
  spec: ListSpec,
): Promise<ListResult<RowOf<T>>> {
  const conditions = [...spec.where];
  if (spec.cursor) conditions.push(afterCursor(table, spec, spec.cursor));
  const where = and(...conditions);
  const direction = spec.sort.desc ? desc : asc;
  const { expr } = sortTerm(spec.sort.column);

  const rowsQuery = db
    .select({ row: table as PgTable, sortValue: sql<string>`${expr}::text` })
    .from(table as PgTable)
    .where(where)
    .orderBy(direction(expr), direction(table.id))
    .limit(spec.limit + 1)
    .offset(spec.cursor ? 0 : (spec.page - 1) * spec.limit);

  const [fetched, total] = await Promise.all([
    rowsQuery,
    spec.cursor
      ? Promise.resolve(undefined)
      : db
          .select({ n: count() })
          .from(table as PgTable)
          .where(where)
          .then((r) => r[0]?.n ?? 0),
  ]);

  const page = fetched.slice(0, spec.limit);
  const last = page.at(-1);
  const rows = page.map((r) => r.row as RowOf<T>);
  const nextCursor =
    fetched.length > spec.limit && last
      ? encodeCursor({
          sort: spec.sort.key,
          value: last.sortValue,
          id: (last.row as RowOf<T>).id,
        })
      : null;
  return { rows, total, nextCursor };
}

export async function findRow<T extends ResourceTable>(
  db: Db,
  table: T,
  id: string,
  where: (SQL | undefined)[] = [],
): Promise<RowOf<T> | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), ...where))
    .limit(1);
  return row as RowOf<T> | undefined;
}

export async function insertRow<T extends ResourceTable>(
  db: Db,
  table: T,
  values: InsertOf<T>,
): Promise<RowOf<T>> {
  const [row] = await db
    .insert(table)
    .values(values as PgInsertValue<T>)
    .returning();
  return row as RowOf<T>;
}

/** Updates the row when it meets `where`; undefined when there is no such row. */
export async function updateRow<T extends ResourceTable>(
  db: Db,
  table: T,
  id: string,
  values: Partial<InsertOf<T>>,
  where: (SQL | undefined)[] = [],
): Promise<RowOf<T> | undefined> {
  const [row] = await db
    .update(table as PgTable)
    .set(values as PgUpdateSetSource<PgTable>)
    .where(and(eq(table.id, id), ...where))
    .returning();
  return row as RowOf<T> | undefined;
}

/**
 * Marks a live row deleted (setting `also` too, e.g. a user's status); undefined when there is no
 * live row with that id.
 */
export async function softDeleteRow<T extends ResourceTable>(
  db: Db,
  table: T,
  id: string,
  also: Partial<InsertOf<T>> = {},
) {
  const [row] = await db
    .update(table as PgTable)
    .set({ ...also, deletedAt: new Date() } as PgUpdateSetSource<PgTable>)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .returning();
  return row as RowOf<T> | undefined;
}

/**
 * Clears `deletedAt` (setting `also` too); a live row is returned unchanged; undefined when the id
 * is unknown.
 */
export async function restoreRow<T extends ResourceTable>(
  db: Db,
  table: T,
  id: string,
  also: Partial<InsertOf<T>> = {},
) {
  const current = await findRow(db, table, id);
  if (!current || current.deletedAt === null) return current;
  return updateRow(db, table, id, { ...also, deletedAt: null } as Partial<InsertOf<T>>);
}

/** Removes the row for good; undefined when the id is unknown. */
export async function hardDeleteRow<T extends ResourceTable>(db: Db, table: T, id: string) {
  const [row] = await db
    .delete(table as PgTable)
    .where(eq(table.id, id))
    .returning();
  return row as RowOf<T> | undefined;
}
