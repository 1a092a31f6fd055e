import type { Database } from '../db/client';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';
import { workPriceAlerts } from '../features/price-tracking/jobs';
import { createMemoryQueue } from './memory-queue';
import { createPgBossQueue } from './pg-boss-queue';
import { systemScheduler, type JobQueue, type JobsConfig, type Scheduler } from './queue';

export interface JobsRuntime {
  queue: JobQueue;
  /** Queues the alerts still unsent after the sweep age now (the timer does it on its own). */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  database: Pick<Database, 'db' | 'kind'>;
  /**
   * The PostgreSQL address pg-boss connects to (its own pool; the direct one, never a
   * transaction-mode pooler: its locks span statements); unused on PGlite.
   */
  databaseUrl?: string;
  config: JobsConfig;
  /** Run the handlers in this process (else only queue: PostgreSQL with separate workers). */
  work: boolean;
  /** An alert still PENDING this long after it was raised is queued again. */
  sweepMinutes: number;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** Signs the unsubscribe links: the API's JWT secret. */
  secret: string;
  now?: () => Date;
  /** Timers of the in-process queue and of the sweeper; tests move their own. */
  scheduler?: Scheduler;
  random?: () => number;
}

/**
 * Starts the background jobs of one process: pg-boss on PostgreSQL, the in-process queue on
 * PGlite; with `work`, the jobs' handlers — today price tracking's alert mails and their sweeper
 * (server/features/price-tracking/jobs.ts).
 */
export async function startJobs(options: StartJobsOptions): Promise<JobsRuntime> {
  const { database, config, logger, scheduler = systemScheduler } = options;
  const now = options.now ?? (() => new Date());
  let queue: JobQueue;
  if (database.kind === 'postgres') {
    if (!options.databaseUrl) throw new Error('The PostgreSQL job queue needs DATABASE_URL');
    queue = await createPgBossQueue({ connectionString: options.databaseUrl, config, logger });
  } else {
    queue = createMemoryQueue({ config, logger, scheduler, random: options.random });
  }
  if (!options.work) return { queue, sweep: async () => 0, stop: () => queue.stop() };

  const alerts = await workPriceAlerts(queue, {
    database,
    mailer: options.mailer,
    logger,
    appUrl: options.appUrl,
    secret: options.secret,
    now,
    sweepMinutes: options.sweepMinutes,
    scheduler,
  });

  return {
    queue,
    sweep: alerts.sweep,
    stop: async () => {
      alerts.stop();
      await queue.stop();
    },
  };
}
