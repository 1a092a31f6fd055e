import type postgres from 'postgres';
import { openDatabase, type Database } from '@/server/db/client';
import { needs } from '../support/services';
import { createTestDatabase } from '../support/test-database';

// Behind a transaction-mode pooler (DATABASE_URL through PgBouncer, DATABASE_URL_UNPOOLED direct)
// each transaction may run on another server connection than the last: a statement the client
// prepared on one is unknown on the next (postgres.js prepares it again, but inside a transaction
// the failed attempt has already aborted it — seen in the API suite through PgBouncer). The app's
// client prepares nothing there; on a direct address it keeps its prepared statements.
const prepares = (database: Database) =>
  (database.db as unknown as { $client: postgres.Sql }).$client.options.prepare;

needs('postgres', 'pgbouncer').describe('the database through a transaction-mode pooler', () => {
  it('prepares no statement through the pooler, and keeps them on the direct address', async () => {
    const database = await createTestDatabase();
    const direct = await openDatabase({ url: database.directUrl! });
    try {
      expect(prepares(database)).toBe(false);
      expect(prepares(direct)).toBe(true);
      // Both work: the pooled client's statements and transactions run through PgBouncer.
      const rows = await database.db.transaction((tx) => tx.query.users.findMany({ limit: 1 }));
      expect(rows).toEqual([]);
    } finally {
      await direct.close();
      await database.close();
    }
  });
});
