import {
  NEW_PASSWORD,
  PASSWORD,
  at,
  codeIn,
  createAccount,
  expect,
  messages,
  test,
  uniqueEmail,
  waitForMail,
  type Locale,
} from './support/account';
import { APP_ORIGIN } from './support/constants';
import type { Page } from './support/test';

type Recorded = { data: unknown; origin: string };

/**
 * Records the page's window messages from before its own scripts run, as the browser extension's
 * content script sees them (a listener added later misses what the page posted while loading).
 */
function recordWindowMessages() {
  const w = window as unknown as { __safqaMessages: Recorded[] };
  w.__safqaMessages = [];
  window.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null;
    if (typeof data?.type === 'string' && data.type.startsWith('SAFQA_')) {
      w.__safqaMessages.push({ data, origin: event.origin });
    }
  });
}

/** The Safqa messages the current document has seen so far. */
const windowMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { __safqaMessages: Recorded[] }).__safqaMessages);

/** `count` logout-type messages from the page's own origin. */
const logoutMessages = (count: number): Recorded[] =>
  Array.from({ length: count }, () => ({ data: { type: 'SAFQA_LOGOUT' }, origin: APP_ORIGIN }));

// The one real journey through the UI, in both languages: sign up → code from the SMTP
// capture → verify → profile → dashboard → change password → log out → sign in again.
for (const locale of ['ar', 'en'] as const satisfies Locale[]) {
  test(`sign up to dashboard, change password, log out and sign in again (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const m = messages[locale];
    const email = uniqueEmail(`flow-${locale}`);
    await page.addInitScript(recordWindowMessages);

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

    // Settings → change password: disabled until changed and valid. Changing tab tells the
    // extension (a logout-type message to the page's own origin); loading the dashboard did not.
    expect(await windowMessages(page)).toEqual([]);
    await page.getByRole('tab', { name: m.dashboard.tabSettings }).click();
    await expect(page).toHaveURL(/#settings$/);
    await expect.poll(() => windowMessages(page)).toEqual(logoutMessages(1));
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

    // Back to the account tab (one more message), then log out from the account card: the page
    // posts SAFQA_LOGOUT to its own origin once more (a client-side move to /signin: same page).
    await page.getByRole('tab', { name: m.dashboard.tabAccount }).click();
    await expect(page).toHaveURL(/#profile$/);
    await expect.poll(() => windowMessages(page)).toEqual(logoutMessages(2));
    // The account card's button (the navbar has a "Log out" of its own).
    await page.getByRole('main').getByRole('button', { name: m.dashboard.logout }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/signin')}$`));
    await expect.poll(() => windowMessages(page)).toEqual(logoutMessages(3));

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

test('each dashboard tab change, and only that, posts the logout-type message', async ({
  page,
}) => {
  const m = messages.ar;
  await createAccount(page, 'complete', 'ar');
  await page.addInitScript(recordWindowMessages);
  // A tab read from the address on load is no change.
  await page.goto('/dashboard#settings');
  await expect(page.getByRole('tab', { name: m.dashboard.tabSettings })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await windowMessages(page)).toEqual([]);
  // Choosing the tab that is already open changes nothing either.
  await page.getByRole('tab', { name: m.dashboard.tabSettings }).click();
  await page.getByRole('tab', { name: m.dashboard.tabTracking }).click();
  await expect(page).toHaveURL(/#tracking$/);
  await expect.poll(() => windowMessages(page)).toEqual(logoutMessages(1));
  await page.getByRole('tab', { name: m.dashboard.tabAccount }).click();
  await expect(page).toHaveURL(/#profile$/);
  await expect.poll(() => windowMessages(page)).toEqual(logoutMessages(2));
});

test('before the page is hydrated, Enter or a click submits nothing: the password never reaches an address', async ({
  page,
}) => {
  const m = messages.en;
  // The page's scripts are held until the test lets them go: the server-rendered form alone.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  const addresses: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) addresses.push(request.url());
  });

  await page.goto(at('en', '/signin'), { waitUntil: 'commit' });
  const submit = page.getByRole('button', { name: m.signin.submit });
  await expect(submit).toBeDisabled();
  await page.getByLabel(m.auth.email).fill('early@example.com');
  await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(m.auth.password, { exact: true }).press('Enter');
  await submit.click({ force: true });

  release();
  await expect(submit).toBeEnabled();
  // What was typed before hydration is kept, and now goes through the form's own handler.
  await expect(page.getByLabel(m.auth.email)).toHaveValue('early@example.com');
  await submit.click();
  await expect(
    page.getByRole('alert').filter({ hasText: m.errors.INVALID_CREDENTIALS }),
  ).toBeVisible();
  expect(addresses.filter((address) => address.includes('?'))).toEqual([]);
  expect(page.url()).toBe(new URL(at('en', '/signin'), page.url()).href);
});
