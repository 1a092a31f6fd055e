import { test } from './support/test';

// The shared fixture (support/test.ts) must fail a test whose page breaks. `test.fail()` turns
// each of these around: it passes only when the fixture failed it.
test.describe('the page-error fixture', () => {
  test('fails a test on an uncaught error', async ({ page }) => {
    test.fail();
    await page.goto('/en/shops');
    const reported = page.waitForEvent('pageerror');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('broken page');
      }, 0);
    });
    await reported;
  });

  test('fails a test on a React error logged to the console', async ({ page }) => {
    test.fail();
    await page.goto('/en/shops');
    await page.evaluate(() =>
      console.error('Minified React error #418; visit https://react.dev/errors/418'),
    );
  });

  test('fails a test on an error in a context the test opened itself', async ({ browser }) => {
    test.fail();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<p>x</p>');
    const reported = page.waitForEvent('pageerror');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('second visitor broke');
      }, 0);
    });
    await reported;
    await context.close();
  });

  test.describe('with the error allowed', () => {
    test.use({ allowedPageErrors: [/expected breakage/] });
    test('passes', async ({ page }) => {
      await page.goto('/en/shops');
      await page.evaluate(() => console.error('Uncaught: expected breakage'));
    });
  });

  test('ignores console errors that are not a broken page', async ({ page }) => {
    await page.goto('/en/shops');
    await page.evaluate(() => console.error('Failed to load resource: 404'));
  });
});
