/** @jest-environment node */
import {
  acceptHandback,
  handbackUrl,
  newProxyState,
  PROXY_HANDBACK_LIFETIME_MS,
  PROXY_STATE_LIFETIME_MS,
  signProxyPayload,
  verifyProxyPayload,
  type OAuthProxyConfig,
} from '@/server/auth/oauth-proxy';

const SECRET = 'oauth-proxy-secret-shared-by-every-deployment-01';
const PREVIEW = 'https://safqa-git-x-team.vercel.app';
const proxy: OAuthProxyConfig = {
  url: 'https://safqa.app',
  secret: SECRET,
  previewHosts: ['*.vercel.app'],
};
const T0 = Date.UTC(2026, 10, 27, 6, 0, 0);

/** The provider's answer at the proxy, and where the proxy sends it. */
function atProxy(state: string, now = T0, extra: Record<string, string> = {}) {
  return handbackUrl(proxy, 'google', { code: 'the-code', state, ...extra }, now);
}

/** A payload with one character of its body or signature changed. */
function tamper(token: string, at: 'body' | 'signature') {
  const [body, signature] = token.split('.') as [string, string];
  const flip = (s: string) => (s[5] === 'A' ? 'B' : 'A') + s.slice(1, 5) + s.slice(6);
  return at === 'body' ? `${flip(body)}.${signature}` : `${body}.${flip(signature)}`;
}

describe('signed OAuth proxy state', () => {
  it('round trip: the preview signs, the proxy hands back, the preview accepts', () => {
    const state = newProxyState(proxy, PREVIEW, 'google', T0);
    expect(verifyProxyPayload(SECRET, state, 'state', T0)).toMatchObject({
      kind: 'state',
      origin: PREVIEW,
      provider: 'google',
      exp: T0 + PROXY_STATE_LIFETIME_MS,
    });
    const back = new URL(atProxy(state, T0 + 1000, { user: '{"name":{}}' })!);
    expect(back.origin + back.pathname).toBe(`${PREVIEW}/api/v1/oauth/google/callback`);
    expect([...back.searchParams.keys()]).toEqual(['handback']);
    expect(
      acceptHandback(proxy, PREVIEW, 'google', back.searchParams.get('handback')!, T0 + 2000),
    ).toEqual({ code: 'the-code', state, user: '{"name":{}}', error: undefined });
  });

  it('the proxy refuses a state for a host outside PREVIEW_HOSTS', () => {
    for (const origin of ['https://evil.example', 'https://x.vercel.app.evil.example']) {
      const state = signProxyPayload(SECRET, {
        kind: 'state',
        origin,
        provider: 'google',
        nonce: 'n',
        exp: T0 + 60_000,
      });
      expect(atProxy(state)).toBeNull();
    }
  });

  it('refuses an expired state (5 minutes) and an expired hand-back (2 minutes)', () => {
    const state = newProxyState(proxy, PREVIEW, 'google', T0);
    expect(atProxy(state, T0 + PROXY_STATE_LIFETIME_MS - 1)).not.toBeNull();
    expect(atProxy(state, T0 + PROXY_STATE_LIFETIME_MS)).toBeNull();
    const handback = new URL(atProxy(state, T0)!).searchParams.get('handback')!;
    expect(
      acceptHandback(proxy, PREVIEW, 'google', handback, T0 + PROXY_HANDBACK_LIFETIME_MS - 1),
    ).not.toBeNull();
    expect(
      acceptHandback(proxy, PREVIEW, 'google', handback, T0 + PROXY_HANDBACK_LIFETIME_MS),
    ).toBeNull();
  });

  it('refuses a tampered signature or body, and another secret', () => {
    const state = newProxyState(proxy, PREVIEW, 'google', T0);
    expect(atProxy(tamper(state, 'signature'))).toBeNull();
    expect(atProxy(tamper(state, 'body'))).toBeNull();
    expect(atProxy(`${state}.x`)).toBeNull();
    const foreign = newProxyState({ ...proxy, secret: `${SECRET}-other` }, PREVIEW, 'google', T0);
    expect(atProxy(foreign)).toBeNull();
    const handback = new URL(atProxy(state)!).searchParams.get('handback')!;
    expect(acceptHandback(proxy, PREVIEW, 'google', tamper(handback, 'signature'), T0)).toBeNull();
    expect(acceptHandback(proxy, PREVIEW, 'google', tamper(handback, 'body'), T0)).toBeNull();
  });

  it('a hand-back lands only on the preview and provider it was made for; a state is no hand-back', () => {
    const state = newProxyState(proxy, PREVIEW, 'google', T0);
    const handback = new URL(atProxy(state)!).searchParams.get('handback')!;
    const other = 'https://someone-else.vercel.app';
    expect(acceptHandback(proxy, other, 'google', handback, T0)).toBeNull();
    expect(acceptHandback(proxy, PREVIEW, 'apple', handback, T0)).toBeNull();
    expect(handbackUrl(proxy, 'apple', { code: 'c', state }, T0)).toBeNull();
    // Kinds do not mix: a signed state is not accepted as a hand-back, nor the reverse.
    expect(acceptHandback(proxy, PREVIEW, 'google', state, T0)).toBeNull();
    expect(atProxy(handback)).toBeNull();
    expect(acceptHandback(proxy, PREVIEW, 'google', undefined, T0)).toBeNull();
  });
});
