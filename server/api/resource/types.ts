import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminSection } from '@/lib/auth/permissions';
import type { ListQueryBase, ListSort } from '@/lib/validation/list-query';
import type { Db } from '../../db/client';
import type { InsertOf, ResourceTable, RowOf, SortColumn } from '../../services/resource/crud';
import type { Viewer } from './access';

type ListQuerySchema = z.ZodObject & z.ZodType<ListQueryBase>;

type SortFieldOf<Q extends z.ZodType> = z.output<Q> extends { sort: ListSort<infer F> } ? F : never;

/**
 * Everything the generic catalogue API needs to serve one table under `/{name}` (spec §7:
 * POST, GET list, GET one, PATCH, DELETE soft, DELETE …/hard, PATCH …/restore) with the
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
  /** The columns behind the list query's `sort` fields (NOT NULL columns only). */
  sortColumns: Record<SortFieldOf<Q>, SortColumn>;
  toInsert(input: z.output<C>): InsertOf<T>;
  /** Column values of a PATCH; may throw AppError (checks against the stored row). */
  toUpdate(input: z.output<U>, current: RowOf<T>): Partial<InsertOf<T>>;
  /** Runs in the write's transaction after the row is stored (links to other tables, …). */
  afterWrite?(tx: Db, row: RowOf<T>, input: z.output<C> | z.output<U>): Promise<void>;
  /** Rows as the API answers them; `viewer.canView` may see more fields. */
  present(db: Db, rows: RowOf<T>[], viewer: Viewer): Promise<z.input<D>[]>;
  /** Cache tags (lib/cache/catalog-tags.ts) made stale by a write of this row. */
  tags?(row: RowOf<T>): string[];
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
