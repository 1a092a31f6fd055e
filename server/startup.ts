import { getDatabase } from './db';
import { DatabaseLockedError } from './db/lock';
import { ConfigError, serverEnv, serverSecrets } from './env';

/** Called from instrumentation.ts: a wrong setting or a held database stops the process. */
export async function startServer() {
  try {
    const env = serverEnv();
    serverSecrets();
    const { kind } = await getDatabase();
    if (env.LOG_LEVEL !== 'error') {
      process.stdout.write(`Safqa: database ready (${kind}), ${env.APP_URL}\n`);
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
      process.stderr.write(`\nSafqa cannot start. ${error.message}\n\n`);
      process.exit(1);
    }
    throw error;
  }
}
