import { eq } from 'drizzle-orm';
import { oauthProvidersFromEnv } from '@/server/auth/oauth-config';
import {
  PROXY_HANDBACK_LIFETIME_MS,
  PROXY_STATE_LIFETIME_MS,
  type OAuthProxyConfig,
} from '@/server/auth/oauth-proxy';
import { users } from '@/server/db/schema';
import { uniqueEmail } from '../support/auth-helpers';
import { startOneCallbackProvider } from '../support/one-callback-provider';
import { createTestApp, type TestApp } from '../support/test-app';

// Sign-in on a deploy preview through the OAuth proxy: the provider knows only the production
// site's callbacks; production and the preview each have their own database (they share only
// OAUTH_PROXY_SECRET), and each its own clock, which the tests move.
const PRODUCTION = 'http://localhost:3000';
const PREVIEW = 'http://preview.localhost:3001';
/** A preview whose host PREVIEW_HOSTS does not list (it has the secret all the same). */
const ROGUE = 'http://preview.evil.example:3001';
const SECRET = 'oauth-proxy-secret-shared-by-every-deployment-01';
const proxy: OAuthProxyConfig = {
  url: PRODUCTION,
  secret: SECRET,
  previewHosts: ['*.localhost:3001'],
};
const registered = ['google', 'apple'].map((p) => `${PRODUCTION}/api/v1/oauth/${p}/callback`);

let provider: Awaited<ReturnType<typeof startOneCallbackProvider>>;
let production: TestApp;
let preview: TestApp;
let rogue: TestApp;
const clocks = { production: Date.now(), preview: Date.now() };

beforeAll(async () => {
  provider = await startOneCallbackProvider(registered);
  const oauth = oauthProvidersFromEnv({
    ...provider.settings('GOOGLE'),
    ...provider.settings('APPLE'),
  });
  const site = (appUrl: string, clock: 'production' | 'preview') =>
    createTestApp({ auth: { appUrl, now: () => clocks[clock] }, oauth, oauthProxy: proxy });
  [production, preview, rogue] = await Promise.all([
    site(PRODUCTION, 'production'),
    site(PREVIEW, 'preview'),
    site(ROGUE, 'preview'),
  ]);
});
afterAll(async () => {
  await Promise.all([production, preview, rogue].map((t) => t.close()));
  await provider.stop();
});
beforeEach(() => {
  clocks.production = clocks.preview = Date.now();
});

/** A path and query of an absolute address, for `app.request`. */
const local = (url: URL) => url.pathname + url.search;

/**
 * The browser's trip on `site` up to the provider's answer: our login URL (its binding cookie
 * kept), the provider, and the address the provider sends the browser back to.
 */
async function startOn(site: TestApp, name: 'google' | 'apple' = 'google') {
  const login = await site.api('GET', `/api/v1/oauth/${name}/login?locale=en`);
  expect(login.status).toBe(200);
  const binding = /^safqa_oauth_binding=([\w-]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
  const authorize = new URL(login.body.data.url);
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  return { binding, authorize, back: new URL(atProvider.headers.get('location')!) };
}

/** One hop: the app at `url`'s origin answers a redirect; its target. */
async function follow(site: TestApp, url: URL, init?: RequestInit) {
  const res = await site.app.request(local(url), init);
  expect([302, 303]).toContain(res.status);
  return new URL(res.headers.get('location')!);
}

const redeem = (site: TestApp, target: URL, binding: string) =>
  site.api('GET', `/api/v1/auth/oauth-session/${target.searchParams.get('id')}`, {
    headers: { 'x-oauth-binding': binding },
  });

const refusedOn = (target: URL, origin: string) => {
  expect(target.origin + target.pathname).toBe(`${origin}/signin`);
  expect(target.searchParams.get('oauth_error')).toBe('state');
};

describe('OAuth sign-in on a deploy preview through the fixed callback', () => {
  it('production keeps its own sign-in: a random state and its own callback', async () => {
    const { authorize } = await startOn(production);
    expect(authorize.searchParams.get('redirect_uri')).toBe(registered[0]);
    expect(authorize.searchParams.get('state')).not.toContain('.');
  });

  it('Google: starts on the preview, calls back to production, ends signed in on the preview', async () => {
    const email = uniqueEmail('proxied');
    provider.setIdentity({ sub: `g-proxy-${Date.now()}`, email, email_verified: true });
    const seenBefore = provider.redirectUris.length;
    const { binding, authorize, back } = await startOn(preview);
    expect(authorize.searchParams.get('redirect_uri')).toBe(registered[0]);
    expect(back.origin).toBe(PRODUCTION);

    const handback = await follow(production, back);
    expect(handback.origin + handback.pathname).toBe(`${PREVIEW}/api/v1/oauth/google/callback`);
    const done = await follow(preview, handback);
    expect(done.origin + done.pathname).toBe(`${PREVIEW}/en/oauth/callback`);

    const signedIn = await redeem(preview, done, binding);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ email, locale: 'en' });
    // The provider was only ever given the one registered callback (authorize and exchange).
    expect(new Set(provider.redirectUris.slice(seenBefore))).toEqual(new Set([registered[0]]));
    // The account lives in the preview's database only; production kept nothing.
    expect(await production.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('Apple: the form_post reaches production, the name comes through to the preview', async () => {
    const email = uniqueEmail('proxied-apple');
    provider.setIdentity({ sub: `a-proxy-${Date.now()}`, email, email_verified: true });
    const { binding, authorize, back } = await startOn(preview, 'apple');
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    expect(authorize.searchParams.get('redirect_uri')).toBe(registered[1]);
    const handback = await follow(production, new URL(back.origin + back.pathname), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code: back.searchParams.get('code')!,
        state: back.searchParams.get('state')!,
        user: JSON.stringify({ name: { firstName: 'Omar', lastName: 'Saleh' } }),
      }).toString(),
    });
    expect(handback.origin).toBe(PREVIEW);
    const signedIn = await redeem(preview, await follow(preview, handback), binding);
    expect(signedIn.body.data.user).toMatchObject({ email, firstName: 'Omar', lastName: 'Saleh' });
  });

  it('refuses a preview whose host is outside PREVIEW_HOSTS, without going there', async () => {
    const { back } = await startOn(rogue);
    expect(back.origin).toBe(PRODUCTION);
    refusedOn(await follow(production, back), PRODUCTION);
  });

  it('a state is single use: replayed at production or at the preview, it is refused', async () => {
    provider.setIdentity({
      sub: `g-replay-${Date.now()}`,
      email: uniqueEmail('replay'),
      email_verified: true,
    });
    const { binding, back } = await startOn(preview);
    const handback = await follow(production, back);
    const done = await follow(preview, handback);
    expect(done.pathname).toBe('/en/oauth/callback');
    // The same hand-back again, and the provider's answer again through production.
    refusedOn(await follow(preview, handback), PREVIEW);
    refusedOn(await follow(preview, await follow(production, back)), PREVIEW);
    expect((await redeem(preview, done, binding)).status).toBe(200);
  });

  it('refuses an expired state at production and an expired hand-back at the preview', async () => {
    const started = clocks.production;
    const first = await startOn(preview);
    clocks.production = started + PROXY_STATE_LIFETIME_MS;
    refusedOn(await follow(production, first.back), PRODUCTION);

    clocks.production = clocks.preview = Date.now();
    const second = await startOn(preview);
    const handback = await follow(production, second.back);
    clocks.preview += PROXY_HANDBACK_LIFETIME_MS;
    refusedOn(await follow(preview, handback), PREVIEW);
  });

  it('refuses a tampered state or hand-back, and a callback on the preview that skips production', async () => {
    const flip = (token: string) => {
      const dot = token.indexOf('.');
      return token.slice(0, dot + 3) + (token[dot + 3] === 'A' ? 'B' : 'A') + token.slice(dot + 4);
    };
    const { back } = await startOn(preview);
    const tampered = new URL(back);
    tampered.searchParams.set('state', flip(back.searchParams.get('state')!));
    refusedOn(await follow(production, tampered), PRODUCTION);

    const handback = await follow(production, back);
    const forged = new URL(handback);
    forged.searchParams.set('handback', flip(handback.searchParams.get('handback')!));
    refusedOn(await follow(preview, forged), PREVIEW);
    // The provider's answer straight to the preview (no hand-back): refused.
    const direct = new URL(`${PREVIEW}/api/v1/oauth/google/callback${back.search}`);
    refusedOn(await follow(preview, direct), PREVIEW);
    // The untouched hand-back still works: the refusals consumed nothing.
    expect((await follow(preview, handback)).pathname).toBe('/en/oauth/callback');
  });

  it("the preview's id redeems only in the browser that started on the preview", async () => {
    provider.setIdentity({
      sub: `g-csrf-${Date.now()}`,
      email: uniqueEmail('proxy-csrf'),
      email_verified: true,
    });
    const { binding, back } = await startOn(preview);
    const done = await follow(preview, await follow(production, back));
    expect((await redeem(preview, done, 'another-browser-binding-0123456789abcdef')).status).toBe(
      404,
    );
    expect((await redeem(preview, done, '')).status).toBe(404);
    expect((await redeem(preview, done, binding)).status).toBe(200);
  });
});
