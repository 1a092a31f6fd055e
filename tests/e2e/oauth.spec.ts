import { randomUUID } from 'node:crypto';
import { at, expect, messages, setProviderIdentity, test, uniqueEmail } from './support/account';

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
