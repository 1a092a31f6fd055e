import PgBoss from 'pg-boss';
import type { Logger } from '../log';
import type { JobHandler, JobItem, JobQueue, JobsConfig } from './queue';

/**
 * The queue on PostgreSQL: pg-boss tables in the same database (schema `pgboss`), shared by
 * every process that opens it. A fetched job is held by one worker at a time (SKIP LOCKED);
 * queues use the `short` policy, so a key already waiting to run is not queued twice.
 */
export async function createPgBossQueue(options: {
  connectionString: string;
  config: JobsConfig;
  logger: Logger;
}): Promise<JobQueue> {
  const { config, logger } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    application_name: 'safqa-jobs',
    // The workers' fetches plus sends and pg-boss's own upkeep.
    max: config.concurrency + 2,
    // No cron schedules are used.
    schedule: false,
  });
  // pg-boss reports failed polls and upkeep here; without a listener they would crash the process.
  boss.on('error', (error) => logger.error('job queue error', { error: error.message }));
  await boss.start();

  const ready = new Map<string, Promise<void>>();
  const ensureQueue = (name: string) => {
    let created = ready.get(name);
    if (!created) {
      // Creating an existing queue does nothing, so every process may ask.
      created = boss.createQueue(name, { name, policy: 'short' });
      ready.set(name, created);
      created.catch(() => ready.delete(name));
    }
    return created;
  };

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
      // One pg-boss worker per slot, each taking one job at a time: a failing job fails alone.
      for (let slot = 0; slot < config.concurrency; slot++) {
        await boss.work<T>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: config.pollSeconds },
          async (jobs) => {
            for (const job of jobs) {
              await handler(job.data, {
                retryCount: job.retryCount,
                final: job.retryCount >= job.retryLimit,
              });
            }
          },
        );
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
