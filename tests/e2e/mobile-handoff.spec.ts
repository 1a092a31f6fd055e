import { randomUUID } from 'node:crypto';
import {
  at,
  createAccount,
  expect,
  messages,
  setProviderIdentity,
  test,
  type Locale,
} from './support/account';
import { E2E_PORT } from './support/constants';
import type { APIRequestContext, Page } from './support/test';

// The mobile app's sign-in through the site: the app opens the site with its own address as
// `redirect_uri`, the site keeps it (local storage), the shopper signs in, /mobile-app-loading
// asks the API for a one-time hand-off id and sends the browser to the app's scheme with it;
// the app redeems the id itself, once.

/** Where the app wants the sign-in back (APP_SCHEMES is `safqa` by default). */
const APP_RETURN = 'safqa://auth/done?from=web';

/** Signs in with email and password on /signin. */
async function signInWithPassword(
  page: Page,
  locale: Locale,
  account: { email: string; password: string },
) {
  const m = messages[locale];
  await page.getByLabel(m.auth.email).fill(account.email);
  await page.getByLabel(m.auth.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: m.signin.submit }).click();
}

/** Signs in with Google (the local OpenID provider) as the owner of `email`. */
async function signInWithGoogle(page: Page, locale: Locale, account: { email: string }) {
  await setProviderIdentity({
    sub: `google-${randomUUID()}`,
    email: account.email,
    email_verified: true,
  });
  await page.getByRole('button', { name: messages[locale].auth.continueWithGoogle }).click();
}

/** The app's side: redeems a hand-off id at the API, without any browser cookie or header. */
async function redeem(request: APIRequestContext, id: string) {
  // Node does not resolve *.localhost as the browser does: the same server by its port.
  const res = await request.get(
    `http://localhost:${E2E_PORT}/api/v1/auth/oauth-session/${encodeURIComponent(id)}`,
  );
  return { status: res.status(), body: await res.json() };
}

const CASES = [
  { method: 'password', locale: 'ar', arrives: '/signin' },
  { method: 'password', locale: 'en', arrives: '/signin' },
  // The app may open any page first (here the home page), then the shopper goes to sign in.
  { method: 'google', locale: 'ar', arrives: '/' },
  { method: 'google', locale: 'en', arrives: '/' },
] as const;

for (const { method, locale, arrives } of CASES) {
  test(`the app gets the sign-in back: ${method}, ${locale}`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const m = messages[locale];
    const account = await createAccount(page, 'complete', locale);
    await page.evaluate(() => fetch('/api/session/logout', { method: 'POST' }));

    // 1. The app's address arrives on the site and is kept.
    await page.goto(`${at(locale, arrives)}?redirect_uri=${encodeURIComponent(APP_RETURN)}`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('redirect_uri')))
      .toBe(APP_RETURN);
    if (arrives !== '/signin') await page.goto(at(locale, '/signin'));
    await expect(page.getByRole('heading', { level: 1, name: m.signin.title })).toBeVisible();

    // 2. The shopper signs in; the browser then leaves for the app's scheme. A custom scheme is
    // handed to the operating system, not loaded: Playwright still sees the request for it.
    const toApp = page.waitForRequest((r) => r.url().startsWith('safqa:'), { timeout: 20_000 });
    if (method === 'password') await signInWithPassword(page, locale, account);
    else await signInWithGoogle(page, locale, account);

    const handedTo = new URL((await toApp).url());
    // 3. Through the hand-off screen, with the stored address used up.
    expect(page.url()).toMatch(new RegExp(`${at(locale, '/mobile-app-loading')}\\?redirect_uri=`));
    await expect(page.getByRole('status').filter({ hasText: m.mobileApp.working })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('redirect_uri'))).toBeNull();

    // 4. The app's own address, its query kept, plus the one-time id (never a token).
    expect(`${handedTo.protocol}//${handedTo.host}${handedTo.pathname}`).toBe('safqa://auth/done');
    expect(handedTo.searchParams.get('from')).toBe('web');
    expect([...handedTo.searchParams.keys()].sort()).toEqual(['from', 'handoff']);
    const id = handedTo.searchParams.get('handoff')!;
    expect(id.length).toBeGreaterThanOrEqual(20);

    // 5. The app redeems it once: the shopper's own account and tokens…
    const first = await redeem(request, id);
    expect(first.status).toBe(200);
    expect(first.body.data.user.email).toBe(account.email);
    expect(first.body.data.tokens.accessToken).toEqual(expect.any(String));
    expect(first.body.data.tokens.refreshToken).toEqual(expect.any(String));
    // …and never again.
    const second = await redeem(request, id);
    expect(second.status).toBe(404);
    expect(second.body).toMatchObject({
      success: false,
      error: { code: 1003, title: 'NOT_FOUND' },
    });
  });
}

test('a web address never gets the id; with no address the page says to open the app', async ({
  page,
}) => {
  const m = messages.en;
  await createAccount(page, 'complete', 'en');
  const toApp: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('safqa:')) toApp.push(r.url());
  });
  // An allowed web address: the browser goes there as it is, without the hand-off id.
  await page.goto(`/en/mobile-app-loading?redirect_uri=${encodeURIComponent('/en/shops?x=1')}`);
  await expect(page).toHaveURL(/\/en\/shops\?x=1$/);
  await expect(page.getByRole('heading', { level: 1, name: m.shops.title })).toBeVisible();
  // Signed in, no app address anywhere: nowhere to hand the sign-in to.
  await page.goto('/en/mobile-app-loading');
  await expect(page.getByRole('heading', { level: 1, name: m.mobileApp.notInApp })).toBeVisible();
  await expect(page.getByRole('link', { name: m.mobileApp.toDashboard })).toBeVisible();
  expect(toApp).toEqual([]);
});
