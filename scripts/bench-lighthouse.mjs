// npm run bench:lighthouse — Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU)
// on the Arabic and English home, /shops, a store page, a product page, a campaign page and a
// static page (the privacy policy) of the built app on loopback, with the system Chromium
// (CHROME_PATH, default /usr/bin/chromium). Prints the scores and exits non-zero when a page's
// median run (LIGHTHOUSE_RUNS, default 5) misses 100 in any category.
// BENCH_INTEGRATIONS=1 measures with live chat and analytics configured (local stand-ins).
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  BENCH_ORIGIN,
  firstCampaign,
  firstProduct,
  firstShop,
  startBenchApp,
} from './bench-app.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5);
// LIGHTHOUSE_SAVE=<folder>: every measured run's report (JSON, as Lighthouse's viewer reads it)
// goes there, to compare two settings' runs audit by audit.
const SAVE = process.env.LIGHTHOUSE_SAVE;
if (SAVE) mkdirSync(SAVE, { recursive: true });
const TARGET = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };

// BENCH_INTEGRATIONS=1: live chat and analytics configured, against local stand-ins (a
// Chatwoot-compatible SDK and a Plausible-compatible collector on chat.localhost /
// stats.localhost, tests/e2e/support/third-parties.ts): the loader's and the events' cost on
// the page, not the real widget's, which loads after idle from its own server.
const integrations = process.env.BENCH_INTEGRATIONS === '1' ? await thirdParties() : null;
const app = await startBenchApp({ env: integrations?.env ?? {} });
let failed = false;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    // Paint holding keeps the previous page on screen until the next one paints. In this
    // GPU-less headless Chromium it held pages whose first frame was already painted (main
    // thread idle) for another 1 or 2 s in most runs, fresh browser or not, scripts or not —
    // Lighthouse then reads that hold as FCP and LCP. Without it first paint lands at 0.2–0.5 s.
    '--disable-features=PaintHolding',
  ],
});
try {
  const [shop, product, campaign] = await Promise.all([
    firstShop(),
    firstProduct(),
    firstCampaign(),
  ]);
  const pages = [
    ['home ar', '/'],
    ['home en', '/en'],
    ['/shops ar', '/shops'],
    ['/shops en', '/en/shops'],
    ['shop ar', shop.ar],
    ['shop en', shop.en],
    ['product ar', product.ar],
    ['product en', product.en],
    ['campaign ar', campaign.ar],
    ['campaign en', campaign.en],
    ['privacy ar', '/privacy-policy'],
    ['privacy en', '/en/privacy-policy'],
  ];
  // BENCH_PAGES=shops,home… measures a subset (names contain the filter words).
  const only = process.env.BENCH_PAGES?.split(',');
  if (only)
    pages.splice(0, pages.length, ...pages.filter(([n]) => only.some((w) => n.includes(w))));
  // Warm the caches (first render, tagged data) so the run measures the steady state.
  for (const [, path] of pages) await fetch(BENCH_ORIGIN + path);
  // A fresh server and browser answer the first loads of a page's assets (chunks, fonts, logos)
  // slowly, which delays first paint by seconds: one discarded run per page warms both up.
  for (const [, path] of pages) {
    await lighthouse(BENCH_ORIGIN + path, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
  }
  const rows = [];
  for (const [name, path] of pages) {
    // Lighthouse's own advice (docs/variability.md): scores vary from run to run; the median of
    // five runs is about twice as stable as a single run.
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(BENCH_ORIGIN + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      runs.push({ lhr: result.lhr, main: mainThread(result.artifacts) });
      if (SAVE) {
        const file = `${SAVE}/${name.replace(/[^a-z]+/g, '-')}-${i + 1}.json`;
        writeFileSync(file, JSON.stringify(result.lhr));
      }
    }
    runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
    const { lhr, main } = runs[Math.floor(runs.length / 2)];
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    );
    const misses = CATEGORIES.filter((c) => scores[c] < TARGET[c]);
    if (misses.length) {
      failed = true;
      for (const c of misses) {
        const audits = lhr.categories[c].auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
          .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
        console.log(`  ${name} ${c}: ${audits.join(', ')}`);
      }
      for (const line of details(lhr)) console.log(`    ${line}`);
    }
    rows.push({
      page: name,
      ...scores,
      // Every run's performance score, lowest first: the spread on this machine.
      runs: runs.map((r) => Math.round(r.lhr.categories.performance.score * 100)).join(' '),
      LCP: lhr.audits['largest-contentful-paint'].displayValue,
      TBT: lhr.audits['total-blocking-time'].displayValue,
      CLS: lhr.audits['cumulative-layout-shift'].displayValue,
      // Lighthouse's own CPU speed probe of this machine at that moment (higher is faster).
      cpu: Math.round(lhr.environment.benchmarkIndex),
      // The page's main thread in that run, busy CPU time against the wall time of the same
      // tasks (ms): the gap is time the thread waited for a core or for the browser process.
      'main cpu/wall': main,
      ok: misses.length ? `✗ ${misses.join(', ')}` : '✓',
    });
  }
  console.log(
    `\nLighthouse ${lighthouseVersion()} mobile preset, median of ${RUNS} runs per page, ${BENCH_ORIGIN}`,
  );
  console.table(rows);
  if (integrations) {
    console.log(
      `Chat and analytics configured (stand-ins): ${integrations.parties.sdkRequests} SDK loads, ${integrations.parties.events.length} events received.`,
    );
  }
} finally {
  chrome.kill();
  await app.stop();
  await integrations?.parties.close();
}
process.exit(failed ? 1 : 0);

/** Starts the stand-ins (TypeScript, which Node 24 runs as it is) and the app's settings for them. */
async function thirdParties() {
  const { startThirdParties } = await import('../tests/e2e/support/third-parties.ts');
  const parties = await startThirdParties(Number(process.env.BENCH_THIRD_PARTY_PORT || 3210));
  return {
    parties,
    env: {
      NEXT_PUBLIC_CHAT_URL: parties.chatOrigin,
      NEXT_PUBLIC_CHAT_TOKEN: 'bench-website-token',
      NEXT_PUBLIC_ANALYTICS_URL: parties.collectorOrigin,
      NEXT_PUBLIC_ANALYTICS_DOMAIN: 'safqa.app',
    },
  };
}

/** Busy CPU and wall time (ms) of the page's renderer main thread over the traced load. */
function mainThread(artifacts) {
  const events = artifacts?.Trace?.traceEvents;
  if (!events) return '';
  // The page's renderer main thread: of the `CrRendererMain` threads, the one with most events.
  const count = new Map();
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && mains.has(key)) count.set(key, (count.get(key) ?? 0) + 1);
  }
  const [main] = [...count].sort((a, b) => b[1] - a[1])[0] ?? [];
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let wall = 0;
  let end = 0;
  for (const e of tasks) {
    if (e.ts < end) continue; // nested in the previous task
    end = e.ts + (e.dur ?? 0);
    cpu += e.tdur ?? 0;
    wall += e.dur ?? 0;
  }
  return `${Math.round(cpu / 1000)}/${Math.round(wall / 1000)}`;
}

/** What a miss is about: the LCP element and the nodes of failed accessibility audits. */
function details(lhr) {
  const lines = [];
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
  if (lcp?.node) lines.push(`LCP element: ${lcp.node.snippet}`);
  for (const ref of lhr.categories.accessibility.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (audit.score !== 0) continue;
    for (const item of (audit.details?.items ?? []).slice(0, 3)) {
      if (item.node) lines.push(`${ref.id}: ${item.node.snippet}`);
    }
  }
  return lines;
}

function lighthouseVersion() {
  return process.env.npm_package_devDependencies_lighthouse ?? '12';
}
