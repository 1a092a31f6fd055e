/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import CacheHandler, { memoryStore } from '@/server/cache/next-cache-handler.mjs';
import { servedPages } from '@/server/cache/served-pages.mjs';
import { guardRequests } from '@/server/guard-requests';
import { shareTurnsFairly } from '@/server/fair-requests';
import { freshUntil, MEMO_HEADER, PageMemo, serveFromMemo, watchable } from '@/server/page-memo';

const STORE_PAGE = '/shop/1/noon';

/** A request as the guard sees it (only what `watchable` reads). */
const asRequest = (url: string, headers: http.IncomingHttpHeaders = {}, method = 'GET') =>
  ({ method, url, headers: { host: 'safqa.test', ...headers } }) as http.IncomingMessage;

describe('which requests the memo may answer (watchable)', () => {
  it('a GET of a cached public page, keyed by host, route, address and encoding', () => {
    const key = watchable(asRequest(STORE_PAGE, { 'accept-encoding': 'gzip' }));
    expect(key).toBe(['safqa.test', '', '', `/ar${STORE_PAGE}`, STORE_PAGE, 'gzip'].join('\n'));
    expect(watchable(asRequest(STORE_PAGE))).not.toBe(key);
    expect(watchable(asRequest(STORE_PAGE, { host: 'go.safqa.test' }))).not.toBe(key);
    for (const forwarded of [
      { 'x-forwarded-host': 'evil.test' },
      { 'x-forwarded-proto': 'http' },
    ]) {
      expect(
        watchable(asRequest(STORE_PAGE, { 'accept-encoding': 'gzip', ...forwarded })),
      ).not.toBe(key);
    }
    expect(watchable(asRequest(`/en${STORE_PAGE}`))).toContain(`/en${STORE_PAGE}`);
  });

  it("the home by the edge's country: one key per route", () => {
    expect(watchable(asRequest('/', { 'cf-ipcountry': 'SA' }))).toContain('/ar/in/sa');
    expect(watchable(asRequest('/'))).not.toContain('/in/');
  });

  it.each([
    ['a POST', asRequest(STORE_PAGE, {}, 'POST')],
    ['a HEAD', asRequest(STORE_PAGE, {}, 'HEAD')],
    ['a page rendered per request', asRequest('/signin')],
    ['a directory search', asRequest('/shops?q=noon')],
    ['the API', asRequest('/api/v1/health')],
    ['the back-office', asRequest('/admin')],
    ['an address with a file extension', asRequest('/shop/1/logo.png')],
    ['an absolute-form target', asRequest(`http://safqa.test${STORE_PAGE}`)],
    ["the router's RSC request", asRequest(STORE_PAGE, { rsc: '1' })],
    ["the router's prefetch", asRequest(STORE_PAGE, { 'next-router-prefetch': '1' })],
    ['an `_rsc` address', asRequest(`${STORE_PAGE}?_rsc=abc`)],
    ['cookies', asRequest(STORE_PAGE, { cookie: 'NEXT_LOCALE=en' })],
    ['a conditional request', asRequest(STORE_PAGE, { 'if-none-match': '"x"' })],
    ['a range', asRequest(STORE_PAGE, { range: 'bytes=0-10' })],
    ['a CSP sent in', asRequest(STORE_PAGE, { 'content-security-policy': "default-src 'self'" })],
  ])('never %s', (_, request) => {
    expect(watchable(request)).toBeNull();
  });
});

describe('freshUntil', () => {
  it("is Next's revalidate time, or the expire time when sooner; never without either", () => {
    expect(freshUntil({ lastModified: 1000, cacheControl: { revalidate: 300 } })).toBe(301_000);
    expect(freshUntil({ lastModified: 0, cacheControl: { revalidate: 300, expire: 60 } })).toBe(
      60_000,
    );
    expect(freshUntil({ lastModified: 0, cacheControl: { revalidate: false } })).toBe(Infinity);
    expect(freshUntil({ lastModified: 0 })).toBe(Infinity);
  });
});

/**
 * A stand-in for Next serving one cached route from the real cache handler: a miss renders and
 * stores the page (`x-nextjs-cache: MISS`), a hit sends the stored bytes in two writes, as Next
 * streams them. `answer` changes what it sends (a cookie, a status).
 */
function nextLike(cache: CacheHandler, now: () => number) {
  const state = { calls: 0, version: 1, setCookie: false, status: 200, askCache: true };
  const handler = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    state.calls += 1;
    const route = `/ar${new URL(req.url ?? '/', 'http://x').pathname}`;
    const entry = state.askCache ? await cache.get(route, { kind: 'APP_PAGE' }) : null;
    res.statusCode = state.status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate=3300');
    res.setHeader('X-Safqa-Proxy', '1');
    if (state.setCookie) res.setHeader('Set-Cookie', 'seen=1');
    if (!entry) {
      const html = `<html>${route} page v${state.version} at ${now()}</html>`;
      await cache.set(
        route,
        { kind: 'APP_PAGE', html, headers: {}, status: 200 },
        { tags: ['shop:1'], cacheControl: { revalidate: 300, expire: 3600 } },
      );
      res.setHeader('x-nextjs-cache', 'MISS');
      res.end(html);
      return;
    }
    const bytes = entry.value.html as Buffer;
    res.setHeader('x-nextjs-cache', 'HIT');
    res.write(bytes.subarray(0, 10));
    res.end(bytes.subarray(10));
  };
  return { state, handler };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function serve(memoBytes = 1_000_000) {
  let time = 1_000_000;
  const now = () => time;
  const cache = new CacheHandler({ store: memoryStore(10_000_000), now });
  const next = nextLike(cache, now);
  const server = http.createServer((req, res) => void next.handler(req, res));
  const memo = new PageMemo(memoBytes, now);
  // As in production (server/startup.ts): the guard, the fair turns, the memo, then "Next".
  const patched = server as unknown as Parameters<typeof guardRequests>[1];
  const undoMemo = serveFromMemo(memo, patched);
  const undoTurns = shareTurnsFairly(1, patched);
  const undoGuard = guardRequests({ hsts: null }, patched);
  const undo = () => {
    undoGuard();
    undoTurns();
    undoMemo();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get(
          { port, host: '127.0.0.1', path, headers: { host: 'safqa.test', ...headers } },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => {
              const answerHeaders: Record<string, string> = {};
              for (const [name, value] of Object.entries(res.headers)) {
                answerHeaders[name] = Array.isArray(value) ? value.join(', ') : String(value);
              }
              resolve({ status: res.statusCode ?? 0, headers: answerHeaders, body });
            });
          },
        )
        .on('error', reject);
    });
  const app = {
    cache,
    memo,
    next: next.state,
    get,
    advance: (ms: number) => (time += ms),
    close: async () => {
      undo();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  running.push(app);
  return app;
}

/** The stand-ins of the running test, closed after it. */
const running: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
});

/** An answer's headers without those of the connection and the framing. */
function withoutFraming(headers: Record<string, string>) {
  const rest = { ...headers };
  for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']) {
    delete rest[name];
  }
  return rest;
}

describe('the page memo in front of Next', () => {
  const channel = servedPages();
  let wasLocal: boolean;
  beforeAll(() => {
    wasLocal = channel.local;
  });
  beforeEach(() => {
    channel.local = true;
  });
  afterAll(() => {
    channel.local = wasLocal;
  });

  it('sends again what Next sent for a cached hit: the same status, headers and bytes', async () => {
    const app = await serve();
    const miss = await app.get(STORE_PAGE);
    const hit = await app.get(STORE_PAGE);
    const memo = await app.get(STORE_PAGE);
    expect([miss.headers['x-nextjs-cache'], hit.headers['x-nextjs-cache']]).toEqual([
      'MISS',
      'HIT',
    ]);
    expect(app.next.calls).toBe(2);
    expect(hit.headers['x-safqa-memo']).toBeUndefined();
    expect(memo.headers['x-safqa-memo']).toBe('hit');
    expect(memo.status).toBe(200);
    expect(memo.body).toBe(hit.body);
    expect(memo.headers['content-length']).toBe(String(Buffer.byteLength(hit.body)));
    expect(withoutFraming(memo.headers)).toEqual({
      ...withoutFraming(hit.headers),
      [MEMO_HEADER.toLowerCase()]: 'hit',
    });
    // Every security header the guard sets is there too.
    expect(memo.headers['x-frame-options']).toBe('DENY');
  });

  it('answers no longer once a tag is invalidated or any page is stored; Next renders anew', async () => {
    const app = await serve();
    await app.get(STORE_PAGE);
    await app.get(STORE_PAGE);
    expect((await app.get(STORE_PAGE)).headers['x-safqa-memo']).toBe('hit');

    app.next.version = 2;
    app.advance(1);
    await app.cache.revalidateTag('shop:1');
    const fresh = await app.get(STORE_PAGE);
    expect(fresh.headers['x-safqa-memo']).toBeUndefined();
    expect(fresh.body).toContain('page v2');

    await app.get(STORE_PAGE); // Next's hit, kept
    expect((await app.get(STORE_PAGE)).body).toContain('page v2');
    // A data read stored changes no page's answer: the memo still answers.
    await app.cache.set(
      'shop-list',
      { kind: 'FETCH', data: { body: '[]' }, revalidate: 60 },
      { tags: ['shops'] },
    );
    expect((await app.get(STORE_PAGE)).headers['x-safqa-memo']).toBe('hit');
    // Another page rendered and stored: the memo made before it is not sent.
    await app.get('/shop/2/amazon');
    expect((await app.get(STORE_PAGE)).headers['x-safqa-memo']).toBeUndefined();
  });

  it("answers no longer once Next's revalidate time for the entry has come", async () => {
    const app = await serve();
    await app.get(STORE_PAGE);
    await app.get(STORE_PAGE);
    app.advance(299_000);
    expect((await app.get(STORE_PAGE)).headers['x-safqa-memo']).toBe('hit');
    app.advance(1_000);
    const calls = app.next.calls;
    expect((await app.get(STORE_PAGE)).headers['x-safqa-memo']).toBeUndefined();
    expect(app.next.calls).toBe(calls + 1);
  });

  it('keeps one answer per encoding asked for, and none for requests it must not answer', async () => {
    const app = await serve();
    await app.get(STORE_PAGE);
    await app.get(STORE_PAGE);
    expect(app.memo.size).toBe(1);
    expect((await app.get(STORE_PAGE, { 'accept-encoding': 'gzip' })).headers).not.toHaveProperty(
      'x-safqa-memo',
    );
    expect((await app.get(STORE_PAGE, { 'accept-encoding': 'gzip' })).headers['x-safqa-memo']).toBe(
      'hit',
    );
    for (const headers of [{ rsc: '1' }, { cookie: 'a=1' }, { 'if-none-match': '"x"' }] as Record<
      string,
      string
    >[]) {
      expect((await app.get(STORE_PAGE, headers)).headers).not.toHaveProperty('x-safqa-memo');
    }
    expect(app.memo.size).toBe(2);
  });

  it.each([
    ['sets a cookie', { setCookie: true }],
    ['is not a 200', { status: 404 }],
    ['did not come from a cache entry handed out for it', { askCache: false }],
  ] as const)('keeps nothing of an answer that %s', async (_, change) => {
    const app = await serve();
    await app.get(STORE_PAGE); // stored as a miss
    Object.assign(app.next, change);
    await app.get(STORE_PAGE);
    await app.get(STORE_PAGE);
    expect(app.memo.size).toBe(0);
    expect(app.next.calls).toBe(3);
  });

  it('watches each request that waited for its turn on its own: every page kept, none mixed up', async () => {
    const app = await serve();
    const pages = ['/shop/1/a', '/shop/2/b', '/shop/3/c'];
    for (const page of pages) await app.get(page); // rendered and stored, one by one
    // Arriving together, all but the first wait for a later turn of the loop.
    const hits = await Promise.all(pages.map((page) => app.get(page)));
    expect(app.memo.size).toBe(3);
    const sent = await Promise.all(pages.map((page) => app.get(page)));
    expect(sent.map((answer) => answer.headers['x-safqa-memo'])).toEqual(['hit', 'hit', 'hit']);
    expect(sent.map((answer) => answer.body)).toEqual(hits.map((answer) => answer.body));
  });

  it('drops the oldest answers when its bytes run out', async () => {
    const app = await serve(110);
    for (const page of ['/shop/1/a', '/shop/2/b', '/shop/3/c']) {
      await app.get(page);
    }
    // One more render each would move the generation on: the hits are kept in a row.
    for (const page of ['/shop/1/a', '/shop/2/b', '/shop/3/c']) await app.get(page);
    expect(app.memo.size).toBe(2);
    expect((await app.get('/shop/1/a')).headers['x-safqa-memo']).toBeUndefined();
    expect((await app.get('/shop/3/c')).headers['x-safqa-memo']).toBe('hit');
  });

  it('does nothing while the page cache is shared with other processes (Redis)', async () => {
    const app = await serve();
    channel.local = false;
    for (let i = 0; i < 3; i += 1) await app.get(STORE_PAGE);
    expect(app.next.calls).toBe(3);
    expect(app.memo.size).toBe(0);
  });
});
