import { strictTransportSecurity } from '@/lib/security/security-headers.mjs';
import { closeDatabase, getDatabase } from './db';
import { connectionFailure } from './db/connection-errors';
import { ConfigError, serverEnv, serverSecrets, type ServerEnv } from './env';
import { shareTurnsFairly } from './fair-requests';
import { guardRequests } from './guard-requests';
import { PageMemo, serveFromMemo } from './page-memo';
import { createLogger, type Logger } from './log';
import {
  closeConnectionsAfterResponse,
  createShutdown,
  registeredCleanups,
  type Cleanup,
} from './shutdown';

const HOUR = 60 * 60 * 1000;
/** While the database is away at start, the background jobs are tried again this often. */
const JOBS_RETRY_MS = 30_000;

const timers = new Set<NodeJS.Timeout>();

/** What a long-lived process runs in the background; tests hand in their own. */
export interface BackgroundWork {
  purge(): Promise<number>;
  startJobs(): Promise<unknown>;
}

// Loaded when they run, after the first answers: a new instance's start loads neither the
// account services nor the job queue's code.
const processBackgroundWork: BackgroundWork = {
  purge: async () => {
    const { purgeDeletedAccounts } = await import('./services/auth/account');
    return purgeDeletedAccounts((await getDatabase()).db);
  },
  startJobs: async () => (await import('./jobs/process-jobs')).processJobs(),
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
    // The timers first, the database last; between them what was opened since the start (the
    // job queue, Redis connections), as registered by the code that opened it.
    cleanups: (): Cleanup[] => [
      { name: 'timers', run: stopBackgroundTimers },
      ...registeredCleanups(),
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

/**
 * Opens the database (and migrates it) without holding up the start: the first requests wait for
 * the same opening, so a new instance's first answer does not wait twice. The background work
 * starts once it is settled. A database that is away (PostgreSQL down, the embedded folder locked
 * by another process) does not stop the process: health and every request that needs it answer
 * 503 with Retry-After, and the next request opens it once it is back. Any other failure (a
 * migration that fails) stops the process, as a wrong setting does.
 */
function openDatabaseInBackground(env: ServerEnv, logger: Logger) {
  getDatabase().then(
    (database) => {
      startBackgroundWork(env, logger);
      if (env.LOG_LEVEL !== 'error') {
        process.stdout.write(`Safqa: database ready (${database.kind}), ${env.APP_URL}\n`);
      }
    },
    (error: unknown) => {
      if (!connectionFailure(error)) {
        process.stderr.write(
          `\nSafqa cannot start. The database failed to open: ${String(error)}\n\n`,
        );
        process.exit(1);
      }
      process.stderr.write(`Safqa: the database is not available yet (${String(error)})\n`);
      startBackgroundWork(env, logger);
    },
  );
}

/** Called from instrumentation.ts: a wrong setting or a failing database stops the process. */
export function startServer() {
  try {
    const env = serverEnv();
    serverSecrets();
    const logger = createLogger(env.LOG_LEVEL);
    // Each patch of the server's requests runs before those installed earlier: the request
    // guard, then the fair turns, then the page memo, then Next.
    // The page memo (server/page-memo.ts): PAGE_MEMO_MB of cached pages' answers, 0 for none.
    if (process.env.NODE_ENV === 'production' && env.PAGE_MEMO_MB > 0) {
      serveFromMemo(new PageMemo(env.PAGE_MEMO_MB * 1024 * 1024));
    }
    // A crawler's new connections get their turn while the open ones keep the server busy
    // (server/fair-requests.ts). Development keeps Node's own scheduling.
    if (process.env.NODE_ENV === 'production') shareTurnsFairly();
    // Installed after the fair turns, so it runs first: an address or method Next cannot handle
    // is answered at once, and every answer starts with the security headers
    // (server/guard-requests.ts).
    guardRequests({ hsts: strictTransportSecurity(env.APP_URL), preview: env.preview });
    handleSignals(logger);
    openDatabaseInBackground(env, logger);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`\nSafqa cannot start. ${error.message}\n\n`);
      process.exit(1);
    }
    throw error;
  }
}
