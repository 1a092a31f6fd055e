import type { Page } from './support/test';
import {
  codeIn,
  createAccount,
  expect,
  mailCount,
  messages,
  test,
  waitForMail,
  type Locale,
} from './support/account';
import { moveServerClock } from './support/move-server-clock';

/** The resend button: the only button whose name carries the seconds left. */
const countdown = (page: Page) => page.getByRole('button').filter({ hasText: /\d+/ });

async function pasteCode(page: Page, locale: Locale, code: string) {
  const first = page.getByLabel(messages[locale].verify.digitLabel.replace('{index}', '1'));
  await first.focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  await expect(
    page.getByLabel(messages[locale].verify.digitLabel.replace('{index}', '5')),
  ).toHaveValue(code[4]!);
}

test('a wrong code is refused; an early resend is refused by the server and the countdown restarts (ar)', async ({
  page,
}) => {
  const m = messages.ar;
  await page.clock.install();
  const account = await createAccount(page, 'awaiting', 'ar');
  const code = codeIn(await waitForMail(account.email));
  await page.goto('/verify');
  await expect(page.getByText(account.email)).toBeVisible();
  // Pasting five digits into the first box fills them all.
  await pasteCode(page, 'ar', code === '11111' ? '22222' : '11111');
  await page.getByRole('button', { name: m.verify.submit, exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: m.errors.VERIFICATION_TOKEN_INVALID }),
  ).toBeVisible();

  await expect(countdown(page)).toBeDisabled();
  // The page's clock runs ahead of the server's: the server still says "wait".
  await page.clock.fastForward(61_000);
  const ready = page.getByRole('button', { name: m.verify.resend, exact: true });
  await expect(ready).toBeEnabled();
  const mails = await mailCount(account.email);
  await ready.click();
  await expect(
    page.getByRole('alert').filter({ hasText: m.errors.EMAIL_RATE_LIMIT }),
  ).toBeVisible();
  await expect(countdown(page)).toBeDisabled();
  expect(await mailCount(account.email)).toBe(mails);

  // The right code still verifies.
  await pasteCode(page, 'ar', code);
  await page.getByRole('button', { name: m.verify.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/profile-setup$/);
});

test('resend counts down 60 s, then mails a new code that verifies (en)', async ({ page }) => {
  const m = messages.en;
  await page.clock.install();
  const account = await createAccount(page, 'awaiting', 'en');
  await page.goto('/en/verify');
  await expect(countdown(page)).toBeDisabled();
  await expect(countdown(page)).toContainText(/\b(5\d|60)\b/);
  const ready = page.getByRole('button', { name: m.verify.resend, exact: true });
  // The minute passes on the page's clock and the server's, not on the wall clock.
  await page.clock.fastForward(30_000);
  await expect(countdown(page)).toContainText(/\b(2\d|30)\b/);
  await expect(countdown(page)).toBeDisabled();
  await page.clock.fastForward(31_000);
  await expect(ready).toBeEnabled();
  await moveServerClock(61_000);
  try {
    const since = Date.now();
    await ready.click();
    await expect(page.getByText(m.verify.resent)).toBeVisible();
    const fresh = codeIn(await waitForMail(account.email, since));
    await expect(countdown(page)).toBeDisabled();
    await pasteCode(page, 'en', fresh);
    await page.getByRole('button', { name: m.verify.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/en\/profile-setup$/);
  } finally {
    await moveServerClock(0);
  }
});

test('the verify page logs out', async ({ page }) => {
  const m = messages.en;
  await createAccount(page, 'awaiting', 'en');
  await page.goto('/en/verify');
  await page.getByRole('main').getByRole('button', { name: m.verify.logout }).click();
  await expect(page).toHaveURL(/\/en\/signin$/);
  await page.goto('/en/verify');
  await expect(page).toHaveURL(/\/en\/signin$/);
});
