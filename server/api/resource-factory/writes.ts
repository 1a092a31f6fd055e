import type { Context } from 'hono';
import { and, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { BulkAction } from '@/lib/validation/admin';
import type { ApiEnv } from '../context';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import {
  insertRow,
  updateRow,
  type InsertOf,
  type ResourceTable,
  type RowOf,
} from '../../services/resource/crud';
import {
  diffChanges,
  recordAudit,
  type AuditAction,
  type AuditActor,
  type AuditEntryInput,
} from '../../services/audit';
import { notifyCatalogChange, type Caller } from './access';
import type { AnyResourceDefinition, ResourceDefinition, RowChange, WriteContext } from './types';

/** A write's context as its route knows it; `guarded` adds the request's parts. */
type WriteBase<I> = Omit<WriteContext<I>, 'deps' | 'afterCommit'>;

/** Per request: what `WriteContext.afterCommit` asked to run once the transaction committed. */
const commitTasks = new WeakMap<Context<ApiEnv>, (() => Promise<void>)[]>();

/**
 * The write paths of one resource, shared by its routes (POST, PATCH, DELETE, bulk) and the CSV
 * import: each stores the rows, their links and their audit rows in the caller's transaction,
 * inside the definition's `guardWrite`.
 */
export function resourceWrites<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
>(def: ResourceDefinition<T, C, U, Q, D>) {
  const { table } = def;
  const helpers = writeHelpers(def);
  const { live, actorOf, snapshot, entry, guarded, single } = helpers;

  /** Stores a new row (`values`: `def.toInsert(input)`) with its links and audit row. */
  function create(
    tx: Db,
    c: Context<ApiEnv>,
    caller: Caller,
    input: z.output<C>,
    values: InsertOf<T>,
  ): Promise<RowOf<T>> {
    return guarded(c, tx, single('create', caller, null, input), async () => {
      const created = await insertRow(tx, table, values);
      await def.afterWrite?.(tx, created, input);
      await recordAudit(tx, actorOf(c), [
        entry('create', created, null, await snapshot(tx, created)),
      ]);
      return [created, [{ before: null, after: created }]];
    });
  }

  /**
   * Changes the live row `current` (`values`: `def.toUpdate(input, current)`) with its links and
   * audit row; NOT_FOUND when it left the live rows meanwhile.
   */
  function update(
    tx: Db,
    c: Context<ApiEnv>,
    caller: Caller,
    current: RowOf<T>,
    input: z.output<U>,
    values: Partial<InsertOf<T>>,
  ): Promise<RowOf<T>> {
    const { id } = current;
    const set = { ...values, ...def.updateSet?.(), updatedAt: new Date() } as Partial<InsertOf<T>>;
    return guarded(c, tx, single('update', caller, id, input), async () => {
      const before = await snapshot(tx, current);
      const updated = await updateRow(tx, table, id, set, [live()]);
      if (!updated) throw new AppError('NOT_FOUND');
      await def.afterWrite?.(tx, updated, input);
      await recordAudit(tx, actorOf(c), [
        entry('update', updated, before, await snapshot(tx, updated)),
      ]);
      return [updated, [{ before: current, after: updated }]];
    });
  }

  return { ...helpers, create, update, bulk: bulkWrite(def, helpers) };
}

/**
 * What every write of the resource goes through: the live-row condition, the work after a
 * commit, the audit log's actor, snapshots and entries, and the definition's `guardWrite`.
 */
function writeHelpers<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
>(def: ResourceDefinition<T, C, U, Q, D>) {
  const live = () => isNull(def.table.deletedAt);
  type Input = z.output<C> | z.output<U>;

  /**
   * After a committed write: the definition's `afterCommit`, the stale cached pages, then the
   * tasks its `guardWrite` left for after the commit (`WriteContext.afterCommit`).
   */
  const changed = async (c: Context<ApiEnv>, ...rows: RowOf<T>[]) => {
    def.afterCommit?.(rows);
    notifyCatalogChange(
      c,
      rows.flatMap((row) => def.tags?.(row) ?? []),
    );
    const tasks = commitTasks.get(c) ?? [];
    commitTasks.delete(c);
    for (const task of tasks) await task();
  };
  /** Who writes, for the audit log (the routes that write all require a signed-in caller). */
  const actorOf = (c: Context<ApiEnv>): AuditActor => {
    const auth = c.get('auth');
    return {
      userId: auth?.user.id ?? null,
      email: auth?.user.email ?? null,
      requestId: c.var.requestId ?? null,
    };
  };
  const snapshot = (db: Db, row: RowOf<T>): Promise<Record<string, unknown>> =>
    def.auditSnapshot ? def.auditSnapshot(db, row) : Promise.resolve({ ...row });
  /** One audit entry comparing two snapshots (null before: created; null after: removed). */
  const entry = (
    action: AuditAction,
    row: RowOf<T>,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): AuditEntryInput => ({
    section: def.name,
    recordId: row.id,
    recordLabel: def.label?.(row) ?? null,
    action,
    changes: diffChanges(before, after),
  });

  /**
   * Runs a write inside the definition's `guardWrite` (when it has one): `run` stores the rows
   * and answers its result with the rows it changed.
   */
  async function guarded<R>(
    c: Context<ApiEnv>,
    tx: Db,
    base: WriteBase<Input>,
    run: () => Promise<[R, RowChange<RowOf<T>>[]]>,
  ): Promise<R> {
    // A retried transaction starts over: only the last attempt's tasks run.
    commitTasks.delete(c);
    const context: WriteContext<Input> = {
      ...base,
      deps: c.var.deps,
      afterCommit: (task) => {
        commitTasks.set(c, [...(commitTasks.get(c) ?? []), task]);
      },
    };
    let result: { value: R } | undefined;
    const write = async () => {
      const [value, changes] = await run();
      result = { value };
      return changes;
    };
    if (def.guardWrite) await def.guardWrite(tx, context, write);
    else await write();
    if (!result) throw new Error(`guardWrite of ${def.name} did not write`);
    return result.value;
  }
  const single = (
    action: WriteContext<Input>['action'],
    caller: Caller,
    id: string | null,
    input?: Input,
  ): WriteBase<Input> => ({ action, bulk: false, caller, ids: id ? [id] : [], input });
  /** The values of `values`' columns in `row` (what a soft delete, a restore or a toggle moved). */
  const trashFields = (row: RowOf<T>, values: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(values).map((k) => [k, (row as Record<string, unknown>)[k]]));

  return { live, changed, actorOf, snapshot, entry, guarded, single, trashFields };
}

type WriteHelpers<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
> = ReturnType<typeof writeHelpers<T, C, U, Q, D>>;

/** POST /{res}/bulk's write: `bulk(tx, c, ids, action)`. */
function bulkWrite<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
>(def: ResourceDefinition<T, C, U, Q, D>, helpers: WriteHelpers<T, C, U, Q, D>) {
  const { table } = def;
  const { live, actorOf, snapshot, entry, trashFields } = helpers;

  /** The rows a bulk action changed (before → after), each with its audit row. */
  async function bulk(
    tx: Db,
    c: Context<ApiEnv>,
    ids: string[],
    action: BulkAction,
  ): Promise<RowChange<RowOf<T>>[]> {
    const target = table as PgTable;
    const idIn = inArray(table.id, ids);
    const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<PgTable>;
    const select = async (where: SQL | undefined) =>
      (await tx.select().from(target).where(where)) as RowOf<T>[];
    /** Updates the rows read as `before` and pairs each with its new version. */
    const updateRows = async (before: RowOf<T>[], values: Record<string, unknown>) => {
      if (!before.length) return [];
      const after = (await tx
        .update(target)
        .set(set(values))
        .where(
          inArray(
            table.id,
            before.map((r) => r.id),
          ),
        )
        .returning()) as RowOf<T>[];
      return after.map((row) => ({ before: before.find((b) => b.id === row.id)!, after: row }));
    };
    let changes: RowChange<RowOf<T>>[];
    let entries: AuditEntryInput[];
    if (action === 'activate' || action === 'deactivate') {
      const toggle = def.statusToggle!;
      const value = action === 'activate' ? toggle.active : toggle.inactive;
      const key = Object.entries(table).find(([, col]) => col === toggle.column)?.[0] ?? 'status';
      const pairs = await updateRows(await select(and(idIn, live(), ne(toggle.column, value))), {
        [key]: value,
        ...def.updateSet?.(),
        updatedAt: new Date(),
      });
      changes = pairs;
      // The columns `updateSet` moved (a version) are part of the change too.
      const moved = def.updateSet?.() ?? {};
      entries = pairs.map(({ before, after }) =>
        entry(
          'update',
          after,
          { [key]: (before as Record<string, unknown>)[key], ...trashFields(before, moved) },
          { [key]: value, ...trashFields(after, moved) },
        ),
      );
    } else if (action === 'delete') {
      const also = (def.softDelete?.set ?? {}) as Record<string, unknown>;
      const pairs = await updateRows(await select(and(idIn, live())), {
        ...also,
        deletedAt: new Date(),
      });
      changes = pairs;
      entries = pairs.map(({ before, after }) =>
        entry(
          'delete',
          after,
          { deletedAt: null, ...trashFields(before, also) },
          { deletedAt: after.deletedAt, ...trashFields(after, also) },
        ),
      );
    } else if (action === 'restore') {
      const also = (def.softDelete?.restore ?? {}) as Record<string, unknown>;
      const pairs = await updateRows(await select(and(idIn, isNotNull(table.deletedAt))), {
        ...also,
        deletedAt: null,
      });
      changes = pairs;
      entries = pairs.map(({ before, after }) =>
        entry(
          'restore',
          after,
          { deletedAt: before.deletedAt, ...trashFields(before, also) },
          { deletedAt: null, ...trashFields(after, also) },
        ),
      );
    } else {
      const before = await select(idIn);
      const snapshots = await Promise.all(before.map((row) => snapshot(tx, row)));
      const removed = (await tx.delete(target).where(idIn).returning()) as RowOf<T>[];
      changes = removed.map((row) => ({ before: row, after: null }));
      entries = removed.map((row) =>
        entry('hard_delete', row, snapshots[before.findIndex((b) => b.id === row.id)] ?? {}, null),
      );
    }
    await recordAudit(tx, actorOf(c), entries);
    return changes;
  }
  return bulk;
}
