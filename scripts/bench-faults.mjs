// npm run bench:faults — the built app under mixed load while its dependencies fail, on
// PostgreSQL (DATABASE_URL on this machine; by default the local server's `safqa_bench`
// database, created when missing) and the local Redis (REDIS_URL, default redis://127.0.0.1:6379).
// It restarts the machine's real PostgreSQL cluster and Redis: run it under the shared lock,
// `flock /tmp/safqa-heavy.lock npm run bench:faults`. Three phases, BENCH_SECONDS each (30):
//
//   1. PostgreSQL restarted (pg_ctlcluster … restart) 5 s in: no 5xx but 503 with Retry-After,
//      no socket errors; every acknowledged vote and sign-up is in the database exactly once
//      (counted in the rows afterwards), and no unacknowledged one more than once.
//   2. Redis shut down 5 s in and started again 10 s later: no 5xx, no socket errors.
//   3. SIGTERM to the app 8 s in: every request sent before the signal gets its answer (no
//      socket errors), the process exits 0.
//
// The load: BENCH_CONNECTIONS (20) loops, each sending one request after the other from a mix
// of a store page, the shop list, a login, a coupon vote and a sign-up, each from its own client
// address (X-Forwarded-For; the app runs with TRUSTED_PROXIES=1 as behind one load balancer).
// The verdicts are printed; the script exits 1 when one is not met.
import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import { BENCH_ORIGIN, benchDatabaseUrl, firstShop, startBenchApp } from './bench-app.mjs';
import { pgSql } from './pg-sql.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const REQUEST_TIMEOUT_MS = 20_000;
const PASSWORD = 'Bench-faults-2026!';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- the database and Redis it runs on (this machine only) ----

process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/safqa_bench';
const databaseUrl = benchDatabaseUrl();
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(new URL(redisUrl).hostname)) {
  throw new Error('REDIS_URL is not on this machine: the benches run only here.');
}

async function ensureDatabase() {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const sql = pgSql(admin.toString());
  try {
    const [found] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!found) await sql.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  } finally {
    await sql.end();
  }
}

function restartPostgres() {
  const [version] = readdirSync('/etc/postgresql');
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], {
    stdio: 'inherit',
  });
}

function stopRedis() {
  execFileSync('redis-cli', ['-u', redisUrl, 'shutdown', 'nosave'], { stdio: 'ignore' });
}

function startRedis() {
  const { port } = new URL(redisUrl);
  execFileSync('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    port || '6379',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    '/var/lib/redis',
    '--logfile',
    '/var/log/redis/ci.log',
  ]);
}

// ---- the load ----

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** One request; resolves with what came back (never rejects). */
function send(method, path, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const sentAt = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      BENCH_ORIGIN + path,
      {
        method,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          'x-forwarded-for': randomAddress(),
          'x-product-version': 'bench',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          let detail;
          if (res.statusCode === 503) {
            try {
              detail = JSON.parse(Buffer.concat(chunks).toString()).error?.details?.[0]?.message;
            } catch {
              detail = undefined;
            }
          }
          resolve({
            sentAt,
            ms: performance.now() - sentAt,
            status: res.statusCode,
            retryAfter: res.headers['retry-after'],
            detail,
          });
        });
        res.on('error', (error) => resolve({ sentAt, error: error.code ?? String(error) }));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error) => resolve({ sentAt, error: error.code ?? String(error) }));
    req.end(payload);
  });
}

/**
 * The mix, by weight: reads most, then votes, logins and sign-ups (argon2 makes those two
 * costly on two cores). `run` is tagged so a phase can count the writes it got acknowledged.
 */
function mix(context) {
  const kinds = [
    ['store page', 3, () => send('GET', context.shop)],
    ['shop list', 3, () => send('GET', '/api/v1/shop/shop-list')],
    [
      'vote',
      2,
      async () => {
        const coupon = context.coupons[randomInt(context.coupons.length)];
        const res = await send('POST', `/api/v1/coupon/${coupon}/vote`, { vote: 'worked' });
        return { ...res, coupon };
      },
    ],
    [
      'login',
      1,
      () => send('POST', '/api/v1/auth/login', { email: context.user, password: PASSWORD }),
    ],
    [
      'sign-up',
      1,
      async () => {
        const email = `bench-${context.run}-${context.signups++}@safqa-bench.com`;
        const res = await send('POST', '/api/v1/auth/register', { email, password: PASSWORD });
        return { ...res, email };
      },
    ],
  ];
  const wheel = kinds.flatMap(([kind, weight, run]) => Array(weight).fill([kind, run]));
  let turn = 0;
  return () => {
    const [kind, run] = wheel[turn++ % wheel.length];
    return run().then((res) => ({ ...res, kind }));
  };
}

/** CONNECTIONS loops for `seconds`; `at` runs `[ms, action]` pairs from the start. */
async function load(context, seconds, at = []) {
  const next = mix(context);
  const results = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const marks = {};
  const actions = at.map(async ([ms, name, action]) => {
    await sleep(ms);
    marks[name] = performance.now();
    await action();
    marks[`${name} done`] = performance.now();
  });
  const loops = Array.from({ length: CONNECTIONS }, async () => {
    while (performance.now() < until) {
      const res = await next();
      results.push(res);
      if (res.error) await sleep(50); // a refused connection does not spin the loop
    }
  });
  await Promise.all([...loops, ...actions]);
  return { results, marks, started };
}

// ---- the figures ----

function summary(name, results) {
  const count = (f) => results.filter(f).length;
  const latencies = results.filter((r) => r.ms !== undefined).map((r) => r.ms);
  latencies.sort((a, b) => a - b);
  return {
    phase: name,
    requests: results.length,
    '2xx/3xx': count((r) => r.status < 400),
    '4xx': count((r) => r.status >= 400 && r.status < 500),
    '503 + Retry-After': count((r) => r.status === 503 && r.retryAfter),
    'other 5xx': count((r) => r.status >= 500 && !(r.status === 503 && r.retryAfter)),
    'socket errors': count((r) => r.error),
    'p99 ms': Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? NaN),
  };
}

/** What went wrong, by request kind: `vote ECONNRESET ×2, store page 500 ×1`. */
function failures(results) {
  const counts = new Map();
  for (const r of results) {
    const what = r.error ?? (r.status >= 500 && !(r.status === 503 && r.retryAfter) && r.status);
    if (!what) continue;
    const key = `${r.kind} ${what}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} ×${n}`).join(', ') || 'none';
}

/** Acknowledged writes against the rows: exactly once, and unacknowledged ones at most once. */
async function checkWrites(sql, results, votesBefore) {
  const votes = results.filter((r) => r.kind === 'vote');
  const unknown = (r) => r.error || (r.status === 503 && r.detail === 'errors.outcome_unknown');
  const problems = [];
  const byCoupon = new Map();
  for (const r of votes) {
    const entry = byCoupon.get(r.coupon) ?? { acked: 0, unknown: 0 };
    if (r.status === 200) entry.acked++;
    else if (unknown(r)) entry.unknown++;
    byCoupon.set(r.coupon, entry);
  }
  const rows =
    await sql`select id, votes_worked from coupons where id = any(${[...byCoupon.keys()]})`;
  for (const row of rows) {
    const { acked, unknown: maybe } = byCoupon.get(row.id);
    const delta = row.votes_worked - (votesBefore.get(row.id) ?? 0);
    if (delta < acked || delta > acked + maybe) {
      problems.push(
        `coupon ${row.id}: ${acked} votes acknowledged, ${maybe} unknown, ${delta} counted`,
      );
    }
  }
  const signups = results.filter((r) => r.kind === 'sign-up');
  const emails = signups.map((r) => r.email);
  const counted = new Map(
    (
      await sql`select email, count(*)::int as n from users where email = any(${emails}) group by email`
    ).map((row) => [row.email, row.n]),
  );
  let ackedSignups = 0;
  for (const r of signups) {
    const n = counted.get(r.email) ?? 0;
    if (r.status >= 200 && r.status < 300) {
      ackedSignups++;
      if (n !== 1) problems.push(`sign-up ${r.email} acknowledged, ${n} rows`);
    } else if (n > 1) problems.push(`sign-up ${r.email}: ${n} rows`);
  }
  const ackedVotes = votes.filter((r) => r.status === 200).length;
  return { problems, ackedVotes, ackedSignups };
}

// ---- the run ----

await ensureDatabase();
const verdicts = [];
const rows = [];
const verdict = (name, ok, note) =>
  verdicts.push(`  ${ok ? 'met' : 'NOT MET'} — ${name}${note ? `: ${note}` : ''}`);

const app = await startBenchApp({ env: { REDIS_URL: redisUrl, TRUSTED_PROXIES: '1' } });
const sql = pgSql(databaseUrl, { max: 2 });
let exitCode;
try {
  const shop = (await firstShop()).ar;
  const candidates = await sql`select id from coupons where deleted_at is null limit 40`;
  const coupons = [];
  for (const { id } of candidates) {
    const res = await send('POST', `/api/v1/coupon/${id}/vote`, { vote: 'worked' });
    if (res.status === 200) coupons.push(id);
  }
  if (coupons.length === 0)
    throw new Error('No coupon takes a vote: is the demo catalogue seeded?');
  const run = randomBytes(4).toString('hex');
  const user = `bench-${run}-login@safqa-bench.com`;
  const registered = await send('POST', '/api/v1/auth/register', {
    email: user,
    password: PASSWORD,
  });
  if (registered.status >= 300)
    throw new Error(`The bench user was not registered (${registered.status})`);
  const context = { shop, coupons, user, run, signups: 0 };
  const votesOf = async () =>
    new Map(
      (await sql`select id, votes_worked from coupons where id = any(${coupons})`).map((r) => [
        r.id,
        r.votes_worked,
      ]),
    );

  // 1. PostgreSQL restarted under load.
  const votesBefore = await votesOf();
  const pg = await load(context, SECONDS, [[5_000, 'restart', restartPostgres]]);
  const pgRow = summary('1. PostgreSQL restarted', pg.results);
  rows.push(pgRow);
  const writes = await checkWrites(sql, pg.results, votesBefore);
  verdict(
    'PostgreSQL restart: no 5xx but 503 with Retry-After, no socket errors',
    pgRow['other 5xx'] === 0 && pgRow['socket errors'] === 0,
    `${pgRow['503 + Retry-After']} × 503 with Retry-After; failures: ${failures(pg.results)}`,
  );
  verdict(
    'every acknowledged vote and sign-up is in the database exactly once',
    writes.problems.length === 0,
    `${writes.ackedVotes} votes and ${writes.ackedSignups} sign-ups acknowledged` +
      (writes.problems.length ? `; ${writes.problems.slice(0, 5).join('; ')}` : ''),
  );

  // 2. Redis shut down and started again under load.
  const redis = await load(context, SECONDS, [
    [5_000, 'stop', stopRedis],
    [15_000, 'start', startRedis],
  ]);
  const redisRow = summary('2. Redis stopped 10 s', redis.results);
  rows.push(redisRow);
  verdict(
    'Redis stop and start: no errors',
    redisRow['other 5xx'] + redisRow['503 + Retry-After'] + redisRow['socket errors'] === 0,
    `failures: ${failures(redis.results)}`,
  );

  // 3. SIGTERM under load.
  const signalAt = 8_000;
  let exited;
  let exitedAt;
  const term = await load(context, Math.min(SECONDS, 15), [
    [
      signalAt,
      'signal',
      async () => {
        exited = app.stop().then((code) => {
          exitedAt = performance.now();
          return code;
        });
      },
    ],
  ]);
  exitCode = await exited;
  const signalled = term.marks.signal;
  const before = term.results.filter((r) => r.sentAt < signalled);
  const after = term.results.filter((r) => r.sentAt >= signalled);
  const termRow = summary('3. SIGTERM (sent before it)', before);
  rows.push(termRow, summary('3. SIGTERM (sent after it)', after));
  verdict(
    'SIGTERM: every request sent before the signal answered, exit code 0',
    termRow['socket errors'] === 0 && termRow['other 5xx'] === 0 && exitCode === 0,
    `exit code ${exitCode}, ${Math.round(exitedAt - signalled)} ms after the signal; ` +
      `failures before it: ${failures(before)}`,
  );
} finally {
  agent.destroy();
  await sql.end();
  if (exitCode === undefined) await app.stop();
}

console.log(`\n${SECONDS} s per phase × ${CONNECTIONS} connections, ${BENCH_ORIGIN}`);
console.table(rows);
console.log('\nGoals:');
for (const line of verdicts) console.log(line);
if (verdicts.some((line) => line.includes('NOT MET'))) process.exitCode = 1;
