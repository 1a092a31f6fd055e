import 'server-only';
import { apiFetch } from '../api/in-process';
import { serverEnv, serverSecrets } from '../env';
import { bffAuthConfig, getSessionDb } from './current-session';
import { Redis } from 'ioredis';
import { createBff, type Bff } from './handler';
import { redisRefreshStore, withMemoryFallback } from './refresh-store';
import { createLogger } from '../log';
import { registerCleanup } from '../shutdown';
import { livenessOf } from './live-sign-in';
import type { SessionCookieConfig } from './session';

const globalForBff = globalThis as unknown as { __safqaBff?: Bff; __safqaBffRedis?: Redis };

/** Cookie settings from the configuration: `Secure` whenever the site is served over https. */
function sessionCookieConfig(): SessionCookieConfig {
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
        // Redis down: the refresh single-flight carries on in this process's memory.
        refreshStore: withMemoryFallback(
          redisRefreshStore(
            (globalForBff.__safqaBffRedis = new Redis(serverEnv().REDIS_URL!, {
              maxRetriesPerRequest: 1,
              connectTimeout: 5000,
              commandTimeout: 2000,
              enableOfflineQueue: false,
            }).on('error', () => {})),
          ),
          createLogger(serverEnv().LOG_LEVEL),
        ),
      }),
    });
    registerCleanup({ name: 'bff', run: closeBff });
  }
  return globalForBff.__safqaBff;
}

/** Closes the BFF's Redis connection, if it has one (a graceful stop). */
function closeBff() {
  globalForBff.__safqaBffRedis?.disconnect();
  globalForBff.__safqaBffRedis = undefined;
  globalForBff.__safqaBff = undefined;
}
