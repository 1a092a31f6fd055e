import { expect, test } from '@playwright/test';

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
