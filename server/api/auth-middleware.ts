import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { User } from '../db/schema';
import { callerAddress } from './caller-address';
import type { AuthContext } from '../services/auth/context';
import { authenticate } from '../services/auth/sessions';
import type { ApiEnv } from './context';
import { AppError } from '../errors';

/** Requires a valid access token of a live sign-in; the user is then `currentAuth(c)`. */
export const requireAuth = createMiddleware<ApiEnv>(async (c, next) => {
  const db = await c.var.deps.getDb();
  c.set('auth', await authenticate(db, c.var.deps.auth, c.req.header('authorization')));
  await next();
});

export function currentAuth(c: Context<ApiEnv>): { user: User; sessionId: string } {
  const auth = c.get('auth');
  if (!auth) throw new AppError('UNAUTHORIZED_ACCESS');
  return auth;
}

/** The account services' context for this request. */
export async function authContext(c: Context<ApiEnv>): Promise<AuthContext> {
  const { deps } = c.var;
  return {
    db: await deps.getDb(),
    config: deps.auth,
    mailer: deps.mailer,
    limits: deps.limits,
    logger: deps.logger,
    client: {
      ip: callerAddress(c),
      userAgent: c.req.header('user-agent') ?? null,
    },
    defer: (task) => {
      const logged = () =>
        task().catch((error: unknown) => {
          deps.logger.error('deferred work failed', {
            requestId: c.var.requestId,
            error: error instanceof Error ? error.message : String(error),
          });
        });
      if (deps.defer) deps.defer(logged);
      else void logged();
    },
  };
}
