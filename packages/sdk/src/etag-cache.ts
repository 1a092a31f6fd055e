/** A kept answer of a cacheable read: its ETag, body and content type. */
export interface CachedRead {
  etag: string;
  body: string;
  contentType: string | null;
}

/** Where the client keeps cacheable reads, keyed by URL (`memoryEtagCache()` by default). */
export interface EtagCache {
  get(url: string): CachedRead | undefined;
  set(url: string, entry: CachedRead): void;
}

/** The last `maxEntries` cacheable reads in memory, least recently used dropped first. */
export function memoryEtagCache(maxEntries = 100): EtagCache {
  const entries = new Map<string, CachedRead>();
  return {
    get(url) {
      const entry = entries.get(url);
      if (entry) {
        entries.delete(url);
        entries.set(url, entry);
      }
      return entry;
    },
    set(url, entry) {
      entries.delete(url);
      entries.set(url, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
  };
}

type Send = (request: Request) => Promise<Response>;

/**
 * GETs through the cache: a read answered with an `ETag` is kept; the next read of the same URL
 * sends `If-None-Match`, and a 304 is answered with the kept body as a 200. A request that names
 * its own `If-None-Match` is left alone.
 */
export function withEtagCache(send: Send, cache: EtagCache): Send {
  return async (request) => {
    if (request.method !== 'GET' || request.headers.has('if-none-match')) return send(request);
    const kept = cache.get(request.url);
    if (kept) request.headers.set('If-None-Match', kept.etag);
    const response = await send(request);
    if (response.status === 304 && kept) {
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      if (kept.contentType) headers.set('Content-Type', kept.contentType);
      return new Response(kept.body, { status: 200, statusText: 'OK', headers });
    }
    const etag = response.headers.get('etag');
    if (response.ok && etag) {
      const body = await response.clone().text();
      cache.set(request.url, { etag, body, contentType: response.headers.get('content-type') });
    }
    return response;
  };
}
