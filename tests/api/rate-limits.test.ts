import { randomUUID } from 'node:crypto';
import { createRateLimits, type RateLimits } from '@/server/auth/rate-limits';
import { AppError } from '@/server/errors';

// The same limiter contract in memory and, when REDIS_URL is set (CI sets it), in Redis —
// which is what makes limits hold across several server processes.
const stores: [string, string | undefined][] = [['memory', undefined]];
if (process.env.REDIS_URL) stores.push(['redis', process.env.REDIS_URL]);

describe.each(stores)('rate limits (%s)', (_name, redisUrl) => {
  let a: RateLimits;
  let b: RateLimits;
  beforeAll(() => {
    a = createRateLimits({ redisUrl });
    b = redisUrl ? createRateLimits({ redisUrl }) : a;
  });
  afterAll(async () => {
    await a.close();
    if (b !== a) await b.close();
  });

  it('consume refuses past the limit with 1007 and Retry-After', async () => {
    const key = `ip-${randomUUID()}`;
    for (let i = 0; i < 10; i++) await a.consume('registerIp', key);
    const error = await b.consume('registerIp', key).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).title).toBe('TOO_MANY_REQUESTS');
    expect(Number((error as AppError).headers?.['Retry-After'])).toBeGreaterThan(3000);
  });

  it('check refuses once penalties reach the limit, reset clears them', async () => {
    const key = `acct-${randomUUID()}`;
    for (let i = 0; i < 10; i++) {
      await b.check('loginFailures', key);
      await a.penalize('loginFailures', key);
    }
    await expect(b.check('loginFailures', key)).rejects.toMatchObject({
      title: 'TOO_MANY_REQUESTS',
    });
    await a.reset('loginFailures', key);
    await expect(b.check('loginFailures', key)).resolves.toBeUndefined();
  });

  it('count tells how many the window holds, past the limit too, and never refuses', async () => {
    const key = `acct-${randomUUID()}`;
    const counted: number[] = [];
    for (let i = 0; i < 12; i++) {
      counted.push(await (i % 2 ? a : b).count('loginFailuresDevice', key));
    }
    expect(counted).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    await a.refund('loginFailuresDevice', key);
    expect(await b.count('loginFailuresDevice', key)).toBe(12);
  });
});
