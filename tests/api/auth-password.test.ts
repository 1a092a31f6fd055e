import { eq } from 'drizzle-orm';
import { passwordResetTokens, users } from '@/server/db/schema';
import { GOOD_PASSWORD, registerUser, uniqueEmail } from '../support/auth-helpers';
import { extractLink } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
/** Work requests leave for after their answers: run at once, or held while a test is looking. */
let held: (() => Promise<void>)[] | null = null;
beforeAll(async () => {
  t = await createTestApp({
    defer: (task) => {
      if (held) held.push(task);
      else void task();
    },
  });
});
afterEach(() => {
  held = null;
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Olive-Grove-7731';
const forgot = (email: string, locale?: string) =>
  t.api('POST', '/api/v1/auth/forgot-password', { json: { email, locale } });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.api('POST', '/api/v1/auth/reset-password', {
    json: { token, password, confirmPassword: password },
  });
const login = (email: string, password: string) =>
  t.api('POST', '/api/v1/auth/login', { json: { email, password } });

async function mailedResetToken(email: string) {
  const mail = await t.smtp.waitFor(email, (m) => /reset-password\//.test(m.text));
  const link = extractLink(mail.text)!;
  return { link, token: new URL(link).pathname.split('/').pop()! };
}

describe('POST /auth/forgot-password', () => {
  it('answers the same for an existing and an unknown account; only the account gets a link', async () => {
    const { email } = await registerUser(t);
    const known = await forgot(email);
    const unknown = await forgot(uniqueEmail('ghost'));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ ...unknown.body });
    const { link, token } = await mailedResetToken(email);
    expect(link.startsWith('http://localhost:3000/reset-password/')).toBe(true);
    expect(token.length).toBeGreaterThanOrEqual(43);
  });

  it('answers before any work for the account, on the same path for a known and an unknown address', async () => {
    const { email, user } = await registerUser(t);
    const tokensOf = () =>
      t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    held = [];
    const known = await forgot(email);
    expect(held).toHaveLength(1);
    const unknown = await forgot(uniqueEmail('ghost'));
    expect(held).toHaveLength(2);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    // The answers are out, and nothing was looked up, stored or mailed for the account yet.
    expect(await tokensOf()).toEqual([]);
    const resetMails = t.smtp.messages.filter(
      (m) => m.to.includes(email) && /reset-password\//.test(m.text),
    );
    expect(resetMails).toEqual([]);

    const tasks = held;
    held = null;
    for (const task of tasks) await task();
    expect(await tokensOf()).toHaveLength(1);
    const { token } = await mailedResetToken(email);
    expect((await reset(token)).status).toBe(200);
  });

  it('links to the English page in English', async () => {
    const { email } = await registerUser(t);
    await forgot(email, 'en');
    const { link } = await mailedResetToken(email);
    expect(link).toContain('/en/reset-password/');
  });

  it('validates the email', async () => {
    const res = await forgot('nope');
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ key: 'email', message: 'EMAIL_INVALID' });
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password once, signs in, and ends every other sign-in', async () => {
    const { email, password, tokens } = await registerUser(t);
    await forgot(email);
    const { token } = await mailedResetToken(email);
    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body.data.user.isEmailVerified).toBe(true);
    expect(res.body.data.tokens.accessToken).toBeTruthy();
    expect(
      (await t.api('GET', '/api/v1/auth/profile', { token: tokens.accessToken })).body.error.code,
    ).toBe(1204);
    expect((await login(email, password)).body.error.code).toBe(1103);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    const again = await reset(token, 'Another-Pass-123');
    expect(again.status).toBe(403);
    expect(again.body.error).toMatchObject({ code: 1402, title: 'RESET_PASSWORD_TOKEN_INVALID' });
  });

  it('refuses an expired link (1401) and an unknown one (1402)', async () => {
    const { email, user } = await registerUser(t);
    await forgot(email);
    const { token } = await mailedResetToken(email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await reset(token)).body.error.code).toBe(1401);
    expect((await reset('bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtMDEyMzQ1Njc4OQ')).body.error.code).toBe(
      1402,
    );
  });

  it('stores only a hash of the token', async () => {
    const { email, user } = await registerUser(t);
    await forgot(email);
    const { token } = await mailedResetToken(email);
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows.every((r) => r.tokenHash !== token && /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(
      true,
    );
  });

  it('validates the new password', async () => {
    const res = await reset('abc', 'short');
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual(
      expect.objectContaining({ key: 'password', message: 'PASSWORD_MIN_8' }),
    );
  });
});

describe('POST /auth/change-password', () => {
  const change = (token: string, json: unknown) =>
    t.api('POST', '/api/v1/auth/change-password', { token, json });

  it('needs the current password (1405) and a new one that differs from it', async () => {
    const { tokens, password } = await registerUser(t);
    const wrong = await change(tokens.accessToken, {
      currentPassword: 'Not-My-Password-1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 1405,
      title: 'PASSWORD_CHANGE_FAILED',
      details: [{ key: 'currentPassword', message: 'validation.password.incorrect' }],
    });
    const same = await change(tokens.accessToken, {
      currentPassword: password,
      newPassword: password,
      confirmPassword: password,
    });
    expect(same.body.error.code).toBe(1001);
    expect(same.body.error.details).toContainEqual({
      key: 'newPassword',
      message: 'validation.password.sameAsOld',
    });
    const mismatch = await change(tokens.accessToken, {
      currentPassword: password,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'Olive-Grove-0000',
    });
    expect(mismatch.body.error.details).toContainEqual({
      key: 'confirmPassword',
      message: 'validation.password.match',
    });
    const short = await change(tokens.accessToken, {
      currentPassword: 'x',
      newPassword: 'y',
      confirmPassword: 'y',
    });
    expect(short.body.error.details).toContainEqual(
      expect.objectContaining({ key: 'currentPassword', message: 'validation.password.min' }),
    );
  });

  it('changes it, keeps this sign-in, ends the others and mails a notice', async () => {
    const { email, password, tokens } = await registerUser(t);
    const other = (await login(email, password)).body.data.tokens;
    t.smtp.clear();
    const res = await change(tokens.accessToken, {
      currentPassword: password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect((await t.api('GET', '/api/v1/auth/profile', { token: tokens.accessToken })).status).toBe(
      200,
    );
    expect(
      (await t.api('GET', '/api/v1/auth/profile', { token: other.accessToken })).body.error.code,
    ).toBe(1204);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    await t.smtp.waitFor(email);
  });

  it('mails the notice after the answer, through the deferred work a frozen host waits for', async () => {
    const { email, password, tokens } = await registerUser(t);
    t.smtp.clear();
    held = [];
    const res = await change(tokens.accessToken, {
      currentPassword: password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    // Left for after the answer, and not started before it: nothing went out on its own.
    expect(held).toHaveLength(1);
    expect(t.smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);
    const tasks = held;
    held = null;
    for (const task of tasks) await task();
    expect(t.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('stores argon2id at m=19456, t=2, p=1', async () => {
    const { user } = await registerUser(t, { password: GOOD_PASSWORD });
    const [row] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
