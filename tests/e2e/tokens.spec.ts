import type { Response } from './support/test';
import { PASSWORD, createAccount, expect, messages, sessionOf, test } from './support/account';

test('the access token never reaches the page: no response body, no script-readable cookie', async ({
  page,
}) => {
  const m = messages.en;
  const bodies: string[] = [];
  const collect = async (response: Response) => {
    try {
      bodies.push(await response.text());
    } catch {
      // redirects and aborted responses have no body
    }
  };
  page.on('response', (r) => void collect(r));

  const account = await createAccount(page, 'complete');
  await page.context().clearCookies();
  await page.goto('/en/signin');
  await page.getByLabel(m.auth.email).fill(account.email);
  await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: m.signin.submit }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByText(account.email)).toBeVisible();
  await page.getByRole('tab', { name: m.dashboard.tabSettings }).click();

  const { cookie, session } = await sessionOf(page);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(session?.user.email).toBe(account.email);
  const { accessToken, refreshToken } = session!.tokens;
  expect(accessToken.length).toBeGreaterThan(100);

  expect(bodies.length).toBeGreaterThan(5);
  for (const body of bodies) {
    expect(body).not.toContain(accessToken);
    expect(body).not.toContain(refreshToken);
  }
  const visibleCookies = await page.evaluate(() => document.cookie);
  expect(visibleCookies).not.toContain(accessToken);
  expect(visibleCookies).not.toContain('safqa_session_v2');
  for (const c of await page.context().cookies()) {
    if (!c.httpOnly) expect(c.value).not.toContain(accessToken);
  }
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(storage).not.toContain(accessToken);
});
