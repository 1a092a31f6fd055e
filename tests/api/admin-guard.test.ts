import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import {
  AUDIENCE,
  readAccessTokenIgnoringExpiry,
  signAccessToken,
  verifyAccessToken,
} from '@/server/auth/tokens';
import { authSessions, users } from '@/server/db/schema';
import { findSignIn, isSignInLive } from '@/server/services/auth/sessions';
import { registerUser } from '../support/auth-helpers';
import { createTestApp, TEST_APP_URL, TEST_JWT_SECRET, type TestApp } from '../support/test-app';

// What the admin pages' server guard relies on: the access token read without its expiry (a
// server component cannot renew it), then the sign-in and account checked in the database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const config = () => t.deps.auth;

describe('reading an access token for a server-rendered admin page', () => {
  it('names the user and sign-in of an expired token that the API itself would refuse', async () => {
    const expired = await signAccessToken({ ...config(), accessTokenSeconds: -60 }, 'u-1', 's-1');
    await expect(verifyAccessToken(config(), expired)).rejects.toMatchObject({
      title: 'ACCESS_TOKEN_EXPIRED',
    });
    await expect(readAccessTokenIgnoringExpiry(config(), expired)).resolves.toEqual({
      userId: 'u-1',
      sessionId: 's-1',
    });
  });

  it('refuses tokens not signed by us, for another issuer or audience, and garbage', async () => {
    const sign = (secret: string, issuer: string, audience: string) =>
      new SignJWT({ sid: 's-1' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u-1')
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(secret));
    const other = 'another-secret-that-is-long-enough-0123456789';
    for (const token of [
      await sign(other, TEST_APP_URL, AUDIENCE),
      await sign(TEST_JWT_SECRET, 'https://evil.example', AUDIENCE),
      await sign(TEST_JWT_SECRET, TEST_APP_URL, 'someone-else'),
      'not-a-jwt',
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1LTEiLCJzaWQiOiJzLTEifQ.',
    ]) {
      await expect(readAccessTokenIgnoringExpiry(config(), token)).resolves.toBeNull();
    }
    await expect(
      readAccessTokenIgnoringExpiry(config(), await sign(TEST_JWT_SECRET, TEST_APP_URL, AUDIENCE)),
    ).resolves.toEqual({ userId: 'u-1', sessionId: 's-1' });
  });
});

describe('the sign-in behind the token', () => {
  it('is live until revoked or past its end, and belongs to its user only', async () => {
    const { tokens, user } = await registerUser(t);
    const claims = await readAccessTokenIgnoringExpiry(config(), tokens.accessToken);
    expect(claims?.userId).toBe(user.id);
    const row = await findSignIn(t.db, claims!.userId, claims!.sessionId);
    expect(row?.user.email).toBe(user.email);
    expect(isSignInLive(row!.session)).toBe(true);
    expect(await findSignIn(t.db, crypto.randomUUID(), claims!.sessionId)).toBeUndefined();

    await t.api('POST', '/api/v1/auth/logout', {
      token: tokens.accessToken,
      json: { refreshToken: tokens.refreshToken },
    });
    const after = await findSignIn(t.db, claims!.userId, claims!.sessionId);
    expect(isSignInLive(after!.session)).toBe(false);
  });

  it('ends at its absolute end, and carries the account status the guard checks', async () => {
    const { tokens, user } = await registerUser(t);
    const claims = (await readAccessTokenIgnoringExpiry(config(), tokens.accessToken))!;
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.id, claims.sessionId));
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const row = (await findSignIn(t.db, claims.userId, claims.sessionId))!;
    expect(isSignInLive(row.session)).toBe(false);
    expect(row.user.status).toBe('suspended');
  });
});
