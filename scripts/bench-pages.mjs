// npm run bench:pages — throughput and latency of the public pages and the shop-list API on the
// built app (loopback, demo data: see bench-app.mjs for the database), each next to the cheapest
// thing of its kind the same server answers: the pages next to an immutable file of the build of
// about their size (the largest CSS chunk under /_next/static), the shop-list next to the health
// route. A public file (/favicon.svg) is measured too, for information. Bounded: BENCH_SECONDS (default 8) per target at BENCH_CONNECTIONS
// (default 10). The load generator shares the machine's cores, so compare the ratios of one run
// rather than absolute numbers across machines.
//
// The goals (docs/benchmarks.md): a store page and the first /shops page at 0.8× the build's
// CSS chunk's rate or more (a cached page near a static file), the shop-list at half the health
// route's or more. A search (/shops?q=…) is rendered for each request and is measured for
// information only. The verdicts
// are printed; the script does not fail on them. On Linux each target's server CPU per request
// (the server process's user and system time, /proc) is printed too, and the rate ratio it
// implies for the pages: steadier from run to run than the rates on a shared machine. Whether
// each page came from the server's page memo or through Next is printed too (`served by`).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_ORIGIN, firstShop, serverCpuMs, startBenchApp } from './bench-app.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
/** Each target's goal: its rate over its baseline's. */
const GOALS = { store: 0.8, shops: 0.8, list: 0.5 };

function run(path) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      { url: BENCH_ORIGIN + path, connections: CONNECTIONS, duration: SECONDS },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

/** The p-th percentile of `sorted` (ascending), NaN when empty. */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The URL and size of the build's largest CSS file: immutable, hashed, about a page's size. */
function largestCssChunk(staticDir = '.next/static') {
  let best = null;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.css')) {
        const { size } = statSync(file);
        if (!best || size > best.size) best = { file, size };
      }
    }
  };
  walk(staticDir);
  if (!best) throw new Error(`No CSS file under ${staticDir}: build the app first.`);
  const rel = path.relative(staticDir, best.file).split(path.sep).join('/');
  return { path: `/_next/static/${rel}`, size: best.size };
}

/**
 * A page's weight: its HTML bytes, the bytes of the RSC payload inlined in it (the contents of
 * its `self.__next_f.push(…)` scripts) and the bytes of the payload a client navigation fetches
 * (`RSC: 1`, the answer's own `_rsc` redirect followed).
 */
async function pageWeight(target) {
  const html = Buffer.from(await (await fetch(BENCH_ORIGIN + target)).arrayBuffer());
  let inline = 0;
  for (const [, script] of html.toString('utf8').matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    if (script.includes('self.__next_f')) inline += Buffer.byteLength(script);
  }
  const rsc = await fetch(BENCH_ORIGIN + target, { headers: { RSC: '1' } });
  const flight = Buffer.from(await rsc.arrayBuffer());
  const flightOk = rsc.ok && (rsc.headers.get('content-type') ?? '').includes('text/x-component');
  return { html: html.length, inline, flight: flightOk ? flight.length : null };
}

const app = await startBenchApp();
try {
  const shop = await firstShop();
  const css = largestCssChunk();
  // `base`: the target whose rate this one's is compared with.
  const targets = [
    { key: 'static', name: `build's CSS chunk (${css.size} B)`, path: css.path },
    {
      key: 'public',
      name: 'public file (/favicon.svg, for information)',
      path: '/favicon.svg',
      base: 'static',
    },
    { key: 'store', name: 'store page (ar)', path: shop.ar, base: 'static' },
    { key: 'shops', name: '/shops first page (ar)', path: '/shops', base: 'static' },
    {
      key: 'search',
      name: '/shops?q=… (ar, for information)',
      path: `/shops?q=${encodeURIComponent('امازون')}`,
      base: 'static',
    },
    { key: 'health', name: 'GET /api/v1/health', path: '/api/v1/health' },
    {
      key: 'list',
      name: 'GET /api/v1/shop/shop-list',
      path: '/api/v1/shop/shop-list',
      base: 'health',
    },
  ];

  // One request each first: fills the caches, and a target that does not answer 200 is named
  // here (its figures below would measure an error page).
  for (const target of targets) {
    const res = await fetch(BENCH_ORIGIN + target.path, { redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status !== 200) console.log(`warm-up: ${target.name} answered ${res.status}`);
  }

  const measured = new Map();
  for (const target of targets) {
    const cpuBefore = serverCpuMs(app);
    const { result, latencies } = await run(target.path);
    const cpuAfter = serverCpuMs(app);
    latencies.sort((a, b) => a - b);
    measured.set(target.key, {
      cpuPerRequest:
        cpuBefore === null || cpuAfter === null || result.requests.total === 0
          ? null
          : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
      rps: result.requests.average,
      requests: result.requests.total,
      errors: result.errors,
      non2xx: result.non2xx,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
    });
  }

  // Whether the pages came from the Node server's page memo (its mark) or through Next
  // (server/page-memo.ts; PAGE_MEMO_MB=0 measures them through Next): the second of two more
  // requests each, since fetch asks for compression where autocannon did not, and the memo
  // keeps one answer per encoding (the first goes through Next).
  const servedBy = new Map();
  for (const target of targets.filter((t) => ['store', 'shops', 'search'].includes(t.key))) {
    let memo = false;
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(BENCH_ORIGIN + target.path, { redirect: 'manual' });
      await res.arrayBuffer();
      memo = res.headers.get('x-safqa-memo') === 'hit';
    }
    servedBy.set(target.name, memo ? 'page memo' : 'Next');
  }

  const ratio = (target) =>
    target.base ? measured.get(target.key).rps / measured.get(target.base).rps : undefined;
  const rows = targets.map((target) => {
    const m = measured.get(target.key);
    const r = ratio(target);
    return {
      target: target.name,
      'req/s': Math.round(m.rps),
      'p50 ms': Math.round(m.p50),
      'p95 ms': Math.round(m.p95),
      'p99 ms': Math.round(m.p99),
      'server CPU µs/req': m.cpuPerRequest === null ? 'n/a' : Math.round(m.cpuPerRequest),
      requests: m.requests,
      errors: m.errors,
      'non-2xx': m.non2xx,
      ratio: r === undefined ? '' : `${r.toFixed(2)}× ${target.base}`,
    };
  });
  console.log(`\n${SECONDS} s × ${CONNECTIONS} connections per target, ${BENCH_ORIGIN}`);
  console.log(`static file: ${css.path}, ${css.size} bytes`);
  console.table(rows);
  console.log(`served by: ${[...servedBy].map(([name, by]) => `${name} ${by}`).join(', ')}`);
  // The rate a CPU-bound server could reach, from what each answer cost it: steadier than the
  // rates on a machine whose other work comes and goes.
  const cpu = (key) => measured.get(key).cpuPerRequest;
  if (cpu('static') !== null) {
    for (const key of ['store', 'shops']) {
      const target = targets.find((t) => t.key === key);
      const r = cpu('static') / cpu(key);
      console.log(`server CPU per request: ${target.name} ${r.toFixed(2)}× the static file's rate`);
    }
  }

  console.log('\nPage weight (bytes):');
  const weights = [];
  for (const key of ['store', 'shops']) {
    const target = targets.find((t) => t.key === key);
    const w = await pageWeight(target.path);
    weights.push({
      page: target.name,
      HTML: w.html,
      'RSC inline in HTML': w.inline,
      'RSC fetch (RSC: 1)': w.flight ?? 'n/a',
    });
  }
  console.table(weights);

  // A target that answered errors fast is not a target that met its goal.
  console.log('\nGoals:');
  for (const key of ['store', 'shops', 'list']) {
    const target = targets.find((t) => t.key === key);
    const m = measured.get(key);
    const r = ratio(target);
    const bad = m.errors + m.non2xx;
    const goal = GOALS[key];
    const verdict =
      bad > 0 ? `not met (${bad} errors or non-2xx answers)` : r >= goal ? 'met' : 'not met';
    console.log(`  ${target.name} ≥ ${goal}× ${target.base}: ${r.toFixed(2)}× — ${verdict}`);
  }
} finally {
  await app.stop();
}
