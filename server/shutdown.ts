import http from 'node:http';
import type { Logger } from './log';
import { systemScheduler, type Scheduler } from './jobs/queue';

export interface Cleanup {
  name: string;
  run(): Promise<void> | void;
}

// On globalThis: Next bundles instrumentation.ts and the routes apart, and each bundle has its
// own copy of this module; the process has one list.
const globalForCleanups = globalThis as unknown as { __safqaCleanups?: Map<string, Cleanup> };

/**
 * What a graceful stop must close, registered by the code that opened it (the job queue, a Redis
 * connection) when it opens it: the start-up code then needs none of that code loaded to stop, and
 * a process that never opened a thing closes nothing. Registering a name again replaces it.
 */
export function registerCleanup(cleanup: Cleanup): void {
  (globalForCleanups.__safqaCleanups ??= new Map()).set(cleanup.name, cleanup);
}

/** The registered cleanups, in the order their names were first registered. */
export function registeredCleanups(): Cleanup[] {
  return [...(globalForCleanups.__safqaCleanups?.values() ?? [])];
}

/** How long requests in flight at SIGTERM may take before the process goes anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ShutdownOptions {
  /** Stops accepting connections; resolves once the requests in flight have been answered. */
  drain(): Promise<void>;
  /**
   * Run in order once drained (or once the time is up): timers and jobs, Redis, the database. A
   * function is asked for the list then, so that what was registered meanwhile is included.
   */
  cleanups: Cleanup[] | (() => Cleanup[]);
  exit(code: number): void;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  timeoutMs?: number;
  scheduler?: Scheduler;
}

/**
 * A graceful stop: no new requests, the ones in flight finish (at most `timeoutMs`), then
 * timers, jobs and connections close and the process exits 0 — 1 when requests were still
 * open at the deadline. A second signal while stopping changes nothing.
 */
export function createShutdown(options: ShutdownOptions) {
  const { logger, scheduler = systemScheduler, timeoutMs = SHUTDOWN_TIMEOUT_MS } = options;
  let stopping: Promise<void> | undefined;

  const cleanUp = async () => {
    const cleanups = typeof options.cleanups === 'function' ? options.cleanups() : options.cleanups;
    for (const { name, run } of cleanups) {
      try {
        await run();
      } catch (error) {
        logger.error('shutdown: closing failed', { name, error: String(error) });
      }
    }
  };

  return function shutdown(signal: string): Promise<void> {
    stopping ??= (async () => {
      logger.info('shutting down: finishing requests in flight', { signal, timeoutMs });
      let timer: unknown;
      const drained = await Promise.race([
        options.drain().then(
          () => true,
          (error: unknown) => {
            logger.error('shutdown: draining failed', { error: String(error) });
            return true;
          },
        ),
        new Promise<false>((resolve) => {
          timer = scheduler.setTimeout(() => resolve(false), timeoutMs);
        }),
      ]);
      scheduler.clearTimeout(timer);
      if (!drained) {
        logger.warn('shutdown: requests still open at the deadline, stopping anyway', {
          timeoutMs,
        });
      }
      await cleanUp();
      logger.info('shut down', { signal });
      options.exit(drained ? 0 : 1);
    })();
    return stopping;
  };
}

/**
 * From now on every response not yet started says `Connection: close` and ends its connection.
 * Node's `server.close()` stops accepting but keeps serving a keep-alive connection for as long
 * as its client sends on it: under steady load the requests in flight never run out. Returns
 * the function that undoes it (tests).
 */
export function closeConnectionsAfterResponse(): () => void {
  const prototype = http.ServerResponse.prototype;
  const writeHead = prototype.writeHead;
  prototype.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.setHeader('Connection', 'close');
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof writeHead;
  return () => {
    prototype.writeHead = writeHead;
  };
}
