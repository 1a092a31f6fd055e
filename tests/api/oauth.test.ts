import { OAuth2Server } from 'oauth2-mock-server';
import type { OAuthProviderConfig } from '@/server/auth/oauth-config';
import { registerUser, verifiedUser, uniqueEmail } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// A real OpenID provider on loopback (oauth2-mock-server): discovery-free endpoints, RS256 keys,
// PKCE and nonce checks. Each sign-in sets the identity the provider vouches for.
let provider: OAuth2Server;
let t: TestApp;
let identity: { sub: string; email: string; email_verified: boolean };

function providerConfig(name: 'google' | 'apple', base: string): OAuthProviderConfig {
  return {
    name,
    clientId: `safqa-${name}`,
    clientSecret: `${name}-secret`,
    issuer: base,
    authorizationEndpoint: `${base}/authorize`,
    tokenEndpoint: `${base}/token`,
    jwksUri: `${base}/jwks`,
    scope: name === 'apple' ? 'name email' : 'openid email profile',
    responseMode: name === 'apple' ? 'form_post' : undefined,
  };
}

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const base = provider.issuer.url!;
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity);
  });
  t = await createTestApp({
    oauth: { google: providerConfig('google', base), apple: providerConfig('apple', base) },
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** The browser-binding cookie the last login URL came with (what the browser would keep). */
let binding = '';

/** The browser's trip: our login URL → provider → back to our callback (the in-process app). */
async function providerRedirect(name: 'google' | 'apple', locale = 'ar') {
  const login = await t.api('GET', `/api/v1/oauth/${name}/login?locale=${locale}`);
  expect(login.status).toBe(200);
  const cookie = login.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^safqa_oauth_binding=[\w-]{40,};/);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/Path=\/api\/session/);
  binding = /^safqa_oauth_binding=([\w-]+)/.exec(cookie)![1]!;
  const authorize = new URL(login.body.data.url);
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  return { authorize, back: new URL(atProvider.headers.get('location')!) };
}

async function googleSignIn(locale = 'ar') {
  const { back } = await providerRedirect('google', locale);
  const res = await t.app.request(back.pathname + back.search);
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** The site's redeem of the callback's id, with the browser's binding cookie (as the BFF does). */
async function redeem(target: URL, browserBinding = binding) {
  const id = target.searchParams.get('id');
  expect(id).toBeTruthy();
  return t.api('GET', `/api/v1/auth/oauth-session/${id}`, {
    headers: { 'x-oauth-binding': browserBinding },
  });
}

describe('OAuth sign-in against a local OpenID provider', () => {
  it('reports which providers are configured; a missing one is disabled (404)', async () => {
    expect((await t.api('GET', '/api/v1/oauth/providers')).body.data).toEqual({
      google: true,
      apple: true,
      facebook: false,
    });
    const facebook = await t.api('GET', '/api/v1/oauth/facebook/login');
    expect(facebook.status).toBe(404);
    expect(facebook.body.error.details).toEqual([
      { key: 'provider', message: 'errors.oauth_disabled' },
    ]);
  });

  it('the authorization URL carries PKCE S256, state, nonce and our callback', async () => {
    const login = await t.api('GET', '/api/v1/oauth/google/login');
    const url = new URL(login.body.data.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(43);
    expect(url.searchParams.get('nonce')!.length).toBeGreaterThanOrEqual(43);
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/v1/oauth/google/callback',
    );
  });

  it('Google: a new user is created verified, and the one-time id gives user and tokens once', async () => {
    identity = { sub: `g-${Date.now()}`, email: uniqueEmail('google'), email_verified: true };
    const target = await googleSignIn('en');
    expect(target.origin + target.pathname).toBe('http://localhost:3000/en/oauth/callback');
    const first = await redeem(target);
    expect(first.status).toBe(200);
    expect(first.body.data.user).toMatchObject({
      email: identity.email,
      isEmailVerified: true,
      hasPassword: false,
      locale: 'en',
    });
    expect(
      (await t.api('GET', '/api/v1/auth/profile', { token: first.body.data.tokens.accessToken }))
        .status,
    ).toBe(200);
    const again = await redeem(target);
    expect(again.status).toBe(404);
  });

  it('an id redeems only in the browser that started the flow (no login CSRF)', async () => {
    identity = {
      sub: `g-csrf-${Date.now()}`,
      email: uniqueEmail('attacker'),
      email_verified: true,
    };
    // The attacker runs the flow in their own browser and sends the victim the callback link.
    const target = await googleSignIn('en');
    const attackerBinding = binding;
    const id = target.searchParams.get('id')!;
    for (const victim of ['', 'a-different-browser-binding-value-0123456789abcdef']) {
      const res = await redeem(target, victim);
      expect({ victim, status: res.status }).toEqual({ victim, status: 404 });
    }
    // Without any binding (a client without a browser) only handoff ids redeem.
    expect((await t.api('GET', `/api/v1/auth/oauth-session/${id}`)).status).toBe(404);
    // Refusals leave the id unused: the browser that started the flow still signs in.
    expect((await redeem(target, attackerBinding)).status).toBe(200);
  });

  it('a mobile handoff id redeems in the app, never in a browser', async () => {
    const account = await verifiedUser(t);
    const handoff = async () =>
      (await t.api('POST', '/api/v1/auth/handoff', { token: account.tokens.accessToken })).body.data
        .id as string;
    const forBrowser = await handoff();
    for (const header of ['', binding]) {
      const res = await t.api('GET', `/api/v1/auth/oauth-session/${forBrowser}`, {
        headers: { 'x-oauth-binding': header },
      });
      expect(res.status).toBe(404);
    }
    expect((await t.api('GET', `/api/v1/auth/oauth-session/${await handoff()}`)).status).toBe(200);
  });

  it('Google: the same provider subject signs into the same account', async () => {
    identity = { sub: `g-same-${Date.now()}`, email: uniqueEmail('same'), email_verified: true };
    const a = (await redeem(await googleSignIn())).body.data.user.id;
    const b = (await redeem(await googleSignIn())).body.data.user.id;
    expect(a).toBe(b);
  });

  it('links to an existing verified account with that email', async () => {
    const existing = await verifiedUser(t);
    identity = {
      sub: `g-link-${Date.now()}`,
      email: existing.email.toUpperCase(),
      email_verified: true,
    };
    const res = await redeem(await googleSignIn());
    expect(res.body.data.user.id).toBe(existing.user.id);
    expect(res.body.data.user.hasPassword).toBe(true);
  });

  it('takes over an unverified pre-registration: its password stops working', async () => {
    const squatter = await registerUser(t);
    identity = { sub: `g-own-${Date.now()}`, email: squatter.email, email_verified: true };
    const res = await redeem(await googleSignIn());
    expect(res.body.data.user).toMatchObject({
      id: squatter.user.id,
      isEmailVerified: true,
      hasPassword: false,
    });
    const login = await t.api('POST', '/api/v1/auth/login', {
      json: { email: squatter.email, password: squatter.password },
    });
    expect(login.body.error.code).toBe(1103);
    expect(
      (await t.api('GET', '/api/v1/auth/profile', { token: squatter.tokens.accessToken })).body
        .error.code,
    ).toBe(1204);
  });

  it('refuses an identity whose email the provider has not verified', async () => {
    identity = {
      sub: `g-unv-${Date.now()}`,
      email: uniqueEmail('unverified'),
      email_verified: false,
    };
    const target = await googleSignIn();
    expect(target.pathname).toBe('/signin');
    expect(target.searchParams.get('oauth_error')).toBe('email');
  });

  it('a state is single use; an unknown one goes back to sign-in', async () => {
    identity = { sub: `g-state-${Date.now()}`, email: uniqueEmail('state'), email_verified: true };
    const { back } = await providerRedirect('google');
    expect((await t.app.request(back.pathname + back.search)).status).toBe(302);
    const replay = await t.app.request(back.pathname + back.search);
    expect(new URL(replay.headers.get('location')!).searchParams.get('oauth_error')).toBe('state');
    const forged = await t.app.request(
      '/api/v1/oauth/google/callback?code=abc&state=forged-state-value',
    );
    expect(new URL(forged.headers.get('location')!).searchParams.get('oauth_error')).toBe('state');
  });

  it('a denied consent goes back to sign-in', async () => {
    const { authorize } = await providerRedirect('google');
    const state = authorize.searchParams.get('state')!;
    const res = await t.app.request(
      `/api/v1/oauth/google/callback?error=access_denied&state=${state}`,
    );
    expect(new URL(res.headers.get('location')!).searchParams.get('oauth_error')).toBe('denied');
  });

  it('Apple: form_post callback without any cookie completes, with the name Apple sends once', async () => {
    identity = { sub: `a-${Date.now()}`, email: uniqueEmail('apple'), email_verified: true };
    const { authorize, back } = await providerRedirect('apple');
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    // Apple POSTs the answer cross-site: a form body, no cookies.
    const form = new URLSearchParams({
      code: back.searchParams.get('code')!,
      state: back.searchParams.get('state')!,
      user: JSON.stringify({ name: { firstName: 'Omar', lastName: 'Saleh' } }),
    });
    const res = await t.app.request('/api/v1/oauth/apple/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(303);
    const signedIn = await redeem(new URL(res.headers.get('location')!));
    expect(signedIn.body.data.user).toMatchObject({
      email: identity.email,
      firstName: 'Omar',
      lastName: 'Saleh',
    });
  });
});
