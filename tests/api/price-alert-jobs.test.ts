import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { priceAlerts, productTrackings } from '@/server/db/schema';
import { createPgBossQueue } from '@/server/jobs/pg-boss-queue';
import type { JobQueue, JobsConfig } from '@/server/jobs/queue';
import {
  queueAlerts,
  raiseAlerts,
  type PriceChange,
} from '@/server/features/price-tracking/alerts';
import { createProduct, createShop } from '../support/factories';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { recordingLogger, TEST_APP_URL, TEST_JWT_SECRET } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import { insertUser } from '../support/user-helpers';
import { needs } from '../support/services';

// The price-alert jobs on PostgreSQL across processes: two `npm run jobs:work` processes share
// one pg-boss queue; 100 alerts give exactly 100 mails, and alerts raised while the mail server
// is down are all delivered once it is back. Real processes, a real SMTP server: this test waits
// on the wall clock, kept short by the workers' retry settings below.
const ALERTS = 100;
/** How long the mail server stays down (the issue asks for 30 s). */
const OUTAGE_MS = 30_000;
/** After the last expected mail, how long to watch for a duplicate. */
const SETTLE_MS = 3_000;

const RETRY = { retryLimit: 100, retryDelaySeconds: 1, retryBackoff: false };
const WORKER_ENV = {
  NODE_ENV: 'test' as const,
  LOG_LEVEL: 'error',
  APP_URL: TEST_APP_URL,
  JWT_SECRET: TEST_JWT_SECRET,
  SESSION_SECRET: TEST_JWT_SECRET,
  JOBS_CONCURRENCY: '4',
  JOBS_POLL_SECONDS: '0.5',
  // Fixed one-second retries: an outage of OUTAGE_MS ends in seconds, not in a backoff's minutes.
  JOBS_RETRY_LIMIT: String(RETRY.retryLimit),
  JOBS_RETRY_DELAY_SECONDS: String(RETRY.retryDelaySeconds),
  JOBS_RETRY_BACKOFF: String(RETRY.retryBackoff),
  NODE_OPTIONS: '',
};

const onPostgres = needs('postgres').describe;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await sleep(200);
  }
}

interface Worker {
  child: ChildProcess;
  output: string[];
}

function startWorker(env: Record<string, string>): Promise<Worker> {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/jobs-worker.ts'],
    {
      env: { ...process.env, ...WORKER_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`worker not ready:\n${output.join('')}`)),
      60_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Safqa jobs worker ready (postgres)')) {
        clearTimeout(timer);
        resolve({ child, output });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited (${code}):\n${output.join('')}`));
    });
  });
}

function stopWorker(worker: Worker): Promise<number | null> {
  if (worker.child.exitCode !== null) return Promise.resolve(worker.child.exitCode);
  return new Promise((resolve) => {
    worker.child.once('exit', (code) => resolve(code));
    worker.child.kill('SIGTERM');
  });
}

onPostgres('price-alert jobs across worker processes (PostgreSQL)', () => {
  let database: Database & { url?: string; directUrl?: string };
  let sender: JobQueue;
  let smtp: SmtpCapture;
  const workers: Worker[] = [];
  const logger = recordingLogger();
  let productId: string;
  let price = '100.00';

  beforeAll(async () => {
    database = await createTestDatabase();
    const shop = await createShop(database.db);
    const product = await createProduct(database.db, shop.id, { currentPrice: price });
    productId = product.id;
    // 100 shoppers tracking the product, each told of any drop below 100.00.
    const shoppers = await Promise.all(
      Array.from({ length: ALERTS }, (_, i) =>
        insertUser(database.db, {
          email: `shopper-${i}@example.com`,
          isEmailVerified: true,
          locale: i % 2 ? 'en' : 'ar',
        }),
      ),
    );
    await database.db.insert(productTrackings).values(
      shoppers.map((user) => ({
        userId: user.id,
        productId,
        rule: 'ANY_DROP' as const,
        basePrice: '100.00',
      })),
    );
    const config: JobsConfig = { concurrency: 0, pollSeconds: 1, expireSeconds: 60, ...RETRY };
    // pg-boss on the direct address, as the app runs it (its locks span statements).
    sender = await createPgBossQueue({ connectionString: database.directUrl!, config, logger });
    smtp = await startSmtpCapture();
    const env = {
      DATABASE_URL: database.url!,
      DATABASE_URL_UNPOOLED: database.directUrl!,
      SMTP_URL: smtp.url,
    };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'safqa-jobs-'));
    workers.push(
      ...(await Promise.all([1, 2].map(() => startWorker({ ...env, DATA_DIR: dataDir })))),
    );
  }, 120_000);

  afterAll(async () => {
    const codes = await Promise.all(workers.map(stopWorker));
    await sender?.stop();
    await smtp?.close();
    await database?.close();
    expect(codes).toEqual(workers.map(() => 0));
  }, 60_000);

  /** The product's price moves: the alerts it raises are committed, then queued. */
  async function observe(next: string) {
    const change: PriceChange = {
      productId,
      previousPrice: price,
      previousInStock: true,
      price: next,
      inStock: true,
      currency: 'SAR',
      observedAt: new Date(),
    };
    price = next;
    const ids = await database.db.transaction((tx) => raiseAlerts(tx, change));
    await queueAlerts({ jobs: sender, logger }, ids);
    return ids;
  }

  const statuses = async (ids: string[]) =>
    (
      await database.db
        .select({ status: priceAlerts.status, attempts: priceAlerts.attempts })
        .from(priceAlerts)
        .where(inArray(priceAlerts.id, ids))
    ).map((row) => row.status);

  function expectOneMailEach(capture: SmtpCapture) {
    const recipients = capture.messages.map((m) => m.to.join(','));
    expect(recipients).toHaveLength(ALERTS);
    expect(new Set(recipients).size).toBe(ALERTS);
  }

  it(`${ALERTS} alerts give exactly ${ALERTS} mails, one per shopper`, async () => {
    const ids = await observe('90.00');
    expect(ids).toHaveLength(ALERTS);
    await until(`${ALERTS} mails`, () => smtp.messages.length >= ALERTS, 60_000);
    await sleep(SETTLE_MS);
    expectOneMailEach(smtp);
    expect(await statuses(ids)).toEqual(ids.map(() => 'SENT'));
    expect(workers.every((w) => w.child.exitCode === null)).toBe(true);
  }, 90_000);

  it(`alerts raised while the mail server is down for ${OUTAGE_MS / 1000} s are all delivered after`, async () => {
    const { port } = new URL(smtp.url);
    await smtp.close();
    const downSince = Date.now();
    expect(await observe('100.00')).toEqual([]); // back at the base: armed again
    const ids = await observe('85.00');
    expect(ids).toHaveLength(ALERTS);

    // Every alert is tried and fails while the server is away; none is given up.
    await until(
      'every alert to fail once',
      async () => {
        const rows = await database.db
          .select({ attempts: priceAlerts.attempts })
          .from(priceAlerts)
          .where(inArray(priceAlerts.id, ids));
        return rows.every((row) => row.attempts >= 1);
      },
      OUTAGE_MS,
    );
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - downSince)));
    const [failed] = await database.db
      .select()
      .from(priceAlerts)
      .where(eq(priceAlerts.id, ids[0]!));
    expect(failed).toMatchObject({ status: 'PENDING', sentAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    expect(await statuses(ids)).toEqual(ids.map(() => 'PENDING'));

    smtp = await startSmtpCapture({ port: Number(port) });
    await until(`${ALERTS} mails after the outage`, () => smtp.messages.length >= ALERTS, 60_000);
    await sleep(SETTLE_MS);
    expectOneMailEach(smtp);
    expect(await statuses(ids)).toEqual(ids.map(() => 'SENT'));
  }, 120_000);
});
