// npm run bench:crawl — a search engine's crawl of the built app (loopback, demo data: see
// bench-app.mjs for the database): every store page in both languages, as the shop-list API
// lists them, plus /sitemap.xml and /robots.txt. One warm-up pass fetches each path once and names
// any that does not answer 200; then BENCH_CONNECTIONS (default 200) connections request the
// paths in turn for BENCH_SECONDS (default 60), each request given 10 s.
//
// The aims: p99 under 500 ms with no errors and no timeouts, and no database work once the pages
// are cached. The figures and verdicts are printed; the script does not fail on them.
//
// Database work is measured on PostgreSQL only (DATABASE_URL set): the database's transaction
// counter (pg_stat_database) before and after the load. A statement outside a transaction is a
// transaction of its own, so for the page reads this counts queries; a multi-statement
// transaction counts once. The counter covers every client of the database, so the app's
// background job workers are turned off for the run (the job queue's own upkeep, every two
// minutes, may still add a few), and other sessions seen connected are reported.
import autocannon from 'autocannon';
import { BENCH_APP_NAME, BENCH_ORIGIN, benchDatabaseUrl, startBenchApp } from './bench-app.mjs';
import { pgSql } from './pg-sql.mjs';

/** A whole number from the environment within [1, max], else `fallback` when unset. */
function bounded(name, fallback, max) {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, not "${raw}"`);
  }
  return n;
}

const SECONDS = bounded('BENCH_SECONDS', 60, 600);
const CONNECTIONS = bounded('BENCH_CONNECTIONS', 200, 1000);
const TIMEOUT_SECONDS = 10;
const AIM_P99_MS = 500;
const PAGE_SIZE = 100;
/** Warm-up requests in flight at once (the machine's cores are shared with the app). */
const WARM_UP_PARALLEL = 4;
/**
 * How long to wait before reading the transaction counter. A server process publishes its counts
 * at most once a second, and one that published less than a second before falling idle publishes
 * the rest only after 10 s idle (PostgreSQL 15 and later), so a shorter wait would move the
 * warm-up's work into the load phase, or the load's last work out of it. (A session publishes
 * only once it has read a table; the app's queries all do.)
 */
const SETTLE_MS = 11_000;
/**
 * The sessions that are the bench's own: the app's, its job queue's (server/jobs; a separate
 * `npm run jobs:work` on the same database has the same name) and this script's.
 */
const OWN_SESSION = 'safqa-bench-crawl';
const APP_SESSIONS = [BENCH_APP_NAME, 'safqa-jobs', OWN_SESSION];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Every store page path in both languages, from the shop-list API, a page at a time. */
async function storePaths() {
  const paths = [];
  for (let page = 1; ; page += 1) {
    const res = await fetch(
      `${BENCH_ORIGIN}/api/v1/shop/shop-list?limit=${PAGE_SIZE}&page=${page}`,
    );
    if (!res.ok) throw new Error(`shop-list page ${page} answered ${res.status}`);
    const { items, total } = (await res.json()).data;
    for (const shop of items) {
      paths.push(
        `/shop/${shop.id}/${encodeURIComponent(shop.slug.ar)}`,
        `/en/shop/${shop.id}/${encodeURIComponent(shop.slug.en)}`,
      );
    }
    if (items.length < PAGE_SIZE || page * PAGE_SIZE >= total) return paths;
  }
}

/** Fetches each path once, a few at a time; the paths that did not answer 200, with status. */
async function warmUp(paths) {
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      try {
        const res = await fetch(BENCH_ORIGIN + path, {
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
        });
        await res.arrayBuffer();
        if (res.status !== 200) failures.push({ path, status: String(res.status) });
      } catch (error) {
        failures.push({ path, status: error instanceof Error ? error.name : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: WARM_UP_PARALLEL }, worker));
  return failures;
}

/** Every connection takes the next path of one shared cycle, so all paths get the same share. */
function load(paths) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: BENCH_ORIGIN,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: TIMEOUT_SECONDS,
        requests: [
          {
            setupRequest: (request) => {
              const path = paths[next % paths.length];
              next += 1;
              return { ...request, path };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * The database's committed and rolled-back transactions so far, and how many sessions other
 * than the bench's and the app's are connected to it. One simple-protocol query, so one
 * transaction of this session; it commits after it has read, so it is in the next reading.
 */
async function readCounters(sql) {
  const names = APP_SESSIONS.map((n) => `'${n}'`).join(', ');
  const results = await sql.query(
    `SELECT pg_stat_clear_snapshot();
     SELECT (SELECT xact_commit + xact_rollback FROM pg_stat_database
              WHERE datname = current_database())::text AS transactions,
            (SELECT count(*) FROM pg_stat_activity
              WHERE datname = current_database() AND backend_type = 'client backend'
                AND application_name NOT IN (${names}))::int AS others`,
  );
  const [row] = results.at(-1).rows;
  return { transactions: BigInt(row.transactions), others: row.others };
}

const databaseUrl = benchDatabaseUrl();
// No job workers in the app: their polling would be counted as the pages' database work.
const app = await startBenchApp({ env: { JOBS_CONCURRENCY: '0' } });
const sql = databaseUrl ? pgSql(databaseUrl, { applicationName: OWN_SESSION }) : undefined;
try {
  // The bench's session opens here, so its start-up work falls before the first reading.
  const version = sql ? Number((await sql`SHOW server_version_num`)[0].server_version_num) : 0;

  const paths = [...(await storePaths()), '/sitemap.xml', '/robots.txt'];
  console.log(`Warm-up: ${paths.length} paths (${paths.length - 2} store pages)…`);
  const started = performance.now();
  const failures = await warmUp(paths);
  console.log(
    `Warm-up done in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      (failures.length === 0
        ? 'every path answered 200.'
        : `${failures.length} did not answer 200:`),
  );
  for (const { path, status } of failures.slice(0, 20)) console.log(`  ${status} ${path}`);
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);

  let before;
  if (sql) {
    await sleep(SETTLE_MS);
    before = await readCounters(sql);
  }

  console.log(`Load: ${CONNECTIONS} connections for ${SECONDS} s…`);
  const result = await load(paths);

  let after;
  if (sql) {
    await sleep(SETTLE_MS);
    after = await readCounters(sql);
  }

  const { latency } = result;
  const errors = result.errors - result.timeouts;
  const failedCodes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count} × ${code}`);
  console.log(
    `\n${BENCH_ORIGIN}, ${paths.length} paths, ${CONNECTIONS} connections, ${SECONDS} s, ` +
      `${TIMEOUT_SECONDS} s timeout`,
  );
  console.table({
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    errors,
    timeouts: result.timeouts,
    'non-2xx': result.non2xx,
    'p50 ms': latency.p50,
    'p90 ms': latency.p90,
    'p99 ms': latency.p99,
    'max ms': latency.max,
  });
  if (failedCodes.length > 0) console.log(`non-2xx answers: ${failedCodes.join(', ')}`);

  const latencyMet = latency.p99 < AIM_P99_MS && errors === 0 && result.timeouts === 0;
  console.log(
    `\nAim p99 < ${AIM_P99_MS} ms, 0 errors, 0 timeouts: p99 ${latency.p99} ms, ` +
      `${errors} errors, ${result.timeouts} timeouts — ${latencyMet ? 'met' : 'not met'}`,
  );

  if (!sql) {
    console.log('Database query count: only measured on PostgreSQL (set DATABASE_URL)');
  } else {
    // Less the first reading's own transaction, which committed after it had read.
    const queries = Number(after.transactions - before.transactions) - 1;
    const perRequest = result.requests.total > 0 ? queries / result.requests.total : 0;
    console.log(
      `Database transactions during the load (aim 0): ${queries} in all, ` +
        `${perRequest.toFixed(4)} per request — ${queries === 0 ? 'met' : 'not met'}`,
    );
    const others = Math.max(before.others, after.others);
    if (others > 0) {
      console.log(
        `  ${others} other session(s) were connected to the database: their work is counted too.`,
      );
    }
    if (version < 150000) {
      console.log(
        "  PostgreSQL before 15 may hold back an idle session's last counts: a count a little low.",
      );
    }
  }
} finally {
  await sql?.end();
  await app.stop();
}
