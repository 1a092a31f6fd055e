import { PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from '@/lib/api/constants';
import { createMainApi, createWorkerApi } from '@/server/api/app';
import type { ApiDeps } from '@/server/api/context';
import type { Db } from '@/server/db/client';
import type { Logger } from '@/server/log';
import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRateLimits } from '@/server/auth/rate-limits';
import { defaultAuthConfig, type AuthConfig } from '@/server/auth/tokens';
import { createMailer } from '@/server/mail/mailer';
import { startSmtpCapture } from './smtp-capture';
import { createTestDatabase } from './test-database';

export const TEST_APP_URL = 'http://localhost:3000';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** A different client address per call unless the test sets one (per-IP limits stay out of the way). */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface LogEntry {
  level: string;
  msg: string;
  fields?: Record<string, unknown>;
}

/** A logger that keeps what it is told, so tests can assert on it. */
export function recordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) => {
    entries.push({ level, msg, fields });
  };
  return { entries, error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

/** The real main and worker API apps on a fresh migrated database. */
export async function createTestApp(
  overrides: Partial<Omit<ApiDeps, 'auth'>> & { auth?: Partial<AuthConfig> } = {},
) {
  const database = await createTestDatabase();
  const logger = recordingLogger();
  const smtp = await startSmtpCapture();
  const limits = createRateLimits();
  // Work left for after an answer (account notices, click counts) runs at once, as on a
  // long-lived server, unless the test schedules it itself (`defer`), and close() waits for what
  // is running: none of it may outlive the test file (an account mail still connecting to the
  // stopped SMTP capture would hold Jest's worker open after the last test).
  const running = new Set<Promise<void>>();
  const tracked = (task: () => Promise<void>) => () => {
    const run = task().finally(() => running.delete(run));
    running.add(run);
    return run;
  };
  const { auth, defer: schedule = (task) => void task(), ...rest } = overrides;
  const defer = (task: () => Promise<void>) => schedule(tracked(task));
  const deps: ApiDeps = {
    getDb: async () => database.db,
    logger,
    auth: { ...defaultAuthConfig(TEST_JWT_SECRET, TEST_APP_URL), ...auth },
    mailer: createMailer({
      smtpUrl: smtp.url,
      from: 'Safqa <no-reply@safqa.test>',
      outboxDir: path.join(tmpdir(), 'safqa-unused-outbox'),
      logger,
    }),
    limits,
    oauth: {},
    defer,
    ...rest,
  };
  const app = createMainApi(deps);
  const worker = createWorkerApi(deps);

  /** JSON request helper: returns status, headers and the parsed body. */
  async function call(
    target: typeof app | typeof worker,
    method: string,
    path: string,
    init: { json?: unknown; body?: string; headers?: Record<string, string>; token?: string } = {},
  ) {
    const headers: Record<string, string> = {
      [PRODUCT_VERSION_HEADER]: PRODUCT_VERSION,
      'x-forwarded-for': randomIp(),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json !== undefined || init.body !== undefined
        ? { 'content-type': 'application/json' }
        : {}),
      ...init.headers,
    };
    const res = await target.request(path, {
      method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON (e.g. the docs page)
    }
    return { status: res.status, headers: res.headers, body: body as any, text }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  return {
    app,
    worker,
    db: database.db as Db,
    logger,
    smtp,
    deps,
    api: (method: string, path: string, init?: Parameters<typeof call>[3]) =>
      call(app, method, path, init),
    workerApi: (method: string, path: string, init?: Parameters<typeof call>[3]) =>
      call(worker, method, path, init),
    close: async () => {
      await Promise.allSettled(running);
      await limits.close();
      await smtp.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
