import { expect, test, type Page } from './support/test';

/**
 * Has the page's own code try `new Function` and catch the refusal, as zod's probe did: a
 * timer's callback runs under the page's policy (no 'unsafe-eval'), and Chromium logs nothing.
 */
async function provokeCaughtRefusal(page: Page) {
  await page.evaluate(() => {
    setTimeout(() => {
      try {
        new Function('return 1');
      } catch {
        // refused, and caught
      }
    }, 0);
  });
}

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

  test('fails a test on a policy refusal the page caught', async ({ page }) => {
    test.fail();
    await page.goto('/en/shops');
    const reported = page.waitForEvent('console', (m) => m.text().includes('Content Security'));
    await provokeCaughtRefusal(page);
    await reported;
  });

  test.describe('with the error allowed', () => {
    test.use({ allowedPageErrors: [/expected breakage/] });
    test('passes', async ({ page }) => {
      await page.goto('/en/shops');
      await page.evaluate(() => console.error('Uncaught: expected breakage'));
    });
  });

  test.describe('with a policy refusal allowed', () => {
    test.use({ allowedPageErrors: [/Content Security Policy violation: script-src eval/] });
    test('reports the refusal the page caught', async ({ page }) => {
      await page.goto('/en/shops');
      const reported = page.waitForEvent('console', {
        predicate: (m) => m.text().startsWith('Content Security Policy violation'),
        timeout: 5_000,
      });
      await provokeCaughtRefusal(page);
      expect((await reported).text()).toMatch(
        /^Content Security Policy violation: script-src eval/,
      );
    });
  });

  test('ignores console errors that are not a broken page', async ({ page }) => {
    await page.goto('/en/shops');
    await page.evaluate(() => console.error('Failed to load resource: 404'));
  });
});
