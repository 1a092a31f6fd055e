/**
 * @jest-environment node
 */
import { retryOnDeadlock } from '@/server/jobs/pg-boss-queue';

// Processes that start together create the same pg-boss queue at once; PostgreSQL may abort one
// of them as a deadlock's victim (40P01). That step is idempotent and is tried again.
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const logger = { warn: jest.fn() };

beforeEach(() => {
  jest.useFakeTimers();
  logger.warn.mockClear();
});
afterEach(() => jest.useRealTimers());

it('tries again after a deadlock and answers what the step answers', async () => {
  const step = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(deadlock())
    .mockRejectedValueOnce(deadlock())
    .mockResolvedValue('created');
  const result = retryOnDeadlock(step, logger);
  await jest.runAllTimersAsync();
  await expect(result).resolves.toBe('created');
  expect(step).toHaveBeenCalledTimes(3);
  expect(logger.warn).toHaveBeenCalledTimes(2);
});

it('gives up after its tries, and never retries any other error', async () => {
  const always = jest.fn<Promise<void>, []>().mockRejectedValue(deadlock());
  const result = retryOnDeadlock(always, logger, 3);
  const settled = expect(result).rejects.toThrow('deadlock detected');
  await jest.runAllTimersAsync();
  await settled;
  expect(always).toHaveBeenCalledTimes(3);

  const other = jest.fn<Promise<void>, []>().mockRejectedValue(new Error('no such table'));
  await expect(retryOnDeadlock(other, logger)).rejects.toThrow('no such table');
  expect(other).toHaveBeenCalledTimes(1);
});
