/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deferAfterResponse } from '@/server/after-response';
import { parseEnv } from '@/server/env';
import { apiJobSender, processJobSender } from '@/server/jobs/process-jobs';
import type { Logger } from '@/server/log';
import { startBackgroundWork, stopBackgroundTimers, type BackgroundWork } from '@/server/startup';

/** What a serverless host must have (server/env.ts refuses the start without them). */
const HOSTED = { DATABASE_URL: 'postgres://app@db.example.com/safqa', S3_BUCKET: 'safqa-media' };
const logger: Logger = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };

function recordingWork() {
  const calls: string[] = [];
  const work: BackgroundWork = {
    purge: async () => {
      calls.push('purge');
      return 0;
    },
    startJobs: async () => {
      calls.push('jobs');
    },
  };
  return { calls, work };
}

describe('background work at start', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    stopBackgroundTimers();
    jest.useRealTimers();
  });

  it.each([{ SERVERLESS: '1' }, { VERCEL: '1' }])(
    '%o: starts no timer, no purge, no job queue or worker; the API queues nothing',
    async (host) => {
      const env = parseEnv({ ...host, ...HOSTED });
      const { calls, work } = recordingWork();
      expect(startBackgroundWork(env, logger, work)).toBe('left to the scheduler');
      await jest.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
      expect(jest.getTimerCount()).toBe(0);
      expect(calls).toEqual([]);
      // The API's raised alerts start no queue either: they wait for GET /api/cron/price-alerts.
      expect(apiJobSender(env)).toBeUndefined();
    },
  );

  it('a long-lived process purges now and every hour, and starts the jobs', async () => {
    const { calls, work } = recordingWork();
    const env = parseEnv({ ...HOSTED });
    expect(startBackgroundWork(env, logger, work)).toBe('started');
    expect(apiJobSender(env)).toBe(processJobSender);
    expect(jest.getTimerCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(calls.sort()).toEqual(['jobs', 'purge', 'purge']);
  });
});

describe('work after the answer', () => {
  it('goes to the platform scheduler, a failure logged and never thrown', async () => {
    const errors: unknown[][] = [];
    const scheduled: (() => Promise<unknown>)[] = [];
    const defer = deferAfterResponse(
      { error: (...args: unknown[]) => void errors.push(args) },
      'click not counted',
      (task) => void scheduled.push(task),
    );
    let ran = false;
    defer(async () => {
      ran = true;
      throw new Error('database away');
    });
    expect(ran).toBe(false);
    expect(scheduled).toHaveLength(1);
    await scheduled[0]!();
    expect(ran).toBe(true);
    expect(errors).toEqual([['click not counted', { error: 'database away' }]]);
  });

  it("is handed to Next's after() in one place only (server/after-response.ts)", () => {
    const root = path.resolve(__dirname, '../..');
    const users: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name)) {
          const text = readFileSync(file, 'utf8');
          if (/import\s*\{[^}]*\bafter\b[^}]*\}\s*from\s*'next\/server'/.test(text)) {
            users.push(path.relative(root, file));
          }
        }
      }
    };
    for (const dir of ['app', 'server', 'lib', 'components']) walk(path.join(root, dir));
    expect(users).toEqual([path.join('server', 'after-response.ts')]);
  });
});
