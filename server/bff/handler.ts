import 'server-only';
import { deriveUserState, type AuthTokens, type PublicUser } from '@/lib/auth/user-state';
import { OAUTH_BINDING_COOKIE, OAUTH_BINDING_HEADER } from '@/lib/api/constants';
import { ERROR_CATALOGUE, SUCCESS_CODE, type ErrorTitle } from '@/lib/errors/catalogue';
import { MAX_UPLOAD_BYTES } from '@/lib/validation/media';
import { FORWARDED_CHAIN_HEADER } from '@/lib/security/forwarded-for';
import { errorBody } from '../api/envelope';
import type { ApiTransport } from '../api/in-process';
import { createRefresher, type RefreshOutcome } from './refresh';
import type { RefreshStore } from './refresh-store';
import type { Liveness } from './live-sign-in';
import { isSameOriginRequest } from './same-origin';
import {
  SESSION_COOKIE,
  cookieValue,
  appendSessionCookies,
  unsealSession,
  type BffSession,
  type SessionCookieConfig,
} from './session';

export interface BffDeps {
  api: ApiTransport;
  cookie: SessionCookieConfig;
  /** Origins whose pages may call state-changing handlers (APP_URL's, besides the request's own). */
  allowedOrigins: readonly string[];
  /**
   * Whether a cookie's sign-in is still live (server/bff/live-sign-in.ts). A cookie whose
   * sign-in has ended is treated as no session and removed. Without it, cookies are believed.
   */
  liveness?: (session: BffSession) => Promise<Liveness>;
  /** Where refreshes meet across processes (Redis when REDIS_URL is set); this process alone by default. */
  refreshStore?: RefreshStore;
}

/** Largest JSON body the named handlers forward. */
const MAX_BODY_BYTES = 64 * 1024;
/** Largest JSON body the generic proxy forwards: a CSV import carries a file of up to 2 MB. */
const PROXY_MAX_BODY_BYTES = 3 * 1024 * 1024;
/** Media uploads (`POST /api/session/api/media`) pass through as multipart bytes up to this size. */
const UPLOAD_MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
const UPLOAD_PATH = 'media';
/** Headers of a file answer (a CSV export) the page receives as the API sent them. */
const FILE_HEADERS = ['content-type', 'content-disposition'];
/**
 * Request headers passed on to the API: language, agent, and the forwarded chain the client's
 * address is decided from (server/client-address.ts; proxy.ts moved the one sent in aside).
 */
const FORWARDED = ['accept-language', 'user-agent', 'x-forwarded-for', FORWARDED_CHAIN_HEADER];

type Access = 'public' | 'session';

interface Action {
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT';
  /** Main-API path; a function when it depends on the body. */
  path: string | ((body: Record<string, unknown>) => string);
  apiMethod?: string;
  access: Access;
  /** Send the JSON body on (default for POST/PATCH/PUT). */
  body?: boolean;
  /** Pass the OAuth flow's browser-binding cookie on (and remove it: it is single use). */
  oauthBinding?: boolean;
}

/** The named handlers under /api/session/{name} (the main API's auth calls, seen from the site). */
const ACTIONS: Record<string, Action> = {
  // POST /api/session/login — email + password; the session is stored, tokens stay here
  login: { method: 'POST', path: '/auth/login', access: 'public' },
  // POST /api/session/register — create the account; the session is stored
  register: { method: 'POST', path: '/auth/register', access: 'public' },
  // POST /api/session/forgot-password — mail a reset link
  'forgot-password': { method: 'POST', path: '/auth/forgot-password', access: 'public' },
  // POST /api/session/reset-password — token + new password; signs in
  'reset-password': { method: 'POST', path: '/auth/reset-password', access: 'public' },
  // POST /api/session/oauth-session — redeem the one-time id of the OAuth callback
  'oauth-session': {
    method: 'POST',
    path: (b) => `/auth/oauth-session/${encodeURIComponent(String(b.id ?? ''))}`,
    apiMethod: 'GET',
    access: 'public',
    body: false,
    oauthBinding: true,
  },
  // POST /api/session/verify — the 5-digit code
  verify: { method: 'POST', path: '/auth/verify-email', access: 'session' },
  // POST /api/session/resend — mail a new code
  resend: {
    method: 'POST',
    path: '/auth/resend-verification-email',
    access: 'session',
    body: false,
  },
  // POST /api/session/complete-profile — names, sex, birth date, country
  'complete-profile': { method: 'POST', path: '/auth/complete-profile', access: 'session' },
  // POST /api/session/change-password — current, new, confirm
  'change-password': { method: 'POST', path: '/auth/change-password', access: 'session' },
  // GET /api/session/profile — the user, fresh from the API (merged into the session)
  profile: { method: 'GET', path: '/auth/profile', access: 'session' },
  // GET /api/session/permissions — {hasAccess, permissions}
  permissions: { method: 'GET', path: '/auth/permissions', access: 'session' },
  // GET /api/session/invites — invite code and invitees
  invites: { method: 'GET', path: '/auth/invites', access: 'session' },
  // DELETE /api/session/account — schedule the account's deletion
  account: { method: 'DELETE', path: '/user/me', access: 'session' },
  // POST /api/session/handoff — one-time id for the mobile shell (no token reaches the page)
  handoff: { method: 'POST', path: '/auth/handoff', access: 'session', body: false },
};

function json(body: unknown, status: number, init: HeadersInit = {}) {
  const headers = new Headers(init);
  headers.set('cache-control', 'no-store');
  return Response.json(body, { status, headers });
}

function failure(title: ErrorTitle) {
  return json(errorBody(title, undefined), ERROR_CATALOGUE[title].status);
}

/** What the page may see of an API answer: never the tokens. */
function withoutTokens(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { data, ...rest } = body as { data?: unknown };
  if (!data || typeof data !== 'object' || Array.isArray(data)) return body;
  const { tokens: _dropped, ...visible } = data as Record<string, unknown>;
  void _dropped;
  return { ...rest, data: visible };
}

/** A call to the API: a JSON text, or the bytes of an upload (kept whole so a retry can resend them). */
type ApiInit = { method: string; headers: Headers; body?: string | Uint8Array<ArrayBuffer> };

/** An API answer: its parsed JSON, or the bytes of a successful non-JSON answer (`file`). */
type ApiAnswer = { status: number; body: unknown; headers: Headers; file?: ArrayBuffer };

/**
 * The BFF (ARCHITECTURE.md): route handlers under /api/session that keep `{user, tokens}` in an
 * encrypted httpOnly cookie, call the main API with the bearer token, merge returned user and
 * tokens into the session, and on a 401 refresh once (single-flight) and retry.
 */
export function createBff(deps: BffDeps) {
  const refresh = createRefresher(deps.api, deps.refreshStore);

  function forwardHeaders(request: Request): Headers {
    const headers = new Headers();
    for (const name of FORWARDED) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    return headers;
  }

  async function send(path: string, init: ApiInit, accessToken?: string): Promise<ApiAnswer> {
    const headers = new Headers(init.headers);
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    else headers.delete('authorization');
    try {
      const response = await deps.api(path, { ...init, headers });
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && response.status !== 204 && !/\bjson\b/i.test(type)) {
        const file = await response.arrayBuffer();
        return { status: response.status, body: null, headers: response.headers, file };
      }
      const body = response.status === 204 ? null : await response.json().catch(() => null);
      return { status: response.status, body, headers: response.headers };
    } catch {
      return {
        status: ERROR_CATALOGUE.SERVICE_UNAVAILABLE.status,
        body: errorBody('SERVICE_UNAVAILABLE', undefined),
        headers: new Headers(),
      };
    }
  }

  /**
   * A call with the session's access token; on 401 one refresh (shared with concurrent calls)
   * and one retry. Returns the answer and the session as it now stands (null = ended).
   */
  async function sendWithSession(
    session: BffSession,
    path: string,
    init: ApiInit,
  ): Promise<{ answer: ApiAnswer; session: BffSession | null }> {
    const first = await send(path, init, session.tokens.accessToken);
    if (first.status !== 401) return { answer: first, session };
    const outcome: RefreshOutcome = await refresh(session.tokens.refreshToken, init.headers);
    if (outcome.kind === 'ended') return { answer: first, session: null };
    if (outcome.kind === 'failed') {
      return {
        answer: { status: outcome.status, body: outcome.body, headers: new Headers() },
        session,
      };
    }
    let renewed: BffSession = { ...session, tokens: outcome.tokens };
    let retried = await send(path, init, renewed.tokens.accessToken);
    if (retried.status === 401) {
      // Tokens another request renewed a while ago may have expired since: renew them once.
      const again = await refresh(renewed.tokens.refreshToken, init.headers);
      if (again.kind === 'refreshed') {
        renewed = { ...session, tokens: again.tokens };
        retried = await send(path, init, renewed.tokens.accessToken);
      }
    }
    // Still refused with fresh tokens: the sign-in itself is over (revoked, user gone).
    if (retried.status === 401) return { answer: retried, session: null };
    return { answer: retried, session: renewed };
  }

  async function readBody(
    request: Request,
    maxBytes = MAX_BODY_BYTES,
  ): Promise<Record<string, unknown> | Response> {
    const text = await request.text();
    if (text.length > maxBytes) return failure('BAD_REQUEST');
    if (!text.trim()) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        return failure('BAD_REQUEST');
      }
      return parsed as Record<string, unknown>;
    } catch {
      return failure('BAD_REQUEST');
    }
  }

  /**
   * The raw body of an upload, or the VALIDATION_ERROR answer when it is over `maxBytes` (read
   * chunk by chunk, so an oversized body is refused without being held whole).
   */
  async function readBytes(request: Request, maxBytes: number) {
    const tooLarge = () =>
      json(
        errorBody('VALIDATION_ERROR', undefined, [
          {
            key: 'file',
            message: 'validation.media.too_large',
            params: { maximum: MAX_UPLOAD_BYTES / 1024 / 1024 },
          },
        ]),
        ERROR_CATALOGUE.VALIDATION_ERROR.status,
      );
    if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge();
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (request.body) {
      const reader = request.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel();
          return tooLarge();
        }
        chunks.push(value);
      }
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    return bytes;
  }

  /**
   * Answer to the page: the API's envelope without tokens, plus the session's user state; a file
   * answer (CSV) passes through unchanged.
   */
  async function answerWith(
    answer: ApiAnswer,
    before: BffSession | null,
    after: BffSession | null,
  ): Promise<Response> {
    const headers = new Headers();
    const retryAfter = answer.headers.get('retry-after');
    if (retryAfter) headers.set('retry-after', retryAfter);
    const requestId = answer.headers.get('x-request-id');
    if (requestId) headers.set('x-request-id', requestId);
    if (after !== before) await appendSessionCookies(headers, after, deps.cookie);
    if (answer.file) {
      for (const name of FILE_HEADERS) {
        const value = answer.headers.get(name);
        if (value) headers.set(name, value);
      }
      headers.set('cache-control', 'no-store');
      return new Response(answer.file, { status: answer.status, headers });
    }
    let body = withoutTokens(answer.body);
    if (body && typeof body === 'object' && (body as { success?: unknown }).success === true) {
      const data = (body as { data?: unknown }).data;
      if (data && typeof data === 'object' && !Array.isArray(data) && before !== after) {
        body = {
          ...(body as object),
          data: { ...data, state: deriveUserState(after?.user, after?.tokens) },
        };
      }
    }
    return json(body, answer.status, headers);
  }

  function merged(session: BffSession | null, body: unknown): BffSession | null {
    if (!body || typeof body !== 'object' || (body as { success?: unknown }).success !== true) {
      return session;
    }
    const data = (body as { data?: { user?: PublicUser; tokens?: AuthTokens } }).data;
    const user = data?.user ?? session?.user;
    const tokens = data?.tokens ?? session?.tokens;
    if (!user || !tokens || (!data?.user && !data?.tokens)) return session;
    return { user, tokens };
  }

  async function runAction(
    request: Request,
    action: Action,
    session: BffSession | null,
  ): Promise<Response> {
    let body: Record<string, unknown> = {};
    const wantsBody = action.body ?? action.method !== 'GET';
    if (action.method !== 'GET') {
      const read = await readBody(request);
      if (read instanceof Response) return read;
      body = read;
    }
    const path = typeof action.path === 'function' ? action.path(body) : action.path;
    const headers = forwardHeaders(request);
    if (action.oauthBinding) {
      // The browser-binding cookie of the OAuth flow ('' when this browser started none).
      headers.set(
        OAUTH_BINDING_HEADER,
        cookieValue(request.headers.get('cookie'), OAUTH_BINDING_COOKIE) ?? '',
      );
    }
    const init = {
      method: action.apiMethod ?? action.method,
      headers,
      ...(wantsBody ? { body: JSON.stringify(body) } : {}),
    };
    if (wantsBody) headers.set('content-type', 'application/json');

    if (action.access === 'public') {
      const answer = await send(path, init);
      // An answer with user and tokens is a new sign-in: it replaces whatever session was here.
      const response = await answerWith(answer, session, merged(null, answer.body) ?? session);
      if (action.oauthBinding) {
        response.headers.append(
          'set-cookie',
          `${OAUTH_BINDING_COOKIE}=; Path=/api/session; Max-Age=0; HttpOnly; SameSite=Lax${deps.cookie.secure ? '; Secure' : ''}`,
        );
      }
      return response;
    }
    if (!session) return failure('UNAUTHORIZED_ACCESS');
    const { answer, session: current } = await sendWithSession(session, path, init);
    return answerWith(answer, session, current ? merged(current, answer.body) : null);
  }

  // POST /api/session/logout — revoke the refresh token at the API; the cookie goes regardless
  async function logout(request: Request, session: BffSession | null): Promise<Response> {
    if (session) {
      const headers = forwardHeaders(request);
      headers.set('content-type', 'application/json');
      await send(
        '/auth/logout',
        {
          method: 'POST',
          headers,
          body: JSON.stringify({ refreshToken: session.tokens.refreshToken }),
        },
        session.tokens.accessToken,
      );
    }
    const headers = new Headers();
    await appendSessionCookies(headers, null, deps.cookie);
    return json(
      { success: true, code: SUCCESS_CODE, data: { state: 'UNAUTHENTICATED' } },
      200,
      headers,
    );
  }

  // GET /api/session/me — the session's user and state, without calling the API
  function current(session: BffSession | null): Response {
    return json(
      {
        success: true,
        code: SUCCESS_CODE,
        data: {
          user: session?.user ?? null,
          state: deriveUserState(session?.user, session?.tokens),
        },
      },
      200,
    );
  }

  // ANY /api/session/api/{path} — the rest of the main API with the session's bearer token
  async function proxy(
    request: Request,
    rest: string[],
    session: BffSession | null,
  ): Promise<Response> {
    const first = rest[0];
    if (!first || first === 'auth' || first === 'oauth') return failure('NOT_FOUND');
    const url = new URL(request.url);
    const path = `/${rest.map(encodeURIComponent).join('/')}${url.search}`;
    const headers = forwardHeaders(request);
    const init: ApiInit = {
      method: request.method,
      headers,
    };
    const type = request.headers.get('content-type') ?? '';
    if (
      request.method === 'POST' &&
      rest.join('/') === UPLOAD_PATH &&
      /^multipart\/form-data;/i.test(type)
    ) {
      // An upload: the form's bytes and boundary go on as they came (CSRF checked in handle()).
      const bytes = await readBytes(request, UPLOAD_MAX_BODY_BYTES);
      if (bytes instanceof Response) return bytes;
      init.body = bytes;
      headers.set('content-type', type);
    } else if (!['GET', 'HEAD', 'DELETE'].includes(request.method)) {
      const read = await readBody(request, PROXY_MAX_BODY_BYTES);
      if (read instanceof Response) return read;
      init.body = JSON.stringify(read);
      headers.set('content-type', 'application/json');
    }
    if (!session) return answerWith(await send(path, init), null, null);
    const { answer, session: after } = await sendWithSession(session, path, init);
    return answerWith(answer, session, after);
  }

  function route(
    request: Request,
    segments: readonly string[],
    session: BffSession | null,
  ): Promise<Response> | Response {
    const [name, ...rest] = segments;
    if (!name || name === 'me') {
      return request.method === 'GET' ? current(session) : failure('NOT_FOUND');
    }
    if (name === 'logout' && request.method === 'POST') return logout(request, session);
    if (name === 'api') return proxy(request, rest, session);
    const action = Object.hasOwn(ACTIONS, name) ? ACTIONS[name] : undefined;
    if (!action || rest.length > 0 || action.method !== request.method) {
      return failure('NOT_FOUND');
    }
    return runAction(request, action, session);
  }

  return {
    /** Route handler body for /api/session/[...action]. */
    async handle(request: Request, segments: readonly string[] = []): Promise<Response> {
      const stateChanging = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
      if (stateChanging && !isSameOriginRequest(request, deps.allowedOrigins)) {
        return failure('FORBIDDEN');
      }
      const sealed = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
      let session = await unsealSession(sealed, deps.cookie.password);
      // A copy of the cookie replayed after its sign-in ended (logout elsewhere) reads nothing.
      if (session && deps.liveness && (await deps.liveness(session)) === 'ended') session = null;
      const response = await route(request, segments, session);
      // A cookie that no longer opens (tampered, old secret) or whose sign-in ended is removed.
      if (sealed && !session && !response.headers.has('set-cookie')) {
        await appendSessionCookies(response.headers, null, deps.cookie);
      }
      return response;
    },
  };
}

export type Bff = ReturnType<typeof createBff>;
