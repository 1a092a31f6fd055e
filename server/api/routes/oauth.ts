import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { locales } from '@/lib/i18n/routing';
import type { ApiEnv } from '../context';
import { errorEnvelopeSchema, jsonResponses, ok } from '../envelope';
import { raises } from '../error-responses';
import { authContext, currentAuth, requireAuth } from '../auth-middleware';
import { OAUTH_PROVIDERS } from '../../auth/oauth-config';
import {
  authorizationUrl,
  completeOAuth,
  enabledProvider,
  issueLoginSession,
  redeemOAuthSession,
} from '../../services/auth/oauth';
import { signedInOnDevice } from './auth';
import { setCookie } from 'hono/cookie';
import { OAUTH_BINDING_COOKIE, OAUTH_BINDING_HEADER } from '@/lib/api/constants';
import { randomToken } from '../../auth/tokens';

const providerParam = z.object({ provider: z.enum(OAUTH_PROVIDERS) });
const callbackFields = z.object({
  code: z.string().max(4096).optional(),
  /** Random, or on a deploy preview's sign-in a signed token (server/auth/oauth-proxy.ts). */
  state: z.string().max(1000).optional(),
  error: z.string().max(200).optional(),
  /** Apple: the user's name, JSON, on the first sign-in only. */
  user: z.string().max(4096).optional(),
  /** On a deploy preview: the provider's answer, handed back and signed by the OAuth proxy. */
  handback: z.string().max(16_384).optional(),
});
const redirect = {
  description:
    'Redirect to the site: /oauth/callback?id=… or /signin?oauth_error=…; on the OAuth proxy, ' +
    "to the deploy preview's own callback with the signed `handback`",
};
/** Before any redirect: a provider not configured, a malformed callback. */
const failure = {
  description: 'Failure: an error envelope (code and status from the error catalogue)',
  content: { 'application/json': { schema: errorEnvelopeSchema } },
};

/** Sign-in through a provider: which ones, the way there, the way back, the session it made. */
export function registerOAuth(app: OpenAPIHono<ApiEnv>) {
  registerOAuthStart(app);
  registerOAuthCallbacks(app);
  registerOAuthSessions(app);
}

/** The configured providers, and the authorization URL that starts a flow. */
function registerOAuthStart(app: OpenAPIHono<ApiEnv>) {
  // GET /oauth/providers — which sign-in providers are configured (the sign-in page hides the rest)
  app.openapi(
    createRoute({
      operationId: 'oauth.providers',
      method: 'get',
      path: '/oauth/providers',
      tags: ['OAuth'],
      summary: 'Configured sign-in providers',
      responses: jsonResponses(
        z.object({ google: z.boolean(), apple: z.boolean(), facebook: z.boolean() }),
        'Enabled providers',
      ),
    }),
    (c) => {
      const { oauth } = c.var.deps;
      return ok(c, {
        google: Boolean(oauth.google),
        apple: Boolean(oauth.apple),
        facebook: Boolean(oauth.facebook),
      });
    },
  );

  // GET /oauth/{provider}/login — the provider's authorization URL (PKCE, state, nonce)
  app.openapi(
    createRoute({
      operationId: 'oauth.login',
      method: 'get',
      path: '/oauth/{provider}/login',
      tags: ['OAuth'],
      summary: 'Authorization URL of a sign-in provider (404 when the provider is not configured)',
      request: { params: providerParam, query: z.object({ locale: z.enum(locales).optional() }) },
      responses: jsonResponses(z.object({ url: z.string().url() }), 'Where to send the browser'),
    }),
    async (c) => {
      const provider = enabledProvider(c.var.deps.oauth, c.req.valid('param').provider);
      const db = await c.var.deps.getDb();
      const binding = randomToken();
      const { appUrl, now } = c.var.deps.auth;
      // Only the BFF's redeem reads it (Path); the provider's redirect back keeps it (Lax).
      setCookie(c, OAUTH_BINDING_COOKIE, binding, {
        path: '/api/session',
        httpOnly: true,
        sameSite: 'Lax',
        secure: appUrl.startsWith('https:'),
        maxAge: 10 * 60,
      });
      return ok(c, {
        url: await authorizationUrl(
          db,
          appUrl,
          provider,
          c.req.valid('query').locale ?? 'ar',
          binding,
          c.var.deps.oauthProxy,
          now(),
        ),
      });
    },
  );
}

/** The provider sends the browser back (a redirect, or Apple's form_post). */
function registerOAuthCallbacks(app: OpenAPIHono<ApiEnv>) {
  // GET /oauth/{provider}/callback — the provider sends the browser back with code and state
  app.openapi(
    createRoute({
      operationId: 'oauth.callback',
      method: 'get',
      path: '/oauth/{provider}/callback',
      tags: ['OAuth'],
      summary: 'Provider callback (query)',
      request: { params: providerParam, query: callbackFields },
      responses: { 302: redirect, default: failure },
    }),
    async (c) => {
      const provider = enabledProvider(c.var.deps.oauth, c.req.valid('param').provider);
      return c.redirect(
        await completeOAuth(
          await authContext(c),
          provider,
          c.req.valid('query'),
          c.var.deps.oauthProxy,
        ),
        302,
      );
    },
  );

  // POST /oauth/{provider}/callback — Apple's form_post. The state lives in the database, not in a
  // cookie, so the cross-site POST (which carries no SameSite=Lax cookie) still completes.
  app.openapi(
    createRoute({
      operationId: 'oauth.callbackFormPost',
      method: 'post',
      path: '/oauth/{provider}/callback',
      tags: ['OAuth'],
      summary: 'Provider callback (form_post, Apple)',
      request: {
        params: providerParam,
        body: {
          required: true,
          content: { 'application/x-www-form-urlencoded': { schema: callbackFields } },
        },
      },
      responses: { 303: redirect, default: failure },
    }),
    async (c) => {
      const provider = enabledProvider(c.var.deps.oauth, c.req.valid('param').provider);
      return c.redirect(
        await completeOAuth(
          await authContext(c),
          provider,
          c.req.valid('form'),
          c.var.deps.oauthProxy,
        ),
        303,
      );
    },
  );
}

/** The one-time session ids a callback or a handoff leaves, and their redemption. */
function registerOAuthSessions(app: OpenAPIHono<ApiEnv>) {
  // GET /auth/oauth-session/{id} — redeems the one-time id of the callback: user and tokens, once
  app.openapi(
    createRoute({
      operationId: 'oauth.redeemSession',
      method: 'get',
      path: '/auth/oauth-session/{id}',
      tags: ['OAuth'],
      summary: 'Redeem the one-time OAuth session id (10 minutes, single use)',
      description:
        'A browser redeems through the site, which sends the browser-binding cookie of the flow ' +
        `as \`${OAUTH_BINDING_HEADER}\`: only the browser that started the flow can redeem its id. ` +
        'Without the header only a mobile handoff id redeems.',
      request: { params: z.object({ id: z.string().min(20).max(100) }) },
      ...raises('LOGIN_SESSION_EXPIRED', 'USER_INACTIVE'),
      responses: jsonResponses(signedInOnDevice, 'Signed in'),
    }),
    async (c) =>
      ok(
        c,
        await redeemOAuthSession(
          await authContext(c),
          c.req.valid('param').id,
          c.req.header(OAUTH_BINDING_HEADER),
        ),
      ),
  );

  // POST /auth/handoff — a one-time id for the signed-in user that another client (the mobile
  // app's shell) redeems at /auth/oauth-session/{id} for its own tokens; no token leaves the page
  app.openapi(
    createRoute({
      operationId: 'oauth.handoff',
      method: 'post',
      path: '/auth/handoff',
      tags: ['OAuth'],
      summary: 'One-time session id to hand the sign-in to the mobile app (10 minutes, single use)',
      security: [{ bearerAuth: [] }],
      middleware: [requireAuth] as const,
      responses: jsonResponses(z.object({ id: z.string() }), 'Handoff id'),
    }),
    async (c) => {
      const db = await c.var.deps.getDb();
      return ok(c, { id: await issueLoginSession(db, currentAuth(c).user.id) });
    },
  );
}
