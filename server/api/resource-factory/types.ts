import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminSection } from '@/lib/auth/permissions';
import type { ListQueryBase, ListSort } from '@/lib/validation/list-query';
import type { ApiDeps } from '../context';
import type { Db } from '../../db/client';
import type { InsertOf, ResourceTable, RowOf, SortBy } from '../../services/resource/crud';
import type { Caller, Viewer } from './access';

type ListQuerySchema = z.ZodObject & z.ZodType<ListQueryBase>;

/** One row a write changed, as it was and as it is (`before` null: created; `after` null: removed). */
export interface RowChange<R> {
  before: R | null;
  after: R | null;
}

type WriteAction =
  'create' | 'update' | 'delete' | 'restore' | 'hard_delete' | 'activate' | 'deactivate';

/** The write a definition's `guardWrite` wraps. */
export interface WriteContext<I> {
  action: WriteAction;
  /** POST /{res}/bulk (several rows at once). */
  bulk: boolean;
  /** Who writes, with the permissions they held when the write began. */
  caller: Caller;
  /** The rows aimed at: the path's id, or the bulk ids (empty for a create). */
  ids: string[];
  /** The validated payload of a create or an update. */
  input?: I;
  /** The request's dependencies (its clock, logger, …). */
  deps: ApiDeps;
  /**
   * Runs `task` once the write's transaction has committed, before the answer is sent (work that
   * must only see committed rows: handing them to a background job). Not run when it rolls back.
   */
  afterCommit(task: () => Promise<void>): void;
}

/** A cell of an exported CSV file: text, a number, a flag or nothing (an empty cell). */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * One exported column: its cell from the presented item, the stored row and the names of linked
 * rows. Written as a method type so a definition with its own item type stays assignable to
 * `AnyResourceDefinition` (method parameters are compared bivariantly).
 */
type CsvColumn<R, I> = {
  cell(item: I, row: R, names: ReadonlyMap<string, string>): CsvCell;
}['cell'];

/** The columns of `GET /{res}/export`. */
export interface CsvExport<R, I> {
  /** Header → cell, in the file's order. */
  columns: Record<string, CsvColumn<R, I>>;
  /** Names of the rows these link to (category slugs by id), loaded once per batch of rows. */
  names?(db: Db, rows: R[], items: I[]): Promise<Map<string, string>>;
}

/**
 * How one cell of an imported file becomes a payload value: `text` as is (the schema trims),
 * `nullable` empty → null, `optional` empty → absent (the create default; no change on an
 * update), `number` a number when it reads as one, `date` empty → null and a bare day as its UTC
 * midnight, `list` split on `|` (empty → none), `money` "200.00 SAR" (empty → null).
 */
export type CsvImportKind = 'text' | 'nullable' | 'optional' | 'number' | 'date' | 'list' | 'money';

export interface CsvImportColumn {
  /** The CSV header: `nameEn`. */
  header: string;
  /** Where the value goes in the create / update payload: `['name', 'en']`. */
  path: readonly [string] | readonly [string, string];
  kind: CsvImportKind;
  /** The file must have this column (the create schema requires the field). */
  required?: boolean;
  /**
   * The cell names other rows by a unique column (category slugs, a shop's `slug.en`): the
   * payload gets their ids; a name no row has is the error `unknown` (a translation key).
   */
  resolve?: { table: PgTable; id: AnyPgColumn; by: AnyPgColumn; unknown: string };
}

/** What `POST /{res}/import` reads of a file; the `id` column is always understood. */
export interface CsvImport {
  columns: readonly CsvImportColumn[];
  /**
   * A column that names a row as its id does (a shop's `slugEn`): unique within the file, and a
   * row without an id whose value a live row has updates that row.
   */
  key?: { header: string; column: AnyPgColumn };
}

type SortFieldOf<Q extends z.ZodType> = z.output<Q> extends { sort: ListSort<infer F> } ? F : never;

/**
 * Everything the generic catalogue API needs to serve one table under `/{name}`
 * (POST, GET list, GET one, PATCH, DELETE soft, DELETE …/hard, PATCH …/restore) with the
 * permissions `view_/create_/update_/delete_{name}`. Nothing resource-specific lives in the
 * factory; it all comes through here.
 */
export interface ResourceDefinition<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends ListQuerySchema,
  D extends z.ZodType,
> {
  /** Path segment and permission section: `shop` → `/shop`, `view_shop`, … */
  name: AdminSection;
  /** OpenAPI tag and the noun used in summaries. */
  tag: string;
  noun: string;
  /**
   * The first part of each operation's `operationId` in the document, plural and camel-cased
   * (`shops` → `shops.list`, `shops.create`, `shops.bulk`…): what generated clients name methods by.
   */
  operations: string;
  table: T;
  schemas: { create: C; update: U; list: Q; item: D };
  /**
   * The rows anyone may read besides soft-deleted ones (`undefined`: all of them); `null` makes
   * every read need `view_{name}`.
   */
  publicWhere: (() => SQL | undefined) | null;
  /** The resource's own list filters (status, shopId, …). */
  filters?(query: z.output<Q>): (SQL | undefined)[];
  /** Condition for the `q` search parameter. */
  search?(q: string): SQL | undefined;
  /**
   * The columns behind the list query's `sort` fields: NOT NULL columns, or a nullable one with
   * the value its NULLs sort as (`{ column, nullsAs }`).
   */
  sortColumns: Record<SortFieldOf<Q>, SortBy>;
  /**
   * Sort fields only a reader with the view_ permission may use: those of fields public items
   * leave out (a shop's clicks), which an anonymous sort would otherwise reveal by their order.
   */
  staffSorts?: readonly SortFieldOf<Q>[];
  /**
   * Column values of a POST; may be async (a password hash, a generated slug checked against
   * `db`) and runs before the transaction. `deps` is the request's (absent in a CSV import).
   */
  toInsert(input: z.output<C>, db: Db, deps?: ApiDeps): InsertOf<T> | Promise<InsertOf<T>>;
  /** Column values of a PATCH; may throw AppError (checks against the stored row). */
  toUpdate(input: z.output<U>, current: RowOf<T>): Partial<InsertOf<T>>;
  /**
   * Columns every change of a live row sets besides `updatedAt`, as SQL over the stored row
   * (a version counter: `version + 1`, so concurrent changes never share a number): a PATCH and
   * the bulk activate / deactivate. Never an input.
   */
  updateSet?: () => Partial<Record<keyof InsertOf<T>, SQL>>;
  /** Runs in the write's transaction after the row is stored (links to other tables, …). */
  afterWrite?(tx: Db, row: RowOf<T>, input: z.output<C> | z.output<U>): Promise<void>;
  /** Rows as the API answers them; `viewer.canView` may see more fields. */
  present(db: Db, rows: RowOf<T>[], viewer: Viewer): Promise<z.input<D>[]>;
  /** Cache tags (lib/cache/catalog-tags.ts) made stale by a write of this row. */
  tags?(row: RowOf<T>): string[];
  /**
   * Runs after a write committed, with every row it changed (before and after an update): for
   * a process-local cache of the rows (the short-link redirect's).
   */
  afterCommit?(rows: RowOf<T>[]): void;
  /** Constraint name → field key, for the `details` of 409 / 400 answers. */
  constraintKeys?: Record<string, string>;
  /** How the audit log names a row (its English name, code, …); the id when absent. */
  label?(row: RowOf<T>): string;
  /**
   * The row as the audit log compares it before and after a write; by default its columns.
   * A resource with links in other tables adds them (a shop's `categoryIds`).
   */
  auditSnapshot?(db: Db, row: RowOf<T>): Promise<Record<string, unknown>>;
  /**
   * The status column that the list's bulk "activate" / "deactivate" set, with its two values
   * (shop ACTIVE / INACTIVE, coupon ACTIVE / PAUSED). Without it those bulk actions are refused.
   */
  statusToggle?: { column: AnyPgColumn; active: string; inactive: string };
  /**
   * Columns a soft delete and a restore set besides `deletedAt` (a user's status becomes
   * `deleted`, then `active` again), single or bulk.
   */
  softDelete?: { set: Partial<InsertOf<T>>; restore: Partial<InsertOf<T>> };
  /**
   * Wraps every write (create, update, soft and hard delete, restore, bulk) inside its
   * transaction. `write()` stores the rows (with their links and audit rows) and answers each
   * changed row before and after; the hook may check the caller before it, compare states
   * around it (a role's "last full admin") and act on the change (ending a suspended user's
   * sign-ins). Throwing rolls the whole write back. It must call `write()` once.
   */
  guardWrite?(
    tx: Db,
    context: WriteContext<z.output<C> | z.output<U>>,
    write: () => Promise<RowChange<RowOf<T>>[]>,
  ): Promise<void>;
  /**
   * Other permissions that read this resource as `view_{name}` does (the users screen lists
   * role names with `view_user`).
   */
  readPermissions?: readonly string[];
  /** `GET /{res}/export`: the file's columns (without it the resource has no export). */
  csv?: CsvExport<RowOf<T>, z.input<D>>;
  /** `POST /{res}/import`: the columns a file may have (without it the resource has no import). */
  csvImport?: CsvImport;
}

export type AnyResourceDefinition = ResourceDefinition<
  ResourceTable,
  z.ZodType,
  z.ZodType,
  ListQuerySchema,
  z.ZodType
>;

/** Identity helper that infers a definition's types. */
export function defineResource<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends ListQuerySchema,
  D extends z.ZodType,
>(definition: ResourceDefinition<T, C, U, Q, D>): ResourceDefinition<T, C, U, Q, D> {
  return definition;
}
