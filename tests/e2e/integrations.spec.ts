import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHAT_QUIET_MS } from '../../lib/site/chat';
import { expect, test, type Page } from './support/test';
import { PROFILE, at, createAccount, messages, type Locale } from './support/account';
import { SMTP_URL } from './support/constants';
import {
  TEST_JWT_SECRET,
  TEST_SESSION_SECRET,
  startApp,
  stopApp,
  waitHealthy,
  type AppProcess,
} from './support/processes';
import { startThirdParties, type ThirdParties } from './support/third-parties';

// Live chat and analytics, configured at run time on a built server of its own (the suite's
// servers run without them), against local stand-ins on other `*.localhost` origins
// (support/third-parties.ts). The server starts from a copy of the suite's seeded data (demo
// stores), on the embedded database, and mails through this worker's SMTP capture.

const APP_PORT = 3481;
const STAND_IN_PORT = 3482;
const HEALTHY_MS = 120_000;
const ORIGIN = `http://localhost:${APP_PORT}`;
const WEBSITE_TOKEN = 'e2e-website-token';

let app: AppProcess | undefined;
let third: ThirdParties;
let dataDir = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(HEALTHY_MS + 30_000);
  third = await startThirdParties(STAND_IN_PORT);
  dataDir = mkdtempSync(path.join(tmpdir(), 'safqa-integrations-'));
  cpSync(path.join(process.env.E2E_DATA_DIR || './data/e2e', 'seed'), dataDir, {
    recursive: true,
  });
  app = await startApp(APP_PORT, {
    APP_URL: ORIGIN,
    DATA_DIR: dataDir,
    SESSION_SECRET: TEST_SESSION_SECRET,
    JWT_SECRET: TEST_JWT_SECRET,
    SMTP_URL,
    LOG_LEVEL: 'error',
    NEXT_PUBLIC_CHAT_URL: third.chatOrigin,
    NEXT_PUBLIC_CHAT_TOKEN: WEBSITE_TOKEN,
    NEXT_PUBLIC_ANALYTICS_URL: third.collectorOrigin,
    NEXT_PUBLIC_ANALYTICS_DOMAIN: 'safqa.example',
  });
  await waitHealthy(app, HEALTHY_MS);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopApp(app);
  await third?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(() => third.reset());

/** Hydrated: the navbar's download link has been chosen for this browser (it is `/auto-dl` before). */
async function hydrated(page: Page, locale: Locale) {
  const download = page
    .getByRole('banner')
    .getByRole('link', { name: messages[locale].navbar.download_free });
  await expect(download.first()).toHaveAttribute('href', /\/l\/chrome$/);
}

/** The page's timers and idle callbacks wait for the test (`page.clock.runFor`). */
async function frozenClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}

/** Waits until everything the page sent before reached the stand-ins (one more request after it). */
async function settled(page: Page) {
  const before = third.chat.length;
  await page.evaluate(async (origin) => {
    // A task later (a message: the page's timers may be paused), then one more request.
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
    await fetch(`${origin}/record`, {
      method: 'POST',
      mode: 'no-cors',
      body: JSON.stringify({ kind: 'marker', data: null, path: '' }),
    });
  }, third.chatOrigin);
  await expect.poll(() => third.chat.slice(before).some((r) => r.kind === 'marker')).toBe(true);
  third.chat = third.chat.filter((r) => r.kind !== 'marker');
}

/** The navbar's "Stores" link: a client-side move to /shops, which renders its heading. */
async function openStoresFromNavbar(page: Page, locale: Locale) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(messages[locale].navbar.stores) })
    .first()
    .click();
  await expect(page).toHaveURL(`${ORIGIN}${at(locale, '/shops')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const locale of ['ar', 'en'] as const) {
  const t = messages[locale];
  const rtl = locale === 'ar';

  test(`chat (${locale}): nothing before the page is idle, then the widget once, in ${locale}`, async ({
    page,
  }) => {
    await frozenClock(page);
    const res = await page.goto(at(locale, '/'));
    // The cached page's policy lets the chat server and the collector in, and no one else.
    const csp = res!.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`script-src 'self'( 'sha256-[^']+')+ ${third.chatOrigin};`));
    expect(csp).toContain(
      `connect-src 'self' ${third.chatOrigin} ${third.chatOrigin.replace('http', 'ws')} ${third.collectorOrigin};`,
    );
    expect(csp).toContain(`frame-src 'self' https://www.youtube-nocookie.com ${third.chatOrigin};`);
    await hydrated(page, locale);
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    expect(third.sdkRequests, 'no chat before the page is idle').toBe(0);
    expect(await page.evaluate(() => 'chatwootSDK' in window)).toBe(false);
    // Loaded and idle, but not yet quiet for long enough: still nothing.
    await page.clock.runFor(CHAT_QUIET_MS / 2);
    await settled(page);
    expect(third.sdkRequests, 'no chat before the page has been quiet a while').toBe(0);

    // Quiet for long enough: the SDK loads and starts, in the page's language and direction.
    await page.clock.runFor(CHAT_QUIET_MS);
    await expect.poll(() => third.chat.filter((r) => r.kind === 'run').length).toBe(1);
    expect(third.sdkRequests).toBe(1);
    expect(third.chat[0]).toEqual({
      kind: 'run',
      path: at(locale, '/'),
      data: {
        options: { websiteToken: WEBSITE_TOKEN, baseUrl: third.chatOrigin },
        settings: { locale, position: rtl ? 'left' : 'right', type: 'standard' },
      },
    });

    // "Chat with us" now only opens it: the SDK is not fetched again.
    await page.getByRole('contentinfo').getByRole('button', { name: t.support.chat }).click();
    await expect.poll(() => third.chat.map((r) => r.kind)).toEqual(['run', 'toggle']);
    expect(third.chat[1]!.data).toBe('open');
    await settled(page);
    expect(third.sdkRequests).toBe(1);
    expect(third.cookies).toEqual([]);
  });

  test(`chat (${locale}): the first click of "Chat with us" loads it before idle`, async ({
    page,
  }) => {
    await frozenClock(page);
    await page.goto(at(locale, '/contact'));
    await hydrated(page, locale);
    expect(third.sdkRequests).toBe(0);
    // The support block's button (the footer has one too).
    await page.getByRole('main').getByRole('button', { name: t.support.chat }).click();
    await expect.poll(() => third.chat.map((r) => r.kind)).toEqual(['run', 'toggle']);
    await page.getByRole('main').getByRole('button', { name: t.support.chat }).click();
    await expect.poll(() => third.chat.map((r) => r.kind)).toEqual(['run', 'toggle', 'toggle']);
    // Idle later on changes nothing.
    await page.clock.runFor(5_000);
    await settled(page);
    expect(third.sdkRequests).toBe(1);
    expect(third.chat.filter((r) => r.kind === 'run')).toHaveLength(1);
  });

  test(`chat (${locale}): the visitor's first scroll loads it before the quiet period ends`, async ({
    page,
  }) => {
    await frozenClock(page);
    await page.goto(at(locale, '/'));
    await hydrated(page, locale);
    await page.clock.runFor(1_000);
    await settled(page);
    expect(third.sdkRequests).toBe(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => third.chat.filter((r) => r.kind === 'run').length).toBe(1);
    // Neither more interaction nor the end of the quiet period loads it again.
    await page.mouse.wheel(0, 400);
    await page.clock.runFor(CHAT_QUIET_MS * 2);
    await settled(page);
    expect(third.sdkRequests).toBe(1);
  });

  test(`analytics (${locale}): page views and a download, exactly`, async ({ page, context }) => {
    // The download's new tab: the short link answers here, never the real store.
    await context.route('**/l/*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>store</title>' }),
    );
    await page.goto(at(locale, '/'));
    await hydrated(page, locale);
    // The document's first page view waits for an interaction (or a quiet spell, or leaving).
    await settled(page);
    expect(third.events, 'no page view while the page loads').toEqual([]);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => third.events.length).toBe(1);

    // A client-side navigation (the document stays).
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    await openStoresFromNavbar(page, locale);
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
    await expect.poll(() => third.events.length).toBe(2);

    // A store page, then its extension download.
    await page.locator('a.store-card').first().click();
    await expect(page).toHaveURL(/\/shop\//);
    await hydrated(page, locale);
    const store = page.url();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => third.events.length).toBe(3);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: t.shop.promptExtension }).click();
    await (await popup).close();
    await expect.poll(() => third.events.length).toBe(4);
    await settled(page);

    const domain = 'safqa.example';
    expect(third.events).toEqual([
      { name: 'pageview', url: `${ORIGIN}${at(locale, '/')}`, domain },
      { name: 'pageview', url: `${ORIGIN}${at(locale, '/shops')}`, domain },
      { name: 'pageview', url: store, domain },
      { name: 'home_store_extension_download', url: store, domain, props: { action: 'download' } },
    ]);
    expect(third.cookies).toEqual([]);
  });

  test(`analytics (${locale}): Do Not Track sends nothing`, async ({ page, context }) => {
    await context.route('**/l/*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>store</title>' }),
    );
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    );
    await page.goto(at(locale, '/'));
    await hydrated(page, locale);
    await openStoresFromNavbar(page, locale);
    await page.locator('a.store-card').first().click();
    await hydrated(page, locale);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: t.shop.promptExtension }).click();
    await (await popup).close();
    await settled(page);
    expect(third.events).toEqual([]);
  });
}

test('analytics: a page nobody touches reports its view after the quiet period', async ({
  page,
}) => {
  await frozenClock(page);
  await page.goto('/en');
  await hydrated(page, 'en');
  await page.clock.runFor(CHAT_QUIET_MS / 2);
  await settled(page);
  expect(third.events).toEqual([]);
  await page.clock.runFor(CHAT_QUIET_MS);
  await expect.poll(() => third.events.length).toBe(1);
  expect(third.events[0]).toMatchObject({ name: 'pageview', url: `${ORIGIN}/en` });
});

test('chat: the signed-in shopper is named, by name and email only', async ({ page }) => {
  const { email } = await createAccount(page, 'complete', 'en');
  await frozenClock(page);
  await page.goto('/en/contact');
  await hydrated(page, 'en');
  await page.getByRole('main').getByRole('button', { name: messages.en.support.chat }).click();
  await expect.poll(() => third.chat.map((r) => r.kind)).toContain('setUser');
  const named = third.chat.find((r) => r.kind === 'setUser')!.data as {
    id: string;
    user: Record<string, string>;
  };
  expect(named.user).toEqual({ name: `${PROFILE.firstName} ${PROFILE.lastName}`, email });
  expect(named.id).toMatch(/^[\w-]+$/);
  // Never a token: nothing but the id, the name and the email.
  expect(Object.keys(named).sort()).toEqual(['id', 'user']);
  expect(JSON.stringify(named)).not.toMatch(/token|eyJ/i);
});
