import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { users } from '@/server/db/schema';
import { needs } from '../support/services';
import { createTestDatabase } from '../support/test-database';

// Behind a transaction-mode pooler (DATABASE_URL through PgBouncer, DATABASE_URL_UNPOOLED direct)
// each transaction may run on another server connection than the last: a statement prepared on
// one is unknown on the next. pg prepares a statement (a named one) only for a query with a
// name, drizzle's `.prepare(name)`; through the pooler the app's pool sends it unnamed. On a
// direct address the name is kept.

/** The names the server connection running `database`'s transaction has prepared. */
const preparedInOneTransaction = (database: Database) =>
  database.db.transaction(async (tx) => {
    const probe = tx.select({ id: users.id }).from(users).limit(1).prepare('safqa_probe');
    await probe.execute();
    const result = await tx.execute(sql`select name from pg_prepared_statements`);
    return (rowsOf(result) as { name: string }[]).map((row) => row.name);
  });

needs('postgres', 'pgbouncer').describe('the database through a transaction-mode pooler', () => {
  it('prepares no named statement through the pooler, and does on the direct address', async () => {
    const database = await createTestDatabase();
    const direct = await openDatabase({ url: database.directUrl! });
    try {
      expect(await preparedInOneTransaction(database)).not.toContain('safqa_probe');
      expect(await preparedInOneTransaction(direct)).toContain('safqa_probe');
      // Both work: the pooled client's statements and transactions run through PgBouncer.
      const rows = await database.db.transaction((tx) => tx.query.users.findMany({ limit: 1 }));
      expect(rows).toEqual([]);
    } finally {
      await direct.close();
      await database.close();
    }
  });
});
