import { timingSafeEqual } from 'node:crypto';
import { errorBody } from './api/envelope';
import type { Db } from './db/client';
import { purgeDeletedAccounts } from './services/auth/account';

/** Whether `authorization` is exactly `Bearer <secret>`, compared in constant time. */
function authorized(authorization: string | null, secret: string): boolean {
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * GET /api/cron/purge: the hourly purge of accounts whose deletion was asked for over 24 hours
 * ago, for a platform scheduler (a long-lived server also runs it every hour by itself). Without
 * CRON_SECRET the route does not exist; a call without the right bearer secret is refused.
 */
export async function runPurgeCron(
  request: Request,
  deps: { secret: string | undefined; getDb(): Promise<Db>; now?: () => Date },
): Promise<Response> {
  if (!deps.secret) return json(errorBody('NOT_FOUND', undefined), 404);
  if (!authorized(request.headers.get('authorization'), deps.secret)) {
    return json(errorBody('UNAUTHORIZED_ACCESS', undefined), 401);
  }
  const purged = await purgeDeletedAccounts(await deps.getDb(), deps.now?.() ?? new Date());
  return json({ success: true, code: 2000, data: { purged } }, 200);
}
