import { createHmac, timingSafeEqual } from 'node:crypto';
import { allowedPreviewOrigin } from '@/lib/security/redirect-uri';
import type { OAuthProviderName } from './oauth-config';
import { randomToken } from './tokens';

/**
 * Sign-in with a provider that only knows fixed callback addresses, from a deploy preview
 * (docs/decisions/014-oauth-preview-proxy.md). Every deployment shares OAUTH_PROXY_URL (the one
 * origin registered with the providers) and OAUTH_PROXY_SECRET. A preview sends the provider
 * the proxy's callback and a state signed with the secret naming the preview's origin; the
 * proxy checks the signature, the lifetime and the origin against PREVIEW_HOSTS and hands the
 * provider's answer to the preview in a second signed payload; the preview exchanges the code
 * itself (its database holds the PKCE verifier and the nonce) and consumes its state row once.
 */
export interface OAuthProxyConfig {
  /** The origin the providers call back (OAUTH_PROXY_URL), e.g. `https://safqa.app`. */
  url: string;
  /** HMAC key shared by the proxy and the previews (OAUTH_PROXY_SECRET). */
  secret: string;
  /** Host patterns a preview may have (PREVIEW_HOSTS); empty: this site hands nothing back. */
  previewHosts: readonly string[];
}

/** How long a preview's signed state and the proxy's hand-back are valid. */
export const PROXY_STATE_LIFETIME_MS = 5 * 60 * 1000;
export const PROXY_HANDBACK_LIFETIME_MS = 2 * 60 * 1000;

/** The state a preview sends to the provider. */
interface ProxyState {
  kind: 'state';
  /** The preview's origin, where the sign-in ends. */
  origin: string;
  provider: OAuthProviderName;
  /** 256 random bits: the state row in the preview's database is keyed by the whole token. */
  nonce: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

/** What the proxy hands back to the preview: the provider's answer, as it came. */
interface ProxyHandback {
  kind: 'handback';
  origin: string;
  provider: OAuthProviderName;
  state: string;
  code?: string;
  error?: string;
  /** Apple's `user` field (the name, on the first sign-in). */
  user?: string;
  exp: number;
}

type Payload = ProxyState | ProxyHandback;

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`safqa-oauth-proxy.${body}`).digest();

export function signProxyPayload(secret: string, payload: Payload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/**
 * The payload of a token this deployment's secret signed, of the kind asked for and not yet
 * expired at `now`; null otherwise (tampered, another secret, expired, malformed).
 */
export function verifyProxyPayload<K extends Payload['kind']>(
  secret: string,
  token: string | undefined,
  kind: K,
  now: number,
): Extract<Payload, { kind: K }> | null {
  if (!token || token.length > 16_384) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return null;
  }
  if (payload?.kind !== kind || typeof payload.exp !== 'number' || payload.exp <= now) return null;
  return payload as Extract<Payload, { kind: K }>;
}

/** A state token carries a signature after a dot; the plain random states have none. */
export const isProxyToken = (state: string | undefined) => Boolean(state?.includes('.'));

/** The proxy when this deployment is not the proxy itself (its sign-ins go through it), else undefined. */
export function proxyOfPreview(
  proxy: OAuthProxyConfig | undefined,
  appUrl: string,
): OAuthProxyConfig | undefined {
  return proxy && new URL(proxy.url).origin !== new URL(appUrl).origin ? proxy : undefined;
}

export function newProxyState(
  proxy: OAuthProxyConfig,
  appUrl: string,
  provider: OAuthProviderName,
  now: number,
): string {
  return signProxyPayload(proxy.secret, {
    kind: 'state',
    origin: new URL(appUrl).origin,
    provider,
    nonce: randomToken(),
    exp: now + PROXY_STATE_LIFETIME_MS,
  });
}

/**
 * On the proxy: the preview callback address that receives the provider's answer, or null when
 * the state is not one to hand back (bad signature, expired, another provider, a host outside
 * PREVIEW_HOSTS).
 */
export function handbackUrl(
  proxy: OAuthProxyConfig,
  provider: OAuthProviderName,
  params: { code?: string; state?: string; error?: string; user?: string },
  now: number,
): string | null {
  const state = verifyProxyPayload(proxy.secret, params.state, 'state', now);
  if (!state || state.provider !== provider) return null;
  const origin = allowedPreviewOrigin(state.origin, {
    appUrl: proxy.url,
    previewHosts: proxy.previewHosts,
  });
  if (!origin) return null;
  const handback = signProxyPayload(proxy.secret, {
    kind: 'handback',
    origin,
    provider,
    state: params.state!,
    ...(params.code && { code: params.code }),
    ...(params.error && { error: params.error }),
    ...(params.user && { user: params.user }),
    exp: now + PROXY_HANDBACK_LIFETIME_MS,
  });
  const url = new URL(`/api/v1/oauth/${provider}/callback`, origin);
  url.searchParams.set('handback', handback);
  return url.toString();
}

/**
 * On a preview: the provider's answer from a hand-back this preview may accept (signed, fresh,
 * for this origin and provider, around a state this preview signed), or null.
 */
export function acceptHandback(
  proxy: OAuthProxyConfig,
  appUrl: string,
  provider: OAuthProviderName,
  token: string | undefined,
  now: number,
): { code?: string; state: string; error?: string; user?: string } | null {
  const handback = verifyProxyPayload(proxy.secret, token, 'handback', now);
  const origin = new URL(appUrl).origin;
  if (!handback || handback.origin !== origin || handback.provider !== provider) return null;
  const state = verifyProxyPayload(proxy.secret, handback.state, 'state', now);
  if (!state || state.origin !== origin || state.provider !== provider) return null;
  return { code: handback.code, state: handback.state, error: handback.error, user: handback.user };
}
