import 'server-only';
import { deriveUserState } from '@/lib/auth/user-state';
import {
  DEVICE_COOKIE,
  DEVICE_TOKEN_HEADER,
  OAUTH_BINDING_COOKIE,
  OAUTH_BINDING_HEADER,
} from '@/lib/api/constants';
import { SUCCESS_CODE } from '@/lib/errors/catalogue';
import type { ApiTransport } from '../api/in-process';
import { ACTIONS, type Action } from './actions';
import { answerWith as answerWithCookie, failure, json, merged, type ApiAnswer } from './answers';
import { createApiCaller, forwardHeaders, type ApiInit } from './api-calls';
import type { RefreshStore } from './refresh-store';
import type { Liveness } from './live-sign-in';
import { PROXY_MAX_BODY_BYTES, readBody, readBytes, UPLOAD_MAX_BODY_BYTES } from './request-body';
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

/** The proxied path whose multipart body passes through as bytes. */
const UPLOAD_PATH = 'media';

/** What the BFF's handlers share: its dependencies, the API calls, the answer with cookies. */
type BffCalls = ReturnType<typeof createApiCaller> & {
  deps: BffDeps;
  answerWith(
    answer: ApiAnswer,
    before: BffSession | null,
    after: BffSession | null,
  ): Promise<Response>;
};

/**
 * The BFF: route handlers under /api/session that keep `{user, tokens}` in an
 * encrypted httpOnly cookie, call the main API with the bearer token, merge returned user and
 * tokens into the session, and on a 401 refresh once (single-flight) and retry.
 */
export function createBff(deps: BffDeps) {
  const calls: BffCalls = {
    ...createApiCaller(deps.api, deps.refreshStore),
    deps,
    answerWith: (answer, before, after) => answerWithCookie(answer, before, after, deps.cookie),
  };

  function route(
    request: Request,
    segments: readonly string[],
    session: BffSession | null,
  ): Promise<Response> | Response {
    const [name, ...rest] = segments;
    if (!name || name === 'me') {
      return request.method === 'GET' ? current(session) : failure('NOT_FOUND');
    }
    if (name === 'logout' && request.method === 'POST') return logout(calls, request, session);
    if (name === 'api') return proxy(calls, request, rest, session);
    const action = Object.hasOwn(ACTIONS, name) ? ACTIONS[name] : undefined;
    if (!action || rest.length > 0 || action.method !== request.method) {
      return failure('NOT_FOUND');
    }
    return runAction(calls, request, action, session);
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

/**
 * The API call of a named action: its path and the request's JSON body, the forwarded headers,
 * the OAuth flow's browser binding and the device token where the action takes them. A
 * Response when the body cannot be read.
 */
async function actionCall(
  request: Request,
  action: Action,
): Promise<Response | { path: string; init: ApiInit }> {
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
  const device = action.deviceToken
    ? cookieValue(request.headers.get('cookie'), DEVICE_COOKIE)
    : undefined;
  // The browser's device cookie: its password checks are spared the account-wide count.
  if (device) headers.set(DEVICE_TOKEN_HEADER, device);
  const init = {
    method: action.apiMethod ?? action.method,
    headers,
    ...(wantsBody ? { body: JSON.stringify(body) } : {}),
  };
  if (wantsBody) headers.set('content-type', 'application/json');
  return { path, init };
}

// POST|GET /api/session/{action} — one of ACTIONS: a public one may sign in, the others need a session
async function runAction(
  calls: BffCalls,
  request: Request,
  action: Action,
  session: BffSession | null,
): Promise<Response> {
  const call = await actionCall(request, action);
  if (call instanceof Response) return call;
  const { path, init } = call;
  const { send, sendWithSession, answerWith } = calls;
  if (action.access === 'public') {
    const answer = await send(path, init);
    // An answer with user and tokens is a new sign-in: it replaces whatever session was here.
    const response = await answerWith(answer, session, merged(null, answer.body) ?? session);
    if (action.oauthBinding) {
      response.headers.append(
        'set-cookie',
        `${OAUTH_BINDING_COOKIE}=; Path=/api/session; Max-Age=0; HttpOnly; SameSite=Lax${calls.deps.cookie.secure ? '; Secure' : ''}`,
      );
    }
    return response;
  }
  if (!session) return failure('UNAUTHORIZED_ACCESS');
  const { answer, session: current } = await sendWithSession(session, path, init);
  return answerWith(answer, session, current ? merged(current, answer.body) : null);
}

// POST /api/session/logout — revoke the refresh token at the API; the cookie goes regardless
async function logout(
  calls: BffCalls,
  request: Request,
  session: BffSession | null,
): Promise<Response> {
  if (session) {
    const headers = forwardHeaders(request);
    headers.set('content-type', 'application/json');
    await calls.send(
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
  await appendSessionCookies(headers, null, calls.deps.cookie);
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
  calls: BffCalls,
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
  if (!session) return calls.answerWith(await calls.send(path, init), null, null);
  const { answer, session: after } = await calls.sendWithSession(session, path, init);
  return calls.answerWith(answer, session, after);
}
