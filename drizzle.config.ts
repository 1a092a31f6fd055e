import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema (server/db/schema/, one file per
// domain, all re-exported by its index.ts); the same folder runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
