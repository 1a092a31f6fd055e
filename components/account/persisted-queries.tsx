'use client';

import { useQueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { lazyToast } from '@/components/ui/lazy-toaster';
import {
  isPersistedKey,
  queryPersistOptions,
  type StorageFailure,
} from '@/lib/cache/query-persistence';

/** Each storage failure is told once per page load, however often the persister retries. */
const told = new Set<StorageFailure>();

/** Forgets which failures were told (tests). */
export function resetStorageFailures() {
  told.clear();
}

/**
 * The dashboard's reads kept in the browser's `cache_` entry across a reload (the same query
 * client, its persisted queries restored before they fetch). What was kept shows at once and is
 * then asked for again, however young it is: the shopper may have tracked a product from the
 * extension or the app since (a restored query otherwise counts as fresh for its staleTime).
 * Storage that throws shows its error once, in a toast, and the page works without the cache.
 */
export function PersistedQueries({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const t = useTranslations('dashboard.storageErrors');
  const [options] = useState(() =>
    queryPersistOptions((failure) => {
      if (told.has(failure)) return;
      told.add(failure);
      void lazyToast().then(({ toast }) => toast.error(t(failure), { id: `storage-${failure}` }));
    }),
  );
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={options}
      onSuccess={() =>
        void client.invalidateQueries({ predicate: (query) => isPersistedKey(query.queryKey) })
      }
    >
      {children}
    </PersistQueryClientProvider>
  );
}
