import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../context';
import { currentAuth, requireAuth } from '../auth-middleware';
import { AppError } from '../../errors';
import { permissionsOf } from '../../services/auth/permissions';
import { authenticate } from '../../services/auth/sessions';

/**
 * Reads of public data: anonymous callers pass; a caller who sends a bearer token must send a
 * valid one (an expired token is answered 401 so the client refreshes, not silently downgraded).
 */
export const optionalAuth = createMiddleware<ApiEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  if (header) {
    const db = await c.var.deps.getDb();
    c.set('auth', await authenticate(db, c.var.deps.auth, header));
  }
  await next();
});

/** Each request's permission look-up, made once however many checks read it. */
const held = new WeakMap<Request, Promise<string[]>>();

/** Every permission the signed-in caller of this request holds (one query per request). */
function callerPermissions(c: Context<ApiEnv>, userId: string): Promise<string[]> {
  let permissions = held.get(c.req.raw);
  if (!permissions) {
    permissions = c.var.deps
      .getDb()
      .then((db) => permissionsOf(db, userId))
      .then((r) => r.permissions);
    held.set(c.req.raw, permissions);
  }
  return permissions;
}

/**
 * Permissions a route needs: every one of `allOf` and, when given, one of `anyOf`; `staff`: any
 * permission at all (a staff screen that shows each caller the sections they may view).
 */
export interface PermissionRule {
  allOf?: readonly string[];
  anyOf?: readonly string[];
  staff?: true;
}

/**
 * A protected hand-written route's middleware and its entry in the document (spread into
 * `createRoute`): the sign-in, then `rule`, before any input is judged; `x-permissions` names the
 * rule for clients and for the test that calls every protected operation without it.
 */
export function guarded(rule: PermissionRule) {
  const middleware: [MiddlewareHandler<ApiEnv>, MiddlewareHandler<ApiEnv>] = [
    requireAuth,
    permitted(rule),
  ];
  return { middleware, 'x-permissions': rule };
}

/**
 * Route middleware that refuses before the body, query or path is judged: 1004
 * UNAUTHORIZED_ACCESS without a signed-in caller (after `requireAuth`), 1005 FORBIDDEN unless
 * the caller holds every permission of `allOf` and, when given, one of `anyOf`. A caller without
 * the right learns nothing about what a valid request would look like. The handler still asks
 * for the exact permission where it depends on the body (a bulk action's).
 */
function permitted({ allOf = [], anyOf = [], staff }: PermissionRule) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const { user } = currentAuth(c);
    const permissions = await callerPermissions(c, user.id);
    const hasAll = allOf.every((p) => permissions.includes(p));
    const hasOne = anyOf.length === 0 || anyOf.some((p) => permissions.includes(p));
    const isStaff = !staff || permissions.length > 0;
    if (!hasAll || !hasOne || !isStaff) throw new AppError('FORBIDDEN');
    await next();
  });
}

/** Who reads: `canView` when the caller holds `view_{section}`; every permission they hold. */
export interface Viewer {
  userId: string | null;
  canView: boolean;
  permissions: readonly string[];
}

/** `also`: other permissions that read the section as `view_{section}` does. */
export async function viewerOf(
  c: Context<ApiEnv>,
  section: string,
  also: readonly string[] = [],
): Promise<Viewer> {
  const auth = c.get('auth');
  if (!auth) return { userId: null, canView: false, permissions: [] };
  const permissions = await callerPermissions(c, auth.user.id);
  const readers = [`view_${section}`, ...also];
  return {
    userId: auth.user.id,
    canView: permissions.some((p) => readers.includes(p)),
    permissions,
  };
}

/** The signed-in caller of a write and every permission they hold. */
export interface Caller {
  userId: string;
  permissions: string[];
}

/** 1004 UNAUTHORIZED_ACCESS without a signed-in caller, 1005 FORBIDDEN without `permission`. */
export async function demandPermission(c: Context<ApiEnv>, permission: string): Promise<Caller> {
  const { user } = currentAuth(c);
  const permissions = await callerPermissions(c, user.id);
  if (!permissions.includes(permission)) throw new AppError('FORBIDDEN');
  return { userId: user.id, permissions: [...permissions] };
}

/** Tells the Next process which cached catalogue pages are stale; never fails the write. */
export function notifyCatalogChange(c: Context<ApiEnv>, tags: string[]) {
  const unique = [...new Set(tags)];
  if (!unique.length) return;
  try {
    c.var.deps.onCatalogChange?.(unique);
  } catch (error) {
    c.var.deps.logger.warn('catalog change hook failed', {
      requestId: c.var.requestId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
