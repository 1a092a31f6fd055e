import { DatabaseLockedError } from './lock';

/**
 * Failures of the database connection itself (not of a statement), as postgres.js and Node
 * report them while PostgreSQL restarts or is down (seen by restarting the local cluster):
 * `ECONNREFUSED` and `57P03 cannot_connect_now` on connecting, `ECONNRESET`, `CONNECTION_CLOSED`
 * and `57P01 admin_shutdown` on a connection that was in use.
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
  'CONNECT_TIMEOUT',
  'CONNECTION_ENDED',
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
]);

const UNKNOWN_OUTCOME_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);

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
