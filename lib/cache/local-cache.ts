// The browser's local cache under the `cache_` prefix (product rules: "local cache item: data plus
// expiry under a 'cache_' key prefix"), and localStorage that reports its failures instead of
// throwing. No dependency: sign-out (use-logout.ts) drops the cache from any page.

const CACHE_PREFIX = 'cache_';
/** The persisted query client (lib/cache/query-persistence.ts): its time and buster inside. */
export const QUERY_CACHE_KEY = `${CACHE_PREFIX}queries`;

/** Which storage call failed: each has its message (SPEC: "Failed to get item from storage", …). */
export type StorageFailure = 'get' | 'set' | 'remove';

interface GuardedStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** After a sign-out: a save still pending (the persister is throttled) writes nothing. */
  close(): void;
}

/** Live storages, so a sign-out can close the ones a pending save would still write through. */
const open = new Set<GuardedStorage>();

/**
 * localStorage that never throws: private modes refuse it, a full quota refuses a write, and
 * reading `window.localStorage` itself can throw. Each failure is reported to `onFailure`;
 * the page goes on without the cache.
 */
export function guardedStorage(onFailure: (failure: StorageFailure) => void): GuardedStorage {
  let closed = false;
  const attempt = <R>(failure: StorageFailure, run: (s: Storage) => R, fallback: R): R => {
    try {
      return run(window.localStorage);
    } catch {
      onFailure(failure);
      return fallback;
    }
  };
  const storage: GuardedStorage = {
    getItem: (key) => attempt('get', (s) => s.getItem(key), null),
    setItem: (key, value) => {
      if (!closed) attempt('set', (s) => s.setItem(key, value), undefined);
    },
    removeItem: (key) => attempt('remove', (s) => s.removeItem(key), undefined),
    close: () => {
      closed = true;
      open.delete(storage);
    },
  };
  open.add(storage);
  return storage;
}

/**
 * Sign-out: nothing of the account stays in the browser. Closes every live persister's storage
 * (a throttled save must not write the entry back) and removes the entry.
 */
export function dropQueryCache(onFailure: (failure: StorageFailure) => void = () => {}) {
  for (const storage of [...open]) storage.close();
  const storage = guardedStorage(onFailure);
  storage.removeItem(QUERY_CACHE_KEY);
  storage.close();
}
