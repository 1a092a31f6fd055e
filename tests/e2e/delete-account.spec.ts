import { PASSWORD, createAccount, expect, messages, test } from './support/account';

test('delete account: warning, confirmation, 24-hour toast, logout after 5 s; signing in again cancels', async ({
  page,
}) => {
  test.setTimeout(45_000);
  const m = messages.en;
  const account = await createAccount(page, 'complete');
  await page.goto('/en/dashboard#settings');
  await page.getByRole('button', { name: m.dashboard.advancedTab }).click();
  await expect(page.getByText(m.deleteAccount.warning)).toBeVisible();
  await page.getByRole('button', { name: m.deleteAccount.button }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(m.deleteAccount.confirmTitle)).toBeVisible();
  await dialog.getByRole('button', { name: m.deleteAccount.confirm }).click();
  await expect(page.getByText(m.deleteAccount.success)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/signin$/, { timeout: 10_000 });

  // Within the grace period a sign-in cancels the deletion.
  await page.getByLabel(m.auth.email).fill(account.email);
  await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: m.signin.submit }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText(m.dashboard.pendingDeletion)).toHaveCount(0);
});
