import {
  at,
  createAccount,
  expect,
  messages,
  sessionOf,
  test,
  type Locale,
} from './support/account';
import { APP_ORIGIN } from './support/constants';
import type { Page } from './support/test';

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

/** Dot segments that collapse into `//evil.example/` once a URL parser normalizes the path. */
const DOT_SEGMENT_TRICKS = [
  '/..//evil.example/',
  '/.//evil.example/',
  '/%2e%2e//evil.example/',
  '/x/..//evil.example/',
];

test.describe('dot-segment redirect values never leave the site', () => {
  for (const trick of DOT_SEGMENT_TRICKS) {
    test(`/en/logout?redirect_uri=${trick}`, async ({ page }) => {
      const foreign: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).hostname.endsWith('evil.example')) foreign.push(r.url());
      });
      await page.goto(`/en/logout?redirect_uri=${encodeURIComponent(trick)}`);
      // By role: Next's route announcer repeats the page title, which is this very text.
      await expect(page.getByRole('heading', { name: messages.en.logout.done })).toBeVisible();
      expect(new URL(page.url()).hostname).not.toContain('evil');
      expect(foreign).toEqual([]);
    });
  }

  test('sign-in with a dot-segment redirect lands on the dashboard', async ({ page }) => {
    const account = await createAccount(page, 'complete', 'en');
    await page.evaluate(() => fetch('/api/session/logout', { method: 'POST' }));
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname.endsWith('evil.example')) foreign.push(r.url());
    });
    await page.goto(`/en/signin?redirect=${encodeURIComponent('/..//evil.example/')}`);
    await page.getByLabel(messages.en.auth.email).fill(account.email);
    await page.getByLabel(messages.en.auth.password, { exact: true }).fill(account.password);
    await page.getByRole('button', { name: messages.en.signin.submit }).click();
    await expect(page).toHaveURL(/\/en\/dashboard/);
    expect(foreign).toEqual([]);
  });
});

/** Signed out for real: no session cookie, and the site says nobody is signed in. */
async function expectSignedOut(page: Page) {
  expect((await sessionOf(page)).session).toBeNull();
  const me = await page.evaluate(async () => (await fetch('/api/session/me')).json());
  expect(me.data.user).toBeNull();
}

test.describe('/logout?redirect_uri= with an allowed address goes there', () => {
  const accountsOrigin = APP_ORIGIN.replace('//safqa.', '//accounts.safqa.');
  // A path on the site, the site's own URL, and a URL on one of its subdomains (accounts. then
  // sends the browser on to the bare domain, same path and query).
  const cases: {
    name: string;
    locale: Locale;
    target: string;
    lands: string;
    heading: 'shops' | 'privacy';
  }[] = [
    {
      name: 'a path on the site',
      locale: 'en',
      target: '/en/shops?from=logout',
      lands: '/en/shops?from=logout',
      heading: 'shops',
    },
    {
      name: "the site's own URL",
      locale: 'ar',
      target: `${APP_ORIGIN}/shops?from=logout`,
      lands: '/shops?from=logout',
      heading: 'shops',
    },
    {
      name: 'a URL on its accounts. subdomain',
      locale: 'en',
      target: `${accountsOrigin}/en/privacy-policy?from=logout`,
      lands: '/en/privacy-policy?from=logout',
      heading: 'privacy',
    },
  ];
  // Titles without the address: each worker's app has its own port.
  for (const { name, locale, target, lands, heading } of cases) {
    test(`${at(locale, '/logout')}?redirect_uri= ${name}`, async ({ page }) => {
      await createAccount(page, 'complete', locale);
      expect((await sessionOf(page)).session).not.toBeNull();
      await page.goto(`${at(locale, '/logout')}?redirect_uri=${encodeURIComponent(target)}`);
      await expect(page).toHaveURL(`${APP_ORIGIN}${lands}`);
      await expect(
        page.getByRole('heading', { level: 1, name: messages[locale][heading].title }),
      ).toBeVisible();
      await expectSignedOut(page);
    });
  }

  for (const locale of ['ar', 'en'] as const satisfies Locale[]) {
    test(`an app scheme gets the signed-out shopper back (${locale})`, async ({ page }) => {
      await createAccount(page, 'complete', locale);
      // The browser hands a custom scheme to the OS: Playwright still sees the request for it.
      const toApp = page.waitForRequest((r) => r.url().startsWith('safqa:'));
      await page.goto(
        `${at(locale, '/logout')}?redirect_uri=${encodeURIComponent('safqa://auth/signed-out?x=1')}`,
      );
      expect((await toApp).url()).toBe('safqa://auth/signed-out?x=1');
      await expectSignedOut(page);
    });
  }
});
