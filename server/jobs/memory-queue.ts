import type { Logger } from '../log';
import {
  retryDelayMs,
  systemScheduler,
  type JobHandler,
  type JobItem,
  type JobQueue,
  type JobsConfig,
  type Scheduler,
} from './queue';

interface Waiting {
  key: string;
  data: object;
  retryCount: number;
  /** Scheduler time from which the job may run. */
  dueAt: number;
}

interface NamedQueue {
  handler?: JobHandler<object>;
  waiting: Waiting[];
  /** Keys waiting, waiting for a retry or running: a second job with one of them is dropped. */
  keys: Set<string>;
}

export interface MemoryQueue extends JobQueue {
  /** Resolves once no job runs and none is due; a retry scheduled for later may still wait. */
  idle(): Promise<void>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Timers that call `wake` once a retry is due; `clear` drops the ones not fired yet. */
function wakeUpTimers(scheduler: Scheduler, wake: () => void) {
  const timers = new Set<unknown>();
  return {
    after(ms: number) {
      const handle = scheduler.setTimeout(() => {
        timers.delete(handle);
        wake();
      }, ms);
      timers.add(handle);
    },
    clear() {
      for (const handle of timers) scheduler.clearTimeout(handle);
      timers.clear();
    },
  };
}

/** Promises of `idle()`: each resolves at the first `settle()` that finds `isIdle()` true. */
function idleWaiters(isIdle: () => boolean) {
  let waiters: (() => void)[] = [];
  return {
    wait(): Promise<void> {
      if (isIdle()) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    settle() {
      if (!isIdle()) return;
      const settled = waiters;
      waiters = [];
      for (const resolve of settled) resolve();
    },
  };
}

/** The queue of `name`, made empty on first use. */
function queueIn(queues: Map<string, NamedQueue>, name: string): NamedQueue {
  let queue = queues.get(name);
  if (!queue) {
    queue = { waiting: [], keys: new Set() };
    queues.set(name, queue);
  }
  return queue;
}

/**
 * The queue of the embedded database. PGlite is open in one process only, so jobs live in that
 * process's memory; what a crash loses is found again by the sweeper (unsent alerts stay
 * PENDING in the database). Same retry policy as pg-boss, timers from `scheduler`.
 */
export function createMemoryQueue(options: {
  config: JobsConfig;
  logger: Logger;
  scheduler?: Scheduler;
  random?: () => number;
}): MemoryQueue {
  const { config, logger, scheduler = systemScheduler, random = Math.random } = options;
  // One process does all the work here: at least one job at a time, whatever the setting.
  const concurrency = Math.max(1, config.concurrency);
  const queues = new Map<string, NamedQueue>();
  const runningJobs = new Set<Promise<void>>();
  let stopped = false;
  const wakeUps = wakeUpTimers(scheduler, () => pump());
  const idle = idleWaiters(() => {
    if (runningJobs.size > 0) return false;
    if (stopped) return true;
    const now = scheduler.now();
    for (const queue of queues.values()) {
      if (queue.handler && queue.waiting.some((job) => job.dueAt <= now)) return false;
    }
    return true;
  });

  function run(name: string, queue: NamedQueue, job: Waiting, handler: JobHandler<object>) {
    const final = job.retryCount >= config.retryLimit;
    const done = Promise.resolve()
      .then(() => handler(job.data, { retryCount: job.retryCount, final }))
      .then(
        () => {
          queue.keys.delete(job.key);
        },
        (error: unknown) => {
          if (final || stopped) {
            queue.keys.delete(job.key);
            logger.warn(final ? 'job failed for good' : 'job failed while stopping', {
              queue: name,
              key: job.key,
              error: describe(error),
            });
            return;
          }
          const delay = retryDelayMs(config, job.retryCount, random());
          queue.waiting.push({
            ...job,
            retryCount: job.retryCount + 1,
            dueAt: scheduler.now() + delay,
          });
          wakeUps.after(delay);
          logger.info('job failed, retried later', {
            queue: name,
            key: job.key,
            retryInMs: delay,
            error: describe(error),
          });
        },
      )
      .finally(() => {
        runningJobs.delete(done);
        pump();
      });
    runningJobs.add(done);
  }

  function pump() {
    if (!stopped) {
      for (const [name, queue] of queues) {
        const handler = queue.handler;
        if (!handler) continue;
        while (runningJobs.size < concurrency) {
          const now = scheduler.now();
          const index = queue.waiting.findIndex((job) => job.dueAt <= now);
          if (index < 0) break;
          const [job] = queue.waiting.splice(index, 1);
          run(name, queue, job!, handler);
        }
      }
    }
    idle.settle();
  }

  return {
    kind: 'memory',
    async send<T extends object>(name: string, items: JobItem<T>[]) {
      const queue = queueIn(queues, name);
      const now = scheduler.now();
      for (const item of items) {
        if (queue.keys.has(item.key)) continue;
        queue.keys.add(item.key);
        queue.waiting.push({ key: item.key, data: item.data, retryCount: 0, dueAt: now });
      }
      pump();
    },
    async work<T extends object>(name: string, handler: JobHandler<T>) {
      queueIn(queues, name).handler = handler as JobHandler<object>;
      pump();
    },
    idle: () => idle.wait(),
    async stop() {
      stopped = true;
      wakeUps.clear();
      await Promise.all([...runningJobs]);
      idle.settle();
    },
  };
}
