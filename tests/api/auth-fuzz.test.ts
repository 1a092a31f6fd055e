import fc from 'fast-check';
import { registerUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// Arbitrary JSON (and arbitrary bytes) at every auth endpoint: a clear 4xx, never a 500.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t)).tokens.accessToken;
});
afterAll(() => t.close());

const ENDPOINTS: [method: string, path: string][] = [
  ['POST', '/api/v1/auth/register'],
  ['POST', '/api/v1/auth/login'],
  ['POST', '/api/v1/auth/verify-email'],
  ['POST', '/api/v1/auth/resend-verification-email'],
  ['POST', '/api/v1/auth/complete-profile'],
  ['POST', '/api/v1/auth/logout'],
  ['POST', '/api/v1/auth/refresh'],
  ['POST', '/api/v1/auth/forgot-password'],
  ['POST', '/api/v1/auth/reset-password'],
  ['POST', '/api/v1/auth/change-password'],
  ['GET', '/api/v1/auth/profile'],
  ['GET', '/api/v1/auth/permissions'],
  ['GET', '/api/v1/auth/invites'],
  ['GET', '/api/v1/auth/oauth-session/abcdefghijklmnopqrstuvwxyz'],
  ['DELETE', '/api/v1/user/me'],
];

// Objects shaped like the real payloads, with hostile values, find more than pure noise.
const field = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue(),
  fc.emailAddress(),
  fc.string({ minLength: 45, maxLength: 60 }),
);
const payload = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      email: field,
      password: field,
      confirmPassword: field,
      token: field,
      firstName: field,
      lastName: field,
      sex: field,
      birthDate: field,
      country: field,
      currentPassword: field,
      newPassword: field,
      refreshToken: field,
      locale: field,
      inviteCode: field,
    },
    { requiredKeys: [] },
  ),
);

describe.each(ENDPOINTS)('%s %s', (method, path) => {
  it('answers arbitrary JSON with the envelope and never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(payload, fc.boolean(), async (body, signedIn) => {
        const res = await t.api(method, path, {
          ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
          ...(signedIn ? { token } : {}),
        });
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400)
          expect(res.body).toMatchObject({ success: false, error: { code: expect.any(Number) } });
      }),
      { numRuns: 40 },
    );
  });

  it('answers arbitrary bytes and headers without a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }),
        fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
        async (raw, authorization) => {
          const res = await t.api(method, path, {
            ...(method === 'GET' ? {} : { body: raw }),
            headers: { authorization },
          });
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 25 },
    );
  });
});
