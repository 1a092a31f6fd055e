import 'server-only';
import { getDatabase } from '../db';
import { serverEnv } from '../env';
import { createLogger } from '../log';
import { createMainApi, createWorkerApi } from './app';
import type { ApiDeps } from './context';

const globalForApi = globalThis as unknown as {
  __safqaApi?: { main: ReturnType<typeof createMainApi>; worker: ReturnType<typeof createWorkerApi> };
};

function deps(): ApiDeps {
  const env = serverEnv();
  return {
    getDb: async () => (await getDatabase()).db,
    logger: createLogger(env.LOG_LEVEL),
  };
}

/** The process's API apps, built once. */
export function apis() {
  if (!globalForApi.__safqaApi) {
    const d = deps();
    globalForApi.__safqaApi = { main: createMainApi(d), worker: createWorkerApi(d) };
  }
  return globalForApi.__safqaApi;
}
