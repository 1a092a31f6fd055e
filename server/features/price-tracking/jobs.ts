import type { CronJob } from '../../cron';
import type { Database } from '../../db/client';
import type { JobQueue, Scheduler } from '../../jobs/queue';
import { PRICE_ALERT_JOB } from './alerts';
import {
  deliverPendingAlerts,
  priceAlertHandler,
  sweepPendingAlerts,
  type AlertDeliveryContext,
} from './deliver-alerts';

// Price tracking's background work, on the shared job runners: the alert mails as queue jobs
// with a sweeper (server/jobs/runtime.ts starts them), and the same mails as a cron call for
// hosts with no process that lives on (server/cron.ts runs it).

interface PriceAlertWork extends Omit<AlertDeliveryContext, 'db' | 'kind'> {
  database: Pick<Database, 'db' | 'kind'>;
  /** An alert still PENDING this long after it was raised is queued again. */
  sweepMinutes: number;
  /** The sweeper's timers; tests move their own. */
  scheduler: Scheduler;
}

interface PriceAlertWorker {
  /** Queues the alerts still unsent after the sweep age now (the timer does it on its own). */
  sweep(): Promise<number>;
  stop(): void;
}

/**
 * Works the price-alert mails from `queue` in this process and sweeps for alerts left unsent:
 * at once, then every `sweepMinutes`.
 */
export async function workPriceAlerts(
  queue: JobQueue,
  work: PriceAlertWork,
): Promise<PriceAlertWorker> {
  const { database, sweepMinutes, scheduler, ...delivery } = work;
  const { logger, now } = delivery;
  await queue.work(
    PRICE_ALERT_JOB,
    priceAlertHandler({ ...delivery, db: database.db, kind: database.kind }),
  );

  const sweepMs = sweepMinutes * 60_000;
  const sweep = async (ageMs: number) => {
    const queued = await sweepPendingAlerts(database.db, queue, new Date(now().getTime() - ageMs));
    if (queued) logger.info('unsent price alerts queued again', { count: queued });
    return queued;
  };
  let timer: unknown;
  let stopped = false;
  const every = () => {
    timer = scheduler.setTimeout(() => {
      sweep(sweepMs)
        .catch((error: unknown) =>
          logger.error('price alert sweep failed', { error: String(error) }),
        )
        .finally(() => {
          if (!stopped) every();
        });
    }, sweepMs);
  };
  // A new in-process queue holds nothing yet: every unsent alert is an orphan. pg-boss jobs
  // outlive processes, so there only alerts older than the sweep age are.
  await sweep(queue.kind === 'memory' ? 0 : sweepMs);
  every();

  return {
    sweep: () => sweep(sweepMs),
    stop: () => {
      stopped = true;
      scheduler.clearTimeout(timer);
    },
  };
}

/** Alerts looked at per run: mailed one at a time, so this many mails fit the budget. */
const PRICE_ALERT_BATCH = 50;

/** GET /api/cron/price-alerts (every 5 minutes): mails the PENDING price alerts. */
export function priceAlertsJob(
  ctx: Omit<AlertDeliveryContext, 'db' | 'kind'> & { retryLimit: number; batchSize?: number },
): CronJob {
  const { retryLimit, batchSize = PRICE_ALERT_BATCH, ...delivery } = ctx;
  return {
    name: 'price-alerts',
    run: ({ database, hasTime }) =>
      deliverPendingAlerts(
        { ...delivery, db: database.db, kind: database.kind },
        { batchSize, retryLimit, hasTime },
      ),
  };
}
