import { randomInt } from 'node:crypto';
import { PASSWORD, bff, createAccount, expect, test } from './support/account';
import { APP_ORIGIN, E2E_PORT } from './support/constants';

/** The server itself (Node cannot resolve `safqa.localhost`, the browser's address). */
const SERVER = `http://localhost:${E2E_PORT}`;
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

test('25 concurrent wrong passwords: 10 are checked, and the owner still signs in elsewhere', async ({
  page,
  browser,
}) => {
  const account = await createAccount(page, 'complete', 'en');
  await page.evaluate(() => fetch('/api/session/logout', { method: 'POST' }));
  // The guesser: one address, 25 tries at once through the site.
  const codes = await page.evaluate(async (email) => {
    const tries = Array.from({ length: 25 }, (_, i) =>
      fetch('/api/session/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `Guess-Number-${i}` }),
      }).then(async (r) => ((await r.json()) as { error: { code: number } }).error.code),
    );
    return Promise.all(tries);
  }, account.email);
  expect(codes.filter((c) => c === 1103)).toHaveLength(10);
  expect(codes.filter((c) => c === 1007)).toHaveLength(15);

  // The owner, from their own browser and address, is not locked out.
  const owner = await browser.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: { 'x-forwarded-for': address() },
  });
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/en/forgot-password');
  const login = await bff(ownerPage, 'login', { email: account.email, password: PASSWORD });
  expect(login.status).toBe(200);
  await owner.close();
});

test('following a coupon link again and again counts one use', async ({ request }) => {
  const list = await (await request.get(`${SERVER}/api/v1/shop/shop-list?limit=50`)).json();
  let coupon: { id: string } | undefined;
  for (const shop of list.data.items as { id: string }[]) {
    const page = await (await request.get(`${SERVER}/api/v1/shop/shop-list/${shop.id}`)).json();
    coupon = page.data.coupons[0];
    if (coupon) break;
  }
  if (!coupon) throw new Error('The demo data has no coupon');
  const uses = async () =>
    (
      (await (await request.get(`${SERVER}/api/v1/coupon/${coupon.id}`)).json()) as {
        data: { uses: number };
      }
    ).data.uses;
  const before = await uses();
  const client = { 'x-forwarded-for': address() };
  for (let i = 0; i < 4; i++) {
    const res = await request.get(`${SERVER}/api/v1/go/coupon/${coupon.id}`, {
      maxRedirects: 0,
      headers: client,
    });
    expect(res.status()).toBe(302);
  }
  expect(await uses()).toBe(before + 1);
});
