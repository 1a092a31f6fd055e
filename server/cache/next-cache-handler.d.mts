// Types of the plain-JavaScript cache handler, for the tests that drive it.
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface Store {
  set(key: string, entry: any): Promise<void>;
  /** The entry and the invalidation times of its tags and of `extraTags`, in one round trip. */
  lookup(
    key: string,
    extraTags: string[],
  ): Promise<{ entry: any; times: ({ stale?: number; expired?: number } | null)[] } | null>;
  invalidate(names: string[], times: { stale?: number; expired?: number }): Promise<void>;
}

export function cachedPageCsp(html: string): string;
export function serialize(entry: unknown): Buffer;
export function deserialize(bytes: Buffer): any;
export function memoryStore(maxBytes: number): Store;
/** The Redis key prefix of this deployment's pages: production's, or a preview's own. */
export function cacheScope(env: Record<string, unknown>): string;
export function redisStore(redis: unknown, buildId: string, scope?: string): Store;
/** `store`, whose calls first wait (at most `ms`) for `redis`'s first connection attempt. */
export function afterFirstConnection(store: Store, redis: unknown, ms: number): Store;
/** `primary` while it answers, `fallback` while it throws (one warning per outage). */
export function withFallback(primary: Store, fallback: Store): Store;
export function freshness(
  storedAt: number,
  times: ({ stale?: number; expired?: number } | null)[],
  now?: number,
): 'fresh' | 'stale' | 'expired';

export default class CacheHandler {
  constructor(options?: { store?: Store; serverDistDir?: string; now?: () => number });
  get(key: string, ctx: Record<string, unknown>): Promise<any | null>;
  set(key: string, data: any, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
