import type { Db } from '../server/db/client';
import { seedDemoData } from '../server/db/seed/seed';
import type { ServerEnv } from '../server/env';
import { mediaStorageFromEnv } from '../server/media/storage';

/**
 * Loads the demo catalogue (stores, coupons, products, their logos through the configured media
 * storage) into an empty database and says what it did; a database that has stores keeps them.
 * `npm run db:seed` (so `npm run demo`) and `npm run db:deploy` with SEED_DEMO=1 both load it here.
 */
export async function loadDemoData(database: { db: Db; kind: string }, env: ServerEnv) {
  const result = await seedDemoData(database.db, { media: mediaStorageFromEnv(env) });
  console.log(
    result.skipped
      ? `Demo data already present (${result.shops} stores); nothing loaded.`
      : `Loaded ${result.shops} stores, ${result.coupons} coupons and ${result.products} ` +
          `products with their prices (${database.kind}).`,
  );
}
