// npm run db:seed — migrate, then load the demo catalogue into an empty database.
import { seedDemoData } from '../server/db/seed/seed';
import { serverEnv, serverSecrets } from '../server/env';
import { openConfiguredDatabase } from './open-configured-database';

async function main() {
  const env = serverEnv();
  serverSecrets(); // development: generates DATA_DIR/secrets.json for `npm run demo`
  const database = await openConfiguredDatabase();
  try {
    const result = await seedDemoData(database.db, { mediaDir: env.MEDIA_DIR });
    console.log(
      result.skipped
        ? `Demo data already present (${result.shops} stores); nothing loaded.`
        : `Loaded ${result.shops} stores and ${result.coupons} coupons (${database.kind}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
