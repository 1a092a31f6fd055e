import { PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from '@/lib/api/constants';
import { createMainApi, createWorkerApi } from '@/server/api/app';
import type { ApiDeps } from '@/server/api/context';
import type { Db } from '@/server/db/client';
import type { Logger } from '@/server/log';
import { createTestDatabase } from './test-database';

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
export async function createTestApp(overrides: Partial<ApiDeps> = {}) {
  const database = await createTestDatabase();
  const logger = recordingLogger();
  const deps: ApiDeps = { getDb: async () => database.db, logger, ...overrides };
  const app = createMainApi(deps);
  const worker = createWorkerApi(deps);

  /** JSON request helper: returns status, headers and the parsed body. */
  async function call(
    target: typeof app | typeof worker,
    method: string,
    path: string,
    init: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      [PRODUCT_VERSION_HEADER]: PRODUCT_VERSION,
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
    api: (method: string, path: string, init?: Parameters<typeof call>[3]) =>
      call(app, method, path, init),
    workerApi: (method: string, path: string, init?: Parameters<typeof call>[3]) =>
      call(worker, method, path, init),
    close: () => database.close(),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
