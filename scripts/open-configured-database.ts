import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { serverEnv } from '../server/env';

/** The database the configuration names (PostgreSQL or the PGlite folder), migrated. */
export function openConfiguredDatabase() {
  const env = serverEnv();
  return openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: path.join(env.DATA_DIR, 'pglite') },
  );
}
