import { randomUUID } from 'node:crypto';
import type { Page } from './test';
import staff from './staff.json';
import { bff, expect, messages, type Locale } from './account';

export { staff };
export type StaffAccount = (typeof staff)['admin'] | (typeof staff)['shopEditor'];

/**
 * Signs a staff account (made by `npm run admin:create` before the server started) in through
 * the BFF, then opens `path` in the admin in `locale` (`/en/admin…` sets the admin's language).
 */
export async function signInStaff(
  page: Page,
  account: StaffAccount,
  locale: Locale = 'en',
  path = '/admin',
) {
  await page.goto('/en/forgot-password');
  const login = await bff(page, 'login', { email: account.email, password: staff.password });
  expect(login.status).toBe(200);
  await page.goto(`/${locale}${path}`);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

/** A JSON call of the main API through the BFF, from inside the page. */
export async function adminCall(page: Page, method: string, path: string, json?: unknown) {
  return page.evaluate(
    async ({ method, path, json }) => {
      const res = await fetch(`/api/session/api/${path}`, {
        method,
        headers: json === undefined ? {} : { 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return {
        status: res.status,
        body: (await res.json()) as { success: boolean; data?: unknown; error?: { title: string } },
      };
    },
    { method, path, json },
  );
}

/** A message with its `{name}`-style values filled in. */
export function fill(message: string, values: Record<string, string | number>) {
  return message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

export const unique = () => randomUUID().slice(0, 6);

export const adminMessages = (locale: Locale) => messages[locale].admin;
