import { DatabaseLockedError } from './lock';

/**
 * Failures of the database connection itself (not of a statement), as pg and Node report them
 * while PostgreSQL restarts or is down: `ECONNREFUSED` and `57P03 cannot_connect_now` on
 * connecting (any failed connect is marked `CONNECT_FAILED` by the pool, server/db/pool.ts),
 * `ECONNRESET`, "Connection terminated unexpectedly" and `57P01 admin_shutdown` on a connection
 * that was in use. pg gives its own failures no code, only a message (below).
 *
 * `before-send`: the statement never reached the server (connecting failed, the pool is closed,
 * the embedded folder is locked), so nothing was applied and a write may be reported as
 * unavailable. `unknown`: the connection broke while the statement was out; a write may or may
 * not have been committed and is never sent again.
 */
export type ConnectionFailure = 'before-send' | 'unknown';

const BEFORE_SEND_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECT_FAILED',
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
]);

const UNKNOWN_OUTCOME_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);

/** pg's own failures, which carry a message and no code. */
const BEFORE_SEND_MESSAGES = new Set([
  // A statement on a connection or a pool this process had closed.
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  // No free connection within the pool's wait.
  'timeout exceeded when trying to connect',
]);
const UNKNOWN_OUTCOME_MESSAGES = new Set([
  // The connection ended while the statement was out.
  'Connection terminated unexpectedly',
  'Connection terminated',
  // A statement on a connection that failed while checked out: a transaction's (drizzle's
  // rollback then reports this instead of what failed, which may have been the commit).
  'Client has encountered a connection error and is not queryable',
]);

/** A failed connect (nothing was sent on it), marked so that `connectionFailure` says so. */
export function connectFailed(error: unknown): Error {
  const code = (error as { code?: unknown } | null)?.code;
  // A server's refusal with its own code (57P03, 53300, a wrong password) keeps it.
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return error as Error;
  return Object.assign(new Error('could not connect to the database', { cause: error }), {
    code: 'CONNECT_FAILED',
  });
}

/** The connection failure behind `error` (through drizzle's `cause` wrapper), or null. */
export function connectionFailure(error: unknown): ConnectionFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (current instanceof DatabaseLockedError) return 'before-send';
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (BEFORE_SEND_CODES.has(code)) return 'before-send';
      if (UNKNOWN_OUTCOME_CODES.has(code)) return 'unknown';
    }
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && code === undefined) {
      if (BEFORE_SEND_MESSAGES.has(message)) return 'before-send';
      if (UNKNOWN_OUTCOME_MESSAGES.has(message)) return 'unknown';
    }
    // A failed connect to a host with several addresses (localhost: ::1 and 127.0.0.1).
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length > 0) {
      const inner = errors.map(connectionFailure);
      if (inner.every((kind) => kind === 'before-send')) return 'before-send';
      if (inner.some((kind) => kind !== null)) return 'unknown';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Seconds a client should wait before asking again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
