/**
 * The one `test` every e2e spec uses (ESLint forbids importing '@playwright/test' elsewhere).
 *
 * Each test fails when any page of its browser context throws an uncaught error or logs a
 * React error (hydration mismatch, minified React error, act/key warnings) or a CSP refusal
 * (logged to the console, or reported by the page's `securitypolicyviolation` event): a
 * production page that breaks in the browser cannot pass just because the assertions looked at
 * something else. A test that provokes such an error on purpose names it:
 *
 *   test.use({ allowedPageErrors: [/Refused to load the script/] });
 *
 * Errors raised after the test body (while pages close) are not counted.
 */
import {
  chromium,
  expect,
  test as base,
  type BrowserContext,
  type ConsoleMessage,
} from '@playwright/test';

/** Console errors that mean the page is broken; other console errors (a 404 resource a test asked for) are not. */
const BROKEN_PAGE_CONSOLE =
  /Minified React error|react\.dev\/errors|Hydration|hydrat|did not match|Each child in a list|Content Security Policy|Uncaught/i;

/**
 * In every page: each refusal by the page's Content-Security-Policy is logged as a console error
 * the guard reports. Chromium logs a refused script or style itself, but not a refusal the page's
 * code catches (a library probing `new Function`), which the policy still reports to the site.
 */
function reportPolicyViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

export interface PageErrorFixtures {
  /** Page errors and console errors this test expects (matched against the reported text). */
  allowedPageErrors: RegExp[];
  /** Installed automatically: collects the errors and fails the test on any left after it. */
  pageErrorGuard: void;
}

export const test = base.extend<PageErrorFixtures>({
  allowedPageErrors: [[], { option: true }],
  pageErrorGuard: [
    async ({ browser, context, allowedPageErrors }, provide) => {
      const found: string[] = [];
      let open = true;
      const report = (text: string) => {
        if (open && !allowedPageErrors.some((allowed) => allowed.test(text))) found.push(text);
      };
      const onError = (error: Error) =>
        report(`uncaught page error: ${error.message}`.slice(0, 2000));
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (BROKEN_PAGE_CONSOLE.test(text)) {
          report(`console error at ${message.location().url}: ${text}`.slice(0, 2000));
        }
      };
      const watch = async (watched: BrowserContext) => {
        watched.on('weberror', (webError) => onError(webError.error()));
        watched.on('console', onConsole);
        await watched.addInitScript(reportPolicyViolations);
      };
      await watch(context);
      // Contexts a test opens itself (a second visitor, another locale) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        await watch(opened);
        return opened;
      };
      try {
        await provide();
      } finally {
        open = false;
        browser.newContext = newContext;
      }
      expect(found, 'errors reported by the pages of this test').toEqual([]);
    },
    { auto: true },
  ],
});

export { chromium, expect };
export type {
  APIRequestContext,
  APIResponse,
  Browser,
  BrowserContext,
  ConsoleMessage,
  Frame,
  Locator,
  Page,
  Request,
  Response,
  Route,
  TestInfo,
} from '@playwright/test';
