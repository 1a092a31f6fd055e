import { configuredDatabaseTarget, openDatabase } from '../server/db/client';
import { serverEnv } from '../server/env';

/** The database the configuration names (PostgreSQL or the PGlite folder), migrated. */
export function openConfiguredDatabase() {
  return openDatabase(configuredDatabaseTarget(serverEnv()));
}
