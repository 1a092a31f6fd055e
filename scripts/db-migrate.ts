// npm run db:migrate — bring the configured database to the newest migration.
import { openConfiguredDatabase } from './open-configured-database';

async function main() {
  const database = await openConfiguredDatabase();
  console.log(`Migrated (${database.kind}).`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
