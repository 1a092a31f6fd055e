import { strictTransportSecurity } from '@/lib/security/security-headers.mjs';
import { closeApis } from './api';
import { closeBff } from './bff';
import { closeDatabase, getDatabase } from './db';
import { connectionFailure } from './db/connection-errors';
import { ConfigError, serverEnv, serverSecrets, type ServerEnv } from './env';
import { shareTurnsFairly } from './fair-requests';
import { guardRequests } from './guard-requests';
import { processJobs, stopProcessJobs } from './jobs/process-jobs';
import { createLogger, type Logger } from './log';
import { purgeDeletedAccounts } from './services/auth/account';
import { closeConnectionsAfterResponse, createShutdown } from './shutdown';

const HOUR = 60 * 60 * 1000;
/** While the database is away at start, the background jobs are tried again this often. */
const JOBS_RETRY_MS = 30_000;

const timers = new Set<NodeJS.Timeout>();

/** What a long-lived process runs in the background; tests hand in their own. */
export interface BackgroundWork {
  purge(): Promise<number>;
  startJobs(): Promise<unknown>;
}

const processBackgroundWork: BackgroundWork = {
  purge: async () => purgeDeletedAccounts((await getDatabase()).db),
  startJobs: processJobs,
};

/** Accounts whose deletion was asked for over 24 hours ago are removed, checked every hour. */
function schedulePurge(logger: Logger, work: BackgroundWork) {
  const run = () =>
    work
      .purge()
      .then((n) => n > 0 && logger.info('deleted accounts purged', { count: n }))
      .catch((error: unknown) => logger.error('account purge failed', { error: String(error) }));
  void run();
  timers.add(setInterval(() => void run(), HOUR).unref());
}

/** Price-alert jobs: started now, or, while the database is away, every 30 s until they are. */
function startJobs(logger: Logger, work: BackgroundWork) {
  work.startJobs().catch((error: unknown) => {
    logger.error('background jobs did not start', { error: String(error) });
    if (connectionFailure(error)) {
      timers.add(setTimeout(() => startJobs(logger, work), JOBS_RETRY_MS));
    }
  });
}

/**
 * The background work of a long-lived process: the hourly purge and the price-alert jobs
 * (queue, workers, sweeper). A serverless host starts none of it — its instances freeze after
 * each answer — and its scheduler calls GET /api/cron/<job> instead (server/cron.ts).
 */
export function startBackgroundWork(
  env: Pick<ServerEnv, 'serverless'>,
  logger: Logger,
  work: BackgroundWork = processBackgroundWork,
): 'started' | 'left to the scheduler' {
  if (env.serverless) return 'left to the scheduler';
  schedulePurge(logger, work);
  // Price-alert mails: a job queue that cannot start leaves alerts PENDING (swept later), it
  // does not keep the site down.
  startJobs(logger, work);
  return 'started';
}

/** Clears the start-up timers (the purge's interval, a pending jobs retry). */
export function stopBackgroundTimers() {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
}

/**
 * SIGTERM (and SIGINT): Next's standalone server closes its HTTP server on the signal, waits for
 * the requests in flight and then calls process.exit(143); from the signal on, every response
 * closes its keep-alive connection, so that wait ends under load too. That exit is taken as "drained": our
 * timers, jobs, Redis connections and database close after it, and the process exits 0 — or 1
 * when requests were still open 10 s after the signal. Without Next's handler
 * (NEXT_MANUAL_SIG_HANDLE) nothing is drained first.
 */
function handleSignals(logger: Logger) {
  const exit = process.exit.bind(process);
  let drained: () => void = () => {};
  const shutdown = createShutdown({
    drain: () =>
      new Promise<void>((resolve) => {
        drained = resolve;
      }),
    cleanups: [
      { name: 'timers', run: stopBackgroundTimers },
      { name: 'jobs', run: stopProcessJobs },
      { name: 'rate limits', run: closeApis },
      { name: 'bff', run: closeBff },
      { name: 'database', run: closeDatabase },
    ],
    exit: (code) => exit(code),
    logger,
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      closeConnectionsAfterResponse();
      if (process.listenerCount(signal) === 0) {
        // Ours was the only handler: no server of Next's to drain.
        void shutdown(signal);
        queueMicrotask(() => drained());
        return;
      }
      process.exit = (() => drained()) as typeof process.exit;
      void shutdown(signal);
    });
  }
}

/** Called from instrumentation.ts: a wrong setting or a held database stops the process. */
export async function startServer() {
  try {
    const env = serverEnv();
    serverSecrets();
    const logger = createLogger(env.LOG_LEVEL);
    // A crawler's new connections get their turn while the open ones keep the server busy
    // (server/fair-requests.ts). Development keeps Node's own scheduling.
    if (process.env.NODE_ENV === 'production') shareTurnsFairly();
    // Installed after the fair turns, so it runs first: an address or method Next cannot handle
    // is answered at once, and every answer starts with the security headers
    // (server/guard-requests.ts).
    guardRequests({ hsts: strictTransportSecurity(env.APP_URL), preview: env.preview });
    handleSignals(logger);
    // A database that is away (PostgreSQL down, the embedded folder locked by another process)
    // does not stop the start: health and every request that needs it answer 503 with
    // Retry-After, and the next request opens it once it is back.
    const kind = await getDatabase().then(
      (database) => database.kind,
      (error: unknown) => {
        if (!connectionFailure(error)) throw error;
        process.stderr.write(`Safqa: the database is not available yet (${String(error)})\n`);
        return null;
      },
    );
    startBackgroundWork(env, logger);
    if (env.LOG_LEVEL !== 'error' && kind) {
      process.stdout.write(`Safqa: database ready (${kind}), ${env.APP_URL}\n`);
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`\nSafqa cannot start. ${error.message}\n\n`);
      process.exit(1);
    }
    throw error;
  }
}
