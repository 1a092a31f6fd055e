// npm run bench:admin — how fast the back-office's list, search and filter calls and the
// dashboard's figures answer on a production-sized catalogue. Opens the configured database
// (DATABASE_URL, else the PGlite folder under DATA_DIR), loads `db:seed -- --large` when it holds
// fewer than 10 000 shops, signs in an admin and calls the real main API in process
// (`app.request`, no network), BENCH_RUNS times per call (default 50) after a warm-up. Prints p50
// and p95 against the targets (150 ms on PostgreSQL, 400 ms on the embedded database); it
// measures, it does not fail.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from '../lib/api/constants';
import { createMainApi } from '../server/api/app';
import { createRateLimits } from '../server/auth/rate-limits';
import { defaultAuthConfig } from '../server/auth/tokens';
import { coupons, shopCategories, shops } from '../server/db/schema';
import { seedLargeData, LARGE_SIZES } from '../server/db/seed/large';
import { seedDemoData } from '../server/db/seed/seed';
import { mediaStorageFromEnv } from '../server/media/storage';
import { serverEnv } from '../server/env';
import { createLogger } from '../server/log';
import { createMailer } from '../server/mail/mailer';
import { grantRole } from '../server/services/auth/permissions';
import { ensureStaffAccount } from '../server/services/auth/staff-accounts';
import { openConfiguredDatabase } from './open-configured-database';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UP = 3;
const ADMIN = { email: 'bench-admin@safqa.test', password: 'Bench-Admin-2026' };
const TARGET_MS = { postgres: 150, pglite: 400 } as const;

interface Answer {
  data?: { tokens?: { accessToken: string } };
  error?: { title: string };
}

async function main() {
  const env = serverEnv();
  const database = await openConfiguredDatabase();
  const { db } = database;
  const scratch = mkdtempSync(path.join(tmpdir(), 'safqa-bench-admin-'));
  const limits = createRateLimits();
  try {
    const [shopCount] = await db.select({ n: count() }).from(shops);
    if ((shopCount?.n ?? 0) < LARGE_SIZES.shops) {
      console.log(`${shopCount?.n ?? 0} shops: loading the large data set first…`);
      await seedDemoData(db, { media: mediaStorageFromEnv(env) });
      const bulk = await seedLargeData(db);
      console.log(`Added ${bulk.shops} shops, ${bulk.coupons} coupons, ${bulk.users} accounts.`);
    }

    const logger = createLogger('error');
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
    const call = async (method: string, pathname: string, token?: string, body?: unknown) => {
      const res = await app.request(`/api/v1${pathname}`, {
        method,
        headers: {
          [PRODUCT_VERSION_HEADER]: PRODUCT_VERSION,
          'x-forwarded-for': '10.9.9.9',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: (await res.json()) as Answer };
    };

    await ensureStaffAccount(db, ADMIN);
    await grantRole(db, ADMIN.email);
    const login = await call('POST', '/auth/login', undefined, ADMIN);
    const token = login.json.data?.tokens?.accessToken;
    if (!token) throw new Error(`Admin sign-in failed: ${JSON.stringify(login.json)}`);

    // Real values for the filters: a busy category and shop of the large set.
    const [category] = await db
      .select({ id: shopCategories.categoryId, n: count() })
      .from(shopCategories)
      .groupBy(shopCategories.categoryId)
      .orderBy(desc(count()))
      .limit(1);
    const [busyShop] = await db
      .select({ id: coupons.shopId, n: count() })
      .from(coupons)
      .where(and(eq(coupons.status, 'ACTIVE'), isNull(coupons.deletedAt)))
      .groupBy(coupons.shopId)
      .orderBy(desc(count()))
      .limit(1);
    const today = new Date().toISOString().slice(0, 10);
    const ninetyDaysAgo = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);

    const calls: [string, string][] = [
      ['shop list, page 1', '/shop?page=1&limit=25'],
      ['shop list, page 200', '/shop?page=200&limit=25'],
      ['shop search q', '/shop?q=golden&limit=25'],
      ['shop filter status+category', `/shop?status=ACTIVE&categoryId=${category?.id}&limit=25`],
      ['shop sort by name', '/shop?sort=nameEn&limit=25'],
      ['coupon list', '/coupon?limit=25'],
      ['coupon filter shop+status', `/coupon?shopId=${busyShop?.id}&status=ACTIVE&limit=25`],
      ['coupon search q', '/coupon?q=gold&limit=25'],
      ['user list', '/user?limit=25'],
      ['user search q', '/user?q=layla&limit=25'],
      ['user filter status+country', '/user?status=active&country=sa&verified=true&limit=25'],
      ['audit list', '/audit?limit=50'],
      ['insights users (30 days)', '/insights/users'],
      ['insights catalog (90 days)', `/insights/catalog?from=${ninetyDaysAgo}&to=${today}`],
    ];

    const target = TARGET_MS[database.kind];
    const rows = [];
    for (const [name, pathname] of calls) {
      for (let i = 0; i < WARM_UP; i++) {
        const res = await call('GET', pathname, token);
        if (res.status !== 200)
          throw new Error(`${name}: ${res.status} ${JSON.stringify(res.json)}`);
      }
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await call('GET', pathname, token);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const pct = (p: number) =>
        times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
      const p95 = pct(95);
      rows.push({
        call: name,
        'p50 ms': pct(50).toFixed(1),
        'p95 ms': p95.toFixed(1),
        'target ms': target,
        result: p95 < target ? 'PASS' : 'FAIL',
      });
    }
    console.log(
      `\nAdmin API benchmark — ${database.kind}, ${RUNS} runs per call after ${WARM_UP} warm-up, in process\n`,
    );
    console.table(rows);
  } finally {
    await limits.close();
    await database.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
