import type { Page } from './support/test';
import { at, createAccount, expect, test, type Locale } from './support/account';
import { seriousViolations } from './support/axe';

/** axe: no serious or critical violation; and nothing wider than the 360 px screen. */
async function check(page: Page, label: string) {
  expect(await seriousViolations(page, label)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${label} overflows horizontally`).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 360, height: 740 } });

for (const locale of ['ar', 'en'] as const satisfies Locale[]) {
  test(`account screens pass axe and fit 360 px (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    // /logout signs out and moves on at once: its sign-out call is held so axe reads the logout
    // screen itself, not a page half-way through the next navigation.
    await page.route('**/api/session/logout', () => undefined);
    for (const path of ['/signin', '/signup', '/forgot-password', '/logout', '/oauth/callback']) {
      await page.goto(at(locale, path));
      // The logout screen is a status message ("Signing you out…"), the others have a heading.
      await expect(
        path === '/logout' ? page.getByRole('status').first() : page.locator('h1').first(),
      ).toBeVisible();
      await check(page, `${locale} ${path}`);
    }
    await page.unroute('**/api/session/logout');
    await page.goto(at(locale, '/reset-password/some-token-of-the-right-shape-1234567'));
    await check(page, `${locale} reset`);
    await page.goto(at(locale, '/reset-password/x'));
    await check(page, `${locale} reset invalid`);

    await createAccount(page, 'awaiting', locale);
    await page.goto(at(locale, '/verify'));
    await check(page, `${locale} verify`);

    await page.context().clearCookies();
    await createAccount(page, 'incomplete', locale);
    await page.goto(at(locale, '/profile-setup'));
    await check(page, `${locale} profile-setup`);

    await page.context().clearCookies();
    await createAccount(page, 'complete', locale);
    await page.goto(at(locale, '/dashboard'));
    await expect(page.locator('h1').first()).toBeVisible();
    await check(page, `${locale} dashboard`);
    await page.goto(at(locale, '/dashboard#settings'));
    await page.reload();
    await check(page, `${locale} dashboard settings`);
  });
}
