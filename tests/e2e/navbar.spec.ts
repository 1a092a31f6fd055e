import { createAccount, expect, messages, sessionOf, test, at } from './support/account';
import { APP_ORIGIN } from './support/constants';

// The navbar: its shadow once the page scrolls, the log-out and "download the app" items; and
// the suite's servers, which run without live chat and analytics, load neither (the configured
// case: integrations.spec.ts).

for (const locale of ['ar', 'en'] as const) {
  const t = messages[locale];

  test(`navbar (${locale}): a shadow once the page scrolls past 0 px, not before`, async ({
    page,
  }) => {
    await page.goto(at(locale, '/'));
    const header = page.getByRole('banner');
    // Hydrated: the download link has been chosen for this browser.
    await expect(
      header.getByRole('link', { name: t.navbar.download_free }).first(),
    ).toHaveAttribute('href', /\/l\/chrome$/);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await expect(header).toHaveCSS('box-shadow', 'none');

    await page.mouse.wheel(0, 1);
    await expect(header).toHaveAttribute('data-scrolled', '');
    await expect(header).not.toHaveCSS('box-shadow', 'none');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await expect(header).toHaveCSS('box-shadow', 'none');
  });

  test(`navbar (${locale}): "download the app" is an item of its own`, async ({ page }) => {
    await page.goto(at(locale, '/'));
    const item = page
      .getByRole('navigation', { name: t.navbar.mainNavigation })
      .getByRole('link', { name: t.navbar.download_app })
      .first();
    // A desktop Chrome that is not Apple's: the Android app.
    await expect(item).toHaveAttribute('href', /\/l\/android$/);
    await expect(item).toHaveAttribute('target', '_blank');
  });

  test(`navbar (${locale}): the log-out item signs the shopper out`, async ({ page }) => {
    await page.goto(at(locale, '/'));
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: t.navbar.logout })).toHaveCount(0);

    await createAccount(page, 'complete', locale);
    await page.goto(at(locale, '/'));
    await expect(banner.getByRole('link', { name: t.navbar.myAccount }).first()).toBeVisible();
    await banner.getByRole('button', { name: t.navbar.logout }).first().click();

    await expect(page).toHaveURL(new RegExp(`${at(locale, '/signin')}$`));
    await expect(banner.getByRole('link', { name: t.navbar.login }).first()).toBeVisible();
    await expect(banner.getByRole('button', { name: t.navbar.logout })).toHaveCount(0);
    expect((await sessionOf(page)).session).toBeNull();
    // Signed out for real: the dashboard sends the visitor to sign in.
    await page.goto(at(locale, '/dashboard'));
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/signin')}\\?`));
  });
}

test('without chat and analytics settings nothing loads and the CSP allows no one else', async ({
  page,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== APP_ORIGIN) elsewhere.push(request.url());
  });
  await page.clock.install();
  const res = await page.goto('/en');
  const csp = res!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/connect-src 'self';/);
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+={0,2}')+;/);
  expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com;");
  expect(csp).toContain("img-src 'self' data: blob: https:;");

  await expect(
    page.getByRole('banner').getByRole('link', { name: messages.en.navbar.download_free }).first(),
  ).toHaveAttribute('href', /\/l\/chrome$/);
  // Long past idle.
  await page.clock.runFor(30_000);
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(messages.en.navbar.stores) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/shops$/);
  await page.clock.runFor(30_000);
  expect(await page.getByRole('button', { name: messages.en.support.chat }).count()).toBe(0);
  expect(await page.evaluate(() => 'chatwootSDK' in window || 'chatwootSettings' in window)).toBe(
    false,
  );
  expect(elsewhere).toEqual([]);
});
