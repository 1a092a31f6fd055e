import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { extractCode } from './smtp-capture';
import type { TestApp } from './test-app';

export const GOOD_PASSWORD = 'Sunny-Dunes-2026';

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up through the API and reads the code from the real SMTP capture. */
export async function registerUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const password = (overrides.password as string | undefined) ?? GOOD_PASSWORD;
  const res = await t.api('POST', '/api/v1/auth/register', {
    json: { email, password, ...overrides },
  });
  expect(res.status).toBe(200);
  const mail = await t.smtp.waitFor(email);
  const code = extractCode(mail.text);
  expect(code).toMatch(/^\d{5}$/);
  return {
    email,
    password,
    user: res.body.data.user,
    tokens: res.body.data.tokens as { accessToken: string; refreshToken: string },
    deviceToken: res.body.data.deviceToken as string,
    code: code!,
  };
}

export async function verifiedUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await registerUser(t, overrides);
  const res = await t.api('POST', '/api/v1/auth/verify-email', {
    token: account.tokens.accessToken,
    json: { token: account.code },
  });
  expect(res.status).toBe(200);
  return { ...account, user: res.body.data.user };
}

export const PROFILE = {
  firstName: 'Layla',
  lastName: 'Haddad',
  sex: 'FEMALE',
  birthDate: '1994-03-17',
  country: 'jo',
};

export async function completeUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await verifiedUser(t, overrides);
  const res = await t.api('POST', '/api/v1/auth/complete-profile', {
    token: account.tokens.accessToken,
    json: PROFILE,
  });
  expect(res.status).toBe(200);
  return { ...account, user: res.body.data.user };
}

export function sameIp(ip = '203.0.113.7') {
  return { 'x-forwarded-for': ip };
}
