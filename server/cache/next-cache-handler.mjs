// Next's cache handler (next.config.mjs `cacheHandler`): where cached pages (ISR) and cached data
// reads (`unstable_cache`) live. Plain JavaScript: Next loads it at run time, uncompiled.
//
// - Without REDIS_URL: this process's memory, bounded (CACHE_MEMORY_MB, default 128). One
//   process, one cache — the embedded-database default writes nothing to disk.
// - With REDIS_URL: one cache shared by every process, so an admin edit handled by one process
//   is seen by all on their next request. Entries are stored per build (a new deploy never
//   serves an old build's pages) and expire after a day unused; tag invalidations are shared.
//   Redis unreachable: the process carries on with its own memory and says so once.
//   A deploy preview keeps its entries and tag times apart (`cacheScope`), so that a Redis
//   shared with production or with other previews never serves one deployment's page in another.
//
// Invalidation: `revalidateTag(tag)` records when each tag was invalidated; an entry whose tags
// (a page's `x-next-cache-tags`, a data read's tags and the route's implicit tags) were
// invalidated after it was stored is a miss, so the next request renders fresh.
//
// Every cached page gets its Content-Security-Policy here, when it is stored: the hashes of its
// own inline scripts (lib/security/csp-policy.mjs). Next serves a cached page with the headers
// stored alongside it, on the request that rendered it as on every later hit.
//
// On a host that caches pages itself (Vercel: lib/site/deployment.mjs `hostCachesPages`), the host
// hands Next a cache handler of its own (`globalThis[Symbol.for('@next/cache-handlers')]
// .FetchCache`), which Next uses only when no handler is configured. This one then passes every
// call on to it: cached data reads live in the host's data cache, and `revalidateTag` reaches the
// host, which drops the data and the pages (ISR) with those tags. Pages are stored by the host
// itself there, never through a handler; their policy comes from proxy.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { cspWithScripts, inlineScriptHashes } from '../../lib/security/csp-policy.mjs';
import { appUrlOf, hostCachesPages, isPreview } from '../../lib/site/deployment.mjs';
import { integrationSources } from '../../lib/site/integrations.mjs';
import { servedPages } from './served-pages.mjs';

const PREFIX = 'safqa:cache';
const ENTRY_TTL_SECONDS = 24 * 60 * 60;
/** How long a new process's first requests wait for its first Redis connection, at most. */
const FIRST_CONNECTION_MS = 500;

const APP_URL = appUrlOf(process.env);
const CSP_OPTIONS = {
  development: process.env.NODE_ENV === 'development',
  https: APP_URL.startsWith('https:'),
  // The live chat's and the analytics collector's origins, only when configured.
  integrations: integrationSources(process.env),
};

const sha256Base64 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The CSP of a cached document: `'self'` and the hashes of its inline scripts. */
export function cachedPageCsp(html) {
  return cspWithScripts(["'self'", ...inlineScriptHashes(html, sha256Base64)], CSP_OPTIONS);
}

// ---- serialization (Redis) ----
//
// An entry is stored as one byte string: the entry as JSON with each Buffer replaced by its place
// in what follows (`{"__b":[offset,length]}`; Maps as `{"__map":[…]}`), a newline, and the
// Buffers' bytes one after another. A hit then parses a few hundred bytes of JSON and hands Next
// views of the bytes Redis sent (a document, its RSC payload, its segments), never base64 or a
// JSON string of the whole page. JSON never holds a raw newline.

const NEWLINE = 0x0a;

function encode(value, blobs) {
  if (Buffer.isBuffer(value)) {
    const at = blobs.length === 0 ? 0 : blobs.at(-1).end;
    blobs.push({ bytes: value, end: at + value.length });
    return { __b: [at, value.length] };
  }
  if (value instanceof Map) return { __map: [...value].map(([k, v]) => [k, encode(v, blobs)]) };
  if (Array.isArray(value)) return value.map((v) => encode(v, blobs));
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = encode(v, blobs);
    return out;
  }
  return value;
}

function decode(value, bytes) {
  if (Array.isArray(value)) return value.map((v) => decode(v, bytes));
  if (value && typeof value === 'object') {
    if (Array.isArray(value.__b)) {
      const [at, length] = value.__b;
      return bytes.subarray(at, at + length);
    }
    if (Array.isArray(value.__map)) {
      return new Map(value.__map.map(([k, v]) => [k, decode(v, bytes)]));
    }
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = decode(v, bytes);
    return out;
  }
  return value;
}

/** The tags an entry answers to by itself: its own and its page's `x-next-cache-tags`. */
function entryTags(entry) {
  const header = entry.value?.headers?.['x-next-cache-tags'];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...(entry.tags ?? []), ...fromHeader])];
}

/** An entry as the bytes stored in Redis (above). */
export function serialize(entry) {
  const blobs = [];
  const head = JSON.stringify(encode(entry, blobs));
  return Buffer.concat([Buffer.from(`${head}\n`, 'utf8'), ...blobs.map((blob) => blob.bytes)]);
}

/** The entry stored as `bytes`, its Buffers views of them; null for bytes of another form. */
export function deserialize(bytes) {
  const end = bytes.indexOf(NEWLINE);
  if (end < 0) return null;
  return decode(JSON.parse(bytes.toString('utf8', 0, end)), bytes.subarray(end + 1));
}

// ---- the stores ----

/** Approximate bytes an entry holds (its strings and buffers). */
function sizeOf(entry) {
  const v = entry.value ?? {};
  let bytes = 512;
  if (typeof v.html === 'string' || Buffer.isBuffer(v.html)) bytes += v.html.length;
  if (Buffer.isBuffer(v.rscData)) bytes += v.rscData.length;
  if (v.segmentData instanceof Map) for (const b of v.segmentData.values()) bytes += b.length ?? 0;
  if (v.data && typeof v.data.body === 'string') bytes += v.data.body.length;
  return bytes;
}

/** This process's memory: least recently used entries go first beyond `maxBytes`. */
export function memoryStore(maxBytes) {
  const entries = new Map();
  const tags = new Map();
  let bytes = 0;
  const get = (key) => {
    const hit = entries.get(key);
    if (!hit) return null;
    entries.delete(key);
    entries.set(key, hit);
    return hit.entry;
  };
  return {
    async set(key, entry) {
      const old = entries.get(key);
      if (old) bytes -= old.size;
      entries.delete(key);
      const size = sizeOf(entry);
      entries.set(key, { entry, size });
      bytes += size;
      for (const [k, v] of entries) {
        if (bytes <= maxBytes || k === key) break;
        entries.delete(k);
        bytes -= v.size;
      }
    },
    async lookup(key, extraTags) {
      const entry = get(key);
      if (!entry) return null;
      const names = [...new Set([...entryTags(entry), ...extraTags])];
      return { entry, times: names.map((name) => tags.get(name) ?? null) };
    },
    async invalidate(names, times) {
      for (const name of names) tags.set(name, times);
    },
  };
}

/**
 * Where a deployment's pages live in a shared Redis. Production: `safqa:cache`. A preview:
 * `safqa:cache:preview:<its host>` — its pages carry its own address in every link and its own
 * database's data, so neither production nor another preview may serve them (even one running
 * the same build), nor they production's; its edits invalidate only its own pages.
 *
 * @param {Record<string, unknown>} env
 */
export function cacheScope(env) {
  return isPreview(env) ? `${PREFIX}:preview:${new URL(appUrlOf(env)).host}` : PREFIX;
}

/** How many entries' tag lists a process keeps in mind (redisStore's lookup), at most. */
const KNOWN_TAG_LISTS = 10_000;

/**
 * Every process's Redis: entries under the scope and build, tag times in one hash per scope.
 *
 * A lookup is one round trip: one pipeline reads the entry and the times of the tags it will be
 * judged by, those the request adds (a data read's own, the route's implicit ones) and the entry's
 * own tags as this process last saw them (remembered per key; a page's tags do not change between
 * its renders). An entry whose own tags turn out to include one not read — its first lookup in this
 * process, or a render that changed them — has those read in a second round trip, so every tag
 * is always judged by its current time, whichever process invalidated it.
 */
export function redisStore(redis, buildId, scope = PREFIX) {
  const entryKey = (key) => `${scope}:${buildId}:e:${key}`;
  const tagsKey = `${scope}:tags`;
  const knownTags = new Map();
  const remember = (key, tags) => {
    knownTags.delete(key);
    knownTags.set(key, tags);
    if (knownTags.size > KNOWN_TAG_LISTS) knownTags.delete(knownTags.keys().next().value);
  };
  const parseTime = (value) => (value ? JSON.parse(value) : null);
  return {
    async lookup(key, extraTags) {
      const asked = [...new Set([...(knownTags.get(key) ?? []), ...extraTags])];
      const pipeline = redis.pipeline().getBuffer(entryKey(key));
      if (asked.length > 0) pipeline.hmget(tagsKey, ...asked);
      const replies = await pipeline.exec();
      for (const [error] of replies ?? [[new Error('pipeline not run')]]) if (error) throw error;
      const bytes = replies[0][1];
      const entry = bytes ? deserialize(bytes) : null;
      if (!entry) {
        knownTags.delete(key);
        return null;
      }
      const own = entryTags(entry);
      remember(key, own);
      const times = new Map(asked.map((name, i) => [name, parseTime(replies[1][1][i])]));
      const unread = own.filter((name) => !times.has(name));
      if (unread.length > 0) {
        const more = await redis.hmget(tagsKey, ...unread);
        unread.forEach((name, i) => times.set(name, parseTime(more[i])));
      }
      return { entry, times: [...times.values()] };
    },
    async set(key, entry) {
      remember(key, entryTags(entry));
      await redis.set(entryKey(key), serialize(entry), 'EX', ENTRY_TTL_SECONDS);
    },
    async invalidate(names, times) {
      if (names.length === 0) return;
      const value = JSON.stringify(times);
      await redis.hset(tagsKey, Object.fromEntries(names.map((n) => [n, value])));
    },
  };
}

/**
 * Whether an entry stored at `storedAt` is still good given its tags' invalidation times:
 * 'fresh', 'stale' (serve it and render again in the background) or 'expired' (a miss).
 */
export function freshness(storedAt, times, now = Date.now()) {
  let state = 'fresh';
  for (const time of times) {
    if (!time) continue;
    if (typeof time.expired === 'number' && time.expired > storedAt && time.expired <= now) {
      return 'expired';
    }
    if (typeof time.stale === 'number' && time.stale > storedAt) state = 'stale';
  }
  return state;
}

/**
 * `store` (on `redis`) whose calls first wait for the client's first connection: at most `ms`,
 * and only until that first attempt succeeds or fails. A new process's Redis client is still
 * connecting when the first request asks for its page; without this wait that request fails over
 * to the empty memory store, so a cold instance never finds its first page in the shared cache
 * and renders what another instance already cached. Afterwards a Redis that is down still costs
 * a request nothing (commands fail at once).
 */
export function afterFirstConnection(store, redis, ms) {
  const first =
    redis.status === 'ready'
      ? Promise.resolve()
      : new Promise((resolve) => {
          const done = () => {
            clearTimeout(timer);
            redis.off('ready', done);
            redis.off('error', done);
            resolve();
          };
          const timer = setTimeout(done, ms);
          timer.unref?.();
          redis.once('ready', done);
          redis.once('error', done);
        });
  const wrap =
    (method) =>
    async (...args) => {
      await first;
      return store[method](...args);
    };
  return {
    lookup: wrap('lookup'),
    set: wrap('set'),
    invalidate: wrap('invalidate'),
  };
}

/** A store that falls back to `fallback` (and warns once) while `primary` fails. */
export function withFallback(primary, fallback) {
  let warned = false;
  const guard =
    (method) =>
    async (...args) => {
      try {
        const result = await primary[method](...args);
        warned = false;
        return result;
      } catch (error) {
        if (!warned) {
          warned = true;
          console.warn(
            `[cache] Redis unavailable (${error?.message ?? error}); this process uses its own memory until it answers`,
          );
        }
        return fallback[method](...args);
      }
    };
  return {
    lookup: guard('lookup'),
    set: guard('set'),
    invalidate: guard('invalidate'),
  };
}

// ---- the process's store, shared by the handler instances Next creates per request ----

const globalForCache = globalThis;

function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

function processStore(serverDistDir) {
  if (!globalForCache.__safqaPageCache) {
    const memory = memoryStore(Number(process.env.CACHE_MEMORY_MB || 128) * 1024 * 1024);
    const url = process.env.REDIS_URL;
    // The Node server's page memo answers only while this memory is the one cache
    // (server/cache/served-pages.mjs).
    servedPages().local = !url;
    if (!url) {
      globalForCache.__safqaPageCache = memory;
    } else {
      const redis = new Redis(url, {
        // A request never waits on a Redis that is down: commands fail at once and the memory
        // store answers; ioredis keeps reconnecting in the background.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        commandTimeout: 2_000,
        lazyConnect: false,
      });
      redis.on('error', () => {});
      globalForCache.__safqaPageCache = withFallback(
        afterFirstConnection(
          redisStore(redis, buildIdOf(serverDistDir ?? '.next/server'), cacheScope(process.env)),
          redis,
          FIRST_CONNECTION_MS,
        ),
        memory,
      );
    }
  }
  return globalForCache.__safqaPageCache;
}

/** The tags a request adds to an entry's own: a data read's tags and the route's implicit ones. */
function requestTags(ctx) {
  return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/**
 * The cache handler the host gives Next (Vercel's, registered under Next's global symbol when its
 * function starts), when this host caches pages itself; else null.
 *
 * @param {Record<string, unknown>} env
 */
export function hostCacheHandler(env = process.env) {
  if (!hostCachesPages(env)) return null;
  return globalThis[Symbol.for('@next/cache-handlers')]?.FetchCache ?? null;
}

let warnedNoHostHandler = false;

export default class CacheHandler {
  /**
   * `store` and `now` (the clock) for tests; Next passes its own options, without them. On a host
   * that caches pages itself, the host's handler is made with Next's options and does the work.
   */
  constructor(options = {}) {
    const Host = options.store ? null : hostCacheHandler();
    if (Host) {
      this.host = new Host(options);
      return;
    }
    // `vercel build` prerenders with VERCEL=1 and no host handler: only a running process warns.
    const running = process.env.NEXT_PHASE !== 'phase-production-build';
    if (hostCachesPages(process.env) && running && !options.store && !warnedNoHostHandler) {
      warnedNoHostHandler = true;
      process.stderr.write(
        '[cache] VERCEL=1 but the host gave Next no cache handler; this process caches itself\n',
      );
    }
    this.store = options.store ?? processStore(options.serverDistDir);
    this.now = options.now ?? Date.now;
  }

  async get(key, ctx) {
    if (this.host) return this.host.get(key, ctx);
    const found = await this.store.lookup(key, requestTags(ctx));
    // A page request the memo watches learns which entry Next got: a fresh one, or none.
    const watch = ctx?.kind === 'APP_PAGE' ? servedPages().capture.getStore() : undefined;
    if (watch) watch.page = undefined;
    if (!found) return null;
    const { entry, times } = found;
    const state = freshness(entry.lastModified, times, this.now());
    if (state === 'expired') return null;
    if (watch && state === 'fresh' && entry.value?.kind === 'APP_PAGE') {
      watch.page = { lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    }
    // Stale: an age older than any revalidate period makes Next serve it and render anew.
    return {
      value: entry.value,
      lastModified: state === 'stale' ? 1 : entry.lastModified,
      ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}),
    };
  }

  async set(key, data, ctx) {
    if (this.host) return this.host.set(key, data, ctx);
    if (!data) return;
    // A page's entry changes (a data read's does not change any page's answer): before and
    // after the write, so that no memo made meanwhile outlives it.
    const page = data.kind !== 'FETCH';
    if (page) servedPages().generation += 1;
    let value = data;
    if (data.kind === 'APP_PAGE' && typeof data.html === 'string') {
      const headers = { ...data.headers, 'content-security-policy': cachedPageCsp(data.html) };
      // Kept as UTF-8 bytes, encoded once here. Next sends a cached document that is a string
      // with `res.end(html)` after `Buffer.byteLength(html)` for its Content-Length: two
      // encodings per hit, a fifth of the server's CPU on a cached Arabic store page (mostly
      // two-byte characters). Bytes it streams to the socket as they are (chunked, no
      // Content-Length); bench:pages measures both.
      value = { ...data, headers, html: Buffer.from(data.html, 'utf8') };
      // `data` is also what Next sends for the request that rendered it: the policy reaches that
      // response too. Its redirect already carries the `Location` the render set, so the copy
      // for this response leaves it out (it would be sent twice); later hits get it from `value`.
      const live = { ...headers };
      delete live.location;
      data.headers = live;
    }
    await this.store.set(key, {
      value,
      lastModified: this.now(),
      tags: ctx?.tags ?? [],
      ...(ctx?.cacheControl ? { cacheControl: ctx.cacheControl } : {}),
    });
    if (page) servedPages().generation += 1;
  }

  async revalidateTag(tags, durations) {
    if (this.host) return this.host.revalidateTag(tags, durations);
    const names = (Array.isArray(tags) ? tags : [tags]).filter(Boolean);
    const now = this.now();
    const expire = durations?.expire;
    servedPages().generation += 1;
    await this.store.invalidate(names, {
      stale: now,
      // Without durations, or with `expire: 0`, the entries are gone at once.
      expired: typeof expire === 'number' ? now + expire * 1000 : durations ? undefined : now,
    });
    servedPages().generation += 1;
  }

  resetRequestCache() {
    this.host?.resetRequestCache?.();
  }
}
