import {
  PASSWORD,
  at,
  createAccount,
  expect,
  messages,
  test,
  type Locale,
} from './support/account';

/** DELETE_LOGOUT_DELAY_MS of components/account/delete-account.tsx: the toast's time. */
const LOGOUT_DELAY_MS = 5_000;

for (const locale of ['ar', 'en'] as const satisfies Locale[]) {
  test(`delete account: warning, confirmation, 24-hour toast, logout after 5 s; signing in again cancels (${locale})`, async ({
    page,
  }) => {
    const m = messages[locale];
    // The page's timers run on Playwright's clock: the 5 s before the logout are moved, not waited.
    await page.clock.install();
    const account = await createAccount(page, 'complete', locale);
    await page.goto(at(locale, '/dashboard#settings'));
    await page.getByRole('button', { name: m.dashboard.advancedTab }).click();
    await expect(page.getByText(m.deleteAccount.warning)).toBeVisible();
    await page.getByRole('button', { name: m.deleteAccount.button }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(m.deleteAccount.confirmTitle)).toBeVisible();
    await dialog.getByRole('button', { name: m.deleteAccount.confirm }).click();
    await expect(page.getByText(m.deleteAccount.success)).toBeVisible();
    await page.clock.runFor(LOGOUT_DELAY_MS);
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/signin')}$`));

    // Within the grace period a sign-in cancels the deletion.
    await page.getByLabel(m.auth.email).fill(account.email);
    await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: m.signin.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/dashboard')}$`));
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByText(m.dashboard.pendingDeletion)).toHaveCount(0);
  });
}
