import 'server-only';
import { serverEnv } from '../env';
import { configuredDatabaseTarget, openDatabase, type Database } from './client';

const globalForDb = globalThis as unknown as { __safqaDb?: Promise<Database> };

/**
 * The process's database, opened (and migrated) on first use: PostgreSQL when DATABASE_URL
 * is set (migrated on DATABASE_URL_UNPOOLED when that is set), otherwise PGlite in
 * DATA_DIR/pglite. Kept on globalThis so dev reloads reuse it.
 */
export function getDatabase(): Promise<Database> {
  globalForDb.__safqaDb ??= (() => {
    const env = serverEnv();
    const opening = openDatabase(configuredDatabaseTarget(env));
    opening.catch(() => {
      globalForDb.__safqaDb = undefined;
    });
    return opening;
  })();
  return globalForDb.__safqaDb;
}

/** Closes the process's database if it was opened (a graceful stop); a later use opens it anew. */
export async function closeDatabase(): Promise<void> {
  const opening = globalForDb.__safqaDb;
  globalForDb.__safqaDb = undefined;
  if (!opening) return;
  const database = await opening.catch(() => undefined);
  await database?.close();
}
