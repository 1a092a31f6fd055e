import { createHash } from 'node:crypto';
import CacheHandler, {
  cachedPageCsp,
  deserialize,
  freshness,
  memoryStore,
  serialize,
} from '@/server/cache/next-cache-handler.mjs';
import { inlineScriptHashes } from '@/lib/security/csp-policy.mjs';

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const b64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

const page = (html: string, tags = 'catalog:shops,_N_T_/ar/shops') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc payload'),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags } as Record<string, string>,
  status: 200,
});

describe('the CSP of a cached page', () => {
  const html =
    '<html><head><script src="/_next/static/a.js" async=""></script>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script></head><body>' +
    '<script type="application/ld+json">{"@type":"Organization"}</script>' +
    '<script>self.__next_f.push([1,"a \\u003c/script>"])</script>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script></script></body></html>';

  it('hashes each inline script once, in order, and never one with src or an empty one', () => {
    expect(inlineScriptHashes(html, b64)).toEqual([
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('{"@type":"Organization"}'),
      sha('self.__next_f.push([1,"a \\u003c/script>"])'),
    ]);
  });

  it("allows 'self' and those hashes: no nonce, no unsafe-inline, no unsafe-eval", () => {
    const csp = cachedPageCsp(html);
    expect(csp).toContain(
      `script-src 'self' ${sha('(self.__next_f=self.__next_f||[]).push([0])')}`,
    );
    expect(csp).not.toMatch(/nonce|unsafe-inline'[^;]*;.*script|unsafe-eval|strict-dynamic/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('entries as stored in Redis', () => {
  it('keeps buffers and maps', () => {
    const entry = { value: page('<p>x</p>'), lastModified: 5, tags: [] };
    const back = deserialize(serialize(entry));
    expect(back.value.rscData).toEqual(Buffer.from('rsc payload'));
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect(back.value.segmentData.get('/_tree')).toEqual(Buffer.from('tree'));
    expect(back.value.html).toBe('<p>x</p>');
    expect(back.lastModified).toBe(5);
  });

  it('keep the bytes of a document as they are: no base64, no JSON string', () => {
    const html = Buffer.from('<p>متاجر</p>\n<script>go()</script>');
    const entry = {
      value: { ...page('x', 'catalog:shops'), html },
      lastModified: 5,
      tags: ['own'],
    };
    const bytes = serialize(entry);
    expect(bytes.includes(html)).toBe(true);
    const back = deserialize(bytes);
    expect(back.value.html).toEqual(html);
    expect(back.value.headers['x-next-cache-tags']).toBe('catalog:shops');
    expect(back.tags).toEqual(['own']);
  });

  it('reads bytes of another form (an older build) as no entry', () => {
    expect(deserialize(Buffer.from(JSON.stringify({ value: { kind: 'APP_PAGE' } })))).toBeNull();
  });
});

describe('freshness after tag invalidations', () => {
  it('is expired once a tag expired after the entry was stored, stale when only marked stale', () => {
    expect(freshness(100, [null, { stale: 150, expired: 150 }], 200)).toBe('expired');
    expect(freshness(100, [{ stale: 150 }], 200)).toBe('stale');
    expect(freshness(100, [{ stale: 50, expired: 50 }], 200)).toBe('fresh');
    // An expiry still in the future: stale until then.
    expect(freshness(100, [{ stale: 150, expired: 500 }], 200)).toBe('stale');
  });
});

describe('the cache handler', () => {
  // The handler's clock: each reading is one millisecond after the last.
  let clock = 1_000;
  const now = () => ++clock;
  const handler = () => new CacheHandler({ store: memoryStore(10_000_000), now });

  it('stores a page with its policy, and the response of the render gets it without Location', async () => {
    const cache = handler();
    const data = page('<script>go()</script>');
    data.headers.location = '/en/shop/1/noon';
    await cache.set('/ar/shops', data, { cacheControl: { revalidate: 300 } });
    expect(data.headers['content-security-policy']).toContain(sha('go()'));
    expect(data.headers.location).toBeUndefined();
    const hit = await cache.get('/ar/shops', { kind: 'APP_PAGE' });
    expect(hit?.value.headers.location).toBe('/en/shop/1/noon');
    expect(hit?.value.headers['content-security-policy']).toContain(sha('go()'));
    expect(hit?.cacheControl).toEqual({ revalidate: 300 });
  });

  it('a revalidated tag of the page (or the route) makes it a miss; other tags do not', async () => {
    const cache = handler();
    await cache.set('/ar/shops', page('<p>1</p>'), {});
    await cache.revalidateTag(['catalog:campaigns'], { expire: 0 });
    expect(await cache.get('/ar/shops', { kind: 'APP_PAGE' })).not.toBeNull();
    await cache.revalidateTag('catalog:shops', { expire: 0 });
    expect(await cache.get('/ar/shops', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('data reads answer to their own tags and the implicit ones of the page asking', async () => {
    const cache = handler();
    const data = { kind: 'FETCH', data: { body: '{}', headers: {}, status: 200 }, revalidate: 300 };
    await cache.set('k', data, { tags: ['catalog:shop:1'] });
    expect(await cache.get('k', { kind: 'FETCH', tags: [], softTags: [] })).not.toBeNull();
    await cache.revalidateTag(['_N_T_/ar/shop/1'], undefined);
    expect(await cache.get('k', { kind: 'FETCH', softTags: ['_N_T_/ar/shop/1'] })).toBeNull();
    expect(await cache.get('k', { kind: 'FETCH', softTags: [] })).not.toBeNull();
    await cache.revalidateTag(['catalog:shop:1'], { expire: 0 });
    expect(await cache.get('k', { kind: 'FETCH' })).toBeNull();
  });

  it('a stale-only invalidation serves the entry as old, so Next renders it again behind it', async () => {
    const cache = handler();
    await cache.set('/ar', page('<p>home</p>', 'catalog:campaigns'), {});
    await cache.revalidateTag(['catalog:campaigns'], { expire: 3600 });
    const hit = await cache.get('/ar', { kind: 'APP_PAGE' });
    expect(hit?.lastModified).toBe(1);
  });

  it('the memory store drops the least recently used entries beyond its size', async () => {
    const store = memoryStore(4_000); // three entries of ~1.1 kB fit, a fourth does not
    const cache = new CacheHandler({ store, now });
    for (const key of ['a', 'b', 'c']) await cache.set(key, page('x'.repeat(600)), {});
    await cache.get('a', { kind: 'APP_PAGE' });
    await cache.set('d', page('x'.repeat(600)), {});
    expect(await store.lookup('a', [])).not.toBeNull();
    expect(await store.lookup('b', [])).toBeNull();
    expect(await store.lookup('d', [])).not.toBeNull();
  });
});

describe('on a host that caches pages itself (Vercel)', () => {
  const HANDLERS = Symbol.for('@next/cache-handlers');
  const globals = globalThis as unknown as Record<symbol, unknown>;
  const savedVercel = process.env.VERCEL;

  /** What the host's handler was asked: a stand-in for the one Vercel's runtime registers. */
  function registerHostHandler() {
    const calls: unknown[][] = [];
    class HostCache {
      constructor(options: unknown) {
        calls.push(['new', options]);
      }
      async get(key: string, ctx: unknown) {
        calls.push(['get', key, ctx]);
        return { value: 'from the host', lastModified: 1 };
      }
      async set(key: string, data: unknown, ctx: unknown) {
        calls.push(['set', key, data, ctx]);
      }
      async revalidateTag(tags: unknown, durations: unknown) {
        calls.push(['revalidateTag', tags, durations]);
      }
      resetRequestCache() {
        calls.push(['resetRequestCache']);
      }
    }
    globals[HANDLERS] = { FetchCache: HostCache };
    return calls;
  }

  afterEach(() => {
    delete globals[HANDLERS];
    if (savedVercel === undefined) delete process.env.VERCEL;
    else process.env.VERCEL = savedVercel;
  });

  it("passes every call to the host's handler: data reads and tag invalidations reach the host", async () => {
    process.env.VERCEL = '1';
    const calls = registerHostHandler();
    const options = { serverDistDir: '/srv/.next/server', fetchCacheKeyPrefix: '' };
    const handler = new CacheHandler(options);
    const data = { kind: 'FETCH', data: { body: '[]' }, revalidate: 300 };

    expect(await handler.get('key', { kind: 'FETCH', tags: ['catalog:shops'] })).toEqual({
      value: 'from the host',
      lastModified: 1,
    });
    await handler.set('key', data, { tags: ['catalog:shops'] });
    await handler.revalidateTag(['catalog:shops'], { expire: 0 });
    handler.resetRequestCache();

    expect(calls).toEqual([
      ['new', options],
      ['get', 'key', { kind: 'FETCH', tags: ['catalog:shops'] }],
      ['set', 'key', data, { tags: ['catalog:shops'] }],
      ['revalidateTag', ['catalog:shops'], { expire: 0 }],
      ['resetRequestCache'],
    ]);
  });

  it("elsewhere a host handler left on the global is not used: the app's own store is", async () => {
    delete process.env.VERCEL;
    const calls = registerHostHandler();
    // No store handed in: the process's own (memory, without REDIS_URL).
    const handler = new CacheHandler({});
    await handler.set('/ar/shops', page('<html></html>'), {});
    expect((await handler.get('/ar/shops', {}))?.value).toMatchObject({ kind: 'APP_PAGE' });
    expect(calls).toEqual([]);
  });
});
