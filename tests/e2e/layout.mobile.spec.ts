import { expect, test, type Page } from '@playwright/test';

async function horizontalOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

for (const [path, lang, menuLabel, switchLabel] of [
  ['/', 'ar', 'فتح القائمة', 'English'],
  ['/en', 'en', 'Open menu', 'العربية'],
] as const) {
  test(`${path} at 360 px: no horizontal overflow, menu with language switch`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('body')).toHaveAttribute('data-loader', 'hidden');
    expect(await horizontalOverflow(page)).toBe(0);

    const switcher = page.getByTestId('language-switcher').filter({ visible: true });
    await expect(switcher).toHaveCount(0);
    await page.getByLabel(menuLabel).click();
    await expect(switcher).toHaveText(switchLabel);
    expect(await horizontalOverflow(page)).toBe(0);
  });
}

test("the mobile menu mirrors: its panel hugs the start edge's opposite side in each language", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('فتح القائمة').click();
  const arBox = await page.getByTestId('language-switcher').filter({ visible: true }).boundingBox();
  await page.goto('/en');
  await page.getByLabel('Open menu').click();
  const enBox = await page.getByTestId('language-switcher').filter({ visible: true }).boundingBox();
  expect(arBox && enBox).toBeTruthy();
  // RTL: the menu opens toward the left edge; LTR: toward the right edge.
  expect(arBox!.x).toBeLessThan(enBox!.x);
});
