import { expect, test } from '@playwright/test';

/**
 * Addresses no route can read: undecodable percent-encoding and NUL characters. Pages answer
 * their language's not-found page, the API a 4xx envelope, media a plain 400 — never a 500.
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
    test(`${path} → the ${lang} not-found page`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain(`lang="${lang}"`);
      expect(html).toContain(`dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(res.headers()['content-security-policy']).toContain('nonce-');
    });
  }

  test('the API answers an envelope and media a plain 400', async ({ request }) => {
    for (const path of ['/api/v1/%ff', '/api/v1/shop/shop-list?q=noon%00']) {
      const res = await request.get(path);
      expect({ path, status: res.status() }).toEqual({ path, status: 400 });
      expect((await res.json()).success).toBe(false);
    }
    const media = await request.get('/media/%c0.svg');
    expect([400, 404]).toContain(media.status());
  });
});
