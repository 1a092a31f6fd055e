import { eq } from 'drizzle-orm';
import { verificationCodes } from '@/server/db/schema';
import { PROFILE, registerUser, verifiedUser } from '../support/auth-helpers';
import { extractCode } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (token: string, code: unknown) =>
  t.api('POST', '/api/v1/auth/verify-email', { token, json: { token: code } });
const wrongCode = (code: string) => String((Number(code) + 1) % 100000).padStart(5, '0');

describe('POST /auth/verify-email', () => {
  it('needs a signed-in user (1004)', async () => {
    const res = await t.api('POST', '/api/v1/auth/verify-email', { json: { token: '12345' } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe(1004);
  });

  it('verifies with the mailed code, once', async () => {
    const { tokens, code } = await registerUser(t);
    const res = await verify(tokens.accessToken, code);
    expect(res.status).toBe(200);
    expect(res.body.data.user.isEmailVerified).toBe(true);
    const again = await verify(tokens.accessToken, code);
    expect(again.status).toBe(403);
    expect(again.body.error).toMatchObject({ code: 1104, title: 'EMAIL_ALREADY_VERIFIED' });
  });

  it('refuses a wrong code (1302) and, after 3 wrong tries, the 4th without checking (1301)', async () => {
    const { tokens, code } = await registerUser(t);
    for (let i = 0; i < 3; i++) {
      const res = await verify(tokens.accessToken, wrongCode(code));
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe(1302);
    }
    const fourth = await verify(tokens.accessToken, code);
    expect(fourth.status).toBe(403);
    expect(fourth.body.error).toMatchObject({ code: 1301, title: 'VERIFICATION_TOKEN_EXPIRED' });
  });

  it('refuses an expired code (1301)', async () => {
    const { tokens, code, user } = await registerUser(t);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, user.id));
    const res = await verify(tokens.accessToken, code);
    expect(res.body.error.code).toBe(1301);
  });

  it.each([
    [undefined, 'VERIFICATION_TOKEN_REQUIRED'],
    ['', 'VERIFICATION_TOKEN_REQUIRED'],
    ['1234', 'TOKEN_LENGTH_5'],
    ['12a45', 'TOKEN_LENGTH_5'],
  ])('validates the code %p → %s', async (code, message) => {
    const { tokens } = await registerUser(t);
    const res = await verify(tokens.accessToken, code);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual(
      expect.objectContaining({ key: 'token', message }),
    );
  });

  it('stores codes hashed, never as the digits', async () => {
    const { user, code } = await registerUser(t);
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, user.id));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /auth/resend-verification-email', () => {
  it('refuses within 60 s with the seconds left (1108), then mails a new code that replaces the old', async () => {
    const { tokens, code, email, user } = await registerUser(t);
    const early = await t.api('POST', '/api/v1/auth/resend-verification-email', {
      token: tokens.accessToken,
    });
    expect(early.status).toBe(429);
    expect(early.body.error).toMatchObject({ code: 1108, title: 'EMAIL_RATE_LIMIT' });
    const seconds = early.body.error.details[0].params.seconds;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(early.headers.get('retry-after')).toBe(String(seconds));

    await t.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(verificationCodes.userId, user.id));
    t.smtp.clear();
    const res = await t.api('POST', '/api/v1/auth/resend-verification-email', {
      token: tokens.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.retryAfterSeconds).toBe(60);
    const newCode = extractCode((await t.smtp.waitFor(email)).text)!;
    if (newCode !== code)
      expect((await verify(tokens.accessToken, code)).body.error.code).toBe(1302);
    expect((await verify(tokens.accessToken, newCode)).status).toBe(200);
  });

  it('refuses when already verified (1104)', async () => {
    const { tokens } = await verifiedUser(t);
    const res = await t.api('POST', '/api/v1/auth/resend-verification-email', {
      token: tokens.accessToken,
    });
    expect(res.body.error.code).toBe(1104);
  });
});

describe('POST /auth/complete-profile', () => {
  const complete = (token: string, json: unknown) =>
    t.api('POST', '/api/v1/auth/complete-profile', { token, json });

  it('needs a verified email (1105)', async () => {
    const { tokens } = await registerUser(t);
    const res = await complete(tokens.accessToken, PROFILE);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe(1105);
  });

  it('completes once, then answers PROFILE_ALREADY_FINISHED (1114)', async () => {
    const { tokens } = await verifiedUser(t);
    const res = await complete(tokens.accessToken, PROFILE);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject(PROFILE);
    const again = await complete(tokens.accessToken, PROFILE);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe(1114);
  });

  it.each([
    [{ firstName: 'Abu Bakr' }, 'firstName', 'validation.name.no_spaces'],
    [{ firstName: '' }, 'firstName', 'FIRST_NAME_REQUIRED'],
    [{ lastName: '' }, 'lastName', 'LAST_NAME_REQUIRED'],
    [{ firstName: 'Sara', lastName: 'sara' }, 'lastName', 'validation.name.same'],
    [{ sex: 'OTHER' }, 'sex', 'SEX_INVALID'],
    [{ sex: undefined }, 'sex', 'SEX_REQUIRED'],
    [{ country: 'fr' }, 'country', 'COUNTRY_INVALID'],
    [{ country: undefined }, 'country', 'COUNTRY_REQUIRED'],
    [{ birthDate: '' }, 'birthDate', 'BIRTH_DATE_REQUIRED'],
    [{ birthDate: '2001-02-30' }, 'birthDate', 'validation.birthDate.invalid'],
    [
      { birthDate: new Date().toISOString().slice(0, 10) },
      'birthDate',
      'validation.birthDate.range',
    ],
  ])('validates %j', async (patch, key, message) => {
    const { tokens } = await verifiedUser(t);
    const res = await complete(tokens.accessToken, { ...PROFILE, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(1001);
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ key, message }));
  });

  it('accepts Arabic names', async () => {
    const { tokens } = await verifiedUser(t);
    const res = await complete(tokens.accessToken, {
      ...PROFILE,
      firstName: 'ليلى',
      lastName: 'الحداد',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.firstName).toBe('ليلى');
  });
});
