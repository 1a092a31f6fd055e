import { expect, test } from './support/test';
import { UNREADABLE_NEXT_PATHS } from '../support/unreadable-paths';

/**
 * Addresses no route can read: undecodable percent-encoding and NUL characters. Next's router
 * would answer a bare 500; pages get a small 400 page in their language, the API a 4xx envelope,
 * media files and short links a 400.
 */
test.describe('unreadable addresses', () => {
  for (const [path, lang] of [
    ['/%ff', 'ar'],
    ['/shop/%ff/x', 'ar'],
    ['/en/%ff', 'en'],
    ['/en/shop/%ff/x', 'en'],
    ['/shops?q=%00', 'ar'],
    ['/en/shops?q=noon%00', 'en'],
  ] as const) {
    test(`${path} → a 400 page in ${lang}`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(400);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(res.headers()['content-security-policy']).toContain("default-src 'none'");
    });
  }

  test('the API answers an envelope; media and short links a 400', async ({ request }) => {
    for (const [path, title] of [
      ['/api/v1/%ff', 'BAD_REQUEST'],
      ['/api/worker/v1/%ff', 'BAD_REQUEST'],
      ['/api/v1/shop/shop-list?q=noon%00', 'VALIDATION_ERROR'],
    ] as const) {
      const res = await request.get(path);
      expect({ path, status: res.status() }).toEqual({ path, status: 400 });
      expect((await res.json()).error.title).toBe(title);
    }
    for (const path of ['/media/%c0.svg', '/l/%ff']) {
      expect({ path, status: (await request.get(path)).status() }).toEqual({ path, status: 400 });
    }
  });
});

/** The headers every answer carries, whoever makes it (lib/security/security-headers.mjs). */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** The security headers an answer has, each as sent (a doubled one shows as `a, a`). */
function securityHeadersOf(headers: Record<string, string>) {
  return Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, headers[name]]));
}

/**
 * What Next answers before the proxy runs, or without it: its own static and image routes (the
 * proxy's matcher leaves them out), methods a fetch Request cannot carry, its trailing-slash
 * redirect. The server's request guard answers the first two itself, and every answer carries
 * the security headers.
 */
test.describe("Next's own routes, methods and redirects", () => {
  test("unreadable addresses of Next's own routes → 400 with the security headers", async ({
    request,
  }) => {
    for (const path of UNREADABLE_NEXT_PATHS) {
      const res = await request.get(path, { maxRedirects: 0 });
      const headers = res.headers();
      expect({ path, status: res.status(), ...securityHeadersOf(headers) }).toEqual({
        path,
        status: 400,
        ...SECURITY_HEADERS,
      });
      expect(headers['content-security-policy']).toContain("default-src 'none'");
      expect(await res.text()).toContain('<html lang="ar" dir="rtl">');
    }
  });

  test('TRACE → 405 with Allow on pages, the API envelope under /api/', async ({ request }) => {
    for (const path of ['/', '/shops', '/en/signin']) {
      const res = await request.fetch(path, { method: 'TRACE', maxRedirects: 0 });
      const headers = res.headers();
      expect({
        path,
        status: res.status(),
        allow: headers.allow,
        ...securityHeadersOf(headers),
      }).toEqual({ path, status: 405, allow: 'GET, HEAD', ...SECURITY_HEADERS });
    }
    // Methods a page does not take are refused the same way, by the proxy.
    const put = await request.fetch('/shops', { method: 'PUT', maxRedirects: 0 });
    expect({ status: put.status(), allow: put.headers().allow }).toEqual({
      status: 405,
      allow: 'GET, HEAD',
    });
    for (const [method, path] of [
      ['TRACE', '/api/v1/health'],
      ['TRACE', '/api/session/login'],
      ['PROPFIND', '/api/v1/health'],
    ] as const) {
      const res = await request.fetch(path, { method });
      expect({ method, path, status: res.status(), ...securityHeadersOf(res.headers()) }).toEqual({
        method,
        path,
        status: 404,
        ...SECURITY_HEADERS,
      });
      expect((await res.json()).error.title).toBe('NOT_FOUND');
    }
  });

  test('the trailing-slash redirect carries the security headers', async ({ request }) => {
    for (const [path, location] of [
      ['/shops/', '/shops'],
      ['/en/shops/', '/en/shops'],
    ] as const) {
      const res = await request.get(path, { maxRedirects: 0 });
      const headers = res.headers();
      expect({
        path,
        status: res.status(),
        location: headers.location,
        ...securityHeadersOf(headers),
      }).toEqual({ path, status: 308, location, ...SECURITY_HEADERS });
    }
  });
});
