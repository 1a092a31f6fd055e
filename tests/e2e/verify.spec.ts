import {
  at,
  codeIn,
  createAccount,
  expect,
  mailCount,
  messages,
  test,
  waitForMail,
  type Locale,
} from './support/account';

for (const locale of ['ar', 'en'] as const satisfies Locale[]) {
  test(`a wrong code is refused; resend counts down, then sends a new code (${locale})`, async ({
    page,
  }) => {
    const m = messages[locale];
    await page.clock.install();
    const account = await createAccount(page, 'awaiting', locale);
    const code = codeIn(await waitForMail(account.email));
    const wrong = code === '11111' ? '22222' : '11111';

    await page.goto(at(locale, '/verify'));
    await expect(page.getByText(account.email)).toBeVisible();
    // Pasting the five digits into the first box fills them all.
    const first = page.getByLabel(m.verify.digitLabel.replace('{index}', '1'));
    await first.focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, wrong);
    await expect(page.getByLabel(m.verify.digitLabel.replace('{index}', '5'))).toHaveValue(
      wrong[4]!,
    );
    await page.getByRole('button', { name: m.verify.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(m.errors.VERIFICATION_TOKEN_INVALID);

    // The countdown: the button waits 60 s after the code was sent.
    const resend = page.getByRole('button', { name: /\d/ }).filter({ hasText: /\d+/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toContainText(/\d+/);
    const before = await mailCount(account.email);
    await page.clock.fastForward(61_000);
    const ready = page.getByRole('button', { name: m.verify.resend, exact: true });
    await expect(ready).toBeEnabled();
    const since = Date.now();
    await ready.click();
    await expect(page.getByText(m.verify.resent)).toBeVisible();
    const fresh = await waitForMail(account.email, since);
    expect(await mailCount(account.email)).toBe(before + 1);
    await expect(
      page.getByRole('button', { name: /\d/ }).filter({ hasText: /\d+/ }),
    ).toBeDisabled();

    // The new code verifies.
    await first.fill(codeIn(fresh)[0]!);
    await page.keyboard.type(codeIn(fresh).slice(1));
    await page.getByRole('button', { name: m.verify.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/profile-setup')}$`));
  });
}

test('the verify page logs out', async ({ page }) => {
  const m = messages.en;
  await createAccount(page, 'awaiting', 'en');
  await page.goto('/en/verify');
  await page.getByRole('button', { name: m.verify.logout }).click();
  await expect(page).toHaveURL(/\/en\/signin$/);
  await page.goto('/en/verify');
  await expect(page).toHaveURL(/\/en\/signin$/);
});
