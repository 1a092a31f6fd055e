import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '@/server/db/client';

// Many processes starting at once (a deploy of several identical servers) each run the
// migrations on start: on PostgreSQL they must migrate once, not race each other.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const PROCESSES = 10;

/** `npm run db:migrate` as its own process: resolves with its exit code and output. */
function migrateProcess(url: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/db-migrate.ts'],
    { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

onPostgres('migrations under an advisory lock', () => {
  const admin = postgres(process.env.DATABASE_URL ?? '', { max: 1, onnotice: () => {} });
  const name = `safqa_migrate_${randomBytes(4).toString('hex')}`;
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://x');
  url.pathname = `/${name}`;

  beforeAll(async () => {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  });
  afterAll(async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  });

  it(`${PROCESSES} processes starting at once on an empty database migrate it once`, async () => {
    const runs = await Promise.all(
      Array.from({ length: PROCESSES }, () => migrateProcess(url.toString())),
    );
    for (const run of runs)
      expect({ code: run.code, output: run.output.trim() }).toEqual({
        code: 0,
        output: 'Migrated (postgres).',
      });
    const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      const rows = await db`select hash from drizzle.__drizzle_migrations`;
      expect(rows).toHaveLength(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length);
    } finally {
      await db.end({ timeout: 5 });
    }
  }, 120_000);
});
