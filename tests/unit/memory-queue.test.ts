/** @jest-environment node */
import { createMemoryQueue } from '@/server/jobs/memory-queue';
import { retryDelayMs, type JobAttempt, type JobsConfig } from '@/server/jobs/queue';
import type { Logger } from '@/server/log';
import { manualScheduler } from '../support/manual-scheduler';

const quiet: Logger = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };

const config: JobsConfig = {
  concurrency: 2,
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  pollSeconds: 1,
  expireSeconds: 60,
};

describe('retry delays', () => {
  it("double after each failure, with up to as much again at random (pg-boss's formula)", () => {
    expect([0, 1, 2, 3].map((n) => retryDelayMs(config, n, 0))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ]);
    expect(retryDelayMs(config, 0, 1)).toBe(20_000);
    expect(retryDelayMs(config, 2, 0.5)).toBe(60_000);
  });

  it('stay fixed without backoff', () => {
    const fixed = { ...config, retryBackoff: false };
    expect([0, 5].map((n) => retryDelayMs(fixed, n, 0.9))).toEqual([10_000, 10_000]);
  });
});

describe('in-process job queue', () => {
  it('runs each job once, drops a second job with a key already queued', async () => {
    const scheduler = manualScheduler();
    const queue = createMemoryQueue({ config, logger: quiet, scheduler });
    const seen: string[] = [];
    await queue.send('mail', [
      { key: 'a', data: { n: 1 } },
      { key: 'b', data: { n: 2 } },
      { key: 'a', data: { n: 3 } },
    ]);
    await queue.work<{ n: number }>('mail', async ({ n }) => {
      seen.push(String(n));
    });
    await queue.idle();
    expect(seen.sort()).toEqual(['1', '2']);
    // Done: the key may be queued again.
    await queue.send('mail', [{ key: 'a', data: { n: 4 } }]);
    await queue.idle();
    expect(seen).toContain('4');
    await queue.stop();
  });

  it('retries a failing job after the backoff delays, then gives up on the last try', async () => {
    const scheduler = manualScheduler();
    const queue = createMemoryQueue({ config, logger: quiet, scheduler, random: () => 0 });
    const attempts: (JobAttempt & { at: number })[] = [];
    await queue.work('mail', async (_data, attempt) => {
      attempts.push({ ...attempt, at: scheduler.now() });
      throw new Error('mail server down');
    });
    const start = scheduler.now();
    await queue.send('mail', [{ key: 'x', data: {} }]);
    await queue.idle();
    expect(attempts).toHaveLength(1);
    expect(scheduler.pending()).toEqual([10_000]);

    for (const wait of [10_000, 20_000, 40_000]) {
      scheduler.advance(wait - 1);
      await queue.idle();
      expect(attempts.at(-1)!.retryCount).toBe(attempts.length - 1);
      scheduler.advance(1);
      await queue.idle();
    }
    expect(attempts.map((a) => [a.retryCount, a.final, a.at - start])).toEqual([
      [0, false, 0],
      [1, false, 10_000],
      [2, false, 30_000],
      [3, true, 70_000],
    ]);
    expect(scheduler.pending()).toEqual([]);
    await queue.stop();
  });

  it('a job that fails once succeeds on its retry; the others do not wait for it', async () => {
    const scheduler = manualScheduler();
    const queue = createMemoryQueue({
      config: { ...config, concurrency: 1 },
      logger: quiet,
      scheduler,
      random: () => 0,
    });
    const done: string[] = [];
    let failures = 0;
    await queue.work<{ id: string }>('mail', async ({ id }) => {
      if (id === 'flaky' && failures++ === 0) throw new Error('try again');
      done.push(id);
    });
    await queue.send('mail', [
      { key: 'flaky', data: { id: 'flaky' } },
      { key: 'steady', data: { id: 'steady' } },
    ]);
    await queue.idle();
    expect(done).toEqual(['steady']);
    scheduler.advance(10_000);
    await queue.idle();
    expect(done).toEqual(['steady', 'flaky']);
    await queue.stop();
  });

  it('keeps jobs until a handler is registered, and runs no more than `concurrency` at once', async () => {
    const queue = createMemoryQueue({ config, logger: quiet, scheduler: manualScheduler() });
    await queue.send(
      'mail',
      ['1', '2', '3', '4', '5'].map((key) => ({ key, data: {} })),
    );
    let running = 0;
    let most = 0;
    await queue.work('mail', async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
    });
    await queue.idle();
    expect(most).toBe(2);
    await queue.stop();
  });
});
