/**
 * Background jobs behind one interface: pg-boss on PostgreSQL (any number of processes share
 * the queue), an in-process queue on the embedded database (one process only). Both retry a
 * failed job with the same policy and run the same handlers.
 */

export interface JobsConfig {
  /** Jobs run at once by this process; 0 only queues (PostgreSQL: other processes work). */
  concurrency: number;
  /** Tries after the first one; the job fails for good after `retryLimit + 1` tries. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Double the delay after each failure (with jitter), as pg-boss's `retryBackoff`. */
  retryBackoff: boolean;
  /** How often an idle pg-boss worker looks for work. */
  pollSeconds: number;
  /** A job still running after this long counts as failed (and is retried). */
  expireSeconds: number;
}

const DEFAULT_EXPIRE_SECONDS = 5 * 60;

export function jobsConfigFromEnv(env: {
  JOBS_CONCURRENCY: number;
  JOBS_RETRY_LIMIT: number;
  JOBS_RETRY_DELAY_SECONDS: number;
  JOBS_RETRY_BACKOFF: boolean;
  JOBS_POLL_SECONDS: number;
}): JobsConfig {
  return {
    concurrency: env.JOBS_CONCURRENCY,
    retryLimit: env.JOBS_RETRY_LIMIT,
    retryDelaySeconds: env.JOBS_RETRY_DELAY_SECONDS,
    retryBackoff: env.JOBS_RETRY_BACKOFF,
    pollSeconds: env.JOBS_POLL_SECONDS,
    expireSeconds: DEFAULT_EXPIRE_SECONDS,
  };
}

/** One job to queue: `key` identifies it, so a job already waiting with that key is not added twice. */
export interface JobItem<T> {
  key: string;
  data: T;
}

export interface JobAttempt {
  /** 0 on the first try. */
  retryCount: number;
  /** No try follows this one: a failure now is final. */
  final: boolean;
}

/** Resolves when the job is done; a rejection is retried until the limit. */
export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

/** What the API needs: hand jobs over once their data is committed. */
export interface JobSender {
  send<T extends object>(name: string, items: JobItem<T>[]): Promise<void>;
}

export interface JobQueue extends JobSender {
  readonly kind: 'memory' | 'pg-boss';
  /** Runs `handler` on this queue's jobs in this process, `concurrency` at a time. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
}

/**
 * Milliseconds before the next try after the try numbered `retryCount` failed: pg-boss's own
 * formula, so both queues space tries alike. With backoff the delay doubles each time, with a
 * random part of up to the same again so that many jobs failing together do not retry together.
 */
export function retryDelayMs(config: JobsConfig, retryCount: number, random: number): number {
  if (!config.retryBackoff) return config.retryDelaySeconds * 1000;
  const half = (config.retryDelaySeconds * 2 ** Math.min(16, retryCount + 1)) / 2;
  return Math.round((half + half * random) * 1000);
}

/** Timers of the in-process queue; tests hand in one they move by hand. */
export interface Scheduler {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemScheduler: Scheduler = {
  now: () => Date.now(),
  // unref: a pending retry never keeps a finished process (a script, a test) alive.
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
