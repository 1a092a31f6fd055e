// npm run db:seed — migrate, then load the demo catalogue into an empty database.
// npm run db:seed -- --large — the same, then 10 000 shops, 50 000 coupons, 3 000 accounts and
// their daily counters on top (server/db/seed/large.ts; once: a second run adds nothing).
import { seedLargeData } from '../server/db/seed/large';
import { serverEnv, serverSecrets } from '../server/env';
import { loadDemoData } from './demo-data';
import { openConfiguredDatabase } from './open-configured-database';

async function main() {
  const large = process.argv.slice(2).includes('--large');
  const env = serverEnv();
  serverSecrets(); // development: generates DATA_DIR/secrets.json for `npm run demo`
  const database = await openConfiguredDatabase();
  try {
    await loadDemoData(database, env);
    if (large) {
      const started = performance.now();
      const bulk = await seedLargeData(database.db);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        bulk.skipped
          ? `Large data already present (${bulk.shops} bulk stores); nothing added.`
          : `Added ${bulk.shops} stores, ${bulk.coupons} coupons, ${bulk.users} accounts and ` +
              `${bulk.dailyStats} daily counters in ${seconds} s.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
