import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/site/urls';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { oauthAccounts, oauthLoginSessions, oauthStates, users, type User } from '../../db/schema';
import type {
  OAuthProviderConfig,
  OAuthProviderName,
  OAuthProviders,
} from '../../auth/oauth-config';
import {
  acceptHandback,
  handbackUrl,
  isProxyToken,
  newProxyState,
  proxyOfPreview,
  type OAuthProxyConfig,
} from '../../auth/oauth-proxy';
import { randomToken, sha256 } from '../../auth/tokens';
import { MINUTE, type AuthContext } from './context';
import { signIn, type SignedIn } from './account';
import { revokeUserSessions } from './sessions';
import { newInviteCode, normalizeEmail } from './users';

const STATE_LIFETIME_MS = 10 * MINUTE;
const LOGIN_SESSION_LIFETIME_MS = 10 * MINUTE;

export function enabledProvider(
  providers: OAuthProviders,
  name: OAuthProviderName,
): OAuthProviderConfig {
  const provider = providers[name];
  if (!provider)
    throw new AppError('NOT_FOUND', [{ key: 'provider', message: 'errors.oauth_disabled' }]);
  return provider;
}

function callbackUrl(appUrl: string, name: OAuthProviderName) {
  return new URL(`/api/v1/oauth/${name}/callback`, appUrl).toString();
}

/** The site whose callback the provider knows: the proxy's for a preview, else this one's. */
const callbackSite = (appUrl: string, proxy: OAuthProxyConfig | undefined) =>
  proxyOfPreview(proxy, appUrl)?.url ?? appUrl;

/**
 * GET /oauth/{provider}/login: the authorization URL, with PKCE (S256), state and nonce.
 * `binding` is the random value of the cookie the route sets on the browser that asked: only
 * that browser can redeem the id the callback issues (no one can sign a victim into an account
 * of theirs by sending a link to /oauth/callback?id=…). On a deploy preview (`proxy`, when its
 * URL is another site) the provider gets the proxy's callback and a state signed for the proxy.
 */
export async function authorizationUrl(
  db: Db,
  appUrl: string,
  provider: OAuthProviderConfig,
  locale: 'ar' | 'en',
  binding: string,
  proxy?: OAuthProxyConfig,
  now: number = Date.now(),
) {
  const viaProxy = proxyOfPreview(proxy, appUrl);
  const state = viaProxy ? newProxyState(viaProxy, appUrl, provider.name, now) : randomToken();
  const nonce = randomToken();
  const codeVerifier = randomToken();
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values({
    stateHash: sha256(state),
    provider: provider.name,
    codeVerifier,
    nonce,
    locale,
    bindingHash: sha256(binding),
    expiresAt: new Date(Date.now() + STATE_LIFETIME_MS),
  });
  const url = new URL(provider.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: callbackUrl(callbackSite(appUrl, proxy), provider.name),
    scope: provider.scope,
    state,
    nonce,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(provider.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
  }).toString();
  return url.toString();
}

interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** Code → tokens at the provider; the ID token is checked (signature, iss, aud, exp, nonce). */
async function exchangeCode(
  callbackSiteUrl: string,
  provider: OAuthProviderConfig,
  code: string,
  codeVerifier: string,
  nonce: string,
): Promise<ProviderIdentity> {
  const response = await fetch(provider.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: callbackUrl(callbackSiteUrl, provider.name),
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      code_verifier: codeVerifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  const body = (await response.json()) as { id_token?: string; access_token?: string };

  if (provider.jwksUri && provider.issuer) {
    if (!body.id_token) throw new Error('no id_token');
    let jwks = jwksCache.get(provider.jwksUri);
    if (!jwks)
      jwksCache.set(provider.jwksUri, (jwks = createRemoteJWKSet(new URL(provider.jwksUri))));
    const { payload } = await jwtVerify(body.id_token, jwks, {
      issuer: provider.issuer,
      audience: provider.clientId,
    });
    if (payload.nonce !== nonce) throw new Error('nonce mismatch');
    if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('no subject');
    const email = typeof payload.email === 'string' ? payload.email : null;
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    return { subject: payload.sub, email, emailVerified: Boolean(email) && verified };
  }

  // Plain OAuth (Facebook): ask the user-info endpoint with the access token.
  if (!provider.userinfoEndpoint || !body.access_token)
    throw new Error('no user-info endpoint or access token');
  const me = await fetch(provider.userinfoEndpoint, {
    headers: { authorization: `Bearer ${body.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!me.ok) throw new Error(`user-info endpoint answered ${me.status}`);
  const info = (await me.json()) as { id?: string; sub?: string; email?: string };
  const subject = info.id ?? info.sub;
  if (!subject) throw new Error('no subject');
  // Facebook only returns confirmed addresses.
  return {
    subject: String(subject),
    email: info.email ?? null,
    emailVerified: Boolean(info.email),
  };
}

/**
 * Finds or creates the user of a provider identity: by provider + subject first; else by a
 * verified email. An existing account whose email was never verified is taken over by the
 * mailbox owner: its password (set by whoever registered it) is removed and its sign-ins end.
 */
async function userForIdentity(
  db: Db,
  provider: OAuthProviderName,
  identity: ProviderIdentity,
  locale: string,
): Promise<User> {
  const [linked] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, identity.subject)))
    .limit(1);
  if (linked) return linked.user;
  if (!identity.email || !identity.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(users.emailNormalized, normalizeEmail(identity.email!)))
      .limit(1);
    let user: User;
    if (existing) {
      user = existing;
      if (!existing.isEmailVerified) {
        [user] = (await tx
          .update(users)
          .set({ isEmailVerified: true, emailVerifiedAt: new Date(), passwordHash: null })
          .where(eq(users.id, existing.id))
          .returning()) as [User];
        await revokeUserSessions(tx, existing.id, 'oauth_takeover');
      }
    } else {
      [user] = (await tx
        .insert(users)
        .values({
          email: identity.email!,
          emailNormalized: normalizeEmail(identity.email!),
          isEmailVerified: true,
          emailVerifiedAt: new Date(),
          firstName: identity.firstName ?? null,
          lastName: identity.lastName ?? null,
          locale,
          inviteCode: newInviteCode(),
        })
        .returning()) as [User];
    }
    await tx
      .insert(oauthAccounts)
      .values({ provider, subject: identity.subject, userId: user.id, email: identity.email });
    return user;
  });
}

/** Apple sends the name once, as JSON in the `user` form field. */
function appleName(raw: string | undefined): { firstName?: string; lastName?: string } {
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } };
    const clean = (v: unknown) =>
      typeof v === 'string' && v.trim() ? v.trim().slice(0, 50) : undefined;
    return {
      firstName: clean(parsed.name?.firstName)?.replace(/\s+/g, ''),
      lastName: clean(parsed.name?.lastName),
    };
  } catch {
    return {};
  }
}

export interface CallbackParams {
  code?: string;
  state?: string;
  error?: string;
  user?: string;
  /** On a deploy preview: the provider's answer as the proxy signed it. */
  handback?: string;
}

/**
 * The provider callback: checks state (single use, 10 minutes), exchanges the code, finds the
 * user, and answers the site address that redeems a one-time OAuth session id.
 * With `proxy`: on the proxy, a state signed for a preview whose host PREVIEW_HOSTS allows is
 * handed to that preview instead; on a preview, only the proxy's signed hand-back is accepted.
 */
export async function completeOAuth(
  ctx: AuthContext,
  provider: OAuthProviderConfig,
  callback: CallbackParams,
  proxy?: OAuthProxyConfig,
): Promise<string> {
  const site = (locale: string | null | undefined, path: string) =>
    new URL(
      localizedPath(isLocale(locale) ? locale : defaultLocale, path),
      ctx.config.appUrl,
    ).toString();
  const now = ctx.config.now();
  let params: Omit<CallbackParams, 'handback'> = callback;
  const viaProxy = proxyOfPreview(proxy, ctx.config.appUrl);
  if (viaProxy) {
    const accepted = acceptHandback(
      viaProxy,
      ctx.config.appUrl,
      provider.name,
      callback.handback,
      now,
    );
    if (!accepted) return site(null, '/signin?oauth_error=state');
    params = accepted;
  } else if (proxy?.previewHosts.length && isProxyToken(callback.state)) {
    return (
      handbackUrl(proxy, provider.name, callback, now) ?? site(null, '/signin?oauth_error=state')
    );
  }
  if (!params.state) return site(null, '/signin?oauth_error=state');
  const [state] = await ctx.db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, sha256(params.state)),
        eq(oauthStates.provider, provider.name),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!state) return site(null, '/signin?oauth_error=state');
  if (params.error || !params.code)
    return site(
      state.locale,
      `/signin?oauth_error=${params.error === 'access_denied' ? 'denied' : 'provider'}`,
    );

  let identity: ProviderIdentity;
  try {
    identity = await exchangeCode(
      callbackSite(ctx.config.appUrl, proxy),
      provider,
      params.code,
      state.codeVerifier,
      state.nonce,
    );
  } catch (error) {
    ctx.logger.warn('oauth exchange failed', { provider: provider.name, error: String(error) });
    return site(state.locale, '/signin?oauth_error=provider');
  }
  if (provider.name === 'apple') Object.assign(identity, appleName(params.user));
  let user: User;
  try {
    user = await userForIdentity(ctx.db, provider.name, identity, state.locale ?? 'ar');
  } catch (error) {
    if (error instanceof AppError) return site(state.locale, '/signin?oauth_error=email');
    throw error;
  }
  if (user.status !== 'active') return site(state.locale, '/signin?oauth_error=inactive');

  const id = await issueLoginSession(ctx.db, user.id, state.bindingHash);
  return site(state.locale, `/oauth/callback?id=${id}`);
}

/**
 * A one-time login session id (256 bits, 10 minutes) that `redeemOAuthSession` trades for
 * tokens: bound to the browser that started an OAuth flow (`bindingHash`), or unbound for the
 * mobile handoff, which the app redeems itself.
 */
export async function issueLoginSession(
  db: Db,
  userId: string,
  bindingHash: string | null = null,
): Promise<string> {
  const id = randomToken();
  await db.insert(oauthLoginSessions).values({
    idHash: sha256(id),
    userId,
    bindingHash,
    expiresAt: new Date(Date.now() + LOGIN_SESSION_LIFETIME_MS),
  });
  return id;
}

/**
 * GET /auth/oauth-session/{id} — once: the user and fresh tokens. `binding` is what the site's
 * BFF read from the browser's binding cookie (`''` when it had none); undefined when a client
 * without a browser (the mobile app) redeems. A browser redeems only an id of a flow it started
 * itself; the app only a handoff id. Anything else is "not found" and leaves the id unused.
 */
export async function redeemOAuthSession(
  ctx: AuthContext,
  id: string,
  binding?: string,
): Promise<SignedIn> {
  const boundTo =
    binding === undefined
      ? isNull(oauthLoginSessions.bindingHash)
      : eq(oauthLoginSessions.bindingHash, binding ? sha256(binding) : '-');
  // Used up and signed in together: a failure in between leaves the id to try again.
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(oauthLoginSessions)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(oauthLoginSessions.idHash, sha256(id)),
          isNull(oauthLoginSessions.consumedAt),
          boundTo,
        ),
      )
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    if (row.expiresAt.getTime() <= Date.now()) throw new AppError('LOGIN_SESSION_EXPIRED');
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!user || user.status !== 'active') throw new AppError('USER_INACTIVE');
    return signIn({ ...ctx, db: tx }, user);
  });
}
