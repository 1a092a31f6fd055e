import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Where the BFF's refreshes meet across processes: the finished outcome of a refresh token (so
 * a request still carrying the rotated token gets the new tokens, not a reuse refusal) and a
 * lock so one process refreshes while the others wait for its outcome. `null` from `lock`: held
 * by someone else.
 */
export interface RefreshStore {
  /** The outcome stored for a refresh token's key, if still fresh. */
  get(key: string): Promise<string | null>;
  set(key: string, outcome: string, ttlMs: number): Promise<void>;
  /** Takes the key's lock for `ttlMs` (released earlier by calling the answer). */
  lock(key: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
}

/** One process: nothing to share (the refresher's own in-flight map already single-flights). */
export function memoryRefreshStore(): RefreshStore {
  const values = new Map<string, { value: string; until: number }>();
  const locks = new Map<string, number>();
  return {
    async get(key) {
      const hit = values.get(key);
      if (!hit || hit.until < Date.now()) return null;
      return hit.value;
    },
    async set(key, value, ttlMs) {
      for (const [k, v] of values) if (v.until < Date.now()) values.delete(k);
      values.set(key, { value, until: Date.now() + ttlMs });
    },
    async lock(key, ttlMs) {
      const held = locks.get(key);
      if (held && held > Date.now()) return null;
      locks.set(key, Date.now() + ttlMs);
      return async () => void locks.delete(key);
    },
  };
}

const PREFIX = 'safqa:bff:refresh';

/**
 * Every process of the site (REDIS_URL): outcomes under `…:done:<key>`, the lock under
 * `…:lock:<key>` (`SET NX PX`, released only by its holder). Keys are hashes of refresh tokens,
 * never the tokens; the stored outcome holds the new tokens for its 30 seconds.
 */
export function redisRefreshStore(redis: Redis): RefreshStore {
  return {
    get: (key) => redis.get(`${PREFIX}:done:${key}`),
    async set(key, value, ttlMs) {
      await redis.set(`${PREFIX}:done:${key}`, value, 'PX', ttlMs);
    },
    async lock(key, ttlMs) {
      const name = `${PREFIX}:lock:${key}`;
      const owner = randomUUID();
      const taken = await redis.set(name, owner, 'PX', ttlMs, 'NX');
      if (taken !== 'OK') return null;
      return async () => {
        // Delete only our own lock (it may have expired and been taken by another process).
        await redis.eval(
          "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0",
          1,
          name,
          owner,
        );
      };
    },
  };
}

/**
 * The shared store while it answers, this process's memory while it does not (Redis down): a
 * refresh never fails on Redis. Says so once per outage; back to the shared store as soon as
 * one of its calls succeeds again. While away, processes single-flight each on their own.
 */
export function withMemoryFallback(
  shared: RefreshStore,
  logger?: { warn(msg: string, fields?: Record<string, unknown>): void },
): RefreshStore {
  const memory = memoryRefreshStore();
  let down = false;
  const attempt = async <T>(op: (store: RefreshStore) => Promise<T>): Promise<T> => {
    try {
      const result = await op(shared);
      down = false;
      return result;
    } catch (error) {
      if (!down)
        logger?.warn('BFF refresh store: Redis unreachable, using process memory', {
          error: String(error),
        });
      down = true;
      return op(memory);
    }
  };
  return {
    get: (key) => attempt((store) => store.get(key)),
    set: (key, value, ttlMs) => attempt((store) => store.set(key, value, ttlMs)),
    lock: (key, ttlMs) => attempt((store) => store.lock(key, ttlMs)),
  };
}
