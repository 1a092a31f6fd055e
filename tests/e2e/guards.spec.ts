import { APP_ORIGIN } from './support/constants';
import {
  PASSWORD,
  at,
  createAccount,
  expect,
  messages,
  sessionOf,
  test,
  type Locale,
} from './support/account';

test.describe('route-group guards, enforced by the server', () => {
  test('a visitor: protected and setup pages go to /signin; dashboard keeps the address', async ({
    page,
  }) => {
    await page.goto('/en/dashboard?x=1');
    await expect(page).toHaveURL(/\/en\/signin\?redirect=%2Fen%2Fdashboard%3Fx%3D1$/);
    await page.goto('/verify');
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/profile-setup');
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/en/mobile-app-loading');
    await expect(page).toHaveURL(/\/en\/signin/);
    // Auth pages stay.
    for (const path of ['/signin', '/signup', '/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  for (const locale of ['ar', 'en'] as const satisfies Locale[]) {
    const url = (path: string) => new RegExp(`${APP_ORIGIN}${at(locale, path)}$`);

    test(`awaiting verification: every account page sends to /verify (${locale})`, async ({
      page,
    }) => {
      await createAccount(page, 'awaiting', locale);
      for (const path of ['/signin', '/signup', '/profile-setup', '/dashboard']) {
        await page.goto(at(locale, path));
        await expect(page).toHaveURL(url('/verify'));
      }
    });

    test(`profile incomplete: every account page sends to /profile-setup (${locale})`, async ({
      page,
    }) => {
      await createAccount(page, 'incomplete', locale);
      for (const path of ['/signin', '/verify', '/dashboard', '/forgot-password']) {
        await page.goto(at(locale, path));
        await expect(page).toHaveURL(url('/profile-setup'));
      }
    });

    test(`signed in: auth and setup pages send to /dashboard; profile-setup says why (${locale})`, async ({
      page,
    }) => {
      await createAccount(page, 'complete', locale);
      for (const path of ['/signin', '/signup', '/verify']) {
        await page.goto(at(locale, path));
        await expect(page).toHaveURL(url('/dashboard'));
      }
      await page.goto(at(locale, '/profile-setup'));
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/dashboard')}`));
      await expect(page.getByText(messages[locale].dashboard.profileComplete)).toBeVisible();
    });
  }

  test('sign-in returns to the address the dashboard guard kept (same site only)', async ({
    page,
  }) => {
    const m = messages.en;
    const account = await createAccount(page, 'complete');
    await page.context().clearCookies();
    await page.goto('/en/dashboard#settings');
    await expect(page).toHaveURL(/\/en\/signin\?redirect=/);
    await page.getByLabel(m.auth.email).fill(account.email);
    await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: m.signin.submit }).click();
    await expect(page).toHaveURL(/\/en\/dashboard$/);

    // Signed out for the second part: leave the dashboard first, so none of its calls still in
    // flight can answer with the session cookie after it is cleared.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto(`/en/signin?redirect=${encodeURIComponent('https://evil.example/x')}`);
    await page.getByLabel(m.auth.email).fill(account.email);
    await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: m.signin.submit }).click();
    await expect(page).toHaveURL(/\/en\/dashboard$/);
  });
});

test('a copy of the session cookie replayed after logout opens nothing', async ({
  page,
  context,
}) => {
  const account = await createAccount(page, 'complete', 'en');
  const { cookie } = await sessionOf(page);
  if (!cookie) throw new Error('no session cookie after sign-up');
  await page.goto('/en/dashboard');
  await expect(page.getByText(account.email)).toBeVisible();
  const logout = await page.evaluate(
    async () => (await fetch('/api/session/logout', { method: 'POST' })).status,
  );
  expect(logout).toBe(200);

  // The attacker puts back the cookie the browser held before logging out.
  await context.addCookies([{ ...cookie, sameSite: cookie.sameSite ?? 'Lax' }]);
  const me = await page.evaluate(async () => (await fetch('/api/session/me')).json());
  expect(me.data).toEqual({ user: null, state: 'UNAUTHENTICATED' });
  await context.addCookies([{ ...cookie, sameSite: cookie.sameSite ?? 'Lax' }]);
  await page.goto('/en/dashboard');
  await expect(page).toHaveURL(/\/en\/signin\?redirect=/);
  await expect(page.getByText(account.email)).toHaveCount(0);
});
