// TanStack Query's own sync-storage persister keeps the dashboard's reads (profile, tracked
// products) across a reload in the `cache_` entry (lib/cache/local-cache.ts). Only the dashboard
// loads this module.
import type { Query } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { guardedStorage, QUERY_CACHE_KEY, type StorageFailure } from './local-cache';

export { type StorageFailure };

/** The expiry: an older entry is dropped on restore instead of shown. */
export const QUERY_CACHE_MAX_AGE = 24 * 60 * 60 * 1000;
/** A new product version drops the entry (its data may have another shape). */
export const QUERY_CACHE_BUSTER = process.env.NEXT_PUBLIC_APP_VERSION ?? 'dev';

/** The queries kept (by key prefix): the profile and the tracked products with their alerts. */
const PERSISTED_KEYS: readonly (readonly string[])[] = [
  ['session', 'profile'],
  ['tracking', 'list'],
  ['tracking', 'alerts'],
];

/** Whether a query key is one of the kept reads. */
export function isPersistedKey(queryKey: Query['queryKey']): boolean {
  return PERSISTED_KEYS.some((prefix) => prefix.every((part, i) => queryKey[i] === part));
}

function isPersistedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && isPersistedKey(query.queryKey);
}

/** What `PersistQueryClientProvider` needs: the persister, expiry, buster and the kept queries. */
export function queryPersistOptions(
  onFailure: (failure: StorageFailure) => void,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({
      storage: guardedStorage(onFailure),
      key: QUERY_CACHE_KEY,
      throttleTime: 1000,
    }),
    maxAge: QUERY_CACHE_MAX_AGE,
    buster: QUERY_CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: isPersistedQuery },
  };
}
