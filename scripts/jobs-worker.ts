// npm run jobs:work — a process that only runs background jobs (price-alert mails).
// On PostgreSQL start as many as the mail volume needs, beside the site or on other machines;
// set JOBS_CONCURRENCY=0 on the site to leave all the work to them. On the embedded database
// the site runs its jobs itself; this works there only while the site is stopped (the PGlite
// folder is open in one process at a time).
import { directDatabaseUrl } from '../server/db/client';
import { serverEnv, serverSecrets } from '../server/env';
import { jobsConfigFromEnv } from '../server/jobs/queue';
import { startJobs } from '../server/jobs/runtime';
import { createLogger } from '../server/log';
import { mailerFromEnv } from '../server/mail/mailer';
import { openConfiguredDatabase } from './open-configured-database';

async function main() {
  const env = serverEnv();
  const secret = serverSecrets().JWT_SECRET;
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openConfiguredDatabase();
  const runtime = await startJobs({
    database,
    databaseUrl: directDatabaseUrl(env),
    // A worker that does no work would be pointless: at least one job at a time.
    config: { ...jobsConfigFromEnv(env), concurrency: Math.max(1, env.JOBS_CONCURRENCY) },
    work: true,
    sweepMinutes: env.JOBS_SWEEP_MINUTES,
    mailer: mailerFromEnv(env, logger),
    logger,
    appUrl: env.APP_URL,
    secret,
  });
  process.stdout.write(`Safqa jobs worker ready (${database.kind}), pid ${process.pid}\n`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Running jobs finish first; what is left waits in the queue (or PENDING) for the next worker.
    runtime
      .stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`Jobs worker stopped badly: ${String(error)}\n`);
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Safqa jobs worker cannot start. ${message}\n`);
  process.exit(1);
});
