import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { pgSql, type PgSql } from '../../../scripts/pg-sql.mjs';
import { envSchema } from '../../../server/env';

/**
 * Specs that start the built app themselves, as several identical processes (or one started in
 * an unusual way), beside the suite's own web server. Each process is the standalone server on its own
 * port with the settings the spec gives it and no others.
 */

/** Signing secrets every process of one spec shares (each at least 32 characters). */
export const TEST_SESSION_SECRET = 'multi-process-session-secret-not-for-production-01';
export const TEST_JWT_SECRET = 'multi-process-jwt-secret-not-for-production-0123456';

/** The app's own settings (server/env.ts): whatever the spec does not give is left unset. */
const APP_SETTINGS = Object.keys(envSchema.shape);

/** The last characters of a process's output kept for error messages. */
const OUTPUT_KEEP = 20_000;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Destructive set-up (a new database, FLUSHDB) only ever touches a server on this machine. */
function assertLocal(url: string, name: string) {
  const host = new URL(url).hostname;
  if (!LOCAL_HOSTS.has(host)) {
    throw new Error(`${name} must point at this machine for these tests, not ${host}`);
  }
}

/** The environment of an app process or script: this one's, app settings replaced by `settings`. */
function appEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  for (const key of APP_SETTINGS) delete env[key];
  return { ...env, ...settings };
}

export interface AppProcess {
  port: number;
  /** `http://localhost:<port>`: where the spec reaches this process. */
  origin: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string | null>;
  /** What the process has printed so far (the end of it). */
  output(): string;
}

function capture(child: ChildProcess) {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-OUTPUT_KEEP);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

function exitOf(child: ChildProcess): Promise<number | string | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.exitCode ?? child.signalCode);
      return;
    }
    child.once('exit', (code, signal) => resolve(code ?? signal));
    child.once('error', () => resolve(null));
  });
}

/** Fails when something already listens on `port` (it would answer in our process's place). */
async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is already in use`)));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** Where and as whom a process runs, when not from the build's own folder as this user. */
export interface StartOptions {
  /** A copy of `.next/standalone` (assets included) to run instead of the build's own folder. */
  folder?: string;
  /**
   * Runs the server as this user, its groups cleared, with `home` as HOME (only a test that runs
   * as root can switch: setpriv drops the privileges and then becomes the server itself).
   */
  user?: { uid: number; gid: number; home: string };
}

/**
 * The built app's standalone server (`npm run build` first; the suite's own web server copies
 * its assets in) on `port`, in production mode with `settings` as its configuration. It runs
 * from its own folder (the build's, or `options.folder`), so a relative DATA_DIR or MEDIA_DIR is
 * made absolute. Output is kept, not printed; a failure shows its end.
 */
export async function startApp(
  port: number,
  settings: Record<string, string>,
  options: StartOptions = {},
) {
  await assertPortFree(port);
  const folders = Object.fromEntries(
    ['DATA_DIR', 'MEDIA_DIR'].flatMap((k) => (settings[k] ? [[k, path.resolve(settings[k])]] : [])),
  );
  const folder = path.resolve(options.folder ?? '.next/standalone');
  const server = path.join(folder, 'server.js');
  const { user } = options;
  const switchUser = user
    ? [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--', process.execPath]
    : [];
  const child = spawn(user ? 'setpriv' : process.execPath, [...switchUser, server], {
    // The server changes to its own folder; starting there spares another user a working
    // folder it may not be allowed to enter.
    cwd: folder,
    env: appEnvironment({
      ...settings,
      ...folders,
      ...(user && { HOME: user.home }),
      PORT: String(port),
      // Every interface unless the spec names one (`localhost`, as `next start` does).
      HOSTNAME: settings.HOSTNAME ?? '0.0.0.0',
      NODE_ENV: 'production',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const app: AppProcess = {
    port,
    origin: `http://localhost:${port}`,
    child,
    exited: exitOf(child),
    output: capture(child),
  };
  return app;
}

/**
 * One process per port, all spawned together (as a deploy starts them). If any cannot start,
 * those that did are stopped again before the error is thrown.
 */
export async function startApps(
  ports: number[],
  settings: Record<string, string>,
  options: StartOptions = {},
) {
  const started = await Promise.allSettled(ports.map((port) => startApp(port, settings, options)));
  const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(apps.map((app) => stopApp(app)));
    throw failed.reason;
  }
  return apps;
}

/**
 * The PostgreSQL and Redis the multi-process specs start their servers on. E2E_REDIS_URL lets CI
 * give these specs a Redis while the rest of the suite runs without one. Both empty: skipped.
 * With DATABASE_URL_UNPOOLED too, DATABASE_URL goes through a transaction-mode pooler and the
 * servers get both, as on a host with a pooled PostgreSQL.
 */
export const SHARED_DATABASE_URL = process.env.DATABASE_URL ?? '';
const SHARED_DIRECT_DATABASE_URL = process.env.DATABASE_URL_UNPOOLED || SHARED_DATABASE_URL;
export const SHARED_REDIS_URL = process.env.E2E_REDIS_URL || process.env.REDIS_URL || '';
export const SHARED_SERVICES_MISSING = !SHARED_DATABASE_URL || !SHARED_REDIS_URL;
/**
 * The tag the titles of these specs end in, which scripts/check-skipped.mjs reads (run or skipped),
 * and the skip reason.
 */
export const SHARED_SERVICES_TAG = '[needs postgres, redis]';
export const SHARED_SERVICES_REASON =
  'needs DATABASE_URL and REDIS_URL or E2E_REDIS_URL (a PostgreSQL and a Redis on this machine)';

/** The BFF's session cookie (server/bff/session.ts). */
const SESSION_COOKIE = 'safqa_session_v2';

/** The session cookie's value in a response's Set-Cookie headers (undefined when not set). */
export function sessionCookieOf(response: Response) {
  for (const header of response.headers.getSetCookie()) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(header);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * A call of a BFF route of one process as a page of `site` (its APP_URL) sends it: JSON, or a
 * multipart form whose boundary fetch sets.
 */
export function bffRequest(
  app: AppProcess,
  site: string,
  method: string,
  route: string,
  options: { cookie?: string; json?: unknown; form?: FormData } = {},
) {
  const { cookie, json, form } = options;
  return fetch(`${app.origin}/api/session/${route}`, {
    method,
    redirect: 'manual',
    headers: {
      origin: site,
      ...(cookie !== undefined && { cookie: `${SESSION_COOKIE}=${cookie}` }),
      ...(json !== undefined && { 'content-type': 'application/json' }),
    },
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
}

/** Resolves once `GET /api/v1/health` answers 200; fails if the process ends or time runs out. */
export async function waitHealthy(app: AppProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void app.exited.then(() => (ended = true));
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (ended) {
      throw new Error(
        `the app on port ${app.port} ended (${String(await app.exited)}) before it was healthy:\n` +
          app.output(),
      );
    }
    try {
      const res = await fetch(`${app.origin}/api/v1/health`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (res.status === 200) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `the app on port ${app.port} was not healthy within ${timeoutMs} ms (${last}):\n` +
      app.output(),
  );
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`. */
export async function stopApp(app: AppProcess | undefined, graceMs = 10_000) {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill('SIGTERM');
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs));
  if ((await Promise.race([app.exited, timer])) === 'late') {
    app.child.kill('SIGKILL');
    await app.exited;
  }
}

/**
 * A TypeScript script of the repository (`scripts/db-seed.ts`…) run with tsx in development
 * mode and `settings` as its configuration; fails with its output unless it exits with 0.
 */
export async function runScript(script: string, args: string[], settings: Record<string, string>) {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', script, ...args], {
    env: appEnvironment(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = capture(child);
  const code = await exitOf(child);
  if (code !== 0) throw new Error(`${script} ended with ${String(code)}:\n${output()}`);
  return output();
}

export interface FreshDatabase {
  name: string;
  /** DATABASE_URL of the new database. */
  url: string;
  /** Its app settings: DATABASE_URL, and DATABASE_URL_UNPOOLED behind a pooler. */
  settings: Record<string, string>;
  /** A small client on it (direct), for the spec's own reads. */
  sql: PgSql;
  /** Closes the client and drops the database, whoever is still connected. */
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string) {
  const admin = pgSql(adminUrl);
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** `url` with another database name. */
function onDatabase(url: string, name: string) {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/**
 * An empty PostgreSQL database `<prefix>_<random>` on the server of `adminUrl` (created and
 * dropped on its direct address, DATABASE_URL_UNPOOLED when `adminUrl` is the shared pooled one).
 */
export async function createFreshDatabase(
  adminUrl: string,
  prefix: string,
): Promise<FreshDatabase> {
  const directAdminUrl = adminUrl === SHARED_DATABASE_URL ? SHARED_DIRECT_DATABASE_URL : adminUrl;
  assertLocal(adminUrl, 'DATABASE_URL');
  assertLocal(directAdminUrl, 'DATABASE_URL_UNPOOLED');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await asAdmin(directAdminUrl, `CREATE DATABASE "${name}"`);
  const url = onDatabase(adminUrl, name);
  const directUrl = onDatabase(directAdminUrl, name);
  const sql = pgSql(directUrl, { max: 2 });
  return {
    name,
    url,
    settings: {
      DATABASE_URL: url,
      ...(directUrl !== url && { DATABASE_URL_UNPOOLED: directUrl }),
    },
    sql,
    async drop() {
      await sql.end();
      await asAdmin(directAdminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** REDIS_URL's server with logical database `index` instead of its own. */
export function redisDatabaseUrl(redisUrl: string, index: number) {
  const url = new URL(redisUrl);
  url.pathname = `/${index}`;
  return url.toString();
}

/** Empties one logical Redis database (only on this machine). */
export async function flushRedis(url: string) {
  assertLocal(url, 'REDIS_URL');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  try {
    await redis.flushdb();
  } finally {
    await redis.quit();
  }
}
