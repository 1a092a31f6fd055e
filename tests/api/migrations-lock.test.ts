import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { MIGRATION_LOCK, MIGRATIONS_FOLDER } from '@/server/db/client';
import { needs } from '../support/services';
import { adminClient } from '../support/test-database';

// Many processes starting at once (a deploy of several identical servers) each run the
// migrations on start: on PostgreSQL they must migrate once, not race each other.
const PROCESSES = 10;

/** `npm run db:migrate` as its own process: resolves with its exit code and output. */
function migrateProcess(
  settings: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/db-migrate.ts'],
    {
      env: { ...process.env, DATABASE_URL_UNPOOLED: '', ...settings },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** `url` with another database name. */
function onDatabase(url: string, name: string) {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/** An empty database of its own on the test server, created and dropped on the direct address. */
function emptyDatabase(prefix: string) {
  const direct = process.env.DATABASE_URL_UNPOOLED || process.env.DATABASE_URL || 'postgres://x';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  beforeAll(async () => {
    admin = await adminClient(direct);
    await admin.query(`CREATE DATABASE "${name}"`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });
  return {
    /** Through DATABASE_URL (the pooler, when there is one). */
    url: onDatabase(process.env.DATABASE_URL ?? 'postgres://x', name),
    direct: onDatabase(direct, name),
  };
}

async function expectFullyMigrated(url: string) {
  const db = await adminClient(url);
  try {
    const { rows } = await db.query('select hash from drizzle.__drizzle_migrations');
    expect(rows).toHaveLength(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length);
  } finally {
    await db.end();
  }
}

needs('postgres').describe('migrations under an advisory lock', () => {
  const database = emptyDatabase('safqa_migrate');

  it(`${PROCESSES} processes starting at once on an empty database migrate it once`, async () => {
    const runs = await Promise.all(
      Array.from({ length: PROCESSES }, () =>
        migrateProcess({ DATABASE_URL: database.url, DATABASE_URL_UNPOOLED: database.direct }),
      ),
    );
    for (const run of runs)
      expect({ code: run.code, output: run.output.trim() }).toEqual({
        code: 0,
        output: 'Migrated (postgres).',
      });
    await expectFullyMigrated(database.direct);
  }, 120_000);

  it('a start on a database with the newest migration neither takes the lock nor migrates', async () => {
    // Another session holds the migrations' lock: a start that asked for it would wait here
    // until the test's time runs out.
    const holder = await adminClient(database.direct);
    const count = async () =>
      (await holder.query('select count(*)::int as n from drizzle.__drizzle_migrations'))
        .rows[0] as { n: number };
    try {
      await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK]);
      const before = await count();
      const run = await migrateProcess({
        DATABASE_URL: database.url,
        DATABASE_URL_UNPOOLED: database.direct,
      });
      expect({ code: run.code, output: run.output.trim() }).toEqual({
        code: 0,
        output: 'Migrated (postgres).',
      });
      expect((await count()).n).toBe(before.n);
    } finally {
      await holder.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK]);
      await holder.end();
    }
  }, 60_000);
});

// Behind a transaction-mode pooler a session-level advisory lock would stay on whichever server
// connection ran `pg_advisory_lock` (and `pg_advisory_unlock` could land on another): migrations
// take theirs on DATABASE_URL_UNPOOLED, a backend of their own that the pooler does not own.
needs('postgres', 'pgbouncer').describe('migrations behind a transaction-mode pooler', () => {
  const database = emptyDatabase('safqa_migrate_pooled');

  /** The PostgreSQL backends PgBouncer holds (its admin console: simple queries, no type fetch). */
  async function pooledBackends() {
    const console = new URL(process.env.DATABASE_URL!);
    console.pathname = '/pgbouncer';
    const admin = await adminClient(console.toString());
    try {
      // No parameters: pg sends it as a simple query, the only kind the console answers.
      const { rows } = await admin.query<{ remote_pid: string }>('SHOW SERVERS');
      return new Set(rows.map((server) => Number(server.remote_pid)));
    } finally {
      await admin.end();
    }
  }

  it('take their lock on the direct address, not on a pooled connection', async () => {
    const [holder, watcher, pooled] = await Promise.all([
      adminClient(database.direct),
      adminClient(database.direct),
      adminClient(database.url),
    ]);
    try {
      // The check tells the two apart: a statement through the pooler runs on one of its backends.
      const through = (await pooled.query<{ pid: number }>('select pg_backend_pid() as pid'))
        .rows[0];
      expect(await pooledBackends()).toContain(through!.pid);

      // The test holds the migrations' lock, so the migration run waits for it in pg_locks.
      await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK]);
      const run = migrateProcess({
        DATABASE_URL: database.url,
        DATABASE_URL_UNPOOLED: database.direct,
      });
      let ended = false;
      void run.then(() => (ended = true));
      // No clock: poll the lock table until the run waits there (or ends, which fails below).
      let waiter: number | undefined;
      while (waiter === undefined && !ended) {
        const { rows } = await watcher.query<{ pid: number }>(
          `select pid from pg_locks
           where locktype = 'advisory' and not granted
             and database = (select oid from pg_database where datname = current_database())
             and ((classid::bigint << 32) | objid::bigint) = $1::bigint`,
          [MIGRATION_LOCK],
        );
        waiter = rows[0]?.pid;
      }
      expect(waiter).toBeDefined();
      expect(await pooledBackends()).not.toContain(waiter);

      await holder.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK]);
      expect(await run).toEqual({ code: 0, output: 'Migrated (postgres).\n' });
      await expectFullyMigrated(database.direct);
    } finally {
      await Promise.all([holder.end(), watcher.end(), pooled.end()]);
    }
  }, 120_000);
});
