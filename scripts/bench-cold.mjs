// npm run bench:cold — how fast a new instance answers: the time from spawning the standalone
// server (`node .next/standalone/server.js`, what a container or a function host starts) to the
// first 200 of its very first request, for an Arabic store page and `GET /api/v1/shop/shop-list`.
// Each run is a new process whose first and only request is the target (polled every 10 ms from
// the spawn on, so the figure holds Node's start, Next's server, instrumentation.ts — settings,
// database and migrations check, background work — the route's code loading and the answer).
//
// Two cache states, because a new instance of a real deployment usually finds the page already
// cached by the instances before it:
// - "shared cache": REDIS_URL points at a Redis that a previous process (the warm-up, not timed)
//   filled by answering both targets once; the timed process starts with an empty memory and
//   reads them from Redis, as a new instance behind a shared cache does;
// - "no cache": no REDIS_URL, so the process's own memory cache is empty: it renders.
// On the embedded database (fresh demo data in ./data/bench-cold) and, with DATABASE_URL (this
// machine only), on PostgreSQL (seeded like the other benches). BENCH_RUNS (default 5) runs of
// each; the median, fastest and slowest are printed. The Redis is BENCH_REDIS_URL (default
// database 7 of the local Redis, whose cache keys the bench clears before each warm-up); without
// a reachable Redis the shared-cache rows are skipped. Run it alone (under the shared lock):
// the figures are CPU-bound and the machine's other work moves them.
import { rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import {
  BENCH_APP_NAME,
  BENCH_ORIGIN,
  BENCH_PORT,
  benchDatabaseUrl,
  ensureBuild,
  firstShop,
} from './bench-app.mjs';
import { seed, startServer, waitHealthy } from './run-app.mjs';
import { copyStandaloneAssets } from './standalone-assets.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379/7';
const TIMEOUT_MS = 90_000;

/** Whether the bench's Redis answers; when it does, its cache keys are removed. */
async function clearRedisCache() {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    const keys = await redis.keys('safqa:*');
    if (keys.length) await redis.del(...keys);
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function appEnv(database, redisUrl) {
  return {
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    APP_URL: BENCH_ORIGIN,
    REDIS_URL: redisUrl,
    PGAPPNAME: BENCH_APP_NAME,
    LOG_LEVEL: 'error',
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

/** Milliseconds from the spawn of a new server to the first 2xx of `path`, its first request. */
async function coldStart(database, redisUrl, path) {
  const started = performance.now();
  const child = startServer({ port: BENCH_PORT, env: appEnv(database, redisUrl) });
  try {
    await waitHealthy(BENCH_ORIGIN, { child, path, timeoutMs: TIMEOUT_MS, intervalMs: 10 });
    return performance.now() - started;
  } finally {
    await stop(child);
  }
}

/** A process (not timed) that answers both targets once, so the shared cache holds them. */
async function warmSharedCache(database, paths) {
  const child = startServer({ port: BENCH_PORT, env: appEnv(database, REDIS_URL) });
  try {
    await waitHealthy(BENCH_ORIGIN, { child, timeoutMs: TIMEOUT_MS, intervalMs: 100 });
    for (const path of paths) {
      // Twice: the first answer stores the page, the second shows it is served from the cache.
      for (let i = 0; i < 2; i++) {
        const res = await fetch(BENCH_ORIGIN + path);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path} answered ${res.status} while warming the cache`);
      }
    }
  } finally {
    await stop(child);
  }
}

/** The first store page's path, asked of a process that is not timed. */
async function storePath(database) {
  const child = startServer({ port: BENCH_PORT, env: appEnv(database, '') });
  try {
    await waitHealthy(BENCH_ORIGIN, { child, timeoutMs: TIMEOUT_MS, intervalMs: 100 });
    return (await firstShop()).ar;
  } finally {
    await stop(child);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`.padStart(9);

ensureBuild();
copyStandaloneAssets();
const databases = [{ name: 'embedded (PGlite)', url: '', dataDir: './data/bench-cold' }];
const postgresUrl = benchDatabaseUrl();
if (postgresUrl) {
  databases.push({ name: 'PostgreSQL', url: postgresUrl, dataDir: './data/bench-postgres' });
}
rmSync('./data/bench-cold', { recursive: true, force: true });

const rows = [];
for (const database of databases) {
  seed({ env: { DATA_DIR: database.dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'error' } });
  const store = await storePath(database);
  console.log(`${database.name}: store page ${store}`);
  const targets = [
    { name: 'store page', path: store },
    { name: 'GET /api/v1/shop/shop-list', path: '/api/v1/shop/shop-list' },
  ];
  const redisReachable = await clearRedisCache();
  if (redisReachable)
    await warmSharedCache(
      database,
      targets.map((t) => t.path),
    );
  else console.log(`No Redis at ${REDIS_URL}: the shared-cache rows are skipped.`);
  const cases = targets.flatMap((target) => [
    ...(redisReachable ? [{ target, cache: 'shared cache', redisUrl: REDIS_URL }] : []),
    { target, cache: 'no cache', redisUrl: '' },
  ]);
  const times = new Map(cases.map((c) => [c, []]));
  // Interleaved, so that a slower minute of the machine touches every case alike.
  for (let run = 0; run < RUNS; run++) {
    for (const c of cases) times.get(c).push(await coldStart(database, c.redisUrl, c.target.path));
  }
  for (const c of cases) {
    const values = times.get(c);
    rows.push({ database: database.name, ...c, values });
    console.log(
      `${database.name.padEnd(18)} ${c.target.name.padEnd(27)} ${c.cache.padEnd(13)}` +
        ` median${ms(median(values))}  fastest${ms(Math.min(...values))}` +
        `  slowest${ms(Math.max(...values))}  (${values.length} runs)`,
    );
  }
}

console.log(`\nProcess start to first 200 (node ${process.version}, ${RUNS} runs each):`);
console.log('| database | target | cache | median | fastest | slowest |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.database} | ${r.target.name} | ${r.cache} | ${Math.round(median(r.values))} ms |` +
      ` ${Math.round(Math.min(...r.values))} ms | ${Math.round(Math.max(...r.values))} ms |`,
  );
}
