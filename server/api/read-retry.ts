import type { Logger } from '../log';

/** Requests whose answer was a database connection failure (marked by `handleError`). */
const failedOnConnection = new WeakSet<Request>();

export function noteConnectionFailure(request: Request) {
  failedOnConnection.add(request);
}

const IDEMPOTENT = new Set(['GET', 'HEAD']);

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * A read that met a broken database connection (PostgreSQL restarting, a reset socket) is
 * answered once more after `delayMs`: the pool has reconnected by then in most blips. Only
 * GET and HEAD, which change nothing that a second run would change twice; a write is never
 * sent again (its outcome is unknown). A second failure keeps its 503 with Retry-After.
 */
export function retryReadsOnce<A extends { fetch: Fetch }>(
  app: A,
  options: { delayMs?: number; logger?: Logger } = {},
): A {
  const dispatch = app.fetch;
  const delayMs = options.delayMs ?? 250;
  app.fetch = (async (request: Request, ...rest: never[]) => {
    const first = await dispatch(request, ...rest);
    if (!IDEMPOTENT.has(request.method) || !failedOnConnection.has(request)) return first;
    failedOnConnection.delete(request);
    options.logger?.warn('database connection failed on a read: trying once more', {
      method: request.method,
      path: new URL(request.url).pathname,
    });
    await first.body?.cancel();
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const second = await dispatch(request, ...rest);
    failedOnConnection.delete(request);
    return second;
  }) as A['fetch'];
  return app;
}
