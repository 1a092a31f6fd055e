import { expect, test, type Locale } from './support/account';
import { signInStaff, staff } from './support/admin';
import { seriousViolations } from './support/axe';

const PAGES = [
  '/admin',
  '/admin/welcome',
  '/admin/user',
  '/admin/user?tab=roles',
  '/admin/shop',
  '/admin/shop?edit=new',
  '/admin/coupon',
  '/admin/coupon?edit=new',
  '/admin/category',
  '/admin/category?edit=new',
  '/admin/provider',
  '/admin/provider?edit=new',
  '/admin/activity',
  '/admin/media',
  '/admin/campaigns',
  '/admin/ads',
  '/admin/shortner',
  '/admin/cartarm',
  '/admin/cartarm?edit=new',
  '/admin/product',
  '/admin/uninstall',
  '/admin/uninstall?edit=new',
];

test.describe('admin accessibility (axe)', () => {
  for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
    test(`no serious or critical violation on any admin page (${locale})`, async ({ page }) => {
      // Twenty pages, each loaded, settled and read by axe: alongside another worker, more
      // than two minutes.
      test.setTimeout(240_000);
      await signInStaff(page, staff.admin, locale, '/admin');
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        // The page's h1, or the sheet's title when a record sheet is open (it hides the page).
        await expect(page.getByRole('heading').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        found.push(...(await seriousViolations(page, path)));
      }
      expect(found).toEqual([]);
    });
  }
});
