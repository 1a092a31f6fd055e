import { randomUUID } from 'node:crypto';
import { at, expect, messages, setProviderIdentity, test, uniqueEmail } from './support/account';
import { APP_ORIGIN } from './support/constants';

// Sign-in through a local OpenID provider (tests/e2e/support/auth-fixtures.mjs): Google with a
// query redirect, Apple with its cross-site form_post back to the callback.
for (const [provider, locale] of [
  ['google', 'en'],
  ['apple', 'en'],
  ['google', 'ar'],
  ['apple', 'ar'],
] as const) {
  test(`${provider}: a new user signs in and is sent to profile setup (${locale})`, async ({
    page,
  }) => {
    const m = messages[locale];
    const email = uniqueEmail(provider);
    await setProviderIdentity({ sub: `${provider}-${randomUUID()}`, email, email_verified: true });
    await page.goto(at(locale, '/signin'));
    const label = provider === 'google' ? m.auth.continueWithGoogle : m.auth.continueWithApple;
    await page.getByRole('button', { name: label }).click();
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
  await attacker.close();

  // The victim opens the link: not signed in, back to sign-in, no session cookie.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/en\/signin/, { timeout: 15_000 });
  const me = await page.evaluate(async () => (await fetch('/api/session/me')).json());
  expect(me.data.user).toBeNull();
});
