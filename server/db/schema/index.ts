// The database schema, one file per domain; everything is re-exported here, so code imports
// `@/server/db/schema` and drizzle-kit reads this file (drizzle.config.ts).
export * from './catalog';
export * from './uninstall';
export * from './accounts';
export * from './audit';
export * from './marketing';
export * from './products';
