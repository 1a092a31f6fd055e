import 'server-only';
import { apiFetch } from '../api/in-process';
import { serverEnv, serverSecrets } from '../env';
import { bffAuthConfig, getSessionDb } from './current-session';
import { Redis } from 'ioredis';
import { createBff, type Bff } from './handler';
import { redisRefreshStore } from './refresh-store';
import { livenessOf } from './live-sign-in';
import type { SessionCookieConfig } from './session';

const globalForBff = globalThis as unknown as { __safqaBff?: Bff };

/** Cookie settings from the configuration: `Secure` whenever the site is served over https. */
export function sessionCookieConfig(): SessionCookieConfig {
  const env = serverEnv();
  return {
    password: serverSecrets().SESSION_SECRET,
    secure: env.APP_URL.startsWith('https:'),
    domain: env.COOKIE_DOMAIN,
  };
}

/** The process's BFF, built once. */
export function bff(): Bff {
  if (!globalForBff.__safqaBff) {
    globalForBff.__safqaBff = createBff({
      api: apiFetch,
      cookie: sessionCookieConfig(),
      allowedOrigins: [new URL(serverEnv().APP_URL).origin],
      liveness: (session) => livenessOf(getSessionDb, bffAuthConfig(), session),
      ...(serverEnv().REDIS_URL && {
        refreshStore: redisRefreshStore(
          new Redis(serverEnv().REDIS_URL!, { maxRetriesPerRequest: 1, connectTimeout: 5000 }),
        ),
      }),
    });
  }
  return globalForBff.__safqaBff;
}

export { currentSession } from './current-session';
