import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { createMailer } from '@/server/mail/mailer';
import { GOOD_PASSWORD, registerUser, sameIp, uniqueEmail } from '../support/auth-helpers';
import { startSmtpCapture } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /auth/register', () => {
  it('creates an unverified account, signs in and mails the 5-digit code in the user language', async () => {
    const email = uniqueEmail('Reem');
    const res = await t.api('POST', '/api/v1/auth/register', {
      json: { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, locale: 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 2000 });
    const { user, tokens } = res.body.data;
    expect(user).toMatchObject({
      email,
      isEmailVerified: false,
      status: 'active',
      userType: 'regular',
      locale: 'en',
      firstName: null,
    });
    expect(user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(res.body)).not.toMatch(/argon2/);
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken.length).toBeGreaterThanOrEqual(43);
    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toMatch(/code/i);
    expect(mail.text).toMatch(/\b\d{5}\b/);
  });

  it('mails Arabic by default', async () => {
    const { email } = await registerUser(t);
    const mail = t.smtp.messages.find((m) => m.to.includes(email.toLowerCase()))!;
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses an existing email, whatever its case (1106)', async () => {
    const { email } = await registerUser(t);
    const res = await t.api('POST', '/api/v1/auth/register', {
      json: { email: email.toUpperCase(), password: GOOD_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 1106, title: 'EMAIL_ALREADY_EXISTS' });
  });

  it('refuses disposable addresses with EMAIL_INVALID (1107)', async () => {
    const res = await t.api('POST', '/api/v1/auth/register', {
      json: { email: 'someone@mailinator.com', password: GOOD_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 1107,
      title: 'EMAIL_INVALID',
      details: [{ key: 'email', message: 'validation.email.disposable' }],
    });
  });

  it('suggests the fix for a typo of a big provider, and accepts the address when told to', async () => {
    const email = `typo-${Date.now()}@gmial.com`;
    const res = await t.api('POST', '/api/v1/auth/register', {
      json: { email, password: GOOD_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(1107);
    expect(res.body.error.details[0]).toMatchObject({
      key: 'email',
      message: 'validation.email.typo',
      params: { domain: 'gmail.com' },
    });
    const kept = await t.api('POST', '/api/v1/auth/register', {
      json: { email, password: GOOD_PASSWORD, acceptEmailAsTyped: true },
    });
    expect(kept.status).toBe(200);
  });

  it.each([
    [{ email: 'not-an-email', password: GOOD_PASSWORD }, 'email', 'EMAIL_INVALID'],
    [{ email: '', password: GOOD_PASSWORD }, 'email', 'EMAIL_REQUIRED'],
    [{ password: GOOD_PASSWORD }, 'email', 'EMAIL_REQUIRED'],
    [{ email: 'a@example.com', password: 'short' }, 'password', 'PASSWORD_MIN_8'],
    [{ email: 'a@example.com', password: 'x'.repeat(51) }, 'password', 'PASSWORD_MAX_50'],
    [{ email: 'a@example.com' }, 'password', 'PASSWORD_REQUIRED'],
    [{ email: 'a@example.com', password: 'password123' }, 'password', 'validation.password.common'],
    [
      { email: 'a@example.com', password: GOOD_PASSWORD, confirmPassword: 'Other-Pass-99' },
      'confirmPassword',
      'validation.password.match',
    ],
  ])('answers VALIDATION_ERROR with the field code for %j', async (json, key, message) => {
    const res = await t.api('POST', '/api/v1/auth/register', { json });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(1001);
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ key, message }));
  });

  it('creates nothing when the code mail cannot be sent (1109)', async () => {
    const failing = await startSmtpCapture({ failWith: () => true });
    const broken = await createTestApp({
      mailer: createMailer({
        smtpUrl: failing.url,
        from: 'Safqa <no-reply@safqa.test>',
        outboxDir: '/tmp/unused',
        logger: t.logger,
      }),
    });
    try {
      const email = uniqueEmail();
      const res = await broken.api('POST', '/api/v1/auth/register', {
        json: { email, password: GOOD_PASSWORD },
      });
      expect(res.status).toBe(500);
      expect(res.body.error).toMatchObject({ code: 1109, title: 'EMAIL_NOT_SENT' });
      expect(await broken.db.select().from(users).where(eq(users.emailNormalized, email))).toEqual(
        [],
      );
    } finally {
      await broken.close();
      await failing.close();
    }
  });

  it('limits sign-ups per address (1007 with Retry-After)', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i++) {
      last = await t.api('POST', '/api/v1/auth/register', {
        json: { email: uniqueEmail(), password: GOOD_PASSWORD },
        headers: sameIp('198.51.100.1'),
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(last!.status).toBe(429);
    expect(last!.body.error.code).toBe(1007);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password, email case-insensitive', async () => {
    const { email, password } = await registerUser(t);
    const res = await t.api('POST', '/api/v1/auth/login', {
      json: { email: email.toUpperCase(), password },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(email);
    expect(res.body.data.tokens.refreshToken).toBeTruthy();
  });

  it('answers INVALID_CREDENTIALS (1103) alike for a wrong password and an unknown email', async () => {
    const { email } = await registerUser(t);
    const wrong = await t.api('POST', '/api/v1/auth/login', {
      json: { email, password: 'Wrong-Password-1' },
    });
    const unknown = await t.api('POST', '/api/v1/auth/login', {
      json: { email: uniqueEmail('nobody'), password: 'Wrong-Password-1' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({ code: 1103, title: 'INVALID_CREDENTIALS' });
    }
  });

  it('refuses the 11th wrong password from an address without checking — even the right one', async () => {
    const { email, password } = await registerUser(t);
    const from = sameIp('198.51.100.77');
    for (let i = 0; i < 10; i++) {
      const res = await t.api('POST', '/api/v1/auth/login', {
        json: { email, password: `Wrong-Password-${i}` },
        headers: from,
      });
      expect(res.body.error.code).toBe(1103);
    }
    const eleventh = await t.api('POST', '/api/v1/auth/login', {
      json: { email, password },
      headers: from,
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.code).toBe(1007);
    expect(eleventh.headers.get('retry-after')).toBeTruthy();
  });

  it('25 concurrent wrong passwords: exactly 10 are checked, and the owner still signs in', async () => {
    const { email, password } = await registerUser(t);
    const attacker = sameIp('203.0.113.66');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.api('POST', '/api/v1/auth/login', {
          json: { email, password: `Guess-Number-${i}` },
          headers: attacker,
        }),
      ),
    );
    const codes = answers.map((res) => res.body.error.code as number);
    expect(codes.filter((c) => c === 1103)).toHaveLength(10);
    expect(codes.filter((c) => c === 1007)).toHaveLength(15);
    // The owner, from their own address, is not locked out by someone else's guessing.
    const owner = await t.api('POST', '/api/v1/auth/login', {
      json: { email, password },
      headers: sameIp('192.0.2.10'),
    });
    expect(owner.status).toBe(200);
    // A right password clears only its own address's count: the guesser is still refused.
    const again = await t.api('POST', '/api/v1/auth/login', {
      json: { email, password },
      headers: attacker,
    });
    expect(again.status).toBe(429);
  });

  it('refuses an inactive or suspended account after the password check (1102)', async () => {
    const { email, password, user } = await registerUser(t);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const res = await t.api('POST', '/api/v1/auth/login', { json: { email, password } });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 1102, title: 'USER_INACTIVE' });
  });

  it('validates the payload', async () => {
    const res = await t.api('POST', '/api/v1/auth/login', { json: { email: 'x', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'email', message: 'EMAIL_INVALID' }),
        expect.objectContaining({ key: 'password', message: 'PASSWORD_REQUIRED' }),
      ]),
    );
  });
});
