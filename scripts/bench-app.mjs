// The built app for the page benchmarks: its own port, APP_URL on that port so canonical links
// point at what is measured. Builds first when no build exists.
//
// Database: by default the embedded one in its own data folder, emptied first (fresh demo data).
// With DATABASE_URL set, the PostgreSQL database it names (on this machine only): db-seed
// migrates it and loads the demo catalogue when it holds no stores yet, and leaves a seeded one
// as it is. Its data folder is then kept between runs, because it holds the store logos the
// first seed wrote for that database. REDIS_URL, when set, reaches the app as it is (the shared
// page cache and rate limits); on the embedded database this build's entries there are dropped
// first, being of another run's data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import { waitHealthy } from './run-app.mjs';

export const BENCH_PORT = Number(process.env.BENCH_PORT || 3200);
export const BENCH_ORIGIN = `http://localhost:${BENCH_PORT}`;

/**
 * The app's PostgreSQL sessions carry this name (pg_stat_activity.application_name), so a bench
 * can tell them from other clients of the database.
 */
export const BENCH_APP_NAME = 'safqa-bench-app';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The DATABASE_URL the benches run on, or '' for the embedded database. The benches write demo
 * data into it, so a server that is not on this machine is refused (an empty host is a local
 * socket).
 */
export function benchDatabaseUrl() {
  const url = process.env.DATABASE_URL || '';
  if (!url) return '';
  const { hostname } = new URL(url);
  if (hostname && !LOCAL_HOSTS.has(hostname)) {
    throw new Error(`DATABASE_URL is on ${hostname}: the benches run only on this machine.`);
  }
  return url;
}

/** Runs `next build` when there is no build yet; exits the process when it fails. */
export function ensureBuild() {
  if (existsSync('.next/BUILD_ID') && existsSync('.next/standalone/server.js')) return;
  console.log('No build yet: running next build…');
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Removes this build's cached pages and reads from the Redis at `url`. The embedded database is
 * new on every run, but a shared Redis still holds the last run's entries of the same build, made
 * from that run's database: its store list would name stores this one does not have (404).
 */
async function dropCachedEntries(url) {
  const build = readFileSync('.next/BUILD_ID', 'utf8').trim();
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `safqa:cache*:${build}:e:*`);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Starts the app and resolves once it answers; `stop()` sends SIGTERM and resolves with the
 * exit code. `env`: more settings for the app (and its seed), over the bench defaults.
 */
export async function startBenchApp({ env = {} } = {}) {
  const databaseUrl = benchDatabaseUrl();
  ensureBuild();
  const dataDir = databaseUrl ? './data/bench-postgres' : './data/bench';
  if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  if (!databaseUrl && process.env.REDIS_URL) await dropCachedEntries(process.env.REDIS_URL);
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { seedAndStart } from './scripts/run-app.mjs'; seedAndStart({ port: ${BENCH_PORT} });`,
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        APP_URL: BENCH_ORIGIN,
        DATABASE_URL: databaseUrl,
        REDIS_URL: process.env.REDIS_URL || '',
        PGAPPNAME: BENCH_APP_NAME,
        LOG_LEVEL: 'error',
        NEXT_TELEMETRY_DISABLED: '1',
        ...env,
      },
    },
  );
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  try {
    await waitHealthy(BENCH_ORIGIN, { child, timeoutMs: 90_000, intervalMs: 500 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, child };
}

/**
 * The CPU time (ms, user and system) the app's server process has used so far, or null where
 * /proc does not tell (not Linux). `app`: what startBenchApp resolved with; the server is the
 * one process its child started.
 */
export function serverCpuMs(app) {
  try {
    const pid = readFileSync(`/proc/${app.child.pid}/task/${app.child.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)[0];
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Linux's clock ticks per second for /proc's times (`getconf CLK_TCK`: 100 on every kernel we run). */
const CLOCK_TICKS = 100;

/** The id and Arabic/English paths of the first store of the directory. */
export async function firstShop() {
  const res = await fetch(`${BENCH_ORIGIN}/api/v1/shop/shop-list?limit=1`);
  const shop = (await res.json()).data.items[0];
  return {
    ar: `/shop/${shop.id}/${encodeURIComponent(shop.slug.ar)}`,
    en: `/en/shop/${shop.id}/${encodeURIComponent(shop.slug.en)}`,
  };
}

/**
 * The Arabic and English paths of the first product of the sitemap list (live, of a listed store,
 * with a week of price history): its page redirects a bare `/product/{id}` to the canonical slug.
 */
export async function firstProduct() {
  const res = await fetch(`${BENCH_ORIGIN}/api/v1/product/sitemap`);
  const product = (await res.json()).data.items[0];
  const canonical = async (path) => {
    const answer = await fetch(BENCH_ORIGIN + path, { redirect: 'manual' });
    return new URL(answer.headers.get('location') ?? path, BENCH_ORIGIN).pathname;
  };
  return {
    ar: await canonical(`/product/${product.id}`),
    en: await canonical(`/en/product/${product.id}`),
  };
}

/** The Arabic and English paths of the first running campaign (any country and platform). */
export async function firstCampaign() {
  const res = await fetch(`${BENCH_ORIGIN}/api/v1/campaigns?country=all&platform=ALL`);
  const { slug } = (await res.json()).data.items[0];
  return {
    ar: `/campaigns/${encodeURIComponent(slug)}`,
    en: `/en/campaigns/${encodeURIComponent(slug)}`,
  };
}
