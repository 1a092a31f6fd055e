import type { Page } from './test';
import { at, expect, type Locale } from './account';
import { adminMessages, fill, signInStaff, staff, unique } from './admin';

const CATEGORIES = { en: ['Fashion', 'Electronics'], ar: ['أزياء', 'إلكترونيات'] };

/** Opens a row's "⋯" menu and picks an item. */
async function rowAction(page: Page, locale: Locale, name: string, item: string) {
  const m = adminMessages(locale);
  await page.getByRole('button', { name: fill(m.resource.rowActions, { name }) }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * The catalogue round trip of the back-office, in one language at the page's viewport: a shop
 * with two categories and a coupon are created in the admin and show on /shops and the store
 * page at once; the paused coupon leaves the store page; the deleted shop answers 404 and waits
 * in the trash; restored, it is back.
 */
export async function catalogJourney(page: Page, locale: Locale) {
  const m = adminMessages(locale);
  const tag = unique();
  const names = { en: `Zeta Store ${tag}`, ar: `متجر زيتا ${tag}` };
  const couponTitle = { en: `Zeta deal ${tag}`, ar: `عرض زيتا ${tag}` };
  const code = `ZETA${tag.toUpperCase()}`;

  await signInStaff(page, staff.admin, locale, '/admin/shop');

  // A new shop with two categories.
  await page.getByRole('button', { name: m.shop.new }).click();
  let sheet = page.getByRole('dialog');
  const name = sheet.getByRole('group', { name: m.shop.form.name, exact: true });
  await name.getByLabel(m.resource.lang.en).fill(names.en);
  await name.getByLabel(m.resource.lang.ar).fill(names.ar);
  await sheet.getByLabel(m.shop.form.websiteUrl, { exact: true }).fill('https://zeta.example/');
  const categories = sheet.getByRole('group', { name: m.shop.form.categories });
  for (const category of CATEGORIES[locale]) await categories.getByLabel(category).check();
  await sheet.getByRole('button', { name: m.common.save }).click();
  await expect(page.getByText(m.resource.created)).toBeVisible();
  await expect(page).toHaveURL(/[?&]edit=[0-9a-f-]{36}/);
  const shopId = new URL(page.url()).searchParams.get('edit')!;
  await page.keyboard.press('Escape');

  // A coupon of that shop.
  await page.goto('/admin/coupon');
  await page.getByRole('button', { name: m.coupon.new }).click();
  sheet = page.getByRole('dialog');
  await sheet.getByRole('combobox', { name: m.coupon.form.shop }).click();
  await page.getByPlaceholder(m.resource.shopPicker.search).fill(names.en);
  await page.getByRole('option', { name: names[locale] }).click();
  await sheet.getByLabel(m.coupon.form.code, { exact: true }).fill(code);
  const title = sheet.getByRole('group', { name: m.coupon.form.title, exact: true });
  await title.getByLabel(m.resource.lang.en).fill(couponTitle.en);
  await title.getByLabel(m.resource.lang.ar).fill(couponTitle.ar);
  await sheet.getByRole('button', { name: m.common.save }).click();
  await expect(page.getByText(m.resource.created)).toBeVisible();

  // On the public site at once: the directory's search and the store page with the coupon.
  await page.goto(at(locale, `/shops?q=${encodeURIComponent(names.en)}`));
  await expect(page.getByRole('link', { name: new RegExp(names[locale]) }).first()).toBeVisible();
  const storePage = at(locale, `/shop/${shopId}/x`);
  await page.goto(storePage);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(names[locale]);
  await expect(page.getByText(couponTitle[locale]).first()).toBeVisible();

  // Paused: gone from the store page.
  await page.goto(`/admin/coupon?q=${code}`);
  await page
    .getByRole('button', { name: fill(m.resource.open, { name: couponTitle[locale] }) })
    .click();
  sheet = page.getByRole('dialog');
  await sheet.getByLabel(m.coupon.form.status, { exact: true }).selectOption('PAUSED');
  await sheet.getByRole('button', { name: m.common.save }).click();
  await expect(page.getByText(m.resource.saved)).toBeVisible();
  await page.goto(storePage);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(names[locale]);
  await expect(page.getByText(couponTitle[locale])).toHaveCount(0);

  // Deleted: 404 publicly, listed in the trash (an Undo is offered).
  await page.goto(`/admin/shop?q=${encodeURIComponent(names.en)}`);
  await rowAction(page, locale, names[locale], m.resource.delete);
  await expect(page.getByText(fill(m.resource.deleted, { name: names[locale] }))).toBeVisible();
  await expect(page.getByRole('button', { name: m.resource.undo })).toBeVisible();
  expect((await page.goto(storePage))?.status()).toBe(404);
  await page.goto(`/admin/shop?q=${encodeURIComponent(names.en)}&deleted=only`);
  await expect(
    page.getByRole('button', { name: fill(m.resource.open, { name: names[locale] }) }),
  ).toBeVisible();

  // Restored: back on the site.
  await rowAction(page, locale, names[locale], m.resource.restore);
  await expect(page.getByText(fill(m.resource.restored, { name: names[locale] }))).toBeVisible();
  expect((await page.goto(storePage))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(names[locale]);
}
