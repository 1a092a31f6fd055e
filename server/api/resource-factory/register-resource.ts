import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { JSONValue } from 'hono/utils/types';
import type { z } from 'zod';
import type { BulkInput } from '@/lib/validation/admin';
import { sortKey, type ListQueryBase } from '@/lib/validation/list-query';
import type { ApiEnv } from '../context';
import { ok } from '../envelope';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import {
  deletedCondition,
  findRow,
  hardDeleteRow,
  listRows,
  restoreRow,
  softDeleteRow,
  type ResourceTable,
  type RowOf,
} from '../../services/resource/crud';
import { recordAudit } from '../../services/audit';
import { demandPermission, viewerOf, type Caller, type Viewer } from './access';
import { csvAttachment, exportCsv } from './csv-export';
import { runImport } from './csv-import';
import { isDataException, writeError } from './db-errors';
import { resourceRoutes } from './routes';
import type { AnyResourceDefinition, ResourceDefinition } from './types';
import { resourceWrites } from './writes';

/** Writers see every field of what they wrote. */
const writer = (caller: Caller): Viewer => ({ ...caller, canView: true });

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

/** A list query without its paging: what a list's rows and its export share. */
type ListQuery<Q extends z.ZodType> = Omit<z.output<Q> & ListQueryBase, 'page' | 'limit'>;

/**
 * Registers the seven generic routes (create, list, get, change, soft and hard delete, restore) for one resource. Register literal paths of the
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
  const kit = resourceKit(def);
  registerCollection(app, kit);
  registerRow(app, kit);
  registerTrash(app, kit);
  registerBulk(app, kit);
}

/**
 * What the routes of one resource share: its routes and write paths, its permission names, how
 * a row is answered, who reads it and which rows a list query asks for.
 */
function resourceKit<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
>(def: ResourceDefinition<T, C, U, Q, D>) {
  const { table } = def;
  const permission = (action: 'view' | 'create' | 'update' | 'delete') => `${action}_${def.name}`;
  /** One row as the API answers it (shaped by `def.schemas.item`, so JSON by construction). */
  const one = async (db: Db, row: RowOf<T>, viewer: Viewer): Promise<JSONValue> => {
    const [item] = await def.present(db, [row], viewer);
    return item as JSONValue;
  };
  /** The caller as a reader; refused when the resource has no public rows. */
  const reader = async (c: Context<ApiEnv>) => {
    const viewer = await viewerOf(c, def.name, def.readPermissions);
    if (def.publicWhere === null && !viewer.canView) refuse(viewer);
    return viewer;
  };
  /** The rows a list query asks for, in its order: GET /{res} and its export share them. */
  const listSpec = (viewer: Viewer, query: ListQuery<Q>) => {
    const mode = query.deleted ?? (query.includeDeleted ? 'include' : 'exclude');
    if (mode !== 'exclude' && !viewer.canView) refuse(viewer);
    const field = query.sort.field as keyof typeof def.sortColumns;
    if (!viewer.canView && (def.staffSorts as readonly string[] | undefined)?.includes(field)) {
      throw new AppError('VALIDATION_ERROR', [
        { key: 'sort', message: 'validation.list.sort_staff' },
      ]);
    }
    const column = def.sortColumns[field];
    return {
      where: [
        deletedCondition(table, mode),
        viewer.canView ? undefined : def.publicWhere?.(),
        ...(def.filters?.(query as z.output<Q>) ?? []),
        query.q ? def.search?.(query.q) : undefined,
      ],
      sort: { column, desc: query.sort.desc, key: sortKey(query.sort) },
    };
  };
  return {
    def,
    table,
    routes: resourceRoutes<AnyResourceDefinition>(def),
    writes: resourceWrites(def),
    permission,
    one,
    reader,
    listSpec,
  };
}

type ResourceKit<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
> = ReturnType<typeof resourceKit<T, C, U, Q, D>>;

/** The collection: create, list, and the CSV export and import where the resource has them. */
function registerCollection<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
>(app: OpenAPIHono<ApiEnv>, kit: ResourceKit<T, C, U, Q, D>) {
  const { def, table, routes, writes, permission, one, reader, listSpec } = kit;
  const { changed } = writes;

  // POST /{res} — create (create_{res})
  app.openapi(routes.create, async (c) => {
    const caller = await demandPermission(c, permission('create'));
    const input = c.req.valid('json') as z.output<C>;
    const db = await c.var.deps.getDb();
    const values = await def.toInsert(input, db, c.var.deps);
    const row = await attempt(
      () => db.transaction((tx) => writes.create(tx, c, caller, input, values)),
      def.constraintKeys,
    );
    await changed(c, row);
    return ok(c, await one(db, row, writer(caller)));
  });

  // GET /{res} — filtered, searched, sorted page (page+limit) or slice (cursor)
  app.openapi(routes.list, async (c) => {
    const viewer = await reader(c);
    const query = c.req.valid('query') as z.output<Q> & ListQueryBase;
    const spec = listSpec(viewer, query);
    if (query.cursor && query.cursor.sort !== spec.sort.key) throw cursorInvalid();
    const db = await c.var.deps.getDb();
    const result = await listRows(db, table, {
      ...spec,
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

  const { csv } = def;
  if (csv) {
    // GET /{res}/export — the list's rows, unpaged, as a CSV file (view_{res}, checked by the
    // route's middleware before the query is judged)
    app.openapi(routes.export, async (c) => {
      const viewer = await viewerOf(c, def.name, def.readPermissions);
      const spec = listSpec(viewer, c.req.valid('query') as ListQuery<Q>);
      const db = await c.var.deps.getDb();
      const text = await exportCsv(db, { ...def, csv }, spec, viewer);
      const day = (c.var.deps.now?.() ?? new Date()).toISOString().slice(0, 10);
      return csvAttachment(c, `${def.name}-${day}.csv`, text);
    });
  }

  const { csvImport } = def;
  if (csvImport) {
    // POST /{res}/import — check a CSV file, or apply it in one transaction (create_ + update_,
    // both checked by the route's middleware)
    app.openapi(routes.import, async (c) => {
      const caller = await demandPermission(c, permission('create'));
      return ok(c, await runImport(c, def, csvImport, caller, c.req.valid('json')));
    });
  }
}

/** One row: read it, change it. */
function registerRow<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
>(app: OpenAPIHono<ApiEnv>, kit: ResourceKit<T, C, U, Q, D>) {
  const { def, table, routes, writes, permission, one, reader } = kit;
  const { live, changed } = writes;

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
    const values = def.toUpdate(input, current);
    const row = await attempt(
      () => db.transaction((tx) => writes.update(tx, c, caller, current, input, values)),
      def.constraintKeys,
    );
    await changed(c, current, row);
    return ok(c, await one(db, row, writer(caller)));
  });
}

/** The trash: soft delete, remove for good, restore. */
function registerTrash<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
>(app: OpenAPIHono<ApiEnv>, kit: ResourceKit<T, C, U, Q, D>) {
  const { def, table, routes, writes, permission, one } = kit;
  const { live, changed, actorOf, snapshot, entry, guarded, single, trashFields } = writes;

  // DELETE /{res}/{id} — soft delete (delete_{res})
  app.openapi(routes.softDelete, async (c) => {
    const caller = await demandPermission(c, permission('delete'));
    const db = await c.var.deps.getDb();
    const also = def.softDelete?.set ?? {};
    const id = c.req.valid('param').id;
    const row = await db.transaction((tx) =>
      guarded(c, tx, single('delete', caller, id), async () => {
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
    await changed(c, row);
    return ok(c, await one(db, row, writer(caller)));
  });

  // DELETE /{res}/{id}/hard — remove for good (delete_{res})
  app.openapi(routes.hardDelete, async (c) => {
    const caller = await demandPermission(c, permission('delete'));
    const db = await c.var.deps.getDb();
    const { id } = c.req.valid('param');
    const row = await attempt(
      () =>
        db.transaction((tx) =>
          guarded(c, tx, single('hard_delete', caller, id), async () => {
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
    await changed(c, row);
    return ok(c, { id: row.id, deleted: true as const });
  });

  // PATCH /{res}/{id}/restore — undo a soft delete (delete_{res})
  app.openapi(routes.restore, async (c) => {
    const caller = await demandPermission(c, permission('delete'));
    const db = await c.var.deps.getDb();
    const also = def.softDelete?.restore ?? {};
    const id = c.req.valid('param').id;
    // A restored row may take a unique value a live row holds meanwhile (one rule set per
    // shop): the constraint's CONFLICT, not a server error.
    const row = await attempt(
      () =>
        db.transaction((tx) =>
          guarded(c, tx, single('restore', caller, id), async () => {
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
        ),
      def.constraintKeys,
    );
    await changed(c, row);
    return ok(c, await one(db, row, writer(caller)));
  });
}

/** One action on many rows. */
function registerBulk<
  T extends ResourceTable,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends AnyResourceDefinition['schemas']['list'],
  D extends z.ZodType,
>(app: OpenAPIHono<ApiEnv>, kit: ResourceKit<T, C, U, Q, D>) {
  const { def, routes, writes, permission } = kit;
  const { changed, guarded } = writes;

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
          guarded(c, tx, { action, bulk: true, caller, ids }, async () => {
            const changes = await writes.bulk(tx, c, ids, action);
            const changedRows = changes.flatMap((ch) => ch.after ?? ch.before ?? []);
            return [changedRows, changes];
          }),
        ),
      def.constraintKeys,
      action === 'hard_delete' ? 'delete' : 'write',
    );
    await changed(c, ...rows);
    return ok(c, { affected: rows.length, ids: rows.map((r) => r.id) });
  });
}
