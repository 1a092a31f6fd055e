// Query parameters every catalogue list (GET /{resource}) understands. A resource extends the
// schema with its own filters: `listQuerySchema(['priority', 'nameEn'], '-priority').extend({…})`.
import { z } from '@/lib/validation/zod';

export const LIST_LIMIT_MAX = 100;
const LIST_LIMIT_DEFAULT = 24;

/** Soft-deleted rows: hidden (default), shown with the others, or shown alone. */
const DELETED_MODES = ['exclude', 'include', 'only'] as const;
export type DeletedMode = (typeof DELETED_MODES)[number];

export interface ListSort<F extends string = string> {
  field: F;
  desc: boolean;
}

/** Where the previous page ended: the sort it was made with, that row's sort value and id. */
export interface ListCursor {
  sort: string;
  value: string;
  id: string;
}

/** `true` / `false` in a query string (z.coerce.boolean would read "false" as true). */
export const queryFlag = z
  .enum(['true', 'false'], { error: 'validation.catalog.flag_invalid' })
  .transform((v) => v === 'true');

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function encodeCursor(cursor: ListCursor): string {
  return toBase64Url(JSON.stringify([cursor.sort, cursor.value, cursor.id]));
}

/** The cursor, or null when it is not one this API made. */
export function decodeCursor(raw: string): ListCursor | null {
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(raw));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [sort, value, id] = parsed as unknown[];
    if (typeof sort !== 'string' || typeof value !== 'string' || typeof id !== 'string') {
      return null;
    }
    if (!z.uuid().safeParse(id).success) return null;
    return { sort, value, id };
  } catch {
    return null;
  }
}

const cursorSchema = z
  .string()
  .max(1024, 'validation.catalog.cursor_invalid')
  .transform((raw, ctx) => {
    const cursor = decodeCursor(raw);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: 'validation.catalog.cursor_invalid' });
      return z.NEVER;
    }
    return cursor;
  });

export function sortKey(sort: ListSort): string {
  return sort.desc ? `-${sort.field}` : sort.field;
}

/**
 * The shared list parameters. `sort` takes one whitelisted field, `-` in front for descending;
 * `page`+`limit` answer `{items, total, page, limit, nextCursor}`, `cursor` (a `nextCursor`)
 * answers `{items, limit, nextCursor}`; `includeDeleted=true` / `deleted=include|only` need
 * the resource's view permission.
 */
export function listQuerySchema<const F extends readonly [string, ...string[]]>(
  sortFields: F,
  defaultSort: F[number] | `-${F[number]}`,
) {
  const values = sortFields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.object({
    q: z.string().trim().max(100, 'validation.catalog.search_max').optional(),
    sort: z
      .enum(values, { error: 'validation.catalog.sort_invalid' })
      .default(defaultSort)
      .transform(
        (v) =>
          (v.startsWith('-')
            ? { field: v.slice(1), desc: true }
            : { field: v, desc: false }) as ListSort<F[number]>,
      ),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
    cursor: cursorSchema.optional(),
    includeDeleted: queryFlag.optional(),
    deleted: z.enum(DELETED_MODES, { error: 'validation.catalog.deleted_invalid' }).optional(),
  });
}

/** What the list handler needs of any resource's parsed list query. */
export interface ListQueryBase {
  q?: string;
  sort: ListSort;
  page: number;
  limit: number;
  cursor?: ListCursor;
  includeDeleted?: boolean;
  deleted?: DeletedMode;
}

/** `GET /{resource}/{id}` query: a holder of the view permission may ask for a deleted row. */
export const getOneQuerySchema = z.object({ includeDeleted: queryFlag.optional() });
