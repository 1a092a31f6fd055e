import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import path from 'node:path';
import postgres from 'postgres';
import { acquireFolderLock } from './lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations');

export type DatabaseTarget =
  | { url: string }
  /**
   * A PGlite folder, or `memory://` for a throw-away in-memory database (tests); `snapshot`, a
   * data folder PGlite dumped (`dumpDataDir`), is where a new one starts instead of an empty one.
   */
  | { pgliteDir: string; snapshot?: Blob };

/** The advisory lock key of migrations (any fixed number every process agrees on). */
const MIGRATION_LOCK = 7_346_201_128;

/**
 * Migrates while holding a PostgreSQL advisory lock on one reserved connection: processes that
 * start at once (several servers, workers) take turns, and each after the first finds nothing
 * left to apply. The lock goes with the connection, so a crashed process never leaves it held.
 */
async function migrateLocked(client: postgres.Sql, db: Db) {
  const connection = await client.reserve();
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await connection`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    }
  } finally {
    connection.release();
  }
}

/** Opens the database and brings it to the newest migration. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const client = postgres(target.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    try {
      await migrateLocked(client, db);
    } catch (error) {
      await client.end({ timeout: 1 });
      throw error;
    }
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }

  const inMemory = target.pgliteDir.startsWith('memory://');
  const release = inMemory ? () => {} : acquireFolderLock(target.pgliteDir);
  try {
    // pg_trgm backs the store-search index (migration 0002).
    const client = await PGlite.create(
      inMemory ? undefined : path.resolve(/*turbopackIgnore: true*/ target.pgliteDir),
      {
        extensions: { pg_trgm },
        ...(target.snapshot && { loadDataDir: target.snapshot }),
      },
    );
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
