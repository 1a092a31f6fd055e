// npm run accounts:purge — removes accounts whose deletion was requested over 24 hours ago.
// The running server does the same every hour (server/startup.ts); this is for cron set-ups.
import { purgeDeletedAccounts } from '../server/services/auth/account';
import { openConfiguredDatabase } from './open-configured-database';

async function main() {
  const database = await openConfiguredDatabase();
  try {
    console.log(`Purged ${await purgeDeletedAccounts(database.db)} account(s).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
