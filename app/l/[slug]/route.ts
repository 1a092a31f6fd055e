import { deferAfterResponse } from '@/server/after-response';
import { processRateLimits } from '@/server/auth/process-rate-limits';
import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { shortLinkResponse, type RedirectDeps } from '@/server/features/short-links/redirect';
import { createLogger } from '@/server/log';

export const dynamic = 'force-dynamic';

let deps: RedirectDeps | undefined;

/** The process's redirect dependencies, made once. */
function redirectDeps(): RedirectDeps {
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

type Context = { params: Promise<{ slug: string }> };

// GET /l/{slug} — 302 to the short link's target (counted after the answer), 404, or 410
export async function GET(request: Request, { params }: Context) {
  return shortLinkResponse(request, (await params).slug, redirectDeps());
}

// HEAD /l/{slug} — the same answer, not counted as a click
export const HEAD = GET;
