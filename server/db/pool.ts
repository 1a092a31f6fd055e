import pg from 'pg';
import { connectFailed } from './connection-errors';

/** How long a new connection may take before the statement waiting for it fails. */
const CONNECT_TIMEOUT_MS = 30_000;
/** How long `closePool` waits for connections in use before it closes them anyway. */
const CLOSE_TIMEOUT_MS = 5_000;

type Method = (...args: unknown[]) => unknown;

/**
 * The pool's client. Three things the plain `pg.Client` does otherwise:
 * - A connection the server closes while the client is checked out (a transaction, the
 *   migrations' lock) makes pg emit `error` on the client, and the pool listens only while the
 *   client is idle: with no listener that is an uncaught exception that ends the process. The
 *   statement in flight fails with the same error, and the next one with "not queryable", so
 *   this listener has nothing left to do.
 * - A failed connect is marked (`CONNECT_FAILED`): its statement never reached the server.
 * - Behind a transaction-mode pooler a named (prepared) statement is sent unnamed: the server
 *   connection that prepared it is not the one the next transaction gets. pg prepares a
 *   statement only when the query has a `name` (drizzle's `.prepare(name)`); drizzle's own
 *   queries carry none, so this keeps a later `.prepare()` from breaking the pooled deployment.
 */
function clientClass(pooled: boolean): typeof pg.Client {
  // No "Pool" in this name: drizzle takes a client whose class name has it for a pool (and asks
  // it for a connection of its own for a transaction).
  return class AppClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super(config);
      this.on('error', () => {});
      // Replaced per instance: pg's overloads leave no signature a subclass method could keep.
      const self = this as unknown as { connect: Method; query: Method };
      const connect = self.connect.bind(this);
      self.connect = (callback?: unknown) => {
        if (typeof callback !== 'function') {
          return (connect() as Promise<void>).catch((error: unknown) => {
            throw connectFailed(error);
          });
        }
        return connect((error: unknown) => callback(error && connectFailed(error)));
      };
      if (pooled) {
        const query = self.query.bind(this);
        self.query = (config: unknown, ...rest: unknown[]) =>
          query(isNamedConfig(config) ? { ...config, name: undefined } : config, ...rest);
      }
    }
  };
}

/** A plain query config with a statement name (not a Submittable like a cursor). */
function isNamedConfig(config: unknown): config is pg.QueryConfig {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as { submit?: unknown }).submit !== 'function' &&
    !!(config as { name?: unknown }).name
  );
}

/**
 * A pool of at most `max` connections to `url`. `pooled`: the address is a transaction-mode
 * pooler (PgBouncer, Neon's `-pooler` host), where no named statement may be sent.
 *
 * Idle connections close after pg's 10 s, so a serverless instance frozen between answers holds
 * few; a connection that breaks while idle is dropped from the pool (its `error` would otherwise
 * end the process) and the next statement opens a new one.
 */
export function createPool(url: string, options: { max: number; pooled: boolean }): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    Client: clientClass(options.pooled),
  } as pg.PoolConfig);
  pool.on('error', () => {});
  const clients = new Set<pg.Client>();
  pool.on('connect', (client) => clients.add(client as unknown as pg.Client));
  pool.on('remove', (client) => clients.delete(client as unknown as pg.Client));
  openClients.set(pool, clients);
  return pool;
}

/** Each pool's open connections, idle and in use (pg keeps its own list private). */
const openClients = new WeakMap<pg.Pool, Set<pg.Client>>();

/**
 * Closes `pool`: waits at most `timeoutMs` for the connections in use to come back (a graceful
 * stop has answered its requests by then), then closes those too, so a leaked one cannot hold
 * the stop.
 */
export async function closePool(pool: pg.Pool, timeoutMs = CLOSE_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, 'late');
    timer.unref();
  });
  const ended = pool.end();
  const outcome = await Promise.race([ended, late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    const clients = [...(openClients.get(pool) ?? [])];
    await Promise.allSettled(clients.map((client) => client.end()));
  }
}
