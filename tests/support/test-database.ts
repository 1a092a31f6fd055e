import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
// Relative, not `@/`: jest's globalSetup (below) loads this file without the path aliases.
import { openDatabase, type Database } from '../../server/db/client';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Set by `prepareTestDatabases` for the test files: the migrated PGlite dump, or template. */
const SNAPSHOT_ENV = 'SAFQA_TEST_PGLITE_SNAPSHOT';
const TEMPLATE_ENV = 'SAFQA_TEST_PG_TEMPLATE';

function localServer(url: string) {
  const server = new URL(url);
  if (!LOCAL_HOSTS.has(server.hostname)) {
    throw new Error(`Refusing to create test databases on ${server.hostname}: only localhost.`);
  }
  return server;
}

/**
 * The test server's addresses: `url` (DATABASE_URL, possibly through a transaction-mode pooler)
 * and `direct` (DATABASE_URL_UNPOOLED, else the same). Creating and dropping databases, and
 * migrations, go direct.
 */
function serverUrls() {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const direct = process.env.DATABASE_URL_UNPOOLED || url;
  localServer(url);
  localServer(direct);
  return { url, direct };
}

/** `url` with another database name. */
function onDatabase(url: string, name: string) {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/**
 * One connection to `url` for creating and dropping databases. A connection the server drops is
 * reported by the statement on it; the listener keeps pg from also throwing it process-wide.
 */
export async function adminClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

const uniqueName = (kind: string) =>
  `safqa_${kind}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

/**
 * Jest globalSetup of the API tests: the migrations run once per run instead of once per test
 * file. PGlite: one in-memory database is migrated and its data folder dumped to a file that
 * every test database starts from (initdb and the migrations took seconds a file). PostgreSQL:
 * a migrated template database that every test database is created from.
 */
export async function prepareTestDatabases() {
  const server = serverUrls();
  if (!server) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    const client = (
      database.db as unknown as {
        $client: { exec(sql: string): Promise<unknown>; dumpDataDir(c: 'none'): Promise<Blob> };
      }
    ).$client;
    // The app's tables live in the `postgres` database; the two template databases (a third of
    // the data folder's files) serve only CREATE DATABASE, which no test runs on PGlite. Without
    // them every test database starts a fifth faster (docs/testing.md).
    for (const name of ['template0', 'template1']) {
      await client.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await client.exec(`DROP DATABASE ${name}`);
    }
    const file = path.join(tmpdir(), `${uniqueName('pglite')}.tar`);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await database.close();
    process.env[SNAPSHOT_ENV] = file;
    return;
  }
  const name = uniqueName('template');
  const adminSql = await adminClient(server.direct);
  try {
    await adminSql.query(`CREATE DATABASE "${name}"`);
    const template = await openDatabase({
      url: onDatabase(server.url, name),
      directUrl: onDatabase(server.direct, name),
    });
    await template.close();
    process.env[TEMPLATE_ENV] = name;
  } finally {
    await adminSql.end();
  }
}

/** Jest globalTeardown: removes what `prepareTestDatabases` made. */
export async function removeTestDatabases() {
  const file = process.env[SNAPSHOT_ENV];
  if (file) rmSync(file, { force: true });
  const template = process.env[TEMPLATE_ENV];
  const server = serverUrls();
  if (template && server) {
    const adminSql = await adminClient(server.direct);
    await adminSql.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await adminSql.end();
  }
}

/**
 * The migrated snapshot as PGlite reads it: `arrayBuffer()` once per new database. Node's own
 * Blob reads its bytes back in small chunks and joins them, about half a second of CPU for this
 * 40 MB file on every database; this one hands over a copy of the bytes at once.
 */
class SnapshotBlob extends Blob {
  constructor(private readonly content: Uint8Array) {
    super([], { type: 'application/x-tar' });
  }

  override get size() {
    return this.content.byteLength;
  }

  override arrayBuffer() {
    // A copy of its own for each database (a Buffer's `slice()` would be a view of the same bytes).
    return Promise.resolve(new Uint8Array(this.content).buffer);
  }
}

let snapshot: Blob | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * DATABASE_URL a new PostgreSQL database beside the one named (dropped again on close), reached
 * as the app reaches its own: through DATABASE_URL's pooler when DATABASE_URL_UNPOOLED is set.
 * Both start from the run's migrated copy when there is one; opening still applies any
 * migration that copy lacks. Refuses any server that is not on this machine.
 */
export async function createTestDatabase(): Promise<
  Database & { url?: string; directUrl?: string }
> {
  const server = serverUrls();
  if (!server) {
    const file = process.env[SNAPSHOT_ENV];
    if (file) snapshot ??= new SnapshotBlob(readFileSync(file));
    return openDatabase({ pgliteDir: 'memory://', ...(snapshot && { snapshot }) });
  }

  const name = uniqueName('test');
  const template = process.env[TEMPLATE_ENV];
  const adminSql = await adminClient(server.direct);
  await adminSql.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = onDatabase(server.url, name);
  const directUrl = onDatabase(server.direct, name);
  const database = await openDatabase({ url, directUrl });
  return {
    ...database,
    /** Where other processes (a test's workers) reach this database: DATABASE_URL… */
    url,
    /** …and DATABASE_URL_UNPOOLED (the same as `url` without a pooler). */
    directUrl,
    close: async () => {
      await database.close();
      await adminSql.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await adminSql.end();
    },
  };
}

/**
 * The app's database opened through a TCP proxy in front of `database`'s server, for a test to
 * take down and up. Behind a pooler the migrations go direct, as the app's do; the proxy stands
 * before the pooler.
 */
export async function openThroughProxy(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
): Promise<{ proxy: TcpProxy; proxied: Database }> {
  const url = new URL(database.url!);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const pooled = database.directUrl !== database.url;
  const proxied = await openDatabase({
    url: url.toString(),
    ...(pooled && { directUrl: database.directUrl }),
  });
  return { proxy, proxied };
}
