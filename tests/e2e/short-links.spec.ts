import { expect, test, type Page, type Response } from './support/test';
import { DOWNLOAD_STORE_URLS } from '../../lib/downloads';
import { messages } from './support/account';
import { APP_ORIGIN, E2E_PORT } from './support/constants';

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

  test('a link that does not exist answers a page in Arabic, then English, with the way home', async ({
    page,
  }) => {
    const response = await page.goto('/l/no-such-link-e2e');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page).toHaveTitle(
      `${messages.ar.shortLink.notFound.title} · ${messages.en.shortLink.notFound.title}`,
    );
    for (const words of [messages.ar.shortLink.notFound, messages.en.shortLink.notFound]) {
      await expect(page.getByRole('heading', { name: words.title })).toBeVisible();
      await expect(page.getByText(words.text)).toBeVisible();
      await expect(page.getByRole('link', { name: words.home })).toHaveAttribute(
        'href',
        APP_ORIGIN,
      );
    }
  });
});
