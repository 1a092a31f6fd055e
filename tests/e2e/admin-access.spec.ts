import { createAccount, expect, messages, test } from './support/account';
import { adminCall, signInStaff, staff } from './support/admin';

const en = messages.en.admin;
const sidebar = (page: import('./support/test').Page) =>
  page.getByRole('navigation', { name: en.shell.navigation }).first();

test.describe('admin access, decided on the server', () => {
  test('a visitor lands on /signin with the way back', async ({ page }) => {
    await page.goto('/admin/shop');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fadmin%2Fshop$/);
  });

  test('a shopper without staff rights lands on the dashboard', async ({ page }) => {
    await createAccount(page, 'complete', 'en');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a shop editor sees exactly its sections; the API refuses the rest', async ({ page }) => {
    await signInStaff(page, staff.shopEditor, 'en', '/admin');
    await expect(sidebar(page).getByRole('link')).toHaveText([
      en.nav.dashboard,
      en.nav.welcome,
      en.nav.shop,
      en.nav.media,
      en.nav.campaigns,
    ]);
    await page.goto('/admin/user');
    await expect(page).toHaveURL(/\/admin\/welcome$/);
    await page.goto('/admin/coupon');
    await expect(page).toHaveURL(/\/admin\/welcome$/);

    // The shops screen opens, without New (no create_shop) and without the trash.
    await page.goto('/admin/shop');
    await expect(page.getByRole('heading', { level: 1, name: en.shop.title })).toBeVisible();
    await expect(page.getByRole('button', { name: en.shop.new })).toHaveCount(0);

    for (const [method, path, body] of [
      ['GET', 'user', undefined],
      ['GET', 'coupon?deleted=only', undefined],
      [
        'POST',
        'shop',
        {
          name: { en: 'Forbidden', ar: 'ممنوع' },
          slug: { en: 'forbidden', ar: 'forbidden' },
          websiteUrl: 'https://forbidden.example/',
        },
      ],
      ['DELETE', 'shop/00000000-0000-4000-8000-000000000000', undefined],
      ['POST', 'shop/bulk', { ids: ['00000000-0000-4000-8000-000000000000'], action: 'delete' }],
    ] as const) {
      const answer = await adminCall(page, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error?.title, `${method} ${path}`).toBe('FORBIDDEN');
    }
    // What it holds works.
    expect((await adminCall(page, 'GET', 'shop?limit=1')).status).toBe(200);
  });

  test('theme and sidebar survive a reload; Arabic admin runs right to left', async ({ page }) => {
    await signInStaff(page, staff.admin, 'en', '/admin/welcome');
    await page.getByRole('button', { name: en.shell.theme }).click();
    await page.getByRole('menuitemradio', { name: en.shell.themeLight }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: en.shell.collapseSidebar }).click();
    await expect(page.getByRole('button', { name: en.shell.expandSidebar })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: en.shell.expandSidebar })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');
    const prefs = await page.evaluate(() => JSON.parse(localStorage.getItem('d-app') ?? '{}'));
    expect(prefs).toMatchObject({ theme: 'light', isSidebarCollapsed: true });

    // The activity log lives in the user menu.
    await page.getByRole('button', { name: en.shell.userMenu }).click();
    await page.getByRole('menuitem', { name: en.nav.activity }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);

    await page.goto('/ar/admin/shop');
    await expect(page).toHaveURL(/\/admin\/shop$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(
      page.getByRole('heading', { level: 1, name: messages.ar.admin.shop.title }),
    ).toBeVisible();
  });
});
