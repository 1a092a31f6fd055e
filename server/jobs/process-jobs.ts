import { getDatabase } from '../db';
import { directDatabaseUrl } from '../db/client';
import { serverEnv, serverSecrets, type ServerEnv } from '../env';
import { createLogger } from '../log';
import { mailerFromEnv } from '../mail/mailer';
import { registerCleanup } from '../shutdown';
import { jobsConfigFromEnv, type JobSender } from './queue';
import { startJobs, type JobsRuntime } from './runtime';

const globalForJobs = globalThis as unknown as { __safqaJobs?: Promise<JobsRuntime> };

/**
 * The site process's background jobs, started once (server/startup.ts at start; the first
 * queued alert otherwise) and kept on globalThis like the database, so the route handlers and
 * the start-up code share one queue. On PGlite this process runs every job; on PostgreSQL it
 * runs JOBS_CONCURRENCY of them at a time (0: only `npm run jobs:work` processes work).
 */
export function processJobs(): Promise<JobsRuntime> {
  globalForJobs.__safqaJobs ??= (async () => {
    registerCleanup({ name: 'jobs', run: stopProcessJobs });
    const env = serverEnv();
    const logger = createLogger(env.LOG_LEVEL);
    const database = await getDatabase();
    return startJobs({
      database,
      databaseUrl: directDatabaseUrl(env),
      config: jobsConfigFromEnv(env),
      work: database.kind === 'pglite' || env.JOBS_CONCURRENCY > 0,
      sweepMinutes: env.JOBS_SWEEP_MINUTES,
      mailer: mailerFromEnv(env, logger),
      logger,
      appUrl: env.APP_URL,
      secret: serverSecrets().JWT_SECRET,
    });
  })();
  globalForJobs.__safqaJobs.catch(() => {
    globalForJobs.__safqaJobs = undefined;
  });
  return globalForJobs.__safqaJobs;
}

/** The API's way to queue jobs (ApiDeps.jobs) in the site process. */
export const processJobSender: JobSender = {
  async send(name, items) {
    await (await processJobs()).queue.send(name, items);
  },
};

/**
 * The job sender of this process's API: none on a serverless host, whose instances run no
 * queue and no worker — raised alerts stay PENDING and GET /api/cron/price-alerts mails them.
 */
export function apiJobSender(env: Pick<ServerEnv, 'serverless'>): JobSender | undefined {
  return env.serverless ? undefined : processJobSender;
}

/** Stops the process's background jobs if they were started (a graceful stop). */
export async function stopProcessJobs(): Promise<void> {
  const starting = globalForJobs.__safqaJobs;
  globalForJobs.__safqaJobs = undefined;
  if (!starting) return;
  const runtime = await starting.catch(() => undefined);
  await runtime?.stop();
}
