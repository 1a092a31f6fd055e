import { expect, test, type Response } from './support/test';

// proxy.ts runs for pages and the redirects it owns, never for the files a page loads (its
// matcher, tests/unit/proxy-matcher.test.ts): a store page in the browser is one answer that
// passed through it, its document, however many scripts, styles, fonts, icons and logos follow.
// Only the proxy sets this header.
const PROXY_MARK = 'x-safqa-proxy';

test('a store page: the proxy runs for its document and for none of its files', async ({
  page,
  request,
}) => {
  const list = await (await request.get('/api/v1/shop/shop-list?limit=1')).json();
  const shop = list.data.items[0];
  const address = `/shop/${shop.id}/${encodeURIComponent(shop.slug.ar)}`;

  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const document = await page.goto(address, { waitUntil: 'load' });
  expect(document?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const marked = responses
    .filter((response) => response.headers()[PROXY_MARK] === '1')
    .map((response) => new URL(response.url()).pathname);
  expect(marked).toEqual([address]);

  // The page did load files of each kind, none of them through the proxy.
  const urls = responses.map((response) => new URL(response.url()));
  const loaded = (matches: (url: URL) => boolean) => urls.filter(matches).length;
  expect(loaded((url) => url.pathname.startsWith('/_next/static/'))).toBeGreaterThan(0);
  expect(loaded((url) => url.pathname.endsWith('.css'))).toBeGreaterThan(0);
  expect(loaded((url) => url.pathname === '/icons.svg' && url.searchParams.has('v'))).toBe(1);
  expect(loaded((url) => url.pathname.startsWith('/media/'))).toBeGreaterThan(0);

  // The sprite's own sandboxing policy leaves its icons drawn: a `<use>` whose file did not
  // load has an empty box.
  const drawn = await page
    .locator('svg > use[href^="/icons.svg"]')
    .first()
    .evaluate((use) => (use as SVGUseElement).getBBox().width);
  expect(drawn).toBeGreaterThan(0);
});

test('public files skip the proxy but keep their security headers and cache lifetimes', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const sprite = /\/icons\.svg\?v=[0-9a-f]+/.exec(html)?.[0];
  expect(sprite, 'the home links its versioned icon sprite').toBeDefined();

  const versioned = await request.get(sprite!);
  expect(versioned.status()).toBe(200);
  expect(versioned.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  for (const file of ['/favicon.svg', '/icons.svg', '/icon-48.png']) {
    const res = await request.get(file);
    const headers = res.headers();
    expect({ file, status: res.status(), proxy: headers[PROXY_MARK] }).toEqual({
      file,
      status: 200,
      proxy: undefined,
    });
    expect(headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }

  // A page still passes through it.
  expect((await request.get('/en/signin')).headers()[PROXY_MARK]).toBe('1');
});
