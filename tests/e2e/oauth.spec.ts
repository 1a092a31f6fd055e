import { randomUUID } from 'node:crypto';
import {
  at,
  createAccount,
  expect,
  messages,
  setProviderIdentity,
  test,
  uniqueEmail,
} from './support/account';
import { APP_ORIGIN } from './support/constants';

// Sign-in through a local OpenID provider (tests/e2e/support/auth-fixtures.mjs): Google with a
// query redirect, Apple with its cross-site form_post back to the callback, Facebook as plain
// OAuth whose user comes from a Graph-like `/me` rather than an ID token.
const LABEL = {
  google: 'continueWithGoogle',
  apple: 'continueWithApple',
  facebook: 'continueWithFacebook',
} as const;

for (const [provider, locale] of [
  ['google', 'en'],
  ['apple', 'en'],
  ['facebook', 'en'],
  ['google', 'ar'],
  ['apple', 'ar'],
  ['facebook', 'ar'],
] as const) {
  test(`${provider}: a new user signs in and is sent to profile setup (${locale})`, async ({
    page,
  }) => {
    const m = messages[locale];
    const email = uniqueEmail(provider);
    await setProviderIdentity({ sub: `${provider}-${randomUUID()}`, email, email_verified: true });
    await page.goto(at(locale, '/signin'));
    await page.getByRole('button', { name: m.auth[LABEL[provider]] }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/profile-setup')}$`), {
      timeout: 15_000,
    });
    if (provider === 'apple') {
      // Apple sends the name once, in the form_post.
      await expect(page.getByLabel(m.profileSetup.firstName)).toHaveValue('Apple');
    }
    await page.getByLabel(m.profileSetup.firstName).fill('Sami');
    await page.getByLabel(m.profileSetup.lastName).fill('Khalil');
    await page.getByLabel(m.profileSetup.male, { exact: true }).check();
    await page.getByLabel(m.profileSetup.birthDate).fill('1988-01-02');
    await page.getByLabel(m.profileSetup.country).selectOption('ae');
    await page.getByRole('button', { name: m.profileSetup.submit }).click();
    await expect(page).toHaveURL(new RegExp(at(locale, '/dashboard')));
    await expect(page.getByText(email)).toBeVisible();
  });
}

test('facebook: the same person signs into the same account; no confirmed email, no account', async ({
  page,
}) => {
  const m = messages.en;
  // An existing account with a verified email: Facebook's confirmed address links to it.
  const account = await createAccount(page, 'complete', 'en');
  await page.evaluate(() => fetch('/api/session/logout', { method: 'POST' }));
  await setProviderIdentity({
    sub: `facebook-${randomUUID()}`,
    email: account.email,
    email_verified: true,
  });
  await page.goto('/en/signin');
  await page.getByRole('button', { name: m.auth.continueWithFacebook }).click();
  await expect(page).toHaveURL(/\/en\/dashboard/, { timeout: 15_000 });
  await expect(page.getByText(account.email)).toBeVisible();

  // Graph leaves out an address the person never confirmed: nothing to sign in with.
  await page.evaluate(() => fetch('/api/session/logout', { method: 'POST' }));
  await setProviderIdentity({
    sub: `facebook-${randomUUID()}`,
    email: uniqueEmail('facebook-unconfirmed'),
    email_verified: false,
  });
  await page.goto('/en/signin');
  await page.getByRole('button', { name: m.auth.continueWithFacebook }).click();
  await expect(page).toHaveURL(/\/en\/signin\?oauth_error=email$/, { timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: m.auth.oauthError.email })).toBeVisible();
});

test('the callback without an id shows the error; a used id goes back to sign-in', async ({
  page,
}) => {
  await page.goto('/oauth/callback');
  await expect(page.getByText(messages.ar.oauthCallback.noData)).toBeVisible();
  await page.goto('/en/oauth/callback?id=this-id-was-never-issued-by-the-api-0123456789');
  await expect(page).toHaveURL(/\/en\/signin$/);
});

test('a provider error comes back as a translated message on /signin', async ({ page }) => {
  await page.goto('/signin?oauth_error=denied');
  await expect(
    page.getByRole('alert').filter({ hasText: messages.ar.auth.oauthError.denied }),
  ).toBeVisible();
});

test('an id from another browser does not sign this one in (login CSRF)', async ({
  page,
  browser,
}) => {
  // The attacker signs in with the provider in their own browser and stops at the callback link.
  const email = uniqueEmail('attacker');
  await setProviderIdentity({ sub: `google-${randomUUID()}`, email, email_verified: true });
  const attacker = await browser.newContext({ baseURL: APP_ORIGIN });
  const attackerPage = await attacker.newPage();
  // Their callback page would redeem the id at once: stop that call, keeping the id unused.
  await attackerPage.route('**/api/session/oauth-session', (route) => route.abort());
  await attackerPage.goto('/en/signin');
  const callback = attackerPage.waitForURL(/\/oauth\/callback\?id=/, { timeout: 15_000 });
  await attackerPage.getByRole('button', { name: messages.en.auth.continueWithGoogle }).click();
  await callback;
  const link = new URL(attackerPage.url());
  // The failed redemption sends their page on to sign-in: closing the browser while that
  // navigation runs could hang the close (seen once, 22 s), so it is awaited first.
  await expect(attackerPage).toHaveURL(/\/en\/signin/, { timeout: 15_000 });
  await attackerPage.unrouteAll({ behavior: 'ignoreErrors' });
  await attacker.close();

  // The victim opens the link: not signed in, back to sign-in, no session cookie.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/en\/signin/, { timeout: 15_000 });
  const me = await page.evaluate(async () => (await fetch('/api/session/me')).json());
  expect(me.data.user).toBeNull();
});
