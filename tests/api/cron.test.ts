import { eq, inArray } from 'drizzle-orm';
import { purgeJob, runCron, type CronDeps, type CronJob } from '@/server/cron';
import { priceAlertsJob } from '@/server/features/price-tracking/jobs';
import type { Db } from '@/server/db/client';
import { priceAlerts, productTrackings, users } from '@/server/db/schema';
import { raiseAlerts } from '@/server/features/price-tracking/alerts';
import { createProduct, createShop } from '../support/factories';
import { createTestApp, TEST_APP_URL, TEST_JWT_SECRET, type TestApp } from '../support/test-app';
import { insertUser } from '../support/user-helpers';

const SECRET = 'cron-secret-of-this-test-0123456789-abcdef';
const HOUR_MS = 60 * 60 * 1000;
const NOW = new Date('2026-06-02T12:00:00Z');
const kind = process.env.DATABASE_URL ? ('postgres' as const) : ('pglite' as const);

const request = (job: string, authorization?: string) =>
  new Request(`http://localhost/api/cron/${job}`, {
    headers: authorization ? { authorization } : {},
  });

function depsOf(t: TestApp, overrides: Partial<CronDeps> = {}): CronDeps {
  return {
    secret: SECRET,
    getDatabase: async () => ({ db: t.db, kind }),
    logger: t.logger,
    now: () => NOW,
    ...overrides,
  };
}

const alertsJob = (t: TestApp, overrides: { batchSize?: number; retryLimit?: number } = {}) =>
  priceAlertsJob({
    mailer: t.deps.mailer,
    logger: t.logger,
    appUrl: TEST_APP_URL,
    secret: TEST_JWT_SECRET,
    now: () => NOW,
    retryLimit: 3,
    ...overrides,
  });

/** `count` shoppers tracking one product fall below their base price: `count` PENDING alerts. */
async function pendingAlerts(db: Db, count: number, tag: string): Promise<string[]> {
  const shop = await createShop(db);
  const product = await createProduct(db, shop.id, { currentPrice: '100.00' });
  const shoppers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      insertUser(db, { email: `${tag}-${i}@example.com`, isEmailVerified: true }),
    ),
  );
  await db.insert(productTrackings).values(
    shoppers.map((user) => ({
      userId: user.id,
      productId: product.id,
      rule: 'ANY_DROP' as const,
      basePrice: '100.00',
    })),
  );
  return db.transaction((tx) =>
    raiseAlerts(tx, {
      productId: product.id,
      previousPrice: '100.00',
      previousInStock: true,
      price: '90.00',
      inStock: true,
      currency: 'SAR',
      observedAt: NOW,
    }),
  );
}

const statusesOf = async (db: Db, ids: string[]) =>
  (
    await db
      .select({ status: priceAlerts.status })
      .from(priceAlerts)
      .where(inArray(priceAlerts.id, ids))
  ).map((row) => row.status);

const mailsTo = (t: TestApp, tag: string) =>
  t.smtp.messages.flatMap((m) => m.to).filter((to) => to.startsWith(`${tag}-`));

describe('GET /api/cron/<job>: the secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['purge', 'price-alerts'])(
    '%s refuses a missing or wrong secret (401) and does not exist without CRON_SECRET (404)',
    async (name) => {
      const ran: string[] = [];
      const job: CronJob = {
        name,
        run: async () => {
          ran.push(name);
          return {};
        },
      };
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${SECRET}x`, SECRET]) {
        const res = await runCron(request(name, authorization), job, depsOf(t));
        expect({ authorization, status: res.status }).toEqual({ authorization, status: 401 });
        expect((await res.json()).error.title).toBe('UNAUTHORIZED_ACCESS');
      }
      const off = await runCron(
        request(name, `Bearer ${SECRET}`),
        job,
        depsOf(t, { secret: undefined }),
      );
      expect(off.status).toBe(404);
      expect((await off.json()).error.title).toBe('NOT_FOUND');
      expect(ran).toEqual([]);
    },
  );
});

describe('GET /api/cron/purge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const exists = async (id: string) =>
    (await t.db.select().from(users).where(eq(users.id, id))).length === 1;
  const dueUser = () =>
    insertUser(t.db, { deletionRequestedAt: new Date(NOW.getTime() - 25 * HOUR_MS) });

  it('purges accounts whose deletion was asked for over 24 hours ago, and says so', async () => {
    const due = await dueUser();
    const recent = await insertUser(t.db, {
      deletionRequestedAt: new Date(NOW.getTime() - 2 * HOUR_MS),
    });
    let ms = 0;
    const res = await runCron(
      request('purge', `Bearer ${SECRET}`),
      purgeJob(),
      depsOf(t, { clock: () => (ms += 5) }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      success: true,
      code: 2000,
      data: { purged: 1, batches: 1, more: false, budgetMs: 20_000, tookMs: 10 },
    });
    expect(await exists(due.id)).toBe(false);
    expect(await exists(recent.id)).toBe(true);
  });

  it('stops within its time budget and leaves the rest to the next call', async () => {
    const due = await Promise.all([1, 2, 3, 4, 5].map(() => dueUser()));
    // Every look at the clock is 3 s later than the last: of a 10 s budget, batches (of one
    // account here) start at 3, 6 and 9 s, and none at 12 s.
    let ms = -3000;
    const deps = depsOf(t, { budgetMs: 10_000, clock: () => (ms += 3000) });
    const run = async () => {
      ms = -3000;
      return (await runCron(request('purge', `Bearer ${SECRET}`), purgeJob(1), deps)).json();
    };
    expect((await run()).data).toMatchObject({ purged: 3, batches: 3, more: true });
    expect((await run()).data).toMatchObject({ purged: 2, batches: 3, more: false });
    for (const user of due) expect(await exists(user.id)).toBe(false);
  });
});

describe('GET /api/cron/price-alerts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('mails the PENDING alerts a batch at a time, each once, and reports the counts', async () => {
    const ids = await pendingAlerts(t.db, 5, 'batch');
    const call = () =>
      runCron(
        request('price-alerts', `Bearer ${SECRET}`),
        alertsJob(t, { batchSize: 3 }),
        depsOf(t),
      );
    const first = await call();
    expect(first.status).toBe(200);
    expect((await first.json()).data).toMatchObject({
      sent: 3,
      skipped: 0,
      dropped: 0,
      failed: 0,
      batch: 3,
      more: true,
    });
    expect((await (await call()).json()).data).toMatchObject({ sent: 2, batch: 2, more: false });
    expect((await (await call()).json()).data).toMatchObject({ sent: 0, batch: 0, more: false });
    expect(mailsTo(t, 'batch').sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `batch-${i}@example.com`),
    );
    expect(await statusesOf(t.db, ids)).toEqual(ids.map(() => 'SENT'));
  });

  it('starts no delivery once its time budget is spent', async () => {
    const ids = await pendingAlerts(t.db, 3, 'late');
    let ms = 0;
    const res = await runCron(
      request('price-alerts', `Bearer ${SECRET}`),
      alertsJob(t),
      depsOf(t, { budgetMs: 1000, clock: () => (ms += 1000) }),
    );
    // A full budget has gone by when the first alert's turn comes: nothing is started.
    expect((await res.json()).data).toMatchObject({ sent: 0, batch: 0, more: true });
    expect(mailsTo(t, 'late')).toEqual([]);
    expect(await statusesOf(t.db, ids)).toEqual(ids.map(() => 'PENDING'));
    await runCron(request('price-alerts', `Bearer ${SECRET}`), alertsJob(t), depsOf(t));
    expect(mailsTo(t, 'late')).toHaveLength(3);
  });
});

// PostgreSQL: the row lock (FOR UPDATE SKIP LOCKED) keeps the calls apart; PGlite, open in one
// process only, claims the alert in that process instead.
describe(`GET /api/cron/price-alerts, two calls at once (${kind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('delivers each alert exactly once', async () => {
    const ALERTS = 40;
    const ids = await pendingAlerts(t.db, ALERTS, 'overlap');
    const call = () =>
      runCron(request('price-alerts', `Bearer ${SECRET}`), alertsJob(t), depsOf(t)).then(
        async (res) => ({ status: res.status, data: (await res.json()).data }),
      );
    const [a, b] = await Promise.all([call(), call()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // The calls overlapped (each mailed some, skipped those the other held or had sent), and
    // between them mailed every alert once.
    expect(a.data.sent).toBeGreaterThan(0);
    expect(b.data.sent).toBeGreaterThan(0);
    expect(a.data.sent + b.data.sent).toBe(ALERTS);
    expect(a.data.failed + b.data.failed).toBe(0);
    const mails = mailsTo(t, 'overlap');
    expect(mails).toHaveLength(ALERTS);
    expect(new Set(mails).size).toBe(ALERTS);
    expect(await statusesOf(t.db, ids)).toEqual(ids.map(() => 'SENT'));
  });
});
