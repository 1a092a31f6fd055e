// npm run bench:prices — how fast a price reading (POST /product/search with an observation) and
// a one-year history read (GET /product/{id}/history?range=1y) answer with 1 000 products and two
// years of daily prices each, next to GET /health. Runs on a throw-away in-memory PGlite, then —
// when DATABASE_URL names a PostgreSQL server on this machine — on a scratch database created
// beside it and dropped after. The data is made by a few bulk SQL statements (generate_series),
// the same on every run. The real main API is called in process (`app.request`, no network),
// BENCH_RUNS times per call (default 200) after a warm-up, each reading on another product and
// from another address (the throttle and the per-address limit answer nothing here). Prints p50
// and p95; it measures, it does not fail.
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from '../lib/api/constants';
import { createMainApi } from '../server/api/app';
import { createRateLimits } from '../server/auth/rate-limits';
import { defaultAuthConfig } from '../server/auth/tokens';
import { openDatabase, type Database, type Db } from '../server/db/client';
import { prices, products, shops } from '../server/db/schema';
import { createLogger } from '../server/log';
import { createMailer } from '../server/mail/mailer';
import { rebuildAllDays } from '../server/services/products/rollup';
import { pgSql } from './pg-sql.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 5;
const PRODUCTS = 1_000;
const SHOPS = 20;
const DAYS = 730;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** The bench stores: bench-01.example … bench-20.example. */
const shopHost = (n: number) => `bench-${String(n).padStart(2, '0')}.example`;

/**
 * 20 shops, 1 000 products (product g at shop g mod 20, base price 50 + (37·g mod 950) SAR) and
 * one reading a day for two years up to two hours ago, prices stepping ±5 around the base; then
 * the daily rollup and the current prices.
 */
async function seed(db: Db) {
  const started = performance.now();
  await db.insert(shops).values(
    Array.from({ length: SHOPS }, (_, i) => ({
      nameAr: `متجر قياس ${i + 1}`,
      nameEn: `Bench store ${i + 1}`,
      slugAr: `متجر-قياس-${i + 1}`,
      slugEn: `bench-store-${i + 1}`,
      websiteUrl: `https://www.${shopHost(i + 1)}`,
      searchText: `bench store ${i + 1}`,
    })),
  );
  await db.execute(sql`
    insert into ${products} (shop_id, url, store_product_id, title_ar, title_en, currency,
                             search_text, first_seen_at, last_seen_at)
    select s.id, s.website_url || '/p/' || g, 'BENCH-' || g,
           'منتج تجريبي رقم ' || g, 'Bench product number ' || g, 'SAR',
           'bench product number ' || g || ' منتج تجريبي رقم ' || g,
           now() - interval '730 days', now()
    from generate_series(1, ${PRODUCTS}) g
    join (select id, website_url, row_number() over (order by slug_en) as n
          from ${shops}) s on s.n = (g % ${SHOPS}) + 1`);
  await db.execute(sql`
    insert into ${prices} (product_id, price, currency, in_stock, observed_at, source,
                           created_at, updated_at)
    select p.id,
           (50 + (substring(p.store_product_id from 7)::int * 37) % 950)
             + ((d * 13 + substring(p.store_product_id from 7)::int) % 21 - 10) * 0.5,
           'SAR', true,
           now() - interval '2 hours' - d * interval '1 day', 'EXTENSION',
           now() - interval '2 hours' - d * interval '1 day',
           now() - interval '2 hours' - d * interval '1 day'
    from ${products} p cross join generate_series(0, ${DAYS - 1}) d`);
  const ids = (await db.select({ id: products.id }).from(products)).map((r) => r.id);
  await rebuildAllDays(db, ids);
  await db.execute(sql`
    update ${products} p set current_price = n.price, last_seen_at = n.observed_at
    from (select distinct on (product_id) product_id, price, observed_at from ${prices}
          order by product_id, observed_at desc) n
    where n.product_id = p.id`);
  for (const table of ['shops', 'products', 'prices', 'price_daily']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return (performance.now() - started) / 1000;
}

interface Answer {
  data?: { observation?: { accepted: boolean; reason: string | null } };
}

async function measure(database: Database, scratch: string) {
  const { db } = database;
  const seconds = await seed(db);
  console.log(
    `${database.kind}: seeded ${PRODUCTS} products × ${DAYS} days (${PRODUCTS * DAYS} prices) in ` +
      `${seconds.toFixed(1)} s`,
  );
  const logger = createLogger('error');
  const limits = createRateLimits();
  const app = createMainApi({
    getDb: async () => db,
    logger,
    auth: defaultAuthConfig('bench-secret-bench-secret-bench-secret-00', 'http://localhost:3000'),
    mailer: createMailer({
      from: 'Safqa <bench@safqa.test>',
      outboxDir: path.join(scratch, 'outbox'),
      logger,
    }),
    limits,
    oauth: {},
  });
  let caller = 0;
  const call = async (method: string, pathname: string, body?: unknown) => {
    caller += 1;
    const res = await app.request(`/api/v1${pathname}`, {
      method,
      headers: {
        [PRODUCT_VERSION_HEADER]: PRODUCT_VERSION,
        'x-forwarded-for': `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as Answer;
    if (res.status !== 200)
      throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const ids = (
    await db.select({ id: products.id }).from(products).orderBy(products.storeProductId)
  ).map((r) => r.id);

  // Product g (1…1 000), read by the app at a price inside its usual band: the full path.
  let reading = 0;
  const nextReading = () => {
    reading += 1;
    const g = ((reading - 1) % PRODUCTS) + 1;
    const base = 50 + ((g * 37) % 950);
    return {
      url: `https://${shopHost((g % SHOPS) + 1)}/p/${g}?utm_source=bench`,
      title: `Bench product number ${g}`,
      price: `${base - 1}.50`,
      currency: 'SAR',
      source: 'APP',
    };
  };
  const calls: [string, () => Promise<unknown>][] = [
    ['GET /health', () => call('GET', '/health')],
    [
      'POST /product/search (a reading)',
      async () => {
        const answer = await call('POST', '/product/search', nextReading());
        if (!answer.data?.observation?.accepted) {
          throw new Error(`reading not accepted: ${JSON.stringify(answer.data?.observation)}`);
        }
      },
    ],
    [
      'GET /product/{id}/history?range=1y',
      () => call('GET', `/product/${ids[Math.floor(Math.random() * ids.length)]}/history?range=1y`),
    ],
    ['POST /product/search {q}', () => call('POST', '/product/search', { q: 'bench product 42' })],
  ];
  const rows = [];
  for (const [name, run] of calls) {
    for (let i = 0; i < WARM_UP; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) =>
      times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
    rows.push({ call: name, 'p50 ms': pct(50).toFixed(2), 'p95 ms': pct(95).toFixed(2) });
  }
  await limits.close();
  console.log(`\nPrices benchmark — ${database.kind}, ${RUNS} runs per call, in process\n`);
  console.table(rows);
}

/** A scratch database beside the one DATABASE_URL names (this machine only), dropped after. */
async function withScratchPostgres(url: string, run: (database: Database) => Promise<void>) {
  const admin = new URL(url);
  if (!LOCAL_HOSTS.has(admin.hostname)) {
    console.log(`DATABASE_URL is on ${admin.hostname}: the bench runs only on this machine.`);
    return;
  }
  const name = `safqa_bench_prices_${randomBytes(4).toString('hex')}`;
  const adminSql = pgSql(url);
  await adminSql.query(`CREATE DATABASE "${name}"`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString() });
    try {
      await run(database);
    } finally {
      await database.close();
    }
  } finally {
    await adminSql.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminSql.end();
  }
}

async function main() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'safqa-bench-prices-'));
  try {
    const pglite = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await measure(pglite, scratch);
    } finally {
      await pglite.close();
    }
    if (process.env.DATABASE_URL) {
      await withScratchPostgres(process.env.DATABASE_URL, (database) => measure(database, scratch));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
