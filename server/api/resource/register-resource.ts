import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { JSONValue } from 'hono/utils/types';
import { and, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { BulkAction, BulkInput } from '@/lib/validation/admin';
import { sortKey, type ListQueryBase } from '@/lib/validation/list-query';
import type { ApiEnv } from '../context';
import { ok } from '../envelope';
import { AppError } from '../errors';
import type { Db } from '../../db/client';
import {
  deletedCondition,
  findRow,
  hardDeleteRow,
  insertRow,
  listRows,
  restoreRow,
  softDeleteRow,
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
import {
  demandPermission,
  notifyCatalogChange,
  viewerOf,
  type Caller,
  type Viewer,
} from './access';
import { isDataException, writeError } from './db-errors';
import { resourceRoutes } from './routes';
import type { AnyResourceDefinition, ResourceDefinition, RowChange, WriteContext } from './types';

/** Writers see every field of what they wrote. */
const WRITER: Viewer = { userId: null, canView: true };

/** 401 for an anonymous caller, 403 for a signed-in one without the permission. */
function refuse(viewer: Viewer): never {
  throw new AppError(viewer.userId ? 'FORBIDDEN' : 'UNAUTHORIZED_ACCESS');
}

const cursorInvalid = () =>
  new AppError('VALIDATION_ERROR', [
    { key: 'cursor', message: 'validation.catalog.cursor_invalid' },
  ]);

async function attempt<R>(
  run: () => Promise<R>,
  keys?: Record<string, string>,
  operation?: 'write' | 'delete',
) {
  try {
    return await run();
  } catch (error) {
    throw writeError(error, keys, operation);
  }
}

/**
 * Registers the seven generic routes of spec §7 for one resource. Register literal paths of the
 * same prefix (`/shop/shop-list`, `/shop/app-state`) before calling this: `/{res}/{id}` would
 * otherwise answer them (with a 400, their segment not being a uuid).
 */
export function registerResource<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
>(app: OpenAPIHono<ApiEnv>, def: ResourceDefinition<T, C, U, Q, D>) {
  const routes = resourceRoutes<AnyResourceDefinition>(def);
  const { table } = def;
  const permission = (action: 'view' | 'create' | 'update' | 'delete') => `${action}_${def.name}`;
  const live = () => isNull(table.deletedAt);
  /** One row as the API answers it (shaped by `def.schemas.item`, so JSON by construction). */
  const one = async (db: Db, row: RowOf<T>, viewer: Viewer): Promise<JSONValue> => {
    const [item] = await def.present(db, [row], viewer);
    return item as JSONValue;
  };
  const changed = (c: Context<ApiEnv>, ...rows: RowOf<T>[]) =>
    notifyCatalogChange(
      c,
      rows.flatMap((row) => def.tags?.(row) ?? []),
    );
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
  /** The caller as a reader; refused when the resource has no public rows. */
  const reader = async (c: Context<ApiEnv>) => {
    const viewer = await viewerOf(c, def.name, def.readPermissions);
    if (def.publicWhere === null && !viewer.canView) refuse(viewer);
    return viewer;
  };

  type Input = z.output<C> | z.output<U>;
  /**
   * Runs a write inside the definition's `guardWrite` (when it has one): `run` stores the rows
   * and answers its result with the rows it changed.
   */
  async function guarded<R>(
    tx: Db,
    context: WriteContext<Input>,
    run: () => Promise<[R, RowChange<RowOf<T>>[]]>,
  ): Promise<R> {
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
  ): WriteContext<Input> => ({ action, bulk: false, caller, ids: id ? [id] : [], input });
  /** The columns a soft delete / restore sets besides `deletedAt`, as they were in `row`. */
  const trashFields = (row: RowOf<T>, values: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(values).map((k) => [k, (row as Record<string, unknown>)[k]]));

  // POST /{res} — create (create_{res})
  app.openapi(routes.create, async (c) => {
    const caller = await demandPermission(c, permission('create'));
    const input = c.req.valid('json') as z.output<C>;
    const values = await def.toInsert(input);
    const db = await c.var.deps.getDb();
    const row = await attempt(
      () =>
        db.transaction((tx) =>
          guarded(tx, single('create', caller, null, input), async () => {
            const created = await insertRow(tx, table, values);
            await def.afterWrite?.(tx, created, input);
            await recordAudit(tx, actorOf(c), [
              entry('create', created, null, await snapshot(tx, created)),
            ]);
            return [created, [{ before: null, after: created }]];
          }),
        ),
      def.constraintKeys,
    );
    changed(c, row);
    return ok(c, await one(db, row, WRITER));
  });

  // GET /{res} — filtered, searched, sorted page (page+limit) or slice (cursor)
  app.openapi(routes.list, async (c) => {
    const viewer = await reader(c);
    const query = c.req.valid('query') as z.output<Q> & ListQueryBase;
    const mode = query.deleted ?? (query.includeDeleted ? 'include' : 'exclude');
    if (mode !== 'exclude' && !viewer.canView) refuse(viewer);
    const key = sortKey(query.sort);
    if (query.cursor && query.cursor.sort !== key) throw cursorInvalid();
    const column = def.sortColumns[query.sort.field as keyof typeof def.sortColumns];
    const db = await c.var.deps.getDb();
    const result = await listRows(db, table, {
      where: [
        deletedCondition(table, mode),
        viewer.canView ? undefined : def.publicWhere?.(),
        ...(def.filters?.(query) ?? []),
        query.q ? def.search?.(query.q) : undefined,
      ],
      sort: { column, desc: query.sort.desc, key },
      limit: query.limit,
      page: query.page,
      cursor: query.cursor,
    }).catch((error: unknown) => {
      // A hand-made cursor whose value the sort column's type refuses.
      if (query.cursor && isDataException(error)) throw cursorInvalid();
      throw error;
    });
    const items = await def.present(db, result.rows, viewer);
    const { limit } = query;
    return ok(
      c,
      query.cursor
        ? { items, limit, nextCursor: result.nextCursor }
        : { items, total: result.total, page: query.page, limit, nextCursor: result.nextCursor },
    );
  });

  // GET /{res}/{id} — one row; deleted ones only for view_{res} with includeDeleted=true
  app.openapi(routes.get, async (c) => {
    const viewer = await reader(c);
    const { id } = c.req.valid('param');
    const { includeDeleted } = c.req.valid('query');
    if (includeDeleted && !viewer.canView) refuse(viewer);
    const db = await c.var.deps.getDb();
    const row = await findRow(db, table, id, [
      includeDeleted ? undefined : live(),
      viewer.canView ? undefined : def.publicWhere?.(),
    ]);
    if (!row) throw new AppError('NOT_FOUND');
    return ok(c, await one(db, row, viewer));
  });

  // PATCH /{res}/{id} — change a live row (update_{res})
  app.openapi(routes.update, async (c) => {
    const caller = await demandPermission(c, permission('update'));
    const { id } = c.req.valid('param');
    const input = c.req.valid('json') as z.output<U>;
    const db = await c.var.deps.getDb();
    const current = await findRow(db, table, id, [live()]);
    if (!current) throw new AppError('NOT_FOUND');
    const values = { ...def.toUpdate(input, current), updatedAt: new Date() } as Partial<
      InsertOf<T>
    >;
    const row = await attempt(
      () =>
        db.transaction((tx) =>
          guarded(tx, single('update', caller, id, input), async () => {
            const before = await snapshot(tx, current);
            const updated = await updateRow(tx, table, id, values, [live()]);
            if (!updated) throw new AppError('NOT_FOUND');
            await def.afterWrite?.(tx, updated, input);
            await recordAudit(tx, actorOf(c), [
              entry('update', updated, before, await snapshot(tx, updated)),
            ]);
            return [updated, [{ before: current, after: updated }]];
          }),
        ),
      def.constraintKeys,
    );
    changed(c, current, row);
    return ok(c, await one(db, row, WRITER));
  });

  // DELETE /{res}/{id} — soft delete (delete_{res})
  app.openapi(routes.softDelete, async (c) => {
    const caller = await demandPermission(c, permission('delete'));
    const db = await c.var.deps.getDb();
    const also = def.softDelete?.set ?? {};
    const id = c.req.valid('param').id;
    const row = await db.transaction((tx) =>
      guarded(tx, single('delete', caller, id), async () => {
        const current = await findRow(tx, table, id, [live()]);
        const deleted = current && (await softDeleteRow(tx, table, id, also));
        if (!current || !deleted) throw new AppError('NOT_FOUND');
        await recordAudit(tx, actorOf(c), [
          entry(
            'delete',
            deleted,
            { deletedAt: null, ...trashFields(current, also) },
            { deletedAt: deleted.deletedAt, ...trashFields(deleted, also) },
          ),
        ]);
        return [deleted, [{ before: current, after: deleted }]];
      }),
    );
    changed(c, row);
    return ok(c, await one(db, row, WRITER));
  });

  // DELETE /{res}/{id}/hard — remove for good (delete_{res})
  app.openapi(routes.hardDelete, async (c) => {
    const caller = await demandPermission(c, permission('delete'));
    const db = await c.var.deps.getDb();
    const { id } = c.req.valid('param');
    const row = await attempt(
      () =>
        db.transaction((tx) =>
          guarded(tx, single('hard_delete', caller, id), async () => {
            const current = await findRow(tx, table, id);
            if (!current) throw new AppError('NOT_FOUND');
            const before = await snapshot(tx, current);
            const removed = await hardDeleteRow(tx, table, id);
            if (!removed) throw new AppError('NOT_FOUND');
            await recordAudit(tx, actorOf(c), [entry('hard_delete', removed, before, null)]);
            return [removed, [{ before: current, after: null }]];
          }),
        ),
      def.constraintKeys,
      'delete',
    );
    changed(c, row);
    return ok(c, { id: row.id, deleted: true as const });
  });

  // PATCH /{res}/{id}/restore — undo a soft delete (delete_{res})
  app.openapi(routes.restore, async (c) => {
    const caller = await demandPermission(c, permission('delete'));
    const db = await c.var.deps.getDb();
    const also = def.softDelete?.restore ?? {};
    const id = c.req.valid('param').id;
    const row = await db.transaction((tx) =>
      guarded(tx, single('restore', caller, id), async () => {
        const current = await findRow(tx, table, id);
        const restored = await restoreRow(tx, table, id, also);
        if (!current || !restored) throw new AppError('NOT_FOUND');
        if (current.deletedAt === null) return [restored, []];
        await recordAudit(tx, actorOf(c), [
          entry(
            'restore',
            restored,
            { deletedAt: current.deletedAt, ...trashFields(current, also) },
            { deletedAt: null, ...trashFields(restored, also) },
          ),
        ]);
        return [restored, [{ before: current, after: restored }]];
      }),
    );
    changed(c, row);
    return ok(c, await one(db, row, WRITER));
  });

  // POST /{res}/bulk — one action on many rows, in one transaction (update_ or delete_{res})
  app.openapi(routes.bulk, async (c) => {
    const { ids, action } = c.req.valid('json') as BulkInput;
    const toggles = action === 'activate' || action === 'deactivate';
    const caller = await demandPermission(c, permission(toggles ? 'update' : 'delete'));
    if (toggles && !def.statusToggle) {
      throw new AppError('VALIDATION_ERROR', [
        { key: 'action', message: 'validation.bulk.action_unsupported' },
      ]);
    }
    const db = await c.var.deps.getDb();
    const rows = await attempt(
      () =>
        db.transaction((tx) =>
          guarded(tx, { action, bulk: true, caller, ids }, async () => {
            const changes = await bulkWrite(tx, c, ids, action);
            const changedRows = changes.flatMap((ch) => ch.after ?? ch.before ?? []);
            return [changedRows, changes];
          }),
        ),
      def.constraintKeys,
      action === 'hard_delete' ? 'delete' : 'write',
    );
    changed(c, ...rows);
    return ok(c, { affected: rows.length, ids: rows.map((r) => r.id) });
  });

  /** The rows a bulk action changed (before → after), each with its audit row. */
  async function bulkWrite(
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
        updatedAt: new Date(),
      });
      changes = pairs;
      entries = pairs.map(({ before, after }) =>
        entry(
          'update',
          after,
          { [key]: (before as Record<string, unknown>)[key] },
          { [key]: value },
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
}
