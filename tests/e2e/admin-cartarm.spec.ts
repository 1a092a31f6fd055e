import { expect, messages, test, type Locale } from './support/account';
import { adminCall, adminMessages, fill, signInStaff, staff, unique } from './support/admin';
import { E2E_PORT } from './support/constants';

/** The server itself (Node cannot resolve `safqa.localhost`, the browser's address). */
const SERVER = `http://localhost:${E2E_PORT}`;

test.describe('cartarm rules in the admin', () => {
  for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
    test(`a rule made through the form, refused first, reaches the extension (${locale})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const m = adminMessages(locale);
      const f = m.cartarm.form;
      const v = messages[locale].validation.cartarm;
      const u = unique();
      const domain = `cart-${u}.example`;
      const name = { en: `Cart shop ${u}`, ar: `متجر السلة ${u}` };

      await signInStaff(page, staff.admin, locale, '/admin/cartarm');
      // A shop of its own: one live rule set per shop, and the test runs in both languages.
      const shop = await adminCall(page, 'POST', 'shop', {
        name,
        slug: { en: `cart-shop-${u}`, ar: `متجر-السلة-${u}` },
        websiteUrl: `https://www.${domain}/`,
        countries: ['sa'],
      });
      expect(shop.status).toBe(200);

      await page.getByRole('button', { name: m.cartarm.new }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('combobox', { name: f.shop }).click();
      await page.getByPlaceholder(m.resource.shopPicker.search).fill(u);
      await page.getByRole('option', { name: name[locale] }).click();
      await expect(sheet.getByRole('combobox', { name: f.shop })).toContainText(name[locale]);

      const cart = sheet.getByLabel(f.cartUrlPatterns, { exact: true });
      const coupon = sheet.getByLabel(f.couponInputSelector, { exact: true });
      await cart.fill('/cart*\ncart page');
      await coupon.fill('input[name=');
      await sheet.getByLabel(f.applyButtonSelector, { exact: true }).fill('#apply-coupon');
      await sheet.getByLabel(f.totalSelector, { exact: true }).fill('.order-total > span');
      await sheet.getByRole('button', { name: m.common.save }).click();

      // Refused in the form, in the admin's language, naming the bad line.
      await expect(
        sheet.getByText(fill(f.lineError, { line: 2, reason: v.pattern_invalid })),
      ).toBeVisible();
      await expect(sheet.getByText(v.selector_invalid)).toBeVisible();
      await expect(coupon).toHaveAttribute('aria-invalid', 'true');

      await cart.fill('/cart*\n/basket');
      await coupon.fill('input[name="coupon"]');
      await sheet.getByRole('button', { name: m.common.save }).click();
      await expect(page.getByText(m.resource.created)).toBeVisible();
      await expect(sheet.getByText(fill(f.version, { version: 1, next: 2 }))).toBeVisible();
      const id = new URL(page.url()).searchParams.get('edit')!;

      // The JSON tab shows what the extension receives, with the shop's domain.
      await sheet.getByRole('tab', { name: m.cartarm.json.tab }).click();
      const json = sheet.getByLabel(fill(m.cartarm.json.title, { version: 1 }));
      await expect(json).toContainText(`"shopDomain": "${domain}"`);
      await expect(json).toContainText('"/basket"');
      await expect(sheet.getByText(m.cartarm.json.live)).toBeVisible();

      // The History tab lists the creation.
      await sheet.getByRole('tab', { name: m.resource.history }).click();
      const history = sheet.getByRole('list', { name: m.audit.historyTitle });
      await expect(history).toBeVisible();
      await expect(history.locator(':scope > li')).toHaveCount(1);

      // The extension's public read has it, and answers 304 while nothing changes.
      const active = await request.get(`${SERVER}/api/v1/cartarm/active`);
      expect(active.status()).toBe(200);
      const body = (await active.json()) as {
        data: { rules: { id: string; shopDomain: string; version: number }[] };
      };
      expect(body.data.rules).toContainEqual(
        expect.objectContaining({ id, shopDomain: domain, version: 1 }),
      );
      const etag = active.headers()['etag']!;
      const again = await request.get(`${SERVER}/api/v1/cartarm/active`, {
        headers: { 'if-none-match': etag },
      });
      expect(again.status()).toBe(304);
    });
  }
});
