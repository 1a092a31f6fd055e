import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../errors';
import type { Logger } from '../log';

/** Limits per IP and per account (documented in docs/security.md, "Rate limits"). */
export const LIMITS = {
  loginIp: { points: 30, duration: 15 * 60 },
  /**
   * Password checks per account and client address (key `account|address`): the 11th wrong one
   * in the window is refused unchecked. Keyed on the address too, so someone guessing cannot
   * lock the owner out from their own address.
   */
  loginFailures: { points: 10, duration: 15 * 60 },
  /**
   * Wrong passwords per account from clients without a device token of that account (key: the
   * account): what slows guessing spread over many addresses. Past 100 in the hour such clients
   * are not blocked for the rest of it (that locked the owner out too): the account then admits
   * one of their password checks per minute of the API's clock (`loginAccountSlot`) and refuses
   * the others with `Retry-After` = the seconds to the next minute, never more than 60. A client
   * with a device token of the account is neither counted nor slowed here.
   */
  loginFailuresAccount: { points: 100, duration: 60 * 60 },
  /**
   * The one password check a minute an account admits past `loginFailuresAccount` (key
   * `account|minute`, the minute of the API's clock, so an injected clock moves it too).
   */
  loginAccountSlot: { points: 1, duration: 60 },
  /**
   * Wrong passwords per device token (key: its device id). Past 10 in the hour the token is no
   * longer believed (OWASP: lock out the device cookie), so a stolen one cannot guess without
   * the account-wide count; its checks are then counted and slowed like anyone's.
   */
  loginFailuresDevice: { points: 10, duration: 60 * 60 },
  registerIp: { points: 10, duration: 60 * 60 },
  verifyIp: { points: 30, duration: 15 * 60 },
  /** Wrong codes per account, across codes (each code also dies after 3 wrong tries). */
  verifyFailures: { points: 10, duration: 60 * 60 },
  resendIp: { points: 10, duration: 60 * 60 },
  resendAccount: { points: 5, duration: 60 * 60 },
  forgotIp: { points: 10, duration: 60 * 60 },
  forgotAccount: { points: 3, duration: 60 * 60 },
  resetIp: { points: 20, duration: 60 * 60 },
  refreshIp: { points: 120, duration: 60 },
  /** POST /coupon/{id}/vote: one vote per coupon per client address per day (key `id:ip`). */
  couponVote: { points: 1, duration: 24 * 60 * 60 },
  /**
   * GET /go/shop|coupon|product/{id}: the redirect always happens, but a shop's click counts once
   * per shop and client address a day, whichever redirect led there (key `shop:id:address`), and
   * a coupon's use once per coupon and address (`coupon:id:address`): reloading a redirect, or
   * following every product of a shop, cannot push a coupon up a store page or a shop up a list.
   */
  clickOnce: { points: 1, duration: 24 * 60 * 60 },
  /**
   * GET /l/{slug}: a short link's click counts once per link, client address and UTC day (key
   * `link:address:day`, the day of the injected clock); the redirect always happens.
   */
  linkClickOnce: { points: 1, duration: 24 * 60 * 60 },
  /** POST /uninstall/feedback per client address (one uninstall says its reason once or twice). */
  uninstallIp: { points: 5, duration: 60 * 60 },
  /** POST /product/search with a page address (a price report), per client address. */
  productReportIp: { points: 60, duration: 60 },
  /** POST /ads/{id}/impression and …/click together, per client address. */
  adEventIp: { points: 120, duration: 60 },
  /**
   * One impression (or click) per ad, client address and minute, and per ad, client id and minute
   * (`impression:<ad>:ip:<address>:<minute>`, `impression:<ad>:id:<X-Client-Id>:<minute>`; counted
   * only when both are new): the key carries the minute of the API's clock, so the window follows
   * an injected clock too.
   */
  adEventOnce: { points: 1, duration: 60 },
  /** POST /coupon/{id}/result (the extension's automatic tries), per client address. */
  couponResultIp: { points: 60, duration: 10 * 60 },
} as const;

type LimitName = keyof typeof LIMITS;

export interface RateLimits {
  /** Counts one request; over the limit → 1007 TOO_MANY_REQUESTS with Retry-After. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Refuses (without counting) when the limit is already used up. */
  check(name: LimitName, key: string): Promise<void>;
  /** Counts one request and tells whether it was within the limit (never refuses). */
  once(name: LimitName, key: string): Promise<boolean>;
  /** Counts one request and answers how many the window now holds, this one included (never refuses). */
  count(name: LimitName, key: string): Promise<number>;
  /** Counts a failure without refusing (the next `check` refuses). */
  penalize(name: LimitName, key: string): Promise<void>;
  /** Gives back one point a `consume` took (an attempt that turned out fine). */
  refund(name: LimitName, key: string): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
  close(): Promise<void>;
}

/** 1007 TOO_MANY_REQUESTS with `Retry-After` (whole seconds, at least 1). */
export function tooManyRequests(seconds: number): AppError {
  const retry = String(Math.max(1, Math.ceil(seconds)));
  return new AppError(
    'TOO_MANY_REQUESTS',
    [{ key: 'retryAfter', message: 'errors.retry_after', params: { seconds: Number(retry) } }],
    {
      'Retry-After': retry,
    },
  );
}

/**
 * In memory by default (one process); Redis when REDIS_URL is set (shared by every process).
 * Redis unreachable: each limit carries on in this process's memory, with one warning per
 * outage: at once while ioredis reports the connection down, and through rate-limiter-flexible's
 * `insuranceLimiter` for a command that fails on the way. Back to Redis when ioredis has
 * reconnected. A user never sees a Redis error.
 */
export function createRateLimits(
  options: { redisUrl?: string; logger?: Pick<Logger, 'warn' | 'info'> } = {},
): RateLimits {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        maxRetriesPerRequest: 1,
        connectTimeout: 5000,
        commandTimeout: 2000,
        // How long a closing socket whose peer does not answer is left before it is destroyed
        // (ioredis waits 2 s by default, holding the process open that long on shutdown).
        disconnectTimeout: 200,
      })
    : undefined;
  let down = false;
  if (redis) {
    redis.on('error', (error: Error) => {
      if (down) return;
      down = true;
      options.logger?.warn('rate limits: Redis unreachable, limiting in process memory', {
        error: String(error),
      });
    });
    redis.on('ready', () => {
      if (!down) return;
      down = false;
      options.logger?.info('rate limits: Redis is back');
    });
  }
  const limiters = new Map<
    LimitName,
    { shared: RateLimiterAbstract; memory: RateLimiterAbstract }
  >();
  for (const [name, opts] of Object.entries(LIMITS) as [
    LimitName,
    { points: number; duration: number },
  ][]) {
    const keyPrefix = `safqa:rl:${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, ...opts });
    limiters.set(name, {
      shared: redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix, insuranceLimiter: memory, ...opts })
        : memory,
      memory,
    });
  }
  const limiter = (name: LimitName) => {
    const { shared, memory } = limiters.get(name)!;
    return down ? memory : shared;
  };

  return {
    async consume(name, key) {
      try {
        await limiter(name).consume(key);
      } catch (res) {
        if (res instanceof RateLimiterRes) throw tooManyRequests(res.msBeforeNext / 1000);
        throw res;
      }
    },
    async once(name, key) {
      try {
        await limiter(name).consume(key);
        return true;
      } catch (res) {
        if (res instanceof RateLimiterRes) return false;
        throw res;
      }
    },
    async count(name, key) {
      try {
        return (await limiter(name).consume(key)).consumedPoints;
      } catch (res) {
        if (res instanceof RateLimiterRes) return res.consumedPoints;
        throw res;
      }
    },
    async check(name, key) {
      const res = await limiter(name).get(key);
      if (res && res.consumedPoints >= LIMITS[name].points)
        throw tooManyRequests(res.msBeforeNext / 1000);
    },
    async penalize(name, key) {
      await limiter(name).penalty(key, 1);
    },
    async refund(name, key) {
      await limiter(name).reward(key, 1);
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
    // Resolves once the connection has really ended: ioredis's disconnect() only starts it, and
    // a process shutting down (or a test file that has ended) must not be held open meanwhile.
    // Only a connection that is open or opening ends with 'end'; between two tries there is none.
    // A plain listener, not events.once(): an 'error' on the way (logged above) must not turn
    // closing into a rejection.
    async close() {
      if (!redis) return;
      const open = ['connecting', 'connect', 'ready'].includes(redis.status);
      const ended = open ? new Promise((resolve) => redis.once('end', resolve)) : undefined;
      redis.disconnect();
      await ended;
    },
  };
}
