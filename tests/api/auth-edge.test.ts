import { eq } from 'drizzle-orm';
import { authSessions, users, verificationCodes } from '@/server/db/schema';
import { createMailer } from '@/server/mail/mailer';
import { registerUser, sameIp, uniqueEmail } from '../support/auth-helpers';
import { startSmtpCapture } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';

// Failure codes the other files do not reach: a mail provider that fails on resend, a suspended
// user refreshing, and the per-address limits of the mail-sending endpoints.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('resend: a provider failure answers 1109 and keeps the earlier code usable', async () => {
  let failing = false;
  const smtp = await startSmtpCapture({ failWith: () => failing });
  const app = await createTestApp({
    mailer: createMailer({
      smtpUrl: smtp.url,
      from: 'Safqa <x@safqa.test>',
      outboxDir: '/tmp/unused',
      logger: t.logger,
    }),
  });
  try {
    const email = uniqueEmail();
    const reg = await app.api('POST', '/api/v1/auth/register', {
      json: { email, password: 'Sunny-Dunes-2026' },
    });
    const code = /\b(\d{5})\b/.exec((await smtp.waitFor(email)).text)![1]!;
    await app.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(verificationCodes.userId, reg.body.data.user.id));
    failing = true;
    const res = await app.api('POST', '/api/v1/auth/resend-verification-email', {
      token: reg.body.data.tokens.accessToken,
    });
    expect(res.status).toBe(500);
    expect(res.body.error).toMatchObject({ code: 1109, title: 'EMAIL_NOT_SENT' });
    const verify = await app.api('POST', '/api/v1/auth/verify-email', {
      token: reg.body.data.tokens.accessToken,
      json: { token: code },
    });
    expect(verify.status).toBe(200);
  } finally {
    await app.close();
    await smtp.close();
  }
});

it('refresh: a suspended user is refused (1102) and the sign-in ends', async () => {
  const { tokens, user } = await registerUser(t);
  await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
  const res = await t.api('POST', '/api/v1/auth/refresh', { token: tokens.refreshToken });
  expect(res.status).toBe(403);
  expect(res.body.error.code).toBe(1102);
  // The account is told it is inactive on every later call, even with its sign-in ended.
  expect(
    (await t.api('GET', '/api/v1/auth/profile', { token: tokens.accessToken })).body.error.code,
  ).toBe(1102);
  const [session] = await t.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
  expect(session!.revokedReason).toBe('user_inactive');
  await t.db.update(users).set({ status: 'active' }).where(eq(users.id, user.id));
  expect(
    (await t.api('GET', '/api/v1/auth/profile', { token: tokens.accessToken })).body.error.code,
  ).toBe(1204);
});

it('forgot-password: 10 per hour per address, then 1007', async () => {
  let last;
  for (let i = 0; i < 11; i++) {
    last = await t.api('POST', '/api/v1/auth/forgot-password', {
      json: { email: uniqueEmail() },
      headers: sameIp('192.0.2.44'),
    });
  }
  expect(last!.status).toBe(429);
  expect(last!.body.error.code).toBe(1007);
});

it('verify-email: wrong codes across codes are limited per account', async () => {
  const { tokens, user, code } = await registerUser(t);
  const wrong = String((Number(code) + 1) % 100000).padStart(5, '0');
  for (let round = 0; round < 4; round++) {
    for (let i = 0; i < 3; i++)
      await t.api('POST', '/api/v1/auth/verify-email', {
        token: tokens.accessToken,
        json: { token: wrong },
      });
    // A fresh code for the next round (no waiting: move the last one back a minute).
    await t.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(verificationCodes.userId, user.id));
    await t.api('POST', '/api/v1/auth/resend-verification-email', { token: tokens.accessToken });
  }
  const res = await t.api('POST', '/api/v1/auth/verify-email', {
    token: tokens.accessToken,
    json: { token: wrong },
  });
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe(1007);
});
