import type { AsyncLocalStorage } from 'node:async_hooks';

/** The cached page entry the handler handed Next for a watched request. */
export interface ServedPage {
  /** When the entry was stored (ms since the epoch, Next's clock). */
  lastModified: number;
  cacheControl?: { revalidate?: number | false; expire?: number };
}

export interface ServedPages {
  capture: AsyncLocalStorage<{ page?: ServedPage }>;
  generation: number;
  local: boolean;
}

/** The process's one channel between the cache handler and the page memo. */
export function servedPages(): ServedPages;
