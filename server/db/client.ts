import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import { acquireFolderLock } from './lock';
import { closePool, createPool } from './pool';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations');

export type DatabaseTarget =
  | {
      url: string;
      /**
       * The same database without the pooler, when `url` goes through a transaction-mode one:
       * migrations (and their session-level advisory lock) run there. Unset or equal to `url`:
       * `url` is direct.
       */
      directUrl?: string;
    }
  /**
   * A PGlite folder, or `memory://` for a throw-away in-memory database (tests); `snapshot`, a
   * data folder PGlite dumped (`dumpDataDir`), is where a new one starts instead of an empty one.
   */
  | { pgliteDir: string; snapshot?: Blob };

/** The time of the newest migration in the journal (drizzle's `when`), read once. */
let newestMigrationTime: number | undefined;
function newestMigration(): number {
  newestMigrationTime ??= Math.max(
    ...(
      JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      }
    ).entries.map((entry) => entry.when),
  );
  return newestMigrationTime;
}

/** PostgreSQL's codes for a missing table and a missing schema: a database never migrated. */
const NEVER_MIGRATED = new Set(['42P01', '3F000']);

/**
 * Whether the database already has the newest migration — one read, no lock. drizzle's migrator
 * applies a migration when it is newer than the newest one recorded (`created_at`), so nothing
 * newer than that is left to apply. Without this check every start (a cold instance's too) read
 * and hashed every migration file, took the advisory lock on a connection of its own and ran the
 * migrator's set-up statements before the first answer.
 */
async function upToDate(newestRecorded: () => Promise<unknown>): Promise<boolean> {
  try {
    const newest = Number(await newestRecorded());
    return Number.isFinite(newest) && newest >= newestMigration();
  } catch (error) {
    if (NEVER_MIGRATED.has((error as { code?: string }).code ?? '')) return false;
    throw error;
  }
}

const NEWEST_RECORDED = 'select max(created_at) as newest from drizzle.__drizzle_migrations';

/** The advisory lock key of migrations (any fixed number every process agrees on). */
export const MIGRATION_LOCK = 7_346_201_128;

/**
 * Migrates while holding a PostgreSQL advisory lock, on one connection of `pool` taken for it:
 * processes that start at once (several servers, workers) take turns, and each after the first
 * finds nothing left to apply. The lock goes with the connection, so a crashed process never
 * leaves it held.
 */
async function migrateLocked(pool: Pool) {
  const connection = await pool.connect();
  let failed: unknown;
  try {
    await connection.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK]);
    try {
      await migratePostgres(drizzlePostgres(connection, { schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } finally {
      await connection.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK]);
    }
  } catch (error) {
    failed = error;
    throw error;
  } finally {
    // A connection that failed is closed rather than kept: it may still hold the lock.
    connection.release(failed instanceof Error ? failed : undefined);
  }
}

/** The settings that name the database (server/env.ts). */
export interface DatabaseSettings {
  DATABASE_URL?: string;
  DATABASE_URL_UNPOOLED?: string;
  DATA_DIR: string;
}

/**
 * The address for what needs one server session of its own — migrations and their advisory
 * lock, pg-boss (its locks and long-lived pool): DATABASE_URL_UNPOOLED, else DATABASE_URL.
 */
export function directDatabaseUrl(settings: DatabaseSettings): string | undefined {
  if (!settings.DATABASE_URL) return undefined;
  return settings.DATABASE_URL_UNPOOLED || settings.DATABASE_URL;
}

/** The database the settings name: PostgreSQL (pooled and direct addresses), or PGlite's folder. */
export function configuredDatabaseTarget(settings: DatabaseSettings): DatabaseTarget {
  return settings.DATABASE_URL
    ? { url: settings.DATABASE_URL, directUrl: directDatabaseUrl(settings) }
    : { pgliteDir: path.join(/*turbopackIgnore: true*/ settings.DATA_DIR, 'pglite') };
}

/**
 * Opens the database and brings it to the newest migration.
 *
 * Behind a transaction-mode pooler (a `directUrl` other than `url`), consecutive statements may
 * run on different server connections: the app's pool then sends no named prepared statements
 * (a statement prepared on one server connection is unknown on the next), and the migrations run
 * on a short-lived pool of their own on the direct address, where the advisory lock stays with
 * the session that took it.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pooled = !!target.directUrl && target.directUrl !== target.url;
    const pool = createPool(target.url, { max: 10, pooled });
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    try {
      if (await upToDate(async () => (await pool.query(NEWEST_RECORDED)).rows[0]?.newest)) {
        // Nothing to apply: no lock, no migrator.
      } else if (pooled) {
        // One connection: it takes the lock and runs the migrations.
        const direct = createPool(target.directUrl!, { max: 1, pooled: false });
        try {
          await migrateLocked(direct);
        } finally {
          await closePool(direct);
        }
      } else {
        await migrateLocked(pool);
      }
    } catch (error) {
      await closePool(pool, 1_000);
      throw error;
    }
    return { db, kind: 'postgres', close: () => closePool(pool) };
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
        // PostgreSQL sets up its whole buffer pool (128 MB by default) at every start: half of a
        // throw-away database's start-up time (a test file opens one or more). 16 MB holds any
        // test's data many times over.
        ...(inMemory && {
          startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
        }),
      },
    );
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    const recorded = async () =>
      (await client.query<{ newest: unknown }>(NEWEST_RECORDED)).rows[0]?.newest;
    if (!(await upToDate(recorded))) {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    }
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
