import { after } from 'next/server';
import type { Logger } from './log';

/** Hands work to the platform once the answer is on its way; Next's `after()` by default. */
export type AfterResponse = (task: () => Promise<void>) => void;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The one way work is left for after an answer (click counts, account mails, a reset link):
 * Next's `after()`, which on a host that freezes the instance once the response is sent
 * (Vercel) registers the task with the platform's `waitUntil`, so the instance lives until it
 * ends; a long-lived server runs it once the response has finished. A task's failure is logged
 * with `what` and never reaches the answer. `schedule` is for tests that hold the tasks.
 */
export function deferAfterResponse(
  logger: Pick<Logger, 'error'>,
  what: string,
  schedule: AfterResponse = after,
): AfterResponse {
  return (task) =>
    schedule(() =>
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error(what, { error: describe(error) })),
    );
}
