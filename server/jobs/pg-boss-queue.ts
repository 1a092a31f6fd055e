import PgBoss from 'pg-boss';
import type { Logger } from '../log';
import type { JobHandler, JobItem, JobQueue, JobsConfig } from './queue';

/**
 * The queue on PostgreSQL: pg-boss tables in the same database (schema `pgboss`), shared by
 * every process that opens it. A fetched job is held by one worker at a time (SKIP LOCKED);
 * queues use the `short` policy, so a key already waiting to run is not queued twice.
 *
 * Each of this process's `concurrency` slots fetches one job, runs it, completes or fails it
 * (pg-boss then schedules the retry), and fetches the next at once; only an empty queue makes
 * it wait `pollSeconds`. (pg-boss's own `work()` waits a polling interval after every job, and
 * fails a whole fetched batch when one job fails.)
 */
/** PostgreSQL's "deadlock detected": it aborted one of two transactions that waited on each other. */
const DEADLOCK = '40P01';

/**
 * Runs `step` again when PostgreSQL chose it as a deadlock's victim: processes that start together
 * create the same queue at once (its partition of pg-boss's job table), and one of them can lose.
 * The step is idempotent; the retry comes after a short, growing pause.
 */
export async function retryOnDeadlock<T>(
  step: () => Promise<T>,
  logger: Pick<Logger, 'warn'>,
  tries = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= tries) throw error;
      logger.warn('job queue setup lost a deadlock; trying again', { attempt });
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 50));
    }
  }
}

export async function createPgBossQueue(options: {
  connectionString: string;
  config: JobsConfig;
  logger: Logger;
}): Promise<JobQueue> {
  const { config, logger } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    application_name: 'safqa-jobs',
    // The slots' fetches plus sends and pg-boss's own upkeep.
    max: config.concurrency + 2,
    // No cron schedules are used.
    schedule: false,
  });
  // pg-boss reports failed upkeep here; without a listener it would crash the process.
  boss.on('error', (error) => logger.error('job queue error', { error: error.message }));
  await boss.start();

  const ready = new Map<string, Promise<void>>();
  const ensureQueue = (name: string) => {
    let created = ready.get(name);
    if (!created) {
      // Creating an existing queue does nothing, so every process may ask.
      created = retryOnDeadlock(() => boss.createQueue(name, { name, policy: 'short' }), logger);
      ready.set(name, created);
      created.catch(() => ready.delete(name));
    }
    return created;
  };

  let stopping = false;
  const sleepers = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  const slots: Promise<void>[] = [];

  async function runJob<T extends object>(
    name: string,
    job: PgBoss.JobWithMetadata<T>,
    handler: JobHandler<T>,
  ) {
    try {
      await handler(job.data, {
        retryCount: job.retryCount,
        final: job.retryCount >= job.retryLimit,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await boss
        .fail(name, job.id, { message })
        .catch((e: unknown) => logger.error('job not marked failed', { error: String(e) }));
      return;
    }
    // Not marked done (the database blinked): the job expires and runs again, and finds its
    // work done (handlers check their own state first).
    await boss
      .complete(name, job.id)
      .catch((e: unknown) => logger.error('job not marked done', { error: String(e) }));
  }

  async function slot<T extends object>(name: string, handler: JobHandler<T>) {
    while (!stopping) {
      const [job] = await boss
        .fetch<T>(name, { batchSize: 1, includeMetadata: true })
        .catch((error: unknown) => {
          logger.error('job fetch failed', { error: String(error) });
          return [];
        });
      if (job) await runJob(name, job, handler);
      else await pause(config.pollSeconds * 1000);
    }
  }

  return {
    kind: 'pg-boss',
    async send<T extends object>(name: string, items: JobItem<T>[]) {
      if (!items.length) return;
      await ensureQueue(name);
      await boss.insert(
        items.map((item) => ({
          name,
          data: item.data,
          singletonKey: item.key,
          retryLimit: config.retryLimit,
          retryDelay: config.retryDelaySeconds,
          retryBackoff: config.retryBackoff,
          expireInSeconds: config.expireSeconds,
        })),
      );
    },
    async work<T extends object>(name: string, handler: JobHandler<T>) {
      await ensureQueue(name);
      for (let i = 0; i < config.concurrency; i++) slots.push(slot(name, handler));
    },
    async stop() {
      stopping = true;
      for (const wake of [...sleepers]) wake();
      // Running jobs finish (and are marked) before the connections close.
      await Promise.all(slots);
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
