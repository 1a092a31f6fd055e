import type { APIRequestContext, Browser } from './support/test';
import { formatMoney } from '../../lib/format/money';
import {
  at,
  createAccount,
  expect,
  messages,
  test,
  waitForMail,
  type Locale,
} from './support/account';
import { adminCall, fill, signInStaff, staff, unique } from './support/admin';
import { APP_ORIGIN, E2E_PORT } from './support/constants';

/** The server itself (Node cannot resolve `safqa.localhost`, the browser's address). */
const SERVER = `http://localhost:${E2E_PORT}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

let reporters = 0;

/**
 * A price reading as the extension or the app sends it from a product page, read by two shoppers
 * on different networks (the load balancer names them): one reporter alone is kept pending, the
 * second confirms it and the price counts.
 */
async function reportPrice(
  request: APIRequestContext,
  url: string,
  price: string,
  source: 'EXTENSION' | 'APP',
  title?: string,
) {
  reporters += 1;
  const read = (network: number) =>
    request.post(`${SERVER}/api/v1/product/search`, {
      data: { url, price, currency: 'AED', source, inStock: true, ...(title ? { title } : {}) },
      headers: {
        'x-forwarded-for': `10.${reporters % 250}.${network}.${test.info().workerIndex + 1}`,
      },
    });
  const first = await read(1);
  expect(first.status()).toBe(200);
  expect((await first.json()).data.observation).toEqual({ accepted: false, reason: 'PENDING' });
  const res = await read(2);
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.data.observation).toEqual({ accepted: true, reason: null });
  return body.data.product as { id: string };
}

/**
 * A store of this test's own (staff create it, as in the admin) so no other test's readings or
 * trackings meet these products, and a way to add staff prices on earlier days.
 */
async function ownStore(browser: Browser) {
  const context = await browser.newContext({ baseURL: APP_ORIGIN });
  const page = await context.newPage();
  await signInStaff(page, staff.admin);
  const u = unique();
  const domain = `www.price-${u}.example`;
  const shop = await adminCall(page, 'POST', 'shop', {
    name: { en: `Price shop ${u}`, ar: `متجر الأسعار ${u}` },
    slug: { en: `price-shop-${u}`, ar: `متجر-الأسعار-${u}` },
    websiteUrl: `https://${domain}/`,
    countries: ['ae'],
  });
  expect(shop.status).toBe(200);
  return {
    productUrl: (n: number | string) => `https://${domain}/p/kettle-${u}-${n}`,
    async pastPrice(productId: string, price: string, daysAgo: number) {
      const observedAt = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
      const res = await adminCall(page, 'POST', 'price', { productId, price, observedAt });
      expect(res.status).toBe(200);
    },
    close: () => context.close(),
  };
}

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  const m = messages[locale];
  const money = (amount: string) => nbsp(formatMoney(amount, 'AED', locale));

  test(`a shopper tracks a product, a lower price comes in, the mail and the chart show it; the 11th is refused (${locale})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const store = await ownStore(browser);
    const url = store.productUrl('main');
    const product = await reportPrice(request, url, '500.00', 'EXTENSION', `Kettle ${locale}`);
    await store.pastPrice(product.id, '520.00', 10);
    await store.pastPrice(product.id, '510.00', 5);

    // The shopper finds the product page and tracks its price (any drop, the default rule).
    const account = await createAccount(page, 'complete', locale);
    await page.goto(at(locale, `/product/${product.id}/any-slug`));
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}/kettle-[a-z]+$`));
    await expect(page.getByTestId('current-price')).toHaveText(money('500.00'));
    await page.getByRole('button', { name: m.tracking.track }).click();
    const dialog = page.getByRole('dialog', { name: m.tracking.trackTitle });
    await expect(dialog.getByRole('radio', { name: m.tracking.form.rules.ANY_DROP })).toBeChecked();
    await dialog.getByRole('button', { name: m.tracking.trackStart }).click();
    await expect(page.getByRole('status').filter({ hasText: m.tracking.tracked })).toBeVisible();

    // The app reports a lower price: the alert mail tells the old and the new price.
    const since = Date.now();
    await reportPrice(request, url, '450.00', 'APP');
    const mail = await waitForMail(account.email, since, 20_000);
    expect(nbsp(mail.text)).toContain(money('500'));
    expect(nbsp(mail.text)).toContain(money('450'));
    expect(nbsp(mail.text)).toContain(`Kettle ${locale}`);
    expect(nbsp(mail.subject)).toBe(
      fill(m.mail.priceAlert.subject.ANY_DROP, {
        title: `Kettle ${locale}`,
        price: money('450.00'),
      }),
    );
    expect(mail.text).toContain(m.mail.priceAlert.reason.ANY_DROP);

    // The dashboard: the new price, the drop since tracking began, and the chart's days.
    await page.goto(at(locale, '/dashboard#tracking'));
    const card = page.locator('li', { has: page.getByRole('link', { name: `Kettle ${locale}` }) });
    await expect(card.getByText(money('450.00'), { exact: true })).toBeVisible();
    await expect(card.getByText(fill(m.tracking.droppedSince, { percent: 10 }))).toBeVisible();
    await card.getByRole('button', { name: m.tracking.showHistory }).click();
    await expect(card.getByTestId('price-history-drawing')).toBeVisible();
    const table = card.locator('table');
    await expect(table).toContainText(money('520'));
    await expect(table).toContainText(money('450'));
    await expect(
      page.getByText(
        fill(m.tracking.alertDrop, {
          title: `Kettle ${locale}`,
          old: money('500'),
          new: money('450'),
        }),
      ),
    ).toBeVisible();

    // Nine more tracked products fill the free allowance of 10.
    for (let i = 0; i < 9; i++) {
      const more = await reportPrice(request, store.productUrl(i), '99.00', 'EXTENSION');
      const res = await page.evaluate(async (productId) => {
        const r = await fetch('/api/session/api/tracking', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ productId, rule: 'ANY_DROP' }),
        });
        return r.status;
      }, more.id);
      expect(res).toBe(201);
    }
    await page.reload();
    await expect(page.getByTestId('tracking-allowance')).toHaveText(
      fill(m.tracking.allowance, { used: 10, limit: 10 }),
    );

    // The 11th is refused with the limit in the shopper's language.
    const eleventh = await reportPrice(request, store.productUrl('eleventh'), '75.00', 'EXTENSION');
    await page.goto(at(locale, `/product/${eleventh.id}/x`));
    await page.getByRole('button', { name: m.tracking.track }).click();
    await page.getByRole('button', { name: m.tracking.trackStart }).click();
    await expect(page.getByRole('dialog')).toContainText(
      fill(m.tracking.limitReached, { limit: 10 }),
    );

    // The mail's unsubscribe link asks in both languages; its button stops this product's alerts.
    const unsubscribe = /(https?:\/\/\S+\/tracking\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
    expect(unsubscribe).toBeDefined();
    await page.goto(unsubscribe!);
    for (const words of [messages.ar.alertUnsubscribe, messages.en.alertUnsubscribe]) {
      await expect(page.getByRole('heading', { name: words.confirm.title })).toBeVisible();
      await expect(page.getByText(`Kettle ${locale}`).first()).toBeVisible();
    }
    await page.getByRole('button', { name: m.alertUnsubscribe.confirm.action }).click();
    await expect(page.getByRole('heading', { name: m.alertUnsubscribe.done.title })).toBeVisible();
    await page.getByRole('link', { name: m.alertUnsubscribe.done.action }).click();
    await expect(card.getByText(m.tracking.alertsOff)).toBeVisible();
    await store.close();
  });
}
