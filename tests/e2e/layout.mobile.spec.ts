import { expect, test, type Page } from './support/test';

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

// A product page lists the same product at other stores, whose long titles are cut to one line:
// the list's column must not grow to a title's full width.
for (const lang of ['ar', 'en'] as const) {
  test(`a product page at 360 px has no horizontal overflow (${lang})`, async ({ page }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const match = /<loc>https?:\/\/[^/]+(\/en\/product\/[^<]+)<\/loc>/.exec(sitemap);
    expect(match, 'the demo data has a product page in the sitemap').not.toBeNull();
    await page.goto(lang === 'en' ? match![1]! : match![1]!.replace(/^\/en/, ''));
    await expect(page.locator('#other-stores')).toBeVisible();
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

/**
 * Cumulative layout shift while the page's web font is held back until the page has painted in
 * its fallback, then let through: what a phone on a slow connection sees when the font swaps in.
 */
async function shiftWhenFontArrives(page: Page, path: string, family: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Not 'load': the held font request keeps the load event from firing.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main h1')).toBeVisible();
  const nextFrames = () =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  await nextFrames();
  const fontLoaded = (name: string) =>
    page.evaluate(
      (n) =>
        [...document.fonts].some((f) => f.family.replace(/"/g, '') === n && f.status === 'loaded'),
      name,
    );
  expect(await fontLoaded(family)).toBe(false);
  release();
  await expect.poll(() => fontLoaded(family)).toBe(true);
  await nextFrames();
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

for (const [path, family] of [
  ['/shops', 'cairo'],
  ['/en/shops', 'inter'],
] as const) {
  // 412 px: Lighthouse's phone, where the A–Z grid used to reflow.
  for (const width of [360, 412]) {
    test(`${path} at ${width} px: the web font swapping in moves nothing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // Before: Arabic letters came from any system font with other metrics (0.08), and the
      // A–Z grid reflowed with the width of "All" (0.06).
      expect(await shiftWhenFontArrives(page, path, family)).toBeLessThan(0.01);
    });
  }
}
