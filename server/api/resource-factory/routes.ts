import { createRoute, z } from '@hono/zod-openapi';
import { bulkResultSchema, bulkSchema } from '@/lib/validation/admin';
import {
  csvImportReportSchema,
  csvImportResultSchema,
  csvImportSchema,
} from '@/lib/validation/csv-import';
import { getOneQuerySchema } from '@/lib/validation/list-query';
import { uuidSchema } from '@/lib/validation/catalog-fields';
import { errorEnvelopeSchema, jsonResponses } from '../envelope';
import { raises } from '../error-responses';
import { guarded, optionalAuth } from './access';
import type { AnyResourceDefinition } from './types';

const bearer: { bearerAuth: string[] }[] = [{ bearerAuth: [] }];
const idParams = z.object({ id: uuidSchema });
const json = <S extends z.ZodType>(schema: S) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** `{items, total?, page?, limit, nextCursor}` of GET /{resource}. */
function listPageSchema<S extends z.ZodType>(item: S) {
  return z.object({
    items: z.array(item),
    /** Page mode only. */
    total: z.number().int().optional(),
    /** Page mode only. */
    page: z.number().int().optional(),
    limit: z.number().int(),
    /** Pass as `cursor` for the rows after this page; null on the last page. */
    nextCursor: z.string().nullable(),
  });
}

/** The list query without its paging: what `GET /{res}/export` takes. */
function exportQuerySchema<Q extends AnyResourceDefinition['schemas']['list']>(list: Q) {
  return list.omit({ page: true, limit: true, cursor: true });
}

/** The OpenAPI route definitions of one resource: create, list, get, change, soft delete, hard delete, restore. */
export function resourceRoutes<R extends AnyResourceDefinition>(def: R) {
  return { ...collectionRoutes(def), ...fileRoutes(def), ...rowRoutes(def) };
}

/** What the routes of a resource share: its path, tag, item schema and who may read it. */
function routeBasics<R extends AnyResourceDefinition>(def: R) {
  const readers =
    def.publicWhere === null
      ? `needs view_${def.name}`
      : `public rows for anyone; view_${def.name} sees all and may ask for deleted ones`;
  return {
    base: `/${def.name}`,
    tags: [def.tag],
    item: def.schemas.item,
    readers,
    rule: rules(def),
  };
}

/**
 * The permissions of each protected route, checked by its middleware right after the sign-in and
 * before the body, query or path is judged (a caller without the right gets 401 or 403, never a
 * validation error). `x-permissions` in the document names them for clients.
 */
function rules<R extends AnyResourceDefinition>(def: R) {
  const name = (verb: string) => `${verb}_${def.name}`;
  return {
    create: { allOf: [name('create')] },
    update: { allOf: [name('update')] },
    delete: { allOf: [name('delete')] },
    view: { anyOf: [name('view'), ...(def.readPermissions ?? [])] },
    import: { allOf: [name('create'), name('update')] },
    // Which of the two depends on the action in the body: the handler checks the exact one.
    bulk: { anyOf: [name('update'), name('delete')] },
  };
}

/** The collection's routes: create, list, and one action on many rows (`/{res}/bulk`). */
function collectionRoutes<R extends AnyResourceDefinition>(def: R) {
  const { base, tags, item, readers, rule } = routeBasics(def);
  return {
    create: createRoute({
      operationId: `${def.operations}.create`,
      method: 'post',
      path: base,
      tags,
      summary: `Create a ${def.noun} (create_${def.name})`,
      security: bearer,
      ...guarded(rule.create),
      ...raises('CONFLICT'),
      request: json(def.schemas.create),
      responses: jsonResponses(item, `The new ${def.noun}`),
    }),
    list: createRoute({
      operationId: `${def.operations}.list`,
      method: 'get',
      path: base,
      tags,
      summary:
        `List ${def.noun}s (${readers}): filters, q, sort (field or -field), ` +
        'page+limit or cursor',
      security: [...bearer, {}],
      middleware: [optionalAuth] as const,
      request: { query: def.schemas.list },
      responses: jsonResponses(listPageSchema(item), `A page of ${def.noun}s`),
    }),
    bulk: createRoute({
      operationId: `${def.operations}.bulk`,
      method: 'post',
      path: `${base}/bulk`,
      tags,
      summary:
        `One action on up to 500 ${def.noun}s in one transaction: activate / deactivate ` +
        `(update_${def.name}), delete / restore / hard_delete (delete_${def.name})`,
      security: bearer,
      ...guarded(rule.bulk),
      ...raises('CONFLICT'),
      request: json(bulkSchema),
      responses: jsonResponses(bulkResultSchema, 'How many rows changed, and which'),
    }),
  };
}

/** The CSV files: `/{res}/export` and `/{res}/import`. */
function fileRoutes<R extends AnyResourceDefinition>(def: R) {
  const { base, tags, rule } = routeBasics(def);
  return {
    export: createRoute({
      operationId: `${def.operations}.exportCsv`,
      method: 'get',
      path: `${base}/export`,
      tags,
      summary:
        `Every ${def.noun} the list's filters, q, sort and deleted match (up to 50 000) as a ` +
        `CSV file (view_${def.name})`,
      security: bearer,
      ...guarded(rule.view),
      request: { query: exportQuerySchema(def.schemas.list) },
      responses: {
        200: {
          description:
            'text/csv; charset=utf-8 starting with a UTF-8 BOM, CRLF line ends, ' +
            "Content-Disposition: attachment; cells starting with = + - @ tab or CR get a leading '",
          content: { 'text/csv': { schema: z.string() } },
        },
        default: {
          description: 'Failure: an error envelope (code and status from the error catalogue)',
          content: { 'application/json': { schema: errorEnvelopeSchema } },
        },
      },
    }),
    import: createRoute({
      operationId: `${def.operations}.importCsv`,
      method: 'post',
      path: `${base}/import`,
      tags,
      summary:
        `Check a CSV file of ${def.noun}s (dryRun, the default) or apply it in one transaction ` +
        `(create_${def.name} and update_${def.name}); any row error → VALIDATION_ERROR with ` +
        "details {key: 'row:<line>:<column>', message}",
      security: bearer,
      ...guarded(rule.import),
      ...raises('CONFLICT'),
      request: json(csvImportSchema),
      responses: jsonResponses(
        z.union([csvImportReportSchema, csvImportResultSchema]),
        'Dry run: {total, valid, errors, preview, ignored}; applied: {created, updated}',
      ),
    }),
  };
}

/** One row, `/{res}/{id}`: get, change, soft and hard delete, restore. */
function rowRoutes<R extends AnyResourceDefinition>(def: R) {
  const { base, tags, item, readers, rule } = routeBasics(def);
  return {
    get: createRoute({
      operationId: `${def.operations}.get`,
      method: 'get',
      path: `${base}/{id}`,
      tags,
      summary: `One ${def.noun} (${readers})`,
      security: [...bearer, {}],
      middleware: [optionalAuth] as const,
      request: { params: idParams, query: getOneQuerySchema },
      responses: jsonResponses(item, `The ${def.noun}`),
    }),
    update: createRoute({
      operationId: `${def.operations}.update`,
      method: 'patch',
      path: `${base}/{id}`,
      tags,
      summary: `Change a ${def.noun} (update_${def.name}); 404 when deleted`,
      security: bearer,
      ...guarded(rule.update),
      ...raises('CONFLICT'),
      request: { params: idParams, ...json(def.schemas.update) },
      responses: jsonResponses(item, `The changed ${def.noun}`),
    }),
    softDelete: createRoute({
      operationId: `${def.operations}.delete`,
      method: 'delete',
      path: `${base}/{id}`,
      tags,
      summary: `Soft-delete a ${def.noun}: hidden, restorable (delete_${def.name})`,
      security: bearer,
      ...guarded(rule.delete),
      request: { params: idParams },
      responses: jsonResponses(item, `The deleted ${def.noun}`),
    }),
    hardDelete: createRoute({
      operationId: `${def.operations}.deleteForGood`,
      method: 'delete',
      path: `${base}/{id}/hard`,
      tags,
      summary: `Remove a ${def.noun} for good, deleted or not (delete_${def.name})`,
      security: bearer,
      ...guarded(rule.delete),
      // Still referenced by another row.
      ...raises('CONFLICT'),
      request: { params: idParams },
      responses: jsonResponses(
        z.object({ id: z.string(), deleted: z.literal(true) }),
        `The ${def.noun} is gone`,
      ),
    }),
    restore: createRoute({
      operationId: `${def.operations}.restore`,
      method: 'patch',
      path: `${base}/{id}/restore`,
      tags,
      summary: `Undo a soft delete (delete_${def.name}: who may delete may undo)`,
      security: bearer,
      ...guarded(rule.delete),
      // A live row took one of its unique values meanwhile.
      ...raises('CONFLICT'),
      request: { params: idParams },
      responses: jsonResponses(item, `The restored ${def.noun}`),
    }),
  };
}
