import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { authSessions } from '@/server/db/schema';
import { AUDIENCE } from '@/server/auth/tokens';
import { registerUser } from '../support/auth-helpers';
import { createTestApp, TEST_APP_URL, TEST_JWT_SECRET, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (app: TestApp, token?: string) =>
  app.api('POST', '/api/v1/auth/refresh', token ? { token } : {});
const profile = (app: TestApp, token?: string) =>
  app.api('GET', '/api/v1/auth/profile', token ? { token } : {});

describe('GET /auth/profile and the access token', () => {
  it('returns the user for a valid token', async () => {
    const { tokens, email } = await registerUser(t);
    const res = await profile(t, tokens.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(email);
  });

  it('refuses no token, a malformed one and a forged one (1004)', async () => {
    for (const token of [undefined, 'not-a-jwt-at-all', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const res = await profile(t, token);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe(1004);
    }
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuer(TEST_APP_URL)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await profile(t, forged)).body.error.code).toBe(1004);
  });

  it('answers ACCESS_TOKEN_EXPIRED (1201) for an expired token', async () => {
    const { user } = await registerUser(t);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(TEST_APP_URL)
      .setAudience(AUDIENCE)
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await profile(t, expired);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 1201, title: 'ACCESS_TOKEN_EXPIRED' });
  });

  it('refuses a token whose audience or issuer is not ours', async () => {
    const { user } = await registerUser(t);
    const token = await new SignJWT({ sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('https://elsewhere.example')
      .setAudience('other')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await profile(t, token)).body.error.code).toBe(1004);
  });
});

describe('POST /auth/refresh', () => {
  it('reads the refresh token from the bearer header with an empty body and rotates it', async () => {
    const { tokens } = await registerUser(t);
    const res = await refresh(t, tokens.refreshToken);
    expect(res.status).toBe(200);
    const next = res.body.data.tokens;
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect((await profile(t, next.accessToken)).status).toBe(200);
    expect((await refresh(t, next.refreshToken)).status).toBe(200);
  });

  it('refuses a missing or unknown token (1203)', async () => {
    for (const token of [undefined, 'x'.repeat(43)]) {
      const res = await refresh(t, token);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe(1203);
    }
  });

  it('answers REFRESH_TOKEN_EXPIRED (1202) past the absolute lifetime', async () => {
    const { tokens, user } = await registerUser(t);
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, user.id));
    expect((await refresh(t, tokens.refreshToken)).body.error.code).toBe(1202);
  });

  it('20 concurrent refreshes with one token: one winner, the rest 1203, no 500, family kept', async () => {
    const { tokens } = await registerUser(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => refresh(t, tokens.refreshToken)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(19);
    expect(results.filter((r) => r.status === 401).every((r) => r.body.error.code === 1203)).toBe(
      true,
    );
    const winner = results.find((r) => r.status === 200)!.body.data.tokens;
    expect((await refresh(t, winner.refreshToken)).status).toBe(200);
  });
});

describe('refresh-token reuse', () => {
  let strict: TestApp;
  // The rotation's time and the replay's are read from this clock: the test moves it.
  let clockShift = 0;
  beforeAll(async () => {
    strict = await createTestApp({
      auth: { refreshRaceSeconds: 0, now: () => Date.now() + clockShift },
    });
  });
  afterAll(() => strict.close());

  it('a used token presented again revokes the whole family', async () => {
    const { tokens } = await registerUser(strict);
    const first = await refresh(strict, tokens.refreshToken);
    const second = first.body.data.tokens;
    clockShift += 1000;
    const replay = await refresh(strict, tokens.refreshToken);
    expect(replay.body.error.code).toBe(1203);
    // Everything of that sign-in is dead now: the newest refresh token and its access token.
    expect((await refresh(strict, second.refreshToken)).body.error.code).toBe(1203);
    const res = await profile(strict, second.accessToken);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 1204, title: 'LOGIN_SESSION_EXPIRED' });
  });
});

describe('POST /auth/logout', () => {
  it('revokes the refresh token of the body and the access tokens of that sign-in', async () => {
    const { tokens } = await registerUser(t);
    const res = await t.api('POST', '/api/v1/auth/logout', {
      json: { refreshToken: tokens.refreshToken },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ loggedOut: true });
    expect((await refresh(t, tokens.refreshToken)).body.error.code).toBe(1203);
    expect((await profile(t, tokens.accessToken)).body.error.code).toBe(1204);
  });

  it('with only the access token ends that sign-in; without anything it still answers success', async () => {
    const { tokens } = await registerUser(t);
    expect((await t.api('POST', '/api/v1/auth/logout', { token: tokens.accessToken })).status).toBe(
      200,
    );
    expect((await refresh(t, tokens.refreshToken)).body.error.code).toBe(1203);
    expect((await t.api('POST', '/api/v1/auth/logout')).status).toBe(200);
  });

  it('ends only its own sign-in', async () => {
    const { email, password, tokens } = await registerUser(t);
    const other = await t.api('POST', '/api/v1/auth/login', { json: { email, password } });
    await t.api('POST', '/api/v1/auth/logout', { json: { refreshToken: tokens.refreshToken } });
    expect((await profile(t, other.body.data.tokens.accessToken)).status).toBe(200);
  });
});
