import { expect, test } from '@playwright/test';

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
