import {
  NEW_PASSWORD,
  at,
  createAccount,
  expect,
  messages,
  resetLinkIn,
  test,
  waitForMail,
  type Locale,
} from './support/account';

for (const locale of ['ar', 'en'] as const satisfies Locale[]) {
  test(`forgot password → link from the mail → new password signs in (${locale})`, async ({
    browser,
    page,
  }) => {
    // The whole account journey (sign-up, code, profile, reset, sign-in) runs here, with five
    // argon2 runs: it took just over the default 30 s once on a loaded 2-core CI runner, as
    // account-flow's journey does, so it gets the same budget.
    test.setTimeout(60_000);
    const m = messages[locale];
    const account = await createAccount(page, 'complete', locale);
    await page.context().clearCookies();

    await page.goto(at(locale, '/forgot-password'));
    await page.getByLabel(m.auth.email).fill(account.email);
    const since = Date.now();
    await page.getByRole('button', { name: m.forgot.submit }).click();
    await expect(page.getByRole('heading', { name: m.forgot.sentTitle })).toBeVisible();
    const link = resetLinkIn(await waitForMail(account.email, since));
    expect(link).toContain(at(locale, '/reset-password/'));

    // The link opens in a fresh browser, as from a mail app.
    const fresh = await browser.newContext({ locale });
    const tab = await fresh.newPage();
    await tab.goto(link);
    await expect(tab.getByRole('heading', { name: m.reset.title })).toBeVisible();
    await tab.getByLabel(m.reset.newPassword).fill(NEW_PASSWORD);
    await tab.getByLabel(m.auth.confirmPassword).fill(NEW_PASSWORD);
    await tab.getByRole('button', { name: m.reset.submit }).click();
    // The reset hashes the new password and signs in (two argon2 runs) before the dashboard
    // renders for the first time in this build: on a loaded 2-core CI runner that took just over
    // the default 5 s once (navigation seen finishing at the deadline), as delete-account's does.
    await expect(tab).toHaveURL(new RegExp(at(locale, '/dashboard')), { timeout: 15_000 });

    // The link is single use: opened again in another browser. (Not the same one with its cookies
    // cleared: the dashboard's own session call, still in flight, can set the cookie again, and
    // the signed-in visitor is then sent on to the dashboard instead of the form.)
    const other = await browser.newContext({ locale });
    const again = await other.newPage();
    await again.goto(link);
    await again.getByLabel(m.reset.newPassword).fill(NEW_PASSWORD);
    await again.getByLabel(m.auth.confirmPassword).fill(NEW_PASSWORD);
    await again.getByRole('button', { name: m.reset.submit }).click();
    await expect(again.getByRole('heading', { name: m.reset.invalidTitle })).toBeVisible();
    await expect(again.getByRole('link', { name: m.reset.requestNew })).toBeVisible();
    await other.close();
    await fresh.close();

    await page.goto(at(locale, '/signin'));
    await page.getByLabel(m.auth.email).fill(account.email);
    await page.getByLabel(m.auth.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: m.signin.submit }).click();
    await expect(page).toHaveURL(new RegExp(at(locale, '/dashboard')));
  });
}

test('an invalid reset link shows the invalid-link screen with a way back', async ({ page }) => {
  const m = messages.en;
  await page.goto('/en/reset-password/not-a-real-token-but-the-right-shape-123456');
  await page.getByLabel(m.reset.newPassword).fill(NEW_PASSWORD);
  await page.getByLabel(m.auth.confirmPassword).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: m.reset.submit }).click();
  await expect(page.getByRole('heading', { name: m.reset.invalidTitle })).toBeVisible();
  await expect(page.getByText(m.reset.invalidBody)).toBeVisible();
  await page.getByRole('link', { name: m.reset.requestNew }).click();
  await expect(page).toHaveURL(/\/en\/forgot-password$/);

  // A value that cannot be a token at all: the invalid-link screen at once.
  await page.goto('/reset-password/x');
  await expect(page.getByRole('heading', { name: messages.ar.reset.invalidTitle })).toBeVisible();
});
