import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { connectionFailure } from '@/server/db/connection-errors';
import type { TcpProxy } from '../support/tcp-proxy';
import { needs } from '../support/services';
import { createTestDatabase, openThroughProxy } from '../support/test-database';

// The server closes a connection the app holds (a restart, an idle timeout, a pooler's recycle).
// postgres.js 3.4.9 threw an uncaught TypeError and left the next query waiting forever when the
// connection was held (reserved); pg emits `error` on a client, which ends the process when no
// one listens, and its pool listens only while a client is idle. Here the statement that meets
// the closed connection fails with an error the API recognises (a retry or a 503), nothing is
// thrown process-wide (Jest fails a test on an uncaught exception), and the pool answers again.

let seedDb: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: TcpProxy;
let proxied: Database;

/** Lets the sockets' close events run (no wall-clock wait). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

needs('postgres').describe('a connection the server closed', () => {
  beforeAll(async () => {
    seedDb = await createTestDatabase();
    ({ proxy, proxied } = await openThroughProxy(seedDb));
  });

  afterAll(async () => {
    await proxied.close();
    await proxy.stop();
    await seedDb.close();
  });

  it('fails the statement of the transaction holding it, as a connection failure', async () => {
    const outcome = proxied.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.stop();
      await settle();
      await tx.execute(sql`select 2`);
    });
    const error: unknown = await outcome.then(
      () => null,
      (failure: unknown) => failure,
    );
    // Its outcome is unknown to the app (the commit may have been the statement in flight).
    expect(connectionFailure(error)).toBe('unknown');
    await proxy.start();
    await expect(proxied.db.execute(sql`select 3`)).resolves.toBeDefined();
  });

  it('drops it while idle, and the next statement opens a new one', async () => {
    await proxied.db.execute(sql`select 1`);
    const before = proxy.accepted;
    await proxy.stop();
    await settle();
    await proxy.start();
    await expect(proxied.db.execute(sql`select 2`)).resolves.toBeDefined();
    expect(proxy.accepted).toBeGreaterThan(before);
  });

  it('fails a statement that cannot connect as one never sent', async () => {
    await proxy.stop();
    await settle();
    const error: unknown = await proxied.db.execute(sql`select 1`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(connectionFailure(error)).toBe('before-send');
    await proxy.start();
  });
});
