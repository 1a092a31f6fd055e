import { deferAfterResponse } from '../../after-response';
import { processRateLimits } from '../../auth/process-rate-limits';
import { getDatabase } from '../../db';
import { serverEnv } from '../../env';
import { createLogger } from '../../log';
import type { RedirectDeps } from './redirect';

let deps: RedirectDeps | undefined;

/** The redirect's dependencies in the running site (made once per process); tests pass their own. */
export function processRedirectDeps(): RedirectDeps {
  if (!deps) {
    const env = serverEnv();
    const logger = createLogger(env.LOG_LEVEL);
    deps = {
      getDb: async () => (await getDatabase()).db,
      logger,
      now: () => new Date(),
      // The click is written after the response is sent.
      defer: deferAfterResponse(logger, 'short link click not counted'),
      homeUrl: env.APP_URL,
      limits: processRateLimits(),
      trustedProxies: env.trustedProxies,
    };
  }
  return deps;
}
