import { getDatabase } from './db';
import { DatabaseLockedError } from './db/lock';
import { ConfigError, serverEnv, serverSecrets } from './env';
import { processJobs } from './jobs/process-jobs';
import { createLogger } from './log';
import { purgeDeletedAccounts } from './services/auth/account';

const HOUR = 60 * 60 * 1000;

/** Accounts whose deletion was asked for over 24 hours ago are removed, checked every hour. */
function schedulePurge(logger: ReturnType<typeof createLogger>) {
  const run = () =>
    getDatabase()
      .then(({ db }) => purgeDeletedAccounts(db))
      .then((n) => n > 0 && logger.info('deleted accounts purged', { count: n }))
      .catch((error: unknown) => logger.error('account purge failed', { error: String(error) }));
  void run();
  setInterval(() => void run(), HOUR).unref();
}

/** Called from instrumentation.ts: a wrong setting or a held database stops the process. */
export async function startServer() {
  try {
    const env = serverEnv();
    serverSecrets();
    const { kind } = await getDatabase();
    const logger = createLogger(env.LOG_LEVEL);
    schedulePurge(logger);
    // Price-alert mails: a job queue that cannot start leaves alerts PENDING (swept later), it
    // does not keep the site down.
    await processJobs().catch((error: unknown) =>
      logger.error('background jobs did not start', { error: String(error) }),
    );
    if (env.LOG_LEVEL !== 'error') {
      process.stdout.write(`Safqa: database ready (${kind}), ${env.APP_URL}\n`);
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
      process.stderr.write(`\nSafqa cannot start. ${error.message}\n\n`);
      process.exit(1);
    }
    throw error;
  }
}
