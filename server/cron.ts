import { timingSafeEqual } from 'node:crypto';
import { errorBody } from './api/envelope';
import { getDatabase } from './db';
import type { Database } from './db/client';
import { connectionFailure, DATABASE_RETRY_AFTER_SECONDS } from './db/connection-errors';
import { serverEnv, serverSecrets } from './env';
import { createLogger, type Logger } from './log';
import { mailerFromEnv } from './mail/mailer';
import { priceAlertsJob } from './features/price-tracking/jobs';
import { purgeDeletedAccounts } from './services/auth/account';

/**
 * Background work as scheduler calls: GET /api/cron/<job> with `Authorization: Bearer
 * <CRON_SECRET>`, for hosts with no process that lives on (a long-lived server also runs it by
 * itself: server/startup.ts). Each run is bounded — a batch size, and a time budget after which
 * it starts nothing new — so it ends well inside a function's time limit, is safe beside another
 * run of itself, and answers what it did; what it left is taken by the next call.
 */

/** Starts no new work after this long: a function's limit is 60 s (the routes' maxDuration). */
const CRON_BUDGET_MS = 20_000;

/** What a job is given for one run. */
interface CronRun {
  database: Pick<Database, 'db' | 'kind'>;
  now: Date;
  /** Whether the time budget still allows starting one more piece of work. */
  hasTime(): boolean;
}

export interface CronJob {
  name: string;
  /** Does one bounded run and answers its counts. */
  run(run: CronRun): Promise<Record<string, number | boolean>>;
}

export interface CronDeps {
  /** CRON_SECRET: unset, the routes do not exist. */
  secret: string | undefined;
  getDatabase(): Promise<Pick<Database, 'db' | 'kind'>>;
  logger: Pick<Logger, 'error' | 'warn'>;
  now?: () => Date;
  /** Milliseconds of the time budget's clock; tests move their own. */
  clock?: () => number;
  budgetMs?: number;
}

/** Whether `authorization` is exactly `Bearer <secret>`, compared in constant time. */
function authorized(authorization: string | null, secret: string): boolean {
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** The one runner of every cron route: secret, database, budget, envelope. */
export async function runCron(request: Request, job: CronJob, deps: CronDeps): Promise<Response> {
  if (!deps.secret) return json(errorBody('NOT_FOUND', undefined), 404);
  if (!authorized(request.headers.get('authorization'), deps.secret)) {
    return json(errorBody('UNAUTHORIZED_ACCESS', undefined), 401);
  }
  const clock = deps.clock ?? (() => performance.now());
  const budgetMs = deps.budgetMs ?? CRON_BUDGET_MS;
  const started = clock();
  try {
    const counts = await job.run({
      database: await deps.getDatabase(),
      now: deps.now?.() ?? new Date(),
      hasTime: () => clock() - started < budgetMs,
    });
    const tookMs = Math.round(clock() - started);
    return json({ success: true, code: 2000, data: { ...counts, budgetMs, tookMs } }, 200);
  } catch (error) {
    if (connectionFailure(error)) {
      deps.logger.warn('cron job: database unavailable', { job: job.name, error: String(error) });
      return json(errorBody('SERVICE_UNAVAILABLE', undefined), 503, {
        'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
    deps.logger.error('cron job failed', { job: job.name, error: String(error) });
    return json(errorBody('INTERNAL_SERVER_ERROR', undefined), 500);
  }
}

/** Accounts deleted per statement; batches follow one another while the budget lasts. */
const PURGE_BATCH = 200;

/** GET /api/cron/purge (hourly): accounts whose deletion was asked for over 24 hours ago. */
export function purgeJob(batchSize = PURGE_BATCH): CronJob {
  return {
    name: 'purge',
    async run({ database, now, hasTime }) {
      let purged = 0;
      let batches = 0;
      let last = batchSize;
      while (last === batchSize && hasTime()) {
        last = await purgeDeletedAccounts(database.db, now, batchSize);
        purged += last;
        batches++;
      }
      return { purged, batches, more: last === batchSize };
    },
  };
}

export type CronJobName = 'purge' | 'price-alerts';

/** A cron route's call with this process's configuration. */
export function runProcessCron(request: Request, name: CronJobName): Promise<Response> {
  const env = serverEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const deps: CronDeps = { secret: env.CRON_SECRET, getDatabase, logger };
  const job =
    name === 'purge'
      ? purgeJob()
      : priceAlertsJob({
          mailer: mailerFromEnv(env, logger),
          logger,
          appUrl: env.APP_URL,
          secret: serverSecrets().JWT_SECRET,
          now: () => new Date(),
          retryLimit: env.JOBS_RETRY_LIMIT,
        });
  return runCron(request, job, deps);
}
