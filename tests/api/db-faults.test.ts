import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { coupons } from '@/server/db/schema';
import { createCoupon, createShop } from '../support/factories';
import type { TcpProxy } from '../support/tcp-proxy';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, openThroughProxy } from '../support/test-database';

// A database blip must never answer 500. These tests need PostgreSQL (the driver whose
// connections break): DATABASE_URL, or the local server. The outage is a TCP proxy in front of
// it that the test stops and starts; the shared server itself is never restarted here.
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

let seedDb: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: TcpProxy;
let proxied: Database;
let t: TestApp;

beforeAll(async () => {
  seedDb = await createTestDatabase();
  ({ proxy, proxied } = await openThroughProxy(seedDb));
  t = await createTestApp({ getDb: async () => proxied.db, readRetryDelayMs: 0 });
  // The pool holds an open connection for the outages to break (behind a pooler the migrations
  // ran on the direct address and left it none).
  await proxied.db.execute(sql`select 1`);
});

afterAll(async () => {
  await t.close();
  await proxied.close();
  await proxy.stop();
  await seedDb.close();
});

afterEach(async () => {
  proxy.failNext(0);
  if (!(await t.api('GET', '/api/v1/health')).status.toString().startsWith('2')) {
    await proxy.start();
  }
});

/** Lets the sockets' close events run (no wall-clock wait). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

const warnings = () => t.logger.entries.filter((e) => e.level === 'warn').map((e) => e.msg);

describe('a read meets a broken database connection', () => {
  it('is tried once more and answers when the connection comes back', async () => {
    // Every open connection breaks, and the first new one is refused on arrival.
    await proxy.stop();
    await proxy.start();
    proxy.failNext(1);
    const before = proxy.accepted;
    const res = await t.api('GET', '/api/v1/shop/shop-list');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(proxy.accepted - before).toBeGreaterThanOrEqual(2);
    expect(warnings()).toContain('database connection failed on a read: trying once more');
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After when the retry fails too', async () => {
    await proxy.stop();
    const res = await t.api('GET', '/api/v1/shop/shop-list');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body.error).toMatchObject({
      code: 1008,
      title: 'SERVICE_UNAVAILABLE',
      details: [{ key: 'database', message: 'health.database_unreachable' }],
    });
    expect(t.logger.entries.filter((e) => e.level === 'error')).toEqual([]);
    await proxy.start();
    expect((await t.api('GET', '/api/v1/shop/shop-list')).status).toBe(200);
  });
});

describe('GET /health', () => {
  it('reports the database down (503) and up again (200)', async () => {
    expect((await t.api('GET', '/api/v1/health')).status).toBe(200);
    await proxy.stop();
    const down = await t.api('GET', '/api/v1/health');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.body.error.title).toBe('SERVICE_UNAVAILABLE');
    await proxy.start();
    const up = await t.api('GET', '/api/v1/health');
    expect(up.status).toBe(200);
    expect(up.body.data.database.reachable).toBe(true);
  });
});

describe('a write meets a broken database connection', () => {
  it('is not sent again when its outcome is unknown, and answers 503', async () => {
    const shop = await createShop(seedDb.db);
    const coupon = await createCoupon(seedDb.db, shop.id);
    const update = /update "coupons"/i;
    // Cut once the server has answered the UPDATE (its command tag): it is committed.
    const cut = proxy.cutAfter(update, /UPDATE 1/);
    const res = await t.api('POST', `/api/v1/coupon/${coupon.id}/vote`, {
      json: { vote: 'worked' },
    });
    await cut;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body.error.details).toEqual([
      { key: 'database', message: 'errors.outcome_unknown' },
    ]);
    // The statement reached the server once and was applied once.
    expect(proxy.seen(update)).toBe(1);
    const [row] = await seedDb.db
      .select({ worked: coupons.votesWorked })
      .from(coupons)
      .where(eq(coupons.id, coupon.id));
    expect(row?.worked).toBe(1);
  });

  it('that never reached the database answers 503 and changes nothing', async () => {
    const shop = await createShop(seedDb.db);
    const coupon = await createCoupon(seedDb.db, shop.id);
    await proxy.stop();
    await settle(); // the pool sees its connections closed: the vote has to connect anew
    const res = await t.api('POST', `/api/v1/coupon/${coupon.id}/vote`, {
      json: { vote: 'failed' },
    });
    expect(res.status).toBe(503);
    expect(res.body.error.details).toEqual([
      { key: 'database', message: 'health.database_unreachable' },
    ]);
    expect(warnings()).not.toContain(expect.stringContaining('POST'));
    const [row] = await seedDb.db
      .select({ failed: coupons.votesFailed })
      .from(coupons)
      .where(eq(coupons.id, coupon.id));
    expect(row?.failed).toBe(0);
  });
});
