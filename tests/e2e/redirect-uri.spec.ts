import { createAccount, expect, messages, test } from './support/account';

test.describe('redirect_uri capture', () => {
  test('stores an allowed app-scheme redirect_uri in local storage', async ({ page }) => {
    await page.goto(`/en?redirect_uri=${encodeURIComponent('safqa://auth/done?x=1')}`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('redirect_uri')))
      .toBe('safqa://auth/done?x=1');
  });

  test('ignores a foreign host', async ({ page }) => {
    await page.goto(`/en?redirect_uri=${encodeURIComponent('//evil.example/steal')}`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    expect(await page.evaluate(() => localStorage.getItem('redirect_uri'))).toBeNull();
  });
});

/** Dot segments that collapse into `//evil.example/` once a URL parser normalizes the path. */
const DOT_SEGMENT_TRICKS = [
  '/..//evil.example/',
  '/.//evil.example/',
  '/%2e%2e//evil.example/',
  '/x/..//evil.example/',
];

test.describe('dot-segment redirect values never leave the site', () => {
  for (const trick of DOT_SEGMENT_TRICKS) {
    test(`/en/logout?redirect_uri=${trick}`, async ({ page }) => {
      const foreign: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).hostname.endsWith('evil.example')) foreign.push(r.url());
      });
      await page.goto(`/en/logout?redirect_uri=${encodeURIComponent(trick)}`);
      await expect(page.getByText(messages.en.logout.done)).toBeVisible();
      expect(new URL(page.url()).hostname).not.toContain('evil');
      expect(foreign).toEqual([]);
    });
  }

  test('sign-in with a dot-segment redirect lands on the dashboard', async ({ page }) => {
    const account = await createAccount(page, 'complete', 'en');
    await page.evaluate(() => fetch('/api/session/logout', { method: 'POST' }));
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname.endsWith('evil.example')) foreign.push(r.url());
    });
    await page.goto(`/en/signin?redirect=${encodeURIComponent('/..//evil.example/')}`);
    await page.getByLabel(messages.en.auth.email).fill(account.email);
    await page.getByLabel(messages.en.auth.password, { exact: true }).fill(account.password);
    await page.getByRole('button', { name: messages.en.signin.submit }).click();
    await expect(page).toHaveURL(/\/en\/dashboard/);
    expect(foreign).toEqual([]);
  });
});
