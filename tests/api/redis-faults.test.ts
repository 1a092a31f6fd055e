import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { Redis } from 'ioredis';
import { createRateLimits, type RateLimits } from '@/server/auth/rate-limits';
import { redisRefreshStore, withMemoryFallback } from '@/server/bff/refresh-store';
import CacheHandler, {
  memoryStore,
  redisStore,
  withFallback,
} from '@/server/cache/next-cache-handler.mjs';
import { createCoupon, createShop } from '../support/factories';
import { startTcpProxy } from '../support/tcp-proxy';
import { createTestApp, recordingLogger } from '../support/test-app';
import { needs } from '../support/services';

// Rate limits with REDIS_URL set and Redis away: the limits still hold, in this process's memory,
// with one warning, and never reach the user as an error. With a Redis here (REDIS_URL, as CI's
// second pass sets it) they also go back to Redis when it returns.

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A recording logger that also tells when a given message is logged. */
function watchedLogger() {
  const logger = recordingLogger();
  const waiters: { msg: string; resolve: () => void }[] = [];
  const info = logger.info;
  const warn = logger.warn;
  const notify = (msg: string) => {
    for (const w of waiters.filter((x) => x.msg === msg)) w.resolve();
  };
  logger.info = (msg, fields) => {
    info(msg, fields);
    notify(msg);
  };
  logger.warn = (msg, fields) => {
    warn(msg, fields);
    notify(msg);
  };
  const next = (msg: string) => new Promise<void>((resolve) => waiters.push({ msg, resolve }));
  return { logger, next };
}

const UNREACHABLE = 'rate limits: Redis unreachable, limiting in process memory';
const BACK = 'rate limits: Redis is back';

describe('rate limits with Redis unreachable', () => {
  let limits: RateLimits;
  const { logger } = watchedLogger();

  beforeAll(async () => {
    limits = createRateLimits({ redisUrl: `redis://127.0.0.1:${await closedPort()}`, logger });
  });
  afterAll(() => limits.close());

  it('still answer, and the limits apply in memory, with one warning', async () => {
    const key = `ip-${randomUUID()}`;
    for (let i = 0; i < 10; i++) await limits.consume('registerIp', key);
    await expect(limits.consume('registerIp', key)).rejects.toMatchObject({
      title: 'TOO_MANY_REQUESTS',
    });
    await limits.penalize('loginFailures', key);
    await limits.check('loginFailures', key);
    await limits.reset('loginFailures', key);
    const warnings = logger.entries.filter((e) => e.msg === UNREACHABLE);
    expect(warnings).toHaveLength(1);
  });

  it('a coupon vote through the API: answered, and the second one refused (429)', async () => {
    const t = await createTestApp({ limits });
    try {
      const shop = await createShop(t.db);
      const coupon = await createCoupon(t.db, shop.id);
      const headers = { 'x-forwarded-for': '10.9.8.7' };
      const first = await t.api('POST', `/api/v1/coupon/${coupon.id}/vote`, {
        json: { vote: 'worked' },
        headers,
      });
      expect(first.status).toBe(200);
      const second = await t.api('POST', `/api/v1/coupon/${coupon.id}/vote`, {
        json: { vote: 'worked' },
        headers,
      });
      expect(second.status).toBe(429);
      expect(second.body.error.title).toBe('TOO_MANY_REQUESTS');
    } finally {
      await t.close();
    }
  });
});

describe('the BFF refresh store with Redis unreachable', () => {
  it('keeps outcomes and locks in memory, with one warning', async () => {
    const redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    }).on('error', () => {});
    const logger = recordingLogger();
    const store = withMemoryFallback(redisRefreshStore(redis), logger);
    try {
      await store.set('k', 'outcome', 30_000);
      expect(await store.get('k')).toBe('outcome');
      const release = await store.lock('k', 30_000);
      expect(release).not.toBeNull();
      expect(await store.lock('k', 30_000)).toBeNull();
      await release!();
      expect(await store.lock('k', 30_000)).not.toBeNull();
      expect(logger.entries.filter((e) => e.level === 'warn')).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
needs('redis').describe('rate limits when Redis goes and comes back', () => {
  it('fall back to memory, then count in Redis again', async () => {
    const target = new URL(redisUrl!);
    const proxy = await startTcpProxy({
      host: target.hostname,
      port: Number(target.port || 6379),
    });
    const via = new URL(redisUrl!);
    via.hostname = '127.0.0.1';
    via.port = String(proxy.port);
    const direct = new Redis(redisUrl!);
    const { logger, next } = watchedLogger();
    const limits = createRateLimits({ redisUrl: via.toString(), logger });
    try {
      const before = `ip-${randomUUID()}`;
      await limits.consume('registerIp', before);
      expect(await direct.exists(`safqa:rl:registerIp:${before}`)).toBe(1);

      const unreachable = next(UNREACHABLE);
      await proxy.stop();
      await unreachable;
      const during = `ip-${randomUUID()}`;
      await limits.consume('registerIp', during);
      expect(await direct.exists(`safqa:rl:registerIp:${during}`)).toBe(0);

      const back = next(BACK);
      await proxy.start();
      await back;
      const after = `ip-${randomUUID()}`;
      await limits.consume('registerIp', after);
      expect(await direct.exists(`safqa:rl:registerIp:${after}`)).toBe(1);
      expect(logger.entries.filter((e) => e.msg === UNREACHABLE)).toHaveLength(1);
    } finally {
      await limits.close();
      direct.disconnect();
      await proxy.stop();
    }
  });
});

needs('redis').describe('the page cache when Redis goes and comes back', () => {
  it('answers from memory while Redis is away, then from Redis again', async () => {
    const target = new URL(redisUrl!);
    const proxy = await startTcpProxy({
      host: target.hostname,
      port: Number(target.port || 6379),
    });
    const via = new URL(redisUrl!);
    via.hostname = '127.0.0.1';
    via.port = String(proxy.port);
    via.pathname = '/12';
    // The handler's own connection settings (processStore): commands fail at once while down.
    const redis = new Redis(via.toString(), {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    }).on('error', () => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const build = `faults-${randomUUID()}`;
    const cache = new CacheHandler({
      store: withFallback(redisStore(redis, build), memoryStore(1024 * 1024)),
    });
    const page = { kind: 'FETCH', data: { body: 'stored in Redis' } };
    try {
      await once(redis, 'ready');
      await cache.set('page', page, { tags: [] });
      expect((await cache.get('page', { tags: [] }))?.value).toEqual(page);

      await proxy.stop();
      await once(redis, 'close');
      expect(await cache.get('page', { tags: [] })).toBeNull(); // this process's memory
      expect(warn).toHaveBeenCalledTimes(1);

      await proxy.start();
      await once(redis, 'ready');
      expect((await cache.get('page', { tags: [] }))?.value).toEqual(page);
    } finally {
      warn.mockRestore();
      redis.disconnect();
      await proxy.stop();
    }
  });
});
