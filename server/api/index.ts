import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { deferAfterResponse } from '../after-response';
import { oauthProvidersFromEnv } from '../auth/oauth-config';
import { processRateLimits } from '../auth/process-rate-limits';
import { defaultAuthConfig } from '../auth/tokens';
import { getDatabase } from '../db';
import { serverEnv, serverSecrets } from '../env';
import { createLogger } from '../log';
import { apiJobSender } from '../jobs/process-jobs';
import { mailerFromEnv } from '../mail/mailer';
import { createMainApi, createWorkerApi } from './app';
import type { ApiDeps } from './context';

const globalForApi = globalThis as unknown as {
  __safqaApi?: {
    main: ReturnType<typeof createMainApi>;
    worker: ReturnType<typeof createWorkerApi>;
  };
};

function deps(): ApiDeps {
  const env = serverEnv();
  const logger = createLogger(env.LOG_LEVEL);
  return {
    getDb: async () => (await getDatabase()).db,
    logger,
    auth: defaultAuthConfig(serverSecrets().JWT_SECRET, env.APP_URL),
    mailer: mailerFromEnv(env, logger),
    limits: processRateLimits(),
    oauth: oauthProvidersFromEnv(process.env),
    oauthProxy: env.OAUTH_PROXY_SECRET
      ? {
          url: env.OAUTH_PROXY_URL ?? env.APP_URL,
          secret: env.OAUTH_PROXY_SECRET,
          previewHosts: env.previewHosts,
        }
      : undefined,
    extensionOrigins: env.extensionOrigins,
    trustedProxies: env.trustedProxies,
    jobs: apiJobSender(env),
    // Work a request leaves for after its answer (a reset link's token and mail, account notices).
    defer: deferAfterResponse(logger, 'work after the response failed'),
    // An admin's change shows on the next visit: the tagged entries expire at once.
    onCatalogChange: (tags) => {
      for (const tag of tags) revalidateTag(tag, { expire: 0 });
    },
    // The same five minutes as the site's pages: counts of usable coupons move with the clock.
    cachedRead: (key, tags, read) =>
      unstable_cache(read, ['api', ...key], { tags, revalidate: 300 })(),
  };
}

/** The process's API apps, built once. */
export function apis() {
  if (!globalForApi.__safqaApi) {
    const d = deps();
    globalForApi.__safqaApi = { main: createMainApi(d), worker: createWorkerApi(d) };
  }
  return globalForApi.__safqaApi;
}
