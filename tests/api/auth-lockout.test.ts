import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodeJwt, SignJWT } from 'jose';
import { MAIN_API_BASE, PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from '@/lib/api/constants';
import { signDeviceToken } from '@/server/auth/device-tokens';
import { createBff } from '@/server/bff/handler';
import { cookieValue } from '@/server/bff/session';
import { GOOD_PASSWORD, registerUser } from '../support/auth-helpers';
import { createTestApp, TEST_APP_URL, TEST_JWT_SECRET, type TestApp } from '../support/test-app';

// Account-wide lockout must not lock the owner out (OWASP's "device cookies"): 110 wrong passwords
// from 11 addresses, then the owner signs in at once from a browser or app that signed in before,
// and within a bounded delay from a new one. The API's clock is injected: moving it opens the
// next minute's check instead of waiting for it.

const MINUTE = 60_000;
/** Half past a minute: the next minute starts 30 s later. */
const START = Date.parse('2026-06-02T12:00:30.000Z');
let clock = START;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => clock } });
});
afterAll(() => t.close());

const bff = () =>
  createBff({
    api: async (path, init) => {
      const headers = new Headers(init?.headers);
      headers.set(PRODUCT_VERSION_HEADER, PRODUCT_VERSION);
      return t.app.request(`${MAIN_API_BASE}${path}`, { ...init, headers });
    },
    cookie: { password: 'lockout-test-session-secret-0123456789-abc', secure: false },
    allowedOrigins: [TEST_APP_URL],
  });

/** POST /auth/login from an address, with a device token when given one. */
function login(email: string, password: string, ip: string, deviceToken?: string) {
  return t.api('POST', '/api/v1/auth/login', {
    json: { email, password },
    headers: { 'x-forwarded-for': ip, ...(deviceToken ? { 'x-device-token': deviceToken } : {}) },
  });
}

/** POST /api/session/login as a browser at an address, with its device cookie when given one. */
async function bffLogin(email: string, password: string, ip: string, deviceCookie?: string) {
  const response = await bff().handle(
    new Request(`${TEST_APP_URL}/api/session/login`, {
      method: 'POST',
      headers: {
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(deviceCookie ? { cookie: `safqa_device=${deviceCookie}` } : {}),
      },
      body: JSON.stringify({ email, password }),
    }),
    ['login'],
  );
  const device = response.headers.getSetCookie().find((c) => c.startsWith('safqa_device='));
  return {
    status: response.status,
    retryAfter: Number(response.headers.get('retry-after')),
    body: (await response.json()) as { data?: Record<string, unknown>; error?: { code: number } },
    device,
    deviceCookie: cookieValue(device?.split(';')[0], 'safqa_device'),
  };
}

/** Each attack its own 11 addresses (an address may try 30 logins in 15 minutes, any account). */
let attacks = 0;

/** 110 wrong passwords from 11 addresses, 10 each, as the probe sent them. */
async function attack(email: string) {
  attacks += 1;
  const answers = [];
  for (let address = 1; address <= 11; address++) {
    for (let i = 0; i < 10; i++) {
      const ip = `203.0.${attacks}.${address}`;
      answers.push(await login(email, `Wrong-Guess-${address}-${i}`, ip));
    }
  }
  return answers;
}

/**
 * An account whose owner signed in once from the app (a device token) and once from a browser
 * (a device cookie), then the attack. The clock stands at half past a minute.
 */
async function attackedAccount() {
  clock = START;
  const { email, user } = await registerUser(t);
  const app = await login(email, GOOD_PASSWORD, '192.0.2.10');
  expect(app.status).toBe(200);
  const browser = await bffLogin(email, GOOD_PASSWORD, '192.0.2.11');
  expect(browser.status).toBe(200);
  const answers = await attack(email);
  return {
    email,
    userId: user.id as string,
    deviceToken: app.body.data.deviceToken as string,
    deviceCookie: browser.deviceCookie!,
    answers,
  };
}

type Attacked = Awaited<ReturnType<typeof attackedAccount>>;

describe('after 110 wrong passwords from 11 addresses', () => {
  // One attacked account for the checks that leave its counts as they were (each attack is 110
  // password hashes); the ones that move the clock or spend the device's tries attack their own.
  let attacked: Attacked;
  beforeAll(async () => {
    attacked = await attackedAccount();
  });
  /** The shared attacked account, at the minute of the attack. */
  const sharedAccount = () => {
    clock = START;
    return attacked;
  };

  it('the account checked 100, then one a minute; the others wait at most 60 s', async () => {
    const { answers } = sharedAccount();
    const codes = answers.map((res) => res.body.error.code as number);
    expect(codes.slice(0, 101)).toEqual(Array(101).fill(1103));
    expect(codes.slice(101)).toEqual(Array(9).fill(1007));
    for (const refused of answers.slice(101)) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBe(30);
    }
  });

  it('(a) the owner signs in at once from the app that signed in before, from a new address', async () => {
    const { email, deviceToken } = sharedAccount();
    const res = await login(email, GOOD_PASSWORD, '198.51.100.200', deviceToken);
    expect(res.status).toBe(200);
    expect(res.body.data.tokens.accessToken).toBeTruthy();
    // A renewed token for the same device, which keeps working.
    const renewed = res.body.data.deviceToken as string;
    expect(decodeJwt(renewed).did).toBe(decodeJwt(deviceToken).did);
    const again = await login(email, GOOD_PASSWORD, '198.51.100.201', renewed);
    expect(again.status).toBe(200);
  });

  it('(a) the owner signs in at once through the site from the browser that signed in before', async () => {
    const { email, deviceCookie } = sharedAccount();
    const res = await bffLogin(email, GOOD_PASSWORD, '198.51.100.202', deviceCookie);
    expect(res.status).toBe(200);
    expect(res.body.data?.state).toBe('AWAITING_VERIFICATION');
    // The page never sees the device token; the cookie is renewed, HttpOnly, for the BFF only.
    expect(res.body.data?.deviceToken).toBeUndefined();
    expect(res.device).toMatch(
      /^safqa_device=[\w.-]+; Path=\/api\/session; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
    );
    // The same browser without its cookie is a new device, and waits like one.
    const without = await bffLogin(email, GOOD_PASSWORD, '198.51.100.203');
    expect(without.status).toBe(429);
    expect(without.body.error?.code).toBe(1007);
    expect(without.retryAfter).toBeGreaterThan(0);
    expect(without.retryAfter).toBeLessThanOrEqual(60);
  });

  it('(b) from a new device the owner waits at most 60 s, then signs in', async () => {
    const { email } = await attackedAccount();
    const refused = await login(email, GOOD_PASSWORD, '198.51.100.204');
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    clock += wait * 1000;
    const res = await login(email, GOOD_PASSWORD, '198.51.100.204');
    expect(res.status).toBe(200);
    // Through the site too, from another new browser, once the next minute comes.
    const site = await bffLogin(email, GOOD_PASSWORD, '198.51.100.205');
    expect(site.status).toBe(429);
    expect(site.retryAfter).toBeLessThanOrEqual(60);
    clock += site.retryAfter * 1000;
    expect((await bffLogin(email, GOOD_PASSWORD, '198.51.100.205')).status).toBe(200);
  });

  it('(b) guessing stays slow: past the threshold, one check a minute from any number of addresses', async () => {
    const { email } = await attackedAccount();
    clock += 30_000; // the next minute: its one check
    const codes: number[] = [];
    for (let address = 1; address <= 20; address++) {
      const res = await login(email, 'Wrong-Guess-again', `198.18.1.${address}`);
      codes.push(res.body.error.code as number);
    }
    expect(codes.filter((c) => c === 1103)).toHaveLength(1);
    expect(codes.filter((c) => c === 1007)).toHaveLength(19);
  });

  it('(c) a forged device token, one of another account, or an access token is not honoured', async () => {
    const { email, userId, deviceToken } = sharedAccount();
    const other = await registerUser(t);
    const [head, body, signature] = deviceToken.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = Math.floor(clock / 1000);
    const presented = [
      `${head}.${body}.${flipped}`,
      // This account's claims, signed with the JWT secret itself rather than the device key.
      await new SignJWT({ did: 'a-device-of-my-own' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(TEST_APP_URL)
        .setAudience('safqa-device')
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(secret),
      // Unsigned.
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`,
      other.deviceToken,
      (await login(other.email, GOOD_PASSWORD, '192.0.2.99')).body.data.deviceToken as string,
      other.tokens.accessToken,
      // A genuine token of this account, expired.
      await signDeviceToken(
        { ...t.deps.auth, now: () => clock - 366 * 24 * 60 * MINUTE },
        { userId, deviceId: 'an-old-device' },
      ),
    ];
    for (const [i, token] of presented.entries()) {
      const res = await login(email, GOOD_PASSWORD, `198.51.100.${210 + i}`, token);
      expect(res.status).toBe(429);
    }
    const forgedCookie = await bffLogin(email, GOOD_PASSWORD, '198.51.100.230', presented[0]);
    expect(forgedCookie.status).toBe(429);
  });

  it('(d) a known device still meets the per-address limit, and one that fails 10 times is believed no more', async () => {
    const { email, deviceToken } = await attackedAccount();
    const from = '198.51.100.240';
    for (let i = 0; i < 10; i++) {
      const res = await login(email, `Wrong-Again-${i}`, from, deviceToken);
      expect(res.body.error.code).toBe(1103);
    }
    const eleventh = await login(email, GOOD_PASSWORD, from, deviceToken);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(60);
    // The token has failed 10 times: from elsewhere it counts and waits like any client.
    const elsewhere = await login(email, GOOD_PASSWORD, '198.51.100.241', deviceToken);
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });
});

describe('device tokens', () => {
  it('a sign-up answers one, a new device each time; a refused login none', async () => {
    clock = START;
    const account = await registerUser(t);
    expect(account.deviceToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decodeJwt(account.deviceToken)).toMatchObject({
      sub: account.user.id,
      aud: 'safqa-device',
    });
    const fresh = await login(account.email, GOOD_PASSWORD, '192.0.2.49');
    expect(decodeJwt(fresh.body.data.deviceToken).did).not.toBe(decodeJwt(account.deviceToken).did);
    const wrong = await login(account.email, 'Not-The-Password-1', '192.0.2.50');
    expect(wrong.body.data).toBeUndefined();
    expect(JSON.stringify(wrong.body)).not.toContain('deviceToken');
  });

  it('the site keeps the wrong-password answer free of any device cookie', async () => {
    const { email } = await registerUser(t);
    const res = await bffLogin(email, 'Not-The-Password-1', '192.0.2.51');
    expect(res.status).toBe(401);
    expect(res.device).toBeUndefined();
  });
});
