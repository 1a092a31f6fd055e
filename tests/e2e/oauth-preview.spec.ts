import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { startOneCallbackProvider } from '../support/one-callback-provider';
import {
  TEST_JWT_SECRET,
  TEST_SESSION_SECRET,
  startApp,
  stopApp,
  waitHealthy,
  type AppProcess,
} from './support/processes';

// Sign-in with Google on a deploy preview. The local OpenID provider knows one callback address,
// the "production" server's; a second server stands in for a preview (its own port, APP_URL,
// embedded database and data folder: the two share nothing but OAUTH_PROXY_SECRET). Chromium
// resolves preview.localhost itself, and PREVIEW_HOSTS=*.localhost lets production hand back
// to it. Refusals of other hosts, expired and tampered states: tests/api/oauth-proxy.test.ts.

const HEALTHY_MS = 120_000;
const PRODUCTION_PORT = 3451;
const PREVIEW_PORT = 3452;
const PRODUCTION = `http://localhost:${PRODUCTION_PORT}`;
const PREVIEW = `http://preview.localhost:${PREVIEW_PORT}`;
const CALLBACK = `${PRODUCTION}/api/v1/oauth/google/callback`;

test.describe('Google sign-in on a deploy preview, through the one registered callback', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(HEALTHY_MS + 60_000);

  let provider: Awaited<ReturnType<typeof startOneCallbackProvider>>;
  const apps: AppProcess[] = [];
  const folders: string[] = [];
  /** The provider's answer as production received it, kept for the replay. */
  let providerAnswer = '';

  test.beforeAll(async () => {
    // A hook has its own timeout (the config's 30 s), not the describe's: two servers starting on
    // a busy machine need the wait below.
    test.setTimeout(HEALTHY_MS + 60_000);
    provider = await startOneCallbackProvider([CALLBACK]);
    const shared = {
      SESSION_SECRET: TEST_SESSION_SECRET,
      JWT_SECRET: TEST_JWT_SECRET,
      JOBS_CONCURRENCY: '0',
      LOG_LEVEL: 'error',
      OAUTH_PROXY_URL: PRODUCTION,
      OAUTH_PROXY_SECRET: 'e2e-oauth-proxy-secret-not-for-production-012345',
      PREVIEW_HOSTS: '*.localhost',
      ...provider.settings('GOOGLE'),
    };
    for (const [port, appUrl] of [
      [PRODUCTION_PORT, PRODUCTION],
      [PREVIEW_PORT, PREVIEW],
    ] as const) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'safqa-oauth-preview-'));
      folders.push(dataDir);
      apps.push(await startApp(port, { ...shared, DATA_DIR: dataDir, APP_URL: appUrl }));
    }
    await Promise.all(apps.map((app) => waitHealthy(app, HEALTHY_MS)));
  });

  test.afterAll(async () => {
    await Promise.all(apps.map((app) => stopApp(app)));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    await provider?.stop();
  });

  /** A page on the preview that fails the test on an uncaught error. */
  async function previewPage(browser: import('./support/test').Browser) {
    const context = await browser.newContext({ baseURL: PREVIEW, locale: 'ar' });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    return { context, page, errors };
  }

  const me = async (page: Page) =>
    (await page.evaluate(async () => (await fetch('/api/session/me')).json())) as {
      data: { user: { email: string } | null };
    };

  test('starts on the preview, calls back to production, ends signed in on the preview', async ({
    browser,
  }) => {
    const email = `preview-${randomUUID().slice(0, 8)}@example.com`;
    provider.setIdentity({ sub: `google-${randomUUID()}`, email, email_verified: true });
    const { context, page, errors } = await previewPage(browser);
    page.on('request', (request) => {
      if (request.url().startsWith(`${CALLBACK}?`)) providerAnswer = request.url();
    });
    await page.goto('/en/signin');
    await page.getByRole('button', { name: en.auth.continueWithGoogle }).click();
    await expect(page).toHaveURL(`${PREVIEW}/en/profile-setup`, { timeout: 15_000 });
    expect((await me(page)).data.user?.email).toBe(email);
    // The provider was sent only the registered callback, and production did receive its answer.
    expect(provider.redirectUris.length).toBeGreaterThanOrEqual(2);
    expect(new Set(provider.redirectUris)).toEqual(new Set([CALLBACK]));
    expect(providerAnswer).toMatch(/[?&]code=/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the provider's answer replayed through production does not sign anyone in", async ({
    browser,
  }) => {
    expect(providerAnswer).not.toBe('');
    const { context, page, errors } = await previewPage(browser);
    // Production hands it back again (it keeps no state); the preview has used its state up.
    await page.goto(providerAnswer);
    await expect(page).toHaveURL(`${PREVIEW}/signin?oauth_error=state`);
    await expect(
      page.getByRole('alert').filter({ hasText: ar.auth.oauthError.state }),
    ).toBeVisible();
    expect((await me(page)).data.user).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
