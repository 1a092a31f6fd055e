import 'server-only';
import { serverEnv } from '../env';
import { createLogger } from '../log';
import { registerCleanup } from '../shutdown';
import { createRateLimits, type RateLimits } from './rate-limits';

const globalForLimits = globalThis as unknown as { __safqaRateLimits?: RateLimits };

/**
 * The process's rate limits (Redis with REDIS_URL, else memory), made once: the API and the
 * short-link route count against the same store.
 */
export function processRateLimits(): RateLimits {
  if (!globalForLimits.__safqaRateLimits) {
    const env = serverEnv();
    globalForLimits.__safqaRateLimits = createRateLimits({
      redisUrl: env.REDIS_URL,
      logger: createLogger(env.LOG_LEVEL),
    });
    registerCleanup({ name: 'rate limits', run: closeProcessRateLimits });
  }
  return globalForLimits.__safqaRateLimits;
}

/** Closes the process's rate limits (their Redis connection), if they were made. */
async function closeProcessRateLimits(): Promise<void> {
  const made = globalForLimits.__safqaRateLimits;
  globalForLimits.__safqaRateLimits = undefined;
  await made?.close();
}
