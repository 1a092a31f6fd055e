// npm run bench:redirects — throughput and latency of the two hottest tiny calls, a short-link
// redirect (GET /l/{slug}, 302, click counted after the answer) and an ad impression
// (POST /api/v1/ads/{id}/impression, 204), next to the health route, on the built app (loopback,
// fresh demo data). Each impression comes from another address (X-Forwarded-For), as the
// extension's users do, so the once-a-minute dedup and the per-address limit do not answer for
// the database. Bounded: BENCH_SECONDS (default 8) per target at BENCH_CONNECTIONS (default 10).
// Prints each one's ratio to the health route (the aim: 0.7 or more); it does not fail.
import autocannon from 'autocannon';
import { BENCH_ORIGIN, startBenchApp } from './bench-app.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const AIM = 0.7;

let sequence = 0;
/** 10.x.y.z, a new one for every request. */
function nextAddress() {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

function run(target) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let unexpected = 0;
    const instance = autocannon(
      {
        url: BENCH_ORIGIN + target.path,
        method: target.method,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies, unexpected })),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status !== target.status) unexpected += 1;
      latencies.push(ms);
    });
  });
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

// The load generator stands in for a load balancer on loopback: its X-Forwarded-For counts.
const app = await startBenchApp({ env: { TRUSTED_PROXIES: '127.0.0.0/8,::1' } });
try {
  const banner = await (await fetch(`${BENCH_ORIGIN}/api/v1/ads/active?country=ae`)).json();
  const ad = banner.data?.items?.[0];
  if (!ad) throw new Error('The demo data has no running ad for ae');
  const targets = [
    { name: 'GET /api/v1/health', method: 'GET', path: '/api/v1/health', status: 200 },
    { name: 'GET /l/chrome (short link)', method: 'GET', path: '/l/chrome', status: 302 },
    {
      name: 'POST /api/v1/ads/{id}/impression',
      method: 'POST',
      path: `/api/v1/ads/${ad.id}/impression`,
      status: 204,
    },
  ];
  for (const target of targets) {
    const res = await fetch(BENCH_ORIGIN + target.path, {
      method: target.method,
      redirect: 'manual',
    });
    if (res.status !== target.status) {
      throw new Error(`${target.name} answered ${res.status}, expected ${target.status}`);
    }
  }
  const rows = [];
  let healthRps = 0;
  for (const target of targets) {
    const { result, latencies, unexpected } = await run(target);
    const rps = result.requests.average;
    if (!healthRps) healthRps = rps;
    const ratio = rps / healthRps;
    rows.push({
      target: target.name,
      'req/s': Math.round(rps),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p95 ms': Math.round(percentile(latencies, 95)),
      requests: result.requests.total,
      'unexpected status': unexpected,
      'errors/timeouts': result.errors + result.timeouts,
      'vs health': ratio.toFixed(2),
      [`≥ ${AIM}`]: target.path === '/api/v1/health' ? '' : ratio >= AIM ? 'yes' : 'no',
    });
  }
  console.log(`\n${SECONDS} s × ${CONNECTIONS} connections per target, ${BENCH_ORIGIN}`);
  console.table(rows);
} finally {
  await app.stop();
}
