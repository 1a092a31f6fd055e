import { expect, test } from './support/test';
import { at, type Locale } from './support/account';
import { seriousViolations } from './support/axe';

// axe on the public pages a visitor meets without an account, in both languages: home, the
// directory, a store page and the static pages, plus the not-found page.

interface ListedShop {
  id: string;
  slug: Record<Locale, string>;
}

const STATIC = ['/privacy-policy', '/contact', '/installed', '/uninstall'];

for (const locale of ['ar', 'en'] as const satisfies Locale[]) {
  test(`public pages have no serious or critical axe violation (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const list = await (await request.get('/api/v1/shop/shop-list?limit=1')).json();
    const shop = list.data.items[0] as ListedShop;
    const pages = [
      '/',
      '/shops',
      `/shop/${shop.id}/${encodeURIComponent(shop.slug[locale])}`,
      ...STATIC,
      '/no-such-page',
    ];
    const found: string[] = [];
    for (const path of pages) {
      const response = await page.goto(at(locale, path));
      expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // Hydrated, with the shell's loader gone: axe reads what a visitor gets.
      await expect(page.locator('body')).toHaveAttribute('data-loader', 'hidden');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      found.push(...(await seriousViolations(page, `${locale} ${path}`)));
    }
    expect(found).toEqual([]);
  });
}
