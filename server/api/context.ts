import type { Db } from '../db/client';
import type { Logger } from '../log';

/** What every API request can reach; tests build it around a fresh database. */
export interface ApiDeps {
  getDb(): Promise<Db>;
  logger: Logger;
}

export type ApiEnv = {
  Variables: {
    requestId: string;
    deps: ApiDeps;
  };
};
