import { eq } from 'drizzle-orm';
import { authSessions, auditLog, users, verificationCodes } from '@/server/db/schema';
import { GOOD_PASSWORD, registerUser, verifiedUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertUser, staffWith } from '../support/user-helpers';

// The catalogue codes that name a success, and the QA action behind the three test-user codes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('named successes', () => {
  it('resend and forgot-password answer 1110 EMAIL_SENT_SUCCESSFULLY', async () => {
    const account = await registerUser(t);
    // The first code is two minutes old: a new one may be sent (once a minute at most).
    await t.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(verificationCodes.userId, account.user.id));
    const resend = await t.api('POST', '/api/v1/auth/resend-verification-email', {
      token: account.tokens.accessToken,
    });
    expect(resend.status).toBe(200);
    expect(resend.body).toMatchObject({ success: true, code: 1110 });
    for (const email of [account.email, 'nobody-here@example.com']) {
      const forgot = await t.api('POST', '/api/v1/auth/forgot-password', { json: { email } });
      expect({ status: forgot.status, body: forgot.body }).toEqual({
        status: 200,
        body: { success: true, code: 1110, data: { sent: true } },
      });
    }
  });

  it('change-password answers 1404 PASSWORD_CHANGED_SUCCESSFULLY', async () => {
    const account = await verifiedUser(t);
    const res = await t.api('POST', '/api/v1/auth/change-password', {
      token: account.tokens.accessToken,
      json: {
        currentPassword: GOOD_PASSWORD,
        newPassword: 'Quiet-Harbour-2027',
        confirmPassword: 'Quiet-Harbour-2027',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, code: 1404, data: { changed: true } });
  });

  it('the OpenAPI document names each of these codes', async () => {
    const doc = (await t.api('GET', '/api/v1/openapi.json')).body;
    const codeOf = (path: string, method: string) =>
      doc.paths[`/api/v1${path}`][method].responses['200'].content['application/json'].schema
        .properties.code;
    expect(codeOf('/auth/forgot-password', 'post')).toMatchObject({ enum: [1110] });
    expect(codeOf('/auth/change-password', 'post')).toMatchObject({ enum: [1404] });
    expect(codeOf('/auth/test-user', 'delete')).toMatchObject({ enum: [1111] });
  });
});

describe('DELETE /auth/test-user', () => {
  const remove = (token: string, email: string) =>
    t.api('DELETE', '/api/v1/auth/test-user', { token, json: { email } });

  it('removes a test account at once, with its sign-ins, and leaves an audit row', async () => {
    const qa = await staffWith(t, ['delete_user']);
    const tester = await registerUser(t);
    await t.db.update(users).set({ userType: 'test' }).where(eq(users.id, tester.user.id));
    const res = await remove(qa.token, tester.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, code: 1111, data: { email: tester.email } });
    expect(await t.db.select().from(users).where(eq(users.id, tester.user.id))).toEqual([]);
    expect(
      await t.db.select().from(authSessions).where(eq(authSessions.userId, tester.user.id)),
    ).toEqual([]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.recordId, tester.user.id));
    expect(audit).toMatchObject({ section: 'user', action: 'hard_delete', actorId: qa.id });
    // The address is free again: QA signs up from scratch.
    const again = await t.api('POST', '/api/v1/auth/register', {
      json: { email: tester.email, password: GOOD_PASSWORD },
    });
    expect(again.status).toBe(200);
  });

  it('refuses a regular or beta account with 1112 EMAIL_NOT_TEST_USER and keeps it', async () => {
    const qa = await staffWith(t, ['delete_user']);
    for (const userType of ['regular', 'beta'] as const) {
      const member = await insertUser(t.db, { userType });
      const res = await remove(qa.token, member.email);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 1112, title: 'EMAIL_NOT_TEST_USER' });
      expect(await t.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(1);
    }
  });

  it('answers 1113 TEST_USER_NOT_FOUND for an address without an account', async () => {
    const qa = await staffWith(t, ['delete_user']);
    const res = await remove(qa.token, 'never-signed-up@example.com');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 1113, title: 'TEST_USER_NOT_FOUND' });
  });

  it('is for staff with delete_user only', async () => {
    const tester = await insertUser(t.db, { userType: 'test' });
    const shopper = await registerUser(t);
    expect((await remove(shopper.tokens.accessToken, tester.email)).status).toBe(403);
    const anonymous = await t.api('DELETE', '/api/v1/auth/test-user', {
      json: { email: tester.email },
    });
    expect(anonymous.status).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, tester.id))).toHaveLength(1);
  });

  it('validates the email', async () => {
    const qa = await staffWith(t, ['delete_user']);
    const res = await remove(qa.token, 'not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].key).toBe('email');
  });
});
