// npm run db:deploy — the database step of a deploy on a host that builds every deployment
// (Vercel's build command, before `next build`): migrate the configured PostgreSQL, and on a
// preview with SEED_DEMO=1 load the demo data too, the same data `npm run demo` loads. Safe to run
// on every deploy: migrations take their lock and skip what is applied, demo data is loaded into
// an empty database only.
import { ConfigError, serverEnv } from '../server/env';
import { loadDemoData } from './demo-data';
import { openConfiguredDatabase } from './open-configured-database';

async function main() {
  if (process.env.DB_DEPLOY === 'skip') {
    // `npm run vercel:check` builds what a deploy would ship, with no database to prepare.
    console.log('DB_DEPLOY=skip: the database step is skipped (a build check, not a deploy).');
    return;
  }
  const env = serverEnv();
  const seedDemo = env.SEED_DEMO === '1';
  if (seedDemo && !env.preview) {
    throw new ConfigError([
      'SEED_DEMO: demo data is loaded on a preview only (DEPLOY_ENV=preview or VERCEL_ENV=preview); ' +
        'this deployment is production',
    ]);
  }
  if (!env.DATABASE_URL) {
    // The embedded database lives beside a long-lived process and migrates when it starts: a
    // build has none to prepare.
    console.log('DATABASE_URL is not set: no database server to migrate, nothing done.');
    return;
  }
  const database = await openConfiguredDatabase();
  try {
    console.log(`Migrated (${database.kind}).`);
    if (seedDemo) await loadDemoData(database, env);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
