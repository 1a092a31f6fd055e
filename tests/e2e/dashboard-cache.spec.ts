import { at, createAccount, expect, messages, PROFILE, test } from './support/account';

// The dashboard's profile is kept in the browser's `cache_queries` entry (TanStack Query's
// persister) and shown again after a reload before the API answers.
test('the dashboard profile survives a reload from the cache_ entry', async ({ page }) => {
  const m = messages.en;
  await createAccount(page, 'complete', 'en');
  await page.goto(at('en', '/dashboard'));
  await expect(page.getByRole('tab', { name: m.dashboard.tabAccount })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('cache_queries') ?? ''))
    .toContain(PROFILE.firstName);

  // Reload with the profile call held: the tabs come from the stored entry.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/session\/profile/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('tab', { name: m.dashboard.tabAccount })).toBeVisible();
  await expect(page.getByText(PROFILE.lastName).first()).toBeVisible();
  release();
  await page.unrouteAll({ behavior: 'wait' });
});
