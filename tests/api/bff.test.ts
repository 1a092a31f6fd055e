import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { unsealData } from 'iron-session';
import { MAIN_API_BASE, PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from '@/lib/api/constants';
import { createBff } from '@/server/bff/handler';
import { livenessOf } from '@/server/bff/live-sign-in';
import {
  memoryRefreshStore,
  redisRefreshStore,
  type RefreshStore,
} from '@/server/bff/refresh-store';
import { Redis } from 'ioredis';
import { sha256 } from '@/server/auth/tokens';
import { issueLoginSession } from '@/server/services/auth/oauth';
import { SESSION_COOKIE, cookieValue, type BffSession } from '@/server/bff/session';
import { PROFILE, completeUser, registerUser } from '../support/auth-helpers';
import { createTestApp, TEST_APP_URL, type TestApp } from '../support/test-app';

const SECRET = 'bff-test-session-secret-0123456789-abcdef';
const ORIGIN = TEST_APP_URL;

let t: TestApp;
/** Every main-API path the BFF called, in order. */
const calls: string[] = [];
/** The refresh tokens the BFF presented to /auth/refresh. */
const refreshedWith: string[] = [];
let apiDown = false;

function newBff(options: { checkSignIn?: boolean; refreshStore?: RefreshStore } = {}) {
  return createBff({
    ...(options.refreshStore && { refreshStore: options.refreshStore }),
    ...(options.checkSignIn && {
      liveness: (session: BffSession) => livenessOf(async () => t.db, t.deps.auth, session),
    }),
    api: async (path, init) => {
      calls.push(path);
      if (apiDown) throw new TypeError('fetch failed');
      const headers = new Headers(init?.headers);
      if (path === '/auth/refresh') {
        refreshedWith.push(headers.get('authorization')?.replace('Bearer ', '') ?? '');
      }
      headers.set(PRODUCT_VERSION_HEADER, PRODUCT_VERSION);
      return t.app.request(`${MAIN_API_BASE}${path}`, { ...init, headers });
    },
    cookie: { password: SECRET, secure: false },
    allowedOrigins: [ORIGIN],
  });
}

type Bff = ReturnType<typeof newBff>;

/** A browser-like request to /api/session/{action} (same origin unless told otherwise). */
async function hit(
  bff: Bff,
  method: string,
  action: string,
  init: { cookie?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': '198.51.100.20',
    ...(init.cookie ? { cookie: `${SESSION_COOKIE}=${init.cookie}` } : {}),
    ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
    ...init.headers,
  };
  const request = new Request(`${ORIGIN}/api/session/${action}`, {
    method,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const response = await bff.handle(request, action.split('?')[0]!.split('/').filter(Boolean));
  const setCookie = response.headers.get('set-cookie');
  return {
    status: response.status,
    text: '',
    body: (await response.json()) as any, // eslint-disable-line @typescript-eslint/no-explicit-any
    setCookie,
    setCookies: response.headers.getSetCookie(),
    cookie: cookieValue(setCookie?.split(';')[0], SESSION_COOKIE),
  };
}

// The API signs and checks access tokens with this clock: `expire()` moves it past their
// lifetime instead of waiting for it (nothing else moves, so the refresh race window holds).
let clockShift = 0;
const now = () => Date.now() + clockShift;
const expire = () => {
  clockShift += (t.deps.auth.accessTokenSeconds + 1) * 1000;
};

const open = (sealed: string) => unsealData<BffSession>(sealed, { password: SECRET });

beforeAll(async () => {
  t = await createTestApp({ auth: { now } });
});
afterAll(async () => {
  await t.close();
});

describe('BFF session', () => {
  it('login stores {user, tokens} in an httpOnly cookie under 4 KB and never answers a token', async () => {
    const bff = newBff();
    const account = await completeUser(t);
    const res = await hit(bff, 'POST', 'login', {
      json: { email: account.email, password: account.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(account.email);
    expect(res.body.data.state).toBe('AUTHENTICATED');
    expect(res.body.data.tokens).toBeUndefined();
    expect(res.setCookie).toMatch(/HttpOnly/);
    expect(res.setCookie).toMatch(/SameSite=Lax/);
    expect(res.setCookie).toMatch(/Max-Age=31536000/);
    expect(res.setCookie).toMatch(/^safqa_session_v2=/);
    expect(res.setCookies[0]!.length).toBeLessThan(4000);
    // Beside it, the readable mark the cached pages' navbar reads: `1`, nothing else.
    const mark = res.setCookies.find((c) => c.startsWith('safqa_signed_in='));
    expect(mark).toMatch(/^safqa_signed_in=1; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(mark).not.toMatch(/HttpOnly/);
    const session = await open(res.cookie!);
    expect(session.user.email).toBe(account.email);
    expect(JSON.stringify(res.body)).not.toContain(session.tokens.accessToken);
    expect(JSON.stringify(res.body)).not.toContain(session.tokens.refreshToken);
  });

  it('a failed login keeps the session as it was and answers the catalogue code', async () => {
    const bff = newBff();
    const account = await completeUser(t);
    const res = await hit(bff, 'POST', 'login', {
      json: { email: account.email, password: 'Wrong-Password-1' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error.title).toBe('INVALID_CREDENTIALS');
    expect(res.setCookie).toBeNull();
  });

  it('GET /api/session answers the stored user and state without calling the API', async () => {
    const bff = newBff();
    const account = await registerUser(t);
    const login = await hit(bff, 'POST', 'login', {
      json: { email: account.email, password: account.password },
    });
    calls.length = 0;
    const res = await hit(bff, 'GET', '', { cookie: login.cookie });
    expect(res.body.data.state).toBe('AWAITING_VERIFICATION');
    expect(calls).toEqual([]);
    const anonymous = await hit(bff, 'GET', '');
    expect(anonymous.body.data).toEqual({ user: null, state: 'UNAUTHENTICATED' });
  });

  it('verify and complete-profile merge the returned user into the session', async () => {
    const bff = newBff();
    const account = await registerUser(t);
    const login = await hit(bff, 'POST', 'login', {
      json: { email: account.email, password: account.password },
    });
    const verified = await hit(bff, 'POST', 'verify', {
      cookie: login.cookie,
      json: { token: account.code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.state).toBe('PROFILE_INCOMPLETE');
    expect((await open(verified.cookie!)).user.isEmailVerified).toBe(true);
    const done = await hit(bff, 'POST', 'complete-profile', {
      cookie: verified.cookie,
      json: PROFILE,
    });
    expect(done.status).toBe(200);
    expect(done.body.data.state).toBe('AUTHENTICATED');
    expect((await open(done.cookie!)).user.firstName).toBe(PROFILE.firstName);
  });

  it('10 parallel requests with an expired access token make exactly one refresh call', async () => {
    const bff = newBff();
    const account = await completeUser(t);
    const login = await hit(bff, 'POST', 'login', {
      json: { email: account.email, password: account.password },
    });
    const before = await open(login.cookie!);
    expire();
    calls.length = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => hit(bff, 'GET', 'profile', { cookie: login.cookie })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(calls.filter((p) => p === '/auth/refresh')).toHaveLength(1);
    const sessions = await Promise.all(results.map((r) => open(r.cookie!)));
    const refreshTokens = new Set(sessions.map((s) => s.tokens.refreshToken));
    expect(refreshTokens.size).toBe(1);
    expect(refreshTokens.has(before.tokens.refreshToken)).toBe(false);

    // A request the browser sent with the old cookie after the refresh finished gets the same
    // new tokens, not a replay of the rotated refresh token.
    refreshedWith.length = 0;
    const late = await hit(bff, 'GET', 'profile', { cookie: login.cookie });
    expect(late.status).toBe(200);
    expect(refreshedWith).not.toContain(before.tokens.refreshToken);
    expect(refreshedWith.every((token) => refreshTokens.has(token))).toBe(true);
  });

  // Two BFFs stand for two server processes: each has its own in-flight map, so only the shared
  // store (Redis in production; the same contract in memory) can keep them to one refresh.
  const shared: [string, string | undefined][] = [['one store in memory', undefined]];
  if (process.env.REDIS_URL) shared.push(['Redis', process.env.REDIS_URL]);
  it.each(shared)(
    '20 parallel requests split over two processes sharing %s: one refresh, still signed in',
    async (_name, redisUrl) => {
      const redis = redisUrl ? new Redis(redisUrl) : null;
      const store = redis ? redisRefreshStore(redis) : memoryRefreshStore();
      try {
        const first = newBff({ refreshStore: store });
        const second = newBff({ refreshStore: store });
        const account = await completeUser(t);
        const login = await hit(first, 'POST', 'login', {
          json: { email: account.email, password: account.password },
        });
        expire();
        calls.length = 0;
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            hit(i % 2 ? first : second, 'GET', 'profile', { cookie: login.cookie }),
          ),
        );
        expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
        expect(calls.filter((p) => p === '/auth/refresh')).toHaveLength(1);
        const sessions = await Promise.all(results.map((r) => open(r.cookie!)));
        expect(new Set(sessions.map((s) => s.tokens.refreshToken)).size).toBe(1);
      } finally {
        redis?.disconnect();
      }
    },
  );

  it('a refused refresh (revoked sign-in) clears the session', async () => {
    const bff = newBff();
    const account = await completeUser(t);
    const login = await hit(bff, 'POST', 'login', {
      json: { email: account.email, password: account.password },
    });
    const session = await open(login.cookie!);
    // The sign-in ends elsewhere: its refresh token is revoked at the API.
    await t.api('POST', '/api/v1/auth/logout', {
      token: session.tokens.accessToken,
      json: { refreshToken: session.tokens.refreshToken },
    });
    const res = await hit(bff, 'GET', 'profile', { cookie: login.cookie });
    expect(res.status).toBe(401);
    expect(res.setCookie).toMatch(/^safqa_session_v2=;.*Max-Age=0/);
  });

  it('when the API cannot answer the refresh, the session is kept and the failure reported', async () => {
    const bff = newBff();
    const account = await completeUser(t);
    const login = await hit(bff, 'POST', 'login', {
      json: { email: account.email, password: account.password },
    });
    expire();
    apiDown = true;
    try {
      const res = await hit(bff, 'GET', 'profile', { cookie: login.cookie });
      expect(res.status).toBe(503);
      expect(res.body.error.title).toBe('SERVICE_UNAVAILABLE');
      expect(res.setCookie).toBeNull();
    } finally {
      apiDown = false;
    }
    const again = await hit(bff, 'GET', 'profile', { cookie: login.cookie });
    expect(again.status).toBe(200);
  });

  it('logout revokes the refresh token and clears the cookie, even when the API is down', async () => {
    const bff = newBff();
    const account = await completeUser(t);
    const login = await hit(bff, 'POST', 'login', {
      json: { email: account.email, password: account.password },
    });
    const session = await open(login.cookie!);
    const out = await hit(bff, 'POST', 'logout', { cookie: login.cookie });
    expect(out.status).toBe(200);
    expect(out.setCookie).toMatch(/Max-Age=0/);
    expect(out.setCookies).toContainEqual(expect.stringMatching(/^safqa_signed_in=; .*Max-Age=0/));
    const refresh = await t.api('POST', '/api/v1/auth/refresh', {
      token: session.tokens.refreshToken,
    });
    expect(refresh.status).toBe(401);

    const second = await hit(bff, 'POST', 'login', {
      json: { email: account.email, password: account.password },
    });
    apiDown = true;
    try {
      const offline = await hit(bff, 'POST', 'logout', { cookie: second.cookie });
      expect(offline.status).toBe(200);
      expect(offline.setCookie).toMatch(/Max-Age=0/);
    } finally {
      apiDown = false;
    }
  });

  it('a copy of the cookie replayed after logout reads nothing and is removed', async () => {
    const bff = newBff({ checkSignIn: true });
    const account = await completeUser(t);
    const login = await hit(bff, 'POST', 'login', {
      json: { email: account.email, password: account.password },
    });
    const before = await hit(bff, 'GET', 'me', { cookie: login.cookie });
    expect(before.body.data.user.email).toBe(account.email);

    expect((await hit(bff, 'POST', 'logout', { cookie: login.cookie })).status).toBe(200);
    // The attacker kept the sealed cookie the browser had before logging out.
    const replayed = await hit(bff, 'GET', 'me', { cookie: login.cookie });
    expect(replayed.status).toBe(200);
    expect(replayed.body.data).toEqual({ user: null, state: 'UNAUTHENTICATED' });
    expect(replayed.setCookie).toMatch(/Max-Age=0/);
    const profile = await hit(bff, 'GET', 'profile', { cookie: login.cookie });
    expect(profile.status).toBe(401);
    expect(JSON.stringify(profile.body)).not.toContain(account.email);
    // A database that cannot be asked does not sign a live session out.
    const other = await hit(bff, 'POST', 'login', {
      json: { email: account.email, password: account.password },
    });
    const blind = createBff({
      api: async () => new Response('{}', { status: 503 }),
      cookie: { password: SECRET, secure: false },
      allowedOrigins: [ORIGIN],
      liveness: () =>
        livenessOf(async () => Promise.reject(new Error('db down')), t.deps.auth, {} as BffSession),
    });
    const stillThere = await hit(blind, 'GET', 'me', { cookie: other.cookie });
    expect(stillThere.body.data.user.email).toBe(account.email);
  });

  it('refuses state-changing calls from other sites (CSRF)', async () => {
    const bff = newBff();
    const body = { email: 'x@example.com', password: 'whatever-123' };
    const crossSite = await hit(bff, 'POST', 'login', {
      json: body,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error.title).toBe('FORBIDDEN');
    const sameSite = await hit(bff, 'POST', 'login', {
      json: body,
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(sameSite.status).toBe(403);
    const noHeaders = await hit(bff, 'POST', 'logout', { headers: { 'sec-fetch-site': '' } });
    expect(noHeaders.status).toBe(403);
    const foreignOrigin = await hit(bff, 'POST', 'logout', {
      headers: { 'sec-fetch-site': '', origin: 'https://evil.example' },
    });
    expect(foreignOrigin.status).toBe(403);
    const ownOrigin = await hit(bff, 'POST', 'logout', {
      headers: { 'sec-fetch-site': '', origin: ORIGIN },
    });
    expect(ownOrigin.status).toBe(200);
  });

  it('validation errors come back with details; malformed JSON is BAD_REQUEST', async () => {
    const bff = newBff();
    const invalid = await hit(bff, 'POST', 'register', { json: { email: 'nope', password: '1' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.title).toBe('VALIDATION_ERROR');
    expect(invalid.body.error.details).toEqual(
      expect.arrayContaining([{ key: 'email', message: 'EMAIL_INVALID' }]),
    );
    const malformed = await hit(bff, 'POST', 'login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.title).toBe('BAD_REQUEST');
  });

  it('session calls without a session are UNAUTHORIZED_ACCESS; unknown actions NOT_FOUND', async () => {
    const bff = newBff();
    expect((await hit(bff, 'GET', 'profile')).body.error.title).toBe('UNAUTHORIZED_ACCESS');
    expect((await hit(bff, 'GET', 'nope')).status).toBe(404);
    expect((await hit(bff, 'GET', 'login')).status).toBe(404);
  });

  it('a tampered cookie counts as no session and is removed', async () => {
    const bff = newBff();
    const res = await hit(bff, 'GET', 'profile', { cookie: 'Fe26.2**forged' });
    expect(res.status).toBe(401);
    expect(res.setCookie).toMatch(/Max-Age=0/);
  });

  it('the generic proxy forwards the rest of the API but never the auth routes', async () => {
    const bff = newBff();
    const list = await hit(bff, 'GET', 'api/shop/shop-list');
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    const auth = await hit(bff, 'GET', 'api/auth/profile');
    expect(auth.status).toBe(404);
    const oauth = await hit(bff, 'GET', 'api/oauth/providers');
    expect(oauth.status).toBe(404);
  });

  it('OAuth session ids are redeemed into the session once, by the browser that started the flow', async () => {
    const bff = newBff();
    const account = await completeUser(t);
    const binding = 'browser-binding-of-this-test-0123456789abcdef';
    const id = await issueLoginSession(t.db, account.user.id, sha256(binding));
    const asBrowser = { cookie: `safqa_oauth_binding=${binding}` };
    // Another browser (no binding cookie, or another one) gets nothing and leaves the id unused.
    const stranger = await hit(bff, 'POST', 'oauth-session', { json: { id } });
    expect(stranger.status).toBe(404);
    const other = await hit(bff, 'POST', 'oauth-session', {
      json: { id },
      headers: { cookie: 'safqa_oauth_binding=someone-else-0123456789abcdef0123456789' },
    });
    expect(other.status).toBe(404);
    const first = await hit(bff, 'POST', 'oauth-session', { json: { id }, headers: asBrowser });
    expect(first.status).toBe(200);
    expect(first.body.data.state).toBe('AUTHENTICATED');
    expect(first.body.data.tokens).toBeUndefined();
    expect((await open(first.cookie!)).user.email).toBe(account.email);
    // The binding cookie is single use: the answer removes it.
    const cleared = await bff.handle(
      new Request(`${ORIGIN}/api/session/oauth-session`, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin', cookie: asBrowser.cookie },
        body: JSON.stringify({ id }),
      }),
      ['oauth-session'],
    );
    expect(cleared.status).toBe(404);
    expect(cleared.headers.getSetCookie().join('\n')).toMatch(
      /safqa_oauth_binding=; Path=\/api\/session; Max-Age=0/,
    );
    // A mobile handoff id never signs a browser in (it is the app's to redeem).
    const handoff = await t.api('POST', '/api/v1/auth/handoff', {
      token: account.tokens.accessToken,
    });
    const viaBrowser = await hit(bff, 'POST', 'oauth-session', {
      json: { id: handoff.body.data.id },
    });
    expect(viaBrowser.status).toBe(404);
  });

  it('handoff answers a one-time id, not tokens; delete account schedules deletion', async () => {
    const bff = newBff();
    const account = await completeUser(t);
    const login = await hit(bff, 'POST', 'login', {
      json: { email: account.email, password: account.password },
    });
    const handoff = await hit(bff, 'POST', 'handoff', { cookie: login.cookie });
    expect(handoff.status).toBe(200);
    expect(handoff.body.data.id).toMatch(/^[\w-]{40,}$/);
    const deleted = await hit(bff, 'DELETE', 'account', { cookie: login.cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.deletionScheduledAt).toEqual(expect.any(String));
  });
});
