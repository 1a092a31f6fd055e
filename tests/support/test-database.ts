import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type Database } from '@/server/db/client';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * DATABASE_URL a new PostgreSQL database beside the one named (dropped again on close).
 * Refuses any server that is not on this machine.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ pgliteDir: 'memory://' });

  const admin = new URL(url);
  if (!LOCAL_HOSTS.has(admin.hostname)) {
    throw new Error(`Refusing to create test databases on ${admin.hostname}: only localhost.`);
  }
  const name = `safqa_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const adminSql = postgres(url, { max: 1, onnotice: () => {} });
  await adminSql.unsafe(`CREATE DATABASE "${name}"`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString() });
  return {
    ...database,
    /** Where other processes (a test's workers) reach this database. */
    url: testUrl.toString(),
    close: async () => {
      await database.close();
      await adminSql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await adminSql.end({ timeout: 5 });
    },
  };
}
