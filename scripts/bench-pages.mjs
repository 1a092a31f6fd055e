// npm run bench:pages — throughput and latency of a store page, a directory search and the
// shop-list API on the built app (loopback, fresh demo data), next to a static file served by the
// same server; printed with each one's ratio to the static file. Bounded: BENCH_SECONDS (default 8)
// per target at BENCH_CONNECTIONS (default 10). The load generator shares the machine's cores, so
// compare the ratios of one run rather than absolute numbers across machines.
import autocannon from 'autocannon';
import { BENCH_ORIGIN, firstShop, startBenchApp } from './bench-app.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

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

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const app = await startBenchApp();
try {
  const shop = await firstShop();
  const targets = [
    ['static file (/favicon.svg)', '/favicon.svg'],
    ['store page (ar)', shop.ar],
    ['/shops?q=… (ar)', `/shops?q=${encodeURIComponent('امازون')}`],
    ['GET /api/v1/shop/shop-list', '/api/v1/shop/shop-list'],
  ];
  for (const [, path] of targets) await fetch(BENCH_ORIGIN + path); // warm caches
  const rows = [];
  let staticRps = 0;
  for (const [name, path] of targets) {
    const { result, latencies } = await run(path);
    const rps = result.requests.average;
    if (!staticRps) staticRps = rps;
    const bad = result.non2xx + result.errors + result.timeouts;
    rows.push({
      target: name,
      'req/s': Math.round(rps),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p95 ms': Math.round(percentile(latencies, 95)),
      requests: result.requests.total,
      'errors/non-2xx': bad,
      'vs static': `${((rps / staticRps) * 100).toFixed(0)}%`,
    });
  }
  console.log(`\n${SECONDS} s × ${CONNECTIONS} connections per target, ${BENCH_ORIGIN}`);
  console.table(rows);
} finally {
  await app.stop();
}
