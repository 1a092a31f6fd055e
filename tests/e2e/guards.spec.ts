import { PASSWORD, createAccount, expect, messages, test } from './support/account';

test.describe('route-group guards (spec §2), enforced by the server', () => {
  test('a visitor: protected and setup pages go to /signin; dashboard keeps the address', async ({
    page,
  }) => {
    await page.goto('/en/dashboard?x=1');
    await expect(page).toHaveURL(/\/en\/signin\?redirect=%2Fen%2Fdashboard%3Fx%3D1$/);
    await page.goto('/verify');
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/profile-setup');
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/en/mobile-app-loading');
    await expect(page).toHaveURL(/\/en\/signin/);
    // Auth pages stay.
    for (const path of ['/signin', '/signup', '/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('awaiting verification: every account page sends to /verify', async ({ page }) => {
    await createAccount(page, 'awaiting');
    for (const path of ['/en/signin', '/en/signup', '/en/profile-setup', '/en/dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/en\/verify$/);
    }
  });

  test('profile incomplete: every account page sends to /profile-setup', async ({ page }) => {
    await createAccount(page, 'incomplete');
    for (const path of ['/en/signin', '/en/verify', '/en/dashboard', '/en/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/en\/profile-setup$/);
    }
  });

  test('signed in: auth and setup pages send to /dashboard; profile-setup says why', async ({
    page,
  }) => {
    await createAccount(page, 'complete');
    for (const path of ['/en/signin', '/en/signup', '/en/verify']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/en\/dashboard$/);
    }
    await page.goto('/en/profile-setup');
    await expect(page).toHaveURL(/\/en\/dashboard/);
    await expect(page.getByText(messages.en.dashboard.profileComplete)).toBeVisible();
  });

  test('sign-in returns to the address the dashboard guard kept (same site only)', async ({
    page,
  }) => {
    const m = messages.en;
    const account = await createAccount(page, 'complete');
    await page.context().clearCookies();
    await page.goto('/en/dashboard#settings');
    await expect(page).toHaveURL(/\/en\/signin\?redirect=/);
    await page.getByLabel(m.auth.email).fill(account.email);
    await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: m.signin.submit }).click();
    await expect(page).toHaveURL(/\/en\/dashboard$/);

    await page.context().clearCookies();
    await page.goto(`/en/signin?redirect=${encodeURIComponent('https://evil.example/x')}`);
    await page.getByLabel(m.auth.email).fill(account.email);
    await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: m.signin.submit }).click();
    await expect(page).toHaveURL(/\/en\/dashboard$/);
  });
});
