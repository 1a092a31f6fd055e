import http from 'node:http';
import { expect, test, type Response } from './support/test';

test.describe('locale routing', () => {
  test('/ is Arabic, right-to-left, with the demo stores', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('وفّر في كل طلب مع صفقة');
    await expect(page.getByRole('link', { name: /نون/ }).first()).toBeVisible();
  });

  test('/en is English, left-to-right, with the demo stores', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Save on every order with Safqa',
    );
    await expect(page.getByRole('link', { name: /Noon/ }).first()).toBeVisible();
  });

  test('an English browser still gets Arabic at / (the path decides)', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(page.url()).toMatch(/localhost:\d+\/$/);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await context.close();
  });

  test('/ar/... redirects to the unprefixed Arabic path', async ({ page }) => {
    await page.goto('/ar');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test.describe('language switcher', () => {
  test('adds /en and keeps the path, query and hash; removes it again', async ({ page }) => {
    await page.goto('/does-not-exist?x=1&y=%D8%B9#part');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
    await page.getByTestId('language-switcher').filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/en\/does-not-exist\?x=1&y=%D8%B9#part$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

    await page.getByTestId('language-switcher').filter({ visible: true }).click();
    await expect(page).toHaveURL(/localhost:\d+\/does-not-exist\?x=1&y=%D8%B9#part$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('from the English home goes to the Arabic home', async ({ page }) => {
    await page.goto('/en');
    await page.getByTestId('language-switcher').filter({ visible: true }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('not found', () => {
  test('unknown routes answer 404 with the translated page and a way home', async ({ page }) => {
    const response = await page.goto('/en/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe('app shell', () => {
  test('an account screen shows the full-screen loader, then marks the body ready and hides it', async ({
    page,
  }) => {
    await page.goto('/en/signin');
    await expect(page.locator('#initial-loader')).toHaveCount(1);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('body')).toHaveAttribute('data-loader', 'hidden');
    await expect(page.locator('#initial-loader')).toBeHidden();
  });

  test('a public page paints its content without a loader and still marks the body ready', async ({
    page,
  }) => {
    await page.goto('/en');
    await expect(page.locator('#initial-loader')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('body')).toHaveAttribute('data-loader', 'hidden');
  });

  test('public pages load neither the message formatter nor the toast library', async ({
    page,
  }) => {
    // Both arrive only where used: the account screens, the tour and uninstall forms, a first
    // toast (docs/decisions/006). Guards against a client import pulling them back in.
    // Each script's text, read while the page is open; all of them are awaited before a check,
    // and the listener is removed before the last one, so no read starts after it (a read
    // still running when the test ends fails with "Test ended").
    const reads: Promise<string>[] = [];
    const readScript = (res: Response) => {
      if (res.request().resourceType() === 'script') reads.push(res.text());
    };
    page.on('response', readScript);
    for (const path of ['/', '/en/shops']) {
      await page.goto(path);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    }
    let scripts = await Promise.all(reads);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((s) => s.includes('IntlMessageFormat'))).toEqual([]);
    expect(scripts.filter((s) => s.includes('data-sonner-toaster'))).toEqual([]);

    const publicReads = reads.length;
    await page.goto('/en/signin');
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(1);
    page.off('response', readScript);
    scripts = (await Promise.all(reads)).slice(publicReads);
    expect(scripts.some((s) => s.includes('IntlMessageFormat'))).toBe(true);
  });
});

/** A raw request with a chosen Host header (browsers and fetch will not set one). */
function rawGet(path: string, host: string): Promise<http.IncomingMessage> {
  const base = new URL(test.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: base.port, path, headers: { host } },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

test.describe('proxy', () => {
  test('app. and accounts. subdomains redirect 308 to the bare domain, same path and query', async () => {
    // The e2e server's APP_URL is http://safqa.localhost:<port> (scripts/e2e-server.mjs).
    const port = new URL(test.info().project.use.baseURL!).port;
    for (const sub of ['app', 'accounts']) {
      const res = await rawGet('/en/shops?q=noon&page=2', `${sub}.safqa.localhost:${port}`);
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe(`http://safqa.localhost:${port}/en/shops?q=noon&page=2`);
    }
    const other = await rawGet('/en', `www.safqa.localhost:${port}`);
    expect(other.statusCode).toBe(200);
  });

  test('pages carry the security headers (their CSP: csp.spec.ts)', async ({ request }) => {
    for (const path of ['/en', '/en/signin']) {
      const res = await request.get(path);
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
      expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers()['x-frame-options']).toBe('DENY');
      expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});

test.describe('API through the server', () => {
  test('unknown API route → 404 envelope with code 1003', async ({ request }) => {
    const res = await request.get('/api/v1/does-not-exist');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({
      success: false,
      error: { code: 1003, title: 'NOT_FOUND' },
    });
  });

  test('malformed JSON → 400, never 500', async ({ request }) => {
    const res = await request.post('/api/v1/uninstall/feedback', {
      headers: { 'content-type': 'application/json' },
      // A Buffer goes on the wire as is (Playwright would JSON-encode a string).
      data: Buffer.from('{"reason":'),
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).error.title).toBe('BAD_REQUEST');
  });
});
