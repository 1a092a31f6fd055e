import http from 'node:http';
import { publicPageServing } from '@/lib/site/cached-pages';
import { servedPages, type ServedPage } from './cache/served-pages.mjs';

/**
 * The page memo: the Node server's copy of the answers Next gave for cached public pages, sent
 * again to the next request for the same page without Next.
 *
 * Why: a cached store page is one stored document, yet Next spends about 1.7 ms of CPU on each
 * hit (its router, the proxy, the app-page handler, web streams: docs/public-site.md#serving-cost)
 * where sending the bytes costs a fraction of that. Crawlers ask for these pages by the thousand.
 *
 * What is kept: a 200 answer that Next served from a fresh entry of the page cache
 * (`x-nextjs-cache: HIT`, the cache handler saw that entry handed out for this very request), with
 * no cookie set: its status, every header it carried (the security headers and the page's CSP
 * among them) and its body as sent (compressed or not). It is kept per host (forwarded host and
 * scheme included), route, address and `Accept-Encoding`, since each may change the answer.
 *
 * What answers from it: a GET whose page `pageServing` calls cached, with none of the headers that
 * make Next answer differently (cookies, the router's RSC requests, conditional and range
 * requests, a CSP or nonce sent in: `watchable`). It answers only while Next would still send the
 * same thing: no page stored and no tag invalidated in the cache since it was kept (the cache
 * handler's generation) and the entry's revalidate and expire times not reached (Next's clock).
 * Anything else goes to Next as before, and may be kept from there.
 *
 * Only when this process's memory is the page cache (no REDIS_URL): with a cache shared by several
 * processes, another one's invalidation would not reach this memo. On a host that serves cached
 * pages itself (Vercel) no Node server runs this.
 */

/** What is kept of one answer. */
interface Memo {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  generation: number;
  /** Next's clock time from which Next would no longer send this entry as a fresh hit. */
  until: number;
}

/** Set on the answers sent from the memo, and on no other. */
export const MEMO_HEADER = 'X-Safqa-Memo';

/** Answers larger than this are not kept (a cached page is tens of kB). */
const MAX_BODY_BYTES = 1024 * 1024;

/** Request headers after which Next (or the proxy) may answer differently: never from the memo. */
const UNWATCHABLE_HEADERS = [
  'cookie',
  'authorization',
  'range',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
  'content-security-policy',
  'x-nonce',
  'purpose',
  'rsc',
];

/** Answer headers that belong to one connection or one response's framing, never replayed. */
const FRAMING_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/** Next's clock (its cache's staleness is judged on it, not on `Date.now`). */
const nextClock = () => performance.timeOrigin + performance.now();

/** The memo key of a request that may be answered from the memo, or null. */
export function watchable(request: http.IncomingMessage): string | null {
  if (request.method !== 'GET') return null;
  const target = request.url ?? '';
  if (!target.startsWith('/')) return null;
  const headers = request.headers;
  for (const name of UNWATCHABLE_HEADERS) if (headers[name] !== undefined) return null;
  for (const name of Object.keys(headers)) {
    if (
      name.startsWith('next-') ||
      name.startsWith('x-middleware') ||
      name.startsWith('x-nextjs')
    ) {
      return null;
    }
  }
  const queryAt = target.indexOf('?');
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
  if (/(^|&)_rsc=/.test(query)) return null;
  const header = (name: string) => {
    const value = headers[name.toLowerCase()];
    return typeof value === 'string' ? value : null;
  };
  let serving: ReturnType<typeof publicPageServing>;
  try {
    // The proxy's own question: only what it serves from the cache, never an address it sends on
    // to a per-request render or passes through.
    serving = publicPageServing(pathname, new URLSearchParams(query), header);
  } catch {
    return null;
  }
  if (serving?.kind !== 'cached') return null;
  // The host as Next may read it (a proxy's forwarded host and scheme too: the proxy's rewrite
  // is built on that origin), the route, the address and the encodings the answer may use.
  return [
    headers.host ?? '',
    headers['x-forwarded-host'] ?? '',
    headers['x-forwarded-proto'] ?? '',
    serving.route,
    target,
    headers['accept-encoding'] ?? '',
  ].join('\n');
}

/** Until when Next sends the entry stored at `page.lastModified` as a fresh hit. */
export function freshUntil(page: ServedPage): number {
  const { revalidate, expire } = page.cacheControl ?? {};
  let until = Number.POSITIVE_INFINITY;
  if (typeof revalidate === 'number') until = page.lastModified + revalidate * 1000;
  if (typeof expire === 'number') until = Math.min(until, page.lastModified + expire * 1000);
  return until;
}

export class PageMemo {
  private readonly memos = new Map<string, Memo>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = nextClock,
  ) {}

  /** Answers `response` from the memo when it may; false when the request must go to Next. */
  answer(key: string, response: http.ServerResponse): boolean {
    const memo = this.memos.get(key);
    if (!memo) return false;
    if (memo.generation !== servedPages().generation || this.now() >= memo.until) {
      this.drop(key, memo);
      return false;
    }
    response.statusCode = memo.status;
    for (const [name, value] of memo.headers) response.setHeader(name, value);
    response.setHeader('Content-Length', memo.body.length);
    // The one header Next's own answer did not have: how this one was served (logs, tests).
    response.setHeader(MEMO_HEADER, 'hit');
    response.end(memo.body);
    return true;
  }

  /**
   * Lets Next answer (`handle`) while watching: the answer is kept when it is one the memo may
   * send again. `handle` runs inside the cache handler's capture, which records the page entry
   * Next is given for this request.
   */
  watch(key: string, response: http.ServerResponse, handle: () => boolean): boolean {
    const generation = servedPages().generation;
    const seen: { page?: ServedPage } = {};
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += bytes.length;
      if (size > MAX_BODY_BYTES) overflow = true;
      else chunks.push(bytes);
    };
    const write = response.write;
    const end = response.end;
    response.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof response.write;
    response.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (end as (...args: unknown[]) => http.ServerResponse).call(this, chunk, ...rest);
    } as typeof response.end;
    response.once('finish', () => {
      if (overflow || !seen.page) return;
      if (generation !== servedPages().generation) return;
      if (response.statusCode !== 200 || response.getHeader('x-nextjs-cache') !== 'HIT') return;
      if (response.getHeader('set-cookie') !== undefined) return;
      const until = freshUntil(seen.page);
      if (this.now() >= until) return;
      const headers: Memo['headers'] = [];
      for (const name of response.getHeaderNames()) {
        if (FRAMING_HEADERS.has(name)) continue;
        const value = response.getHeader(name);
        if (value === undefined) continue;
        headers.push([name, typeof value === 'number' ? String(value) : value]);
      }
      this.keep(key, { status: 200, headers, body: Buffer.concat(chunks), generation, until });
    });
    return servedPages().capture.run(seen, handle);
  }

  private keep(key: string, memo: Memo) {
    const old = this.memos.get(key);
    if (old) this.drop(key, old);
    if (memo.body.length > this.maxBytes) return;
    // The oldest kept go first when the memo is full (a Map iterates in insertion order).
    for (const [oldKey, oldMemo] of this.memos) {
      if (this.bytes + memo.body.length <= this.maxBytes) break;
      this.drop(oldKey, oldMemo);
    }
    this.memos.set(key, memo);
    this.bytes += memo.body.length;
  }

  private drop(key: string, memo: Memo) {
    this.memos.delete(key);
    this.bytes -= memo.body.length;
  }

  /** How many answers are kept (tests). */
  get size() {
    return this.memos.size;
  }
}

/** What is patched: `http.Server.prototype`, or a server or stand-in in tests. */
interface Emitter {
  emit: (event: string | symbol, ...args: unknown[]) => boolean;
}

/**
 * Every request the Node server hands Next goes by `memo` first: answered from it when it may,
 * else given to Next while the memo watches. Installed before the fair turns
 * (server/fair-requests.ts), so it runs after them: a request the memo answers waits for its
 * turn like any other, and the requests that go to Next are not held back behind a flood of
 * cheap ones (each turn starts a few requests in arrival order, whatever answers them). Runs
 * after the request guard too (server/guard-requests.ts), whose security headers are already on
 * the response. Returns the function that undoes it (tests).
 */
export function serveFromMemo(
  memo: PageMemo,
  prototype: Emitter = http.Server.prototype as unknown as Emitter,
): () => void {
  const emit = prototype.emit;
  prototype.emit = function (this: unknown, event: string | symbol, ...rest: unknown[]) {
    if (event !== 'request' || !servedPages().local) return emit.call(this, event, ...rest);
    const [request, response] = rest as [http.IncomingMessage, http.ServerResponse];
    const key = watchable(request);
    if (!key) return emit.call(this, event, ...rest);
    if (memo.answer(key, response)) return true;
    return memo.watch(key, response, () => emit.call(this, event, ...rest));
  };
  return () => {
    prototype.emit = emit;
  };
}
