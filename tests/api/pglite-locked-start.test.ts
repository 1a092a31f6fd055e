import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/server/db/client';
import { closeDatabase, getDatabase } from '@/server/db';
import { createTestApp, type TestApp } from '../support/test-app';

// The embedded database's folder locked by another process: the server still starts, health
// and every request that needs the database answer 503 with Retry-After, and the first request
// after the lock frees opens it (the process's getDatabase tries again on each use).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safqa-locked-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ getDb: async () => (await getDatabase()).db });
});
afterAll(async () => {
  await closeDatabase();
  await t.close();
});

it('answers 503 with Retry-After while the folder is locked, then opens it', async () => {
  const holder = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    const health = await t.api('GET', '/api/v1/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    const read = await t.api('GET', '/api/v1/shop/shop-list');
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    expect(read.body.error.title).toBe('SERVICE_UNAVAILABLE');
    const write = await t.api('POST', '/api/v1/auth/login', {
      json: { email: 'someone@example.com', password: 'Secret-123456' },
    });
    expect(write.status).toBe(503);
  } finally {
    await holder.close();
  }
  expect((await t.api('GET', '/api/v1/health')).status).toBe(200);
  expect((await t.api('GET', '/api/v1/shop/shop-list')).status).toBe(200);
});
