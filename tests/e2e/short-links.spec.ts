import { expect, test, type Page, type Response } from './support/test';
import { DOWNLOAD_STORE_URLS } from '../../lib/downloads';
import { E2E_PORT } from './support/constants';

/**
 * Opens a short link in the browser and answers its redirect. The store it points at is on
 * another domain this offline machine cannot reach (and Playwright cannot answer a request
 * reached through a redirect): the browser asking for it is the proof it was sent there.
 */
async function follow(page: Page, url: string, path: string) {
  let redirect: Response | undefined;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === path) redirect = response;
  });
  const sent = page.waitForRequest((request) => request.url() === DOWNLOAD_STORE_URLS.chrome);
  await page.goto(url).catch(() => undefined);
  expect((await sent).url()).toBe(DOWNLOAD_STORE_URLS.chrome);
  expect(redirect?.status()).toBe(302);
  return redirect!.headers();
}

test.describe('short links in the browser', () => {
  test('/l/{slug} on the site redirects without a referrer and is never cached', async ({
    page,
  }) => {
    const headers = await follow(page, '/l/chrome', '/l/chrome');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toContain('no-store');
  });

  test('on the link domain the bare /{slug} is the same short link', async ({ page, request }) => {
    const headers = await follow(page, `http://go.localhost:${E2E_PORT}/chrome`, '/chrome');
    expect(headers['referrer-policy']).toBe('no-referrer');
    // The site's own host keeps its pages: /chrome there is not a short link.
    const site = await request.get(`http://localhost:${E2E_PORT}/chrome`, { maxRedirects: 0 });
    expect(site.status()).toBe(404);
  });
});
