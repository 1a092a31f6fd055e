import {
  NEW_PASSWORD,
  PASSWORD,
  at,
  codeIn,
  expect,
  messages,
  test,
  uniqueEmail,
  waitForMail,
  type Locale,
} from './support/account';

// The one real journey through the UI, in both languages: sign up → code from the SMTP
// capture → verify → profile → dashboard → change password → log out → sign in again.
for (const locale of ['ar', 'en'] as const satisfies Locale[]) {
  test(`sign up to dashboard, change password, log out and sign in again (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const m = messages[locale];
    const email = uniqueEmail(`flow-${locale}`);

    await page.goto(at(locale, '/signup'));
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { name: m.signup.title })).toBeVisible();
    await page.getByLabel(m.auth.email).fill(email);
    await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(m.auth.confirmPassword).fill(PASSWORD);
    const since = Date.now();
    await page.getByRole('button', { name: m.signup.submit }).click();

    await expect(page).toHaveURL(new RegExp(`${at(locale, '/verify')}$`));
    await expect(page.getByRole('heading', { name: m.verify.title })).toBeVisible();
    const mail = await waitForMail(email, since);
    const code = codeIn(mail);
    await page.getByLabel(m.verify.digitLabel.replace('{index}', '1')).fill(code[0]!);
    await page.keyboard.type(code.slice(1));
    await page.getByRole('button', { name: m.verify.submit, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${at(locale, '/profile-setup')}$`));
    await page.getByLabel(m.profileSetup.firstName).fill('Omar');
    await page.getByLabel(m.profileSetup.lastName).fill('Nasser');
    await page.getByLabel(m.profileSetup.male, { exact: true }).check();
    await page.getByLabel(m.profileSetup.birthDate).fill('1990-05-20');
    await page.getByLabel(m.profileSetup.country).selectOption('sa');
    await page.getByRole('button', { name: m.profileSetup.submit }).click();

    await expect(page).toHaveURL(new RegExp(`${at(locale, '/dashboard')}`));
    await expect(
      page.getByRole('heading', { name: m.dashboard.welcome.replace('{name}', 'Omar') }),
    ).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // Settings → change password: disabled until changed and valid.
    await page.getByRole('tab', { name: m.dashboard.tabSettings }).click();
    await expect(page).toHaveURL(/#settings$/);
    const form = page
      .locator('form')
      .filter({ has: page.getByLabel(m.changePassword.currentPassword) });
    const submit = form.getByRole('button', { name: m.changePassword.submit });
    await expect(submit).toBeDisabled();
    await form.getByLabel(m.changePassword.currentPassword).fill(PASSWORD);
    await form.getByLabel(m.changePassword.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel(m.changePassword.confirmPassword).fill(NEW_PASSWORD);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText(m.changePassword['success-msg'])).toBeVisible();

    // Log out from the account card; the page posts SAFQA_LOGOUT to its own origin.
    await page.getByRole('tab', { name: m.dashboard.tabAccount }).click();
    await page.evaluate(() => {
      const w = window as unknown as { __messages: unknown[] };
      w.__messages = [];
      window.addEventListener('message', (e) => w.__messages.push(e.data));
    });
    await page.getByRole('button', { name: m.dashboard.logout }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/signin')}$`));
    expect(
      await page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages),
    ).toContainEqual({ type: 'SAFQA_LOGOUT' });

    // The old password no longer works; the new one does.
    await page.getByLabel(m.auth.email).fill(email);
    await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: m.signin.submit }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: m.errors.INVALID_CREDENTIALS }),
    ).toBeVisible();
    await page.getByLabel(m.auth.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: m.signin.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/dashboard')}`));
    await expect(page.getByText(email)).toBeVisible();
  });
}

test('the signup form shows translated field errors and keeps what was typed', async ({ page }) => {
  const m = messages.ar;
  await page.goto('/signup');
  await page.getByRole('button', { name: m.signup.submit }).click();
  await expect(page.getByText(m.fieldErrors.EMAIL_REQUIRED)).toBeVisible();
  await expect(page.getByText(m.fieldErrors.PASSWORD_REQUIRED)).toBeVisible();
  await page.getByLabel(m.auth.email).fill('someone@gmial.com');
  await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(m.auth.confirmPassword).fill('Different-Password-1');
  await expect(page.getByText(m.validation.password.match)).toBeVisible();
  await page.getByLabel(m.auth.confirmPassword).fill(PASSWORD);
  await page.getByRole('button', { name: m.signup.submit }).click();
  // A likely typo of the domain: offered as a fix, the address kept as typed.
  await expect(
    page.getByText(m.signup.typoTitle.replace('{suggestion}', 'someone@gmail.com')),
  ).toBeVisible();
  await expect(page.getByLabel(m.auth.email)).toHaveValue('someone@gmial.com');
});
