import { randomInt, randomUUID } from 'node:crypto';
import { expect, test as base, type Page } from './test';
import { unsealData } from 'iron-session';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import { APP_ORIGIN, E2E_SESSION_SECRET, FIXTURES_API } from './constants';

export const PASSWORD = 'Sunny-Dunes-2026';
export const NEW_PASSWORD = 'Quiet-Harbor-2027';
export const PROFILE = {
  firstName: 'Layla',
  lastName: 'Haddad',
  sex: 'FEMALE',
  birthDate: '1994-03-17',
  country: 'jo',
};

/**
 * Account specs run on the app's own origin (APP_URL, http://safqa.localhost:<port>) so that
 * mailed links and OAuth callbacks land where the session cookie lives. Each test is a
 * different client address (rate limits are per address, and the suite signs up many users).
 */
export const test = base.extend({
  baseURL: async ({}, provide) => {
    await provide(APP_ORIGIN);
  },
  extraHTTPHeaders: async ({}, provide) => {
    await provide({
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
  },
});

export const messages = { ar, en };
export { expect };

export type Locale = 'ar' | 'en';
/** `/en/x` for English, `/x` for Arabic. */
export const at = (locale: Locale, path: string) =>
  locale === 'en' ? `/en${path === '/' ? '' : path}` : path;

export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

interface Mail {
  to: string[];
  subject: string;
  text: string;
  at: number;
}

/** The newest mail to `to` received after `since` (polls the SMTP capture). */
export async function waitForMail(to: string, since = 0, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${FIXTURES_API}/mails?to=${encodeURIComponent(to)}`);
    const mails = ((await res.json()) as Mail[]).filter((m) => m.at >= since);
    const newest = mails.at(-1);
    if (newest) return newest;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export async function mailCount(to: string): Promise<number> {
  const res = await fetch(`${FIXTURES_API}/mails?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as Mail[]).length;
}

export function codeIn(mail: Mail): string {
  const code = /\b(\d{5})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 5-digit code in: ${mail.text}`);
  return code;
}

export function resetLinkIn(mail: Mail): string {
  const link = /(https?:\/\/\S+\/reset-password\/[\w-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link;
}

/** What the OpenID provider says about the next person who signs in there. */
export async function setProviderIdentity(identity: {
  sub: string;
  email: string;
  email_verified: boolean;
}) {
  await fetch(`${FIXTURES_API}/identity`, { method: 'POST', body: JSON.stringify(identity) });
}

/** The decrypted session cookie of the page's context (null when there is none). */
export async function sessionOf(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'safqa_session_v2');
  if (!cookie?.value) return { cookie, session: null };
  const session = await unsealData<{
    user: { email: string };
    tokens: { accessToken: string; refreshToken: string };
  }>(cookie.value, { password: E2E_SESSION_SECRET });
  return { cookie, session };
}

/** A BFF call from inside the page (same origin, the browser keeps the cookie). */
export async function bff(page: Page, action: string, json?: unknown) {
  return page.evaluate(
    async ({ action, json }) => {
      const res = await fetch(`/api/session/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json ?? {}),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { action, json },
  );
}

/**
 * Signs a new user in without the UI (the UI flow has its own spec): `awaiting` stops before
 * verification, `incomplete` after it, `complete` has a full profile.
 */
export async function createAccount(
  page: Page,
  stage: 'awaiting' | 'incomplete' | 'complete' = 'complete',
  locale: Locale = 'en',
) {
  const email = uniqueEmail(stage);
  await page.goto(at(locale, '/forgot-password'));
  const since = Date.now();
  const registered = await bff(page, 'register', { email, password: PASSWORD, locale });
  expect(registered.status).toBe(200);
  if (stage !== 'awaiting') {
    const code = codeIn(await waitForMail(email, since));
    expect((await bff(page, 'verify', { token: code })).status).toBe(200);
  }
  if (stage === 'complete') {
    expect((await bff(page, 'complete-profile', { ...PROFILE, locale })).status).toBe(200);
  }
  return { email, password: PASSWORD };
}
