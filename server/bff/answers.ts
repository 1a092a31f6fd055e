import 'server-only';
import { deriveUserState, type AuthTokens, type PublicUser } from '@/lib/auth/user-state';
import { DEVICE_COOKIE } from '@/lib/api/constants';
import { ERROR_CATALOGUE, type ErrorTitle } from '@/lib/errors/catalogue';
import { DEVICE_TOKEN_SECONDS } from '../auth/device-tokens';
import { errorBody } from '../api/envelope';
import { appendSessionCookies, type BffSession, type SessionCookieConfig } from './session';

// What the BFF answers the page: JSON envelopes without tokens, the session cookie when the
// session changed, and file answers (CSV) as the API sent them.

/** An API answer: its parsed JSON, or the bytes of a successful non-JSON answer (`file`). */
export type ApiAnswer = { status: number; body: unknown; headers: Headers; file?: ArrayBuffer };

/** Headers of a file answer (a CSV export) the page receives as the API sent them. */
const FILE_HEADERS = ['content-type', 'content-disposition'];

export function json(body: unknown, status: number, init: HeadersInit = {}) {
  const headers = new Headers(init);
  headers.set('cache-control', 'no-store');
  return Response.json(body, { status, headers });
}

export function failure(title: ErrorTitle) {
  return json(errorBody(title, undefined), ERROR_CATALOGUE[title].status);
}

/** What the page may see of an API answer: never the tokens, nor the device token. */
function withoutTokens(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { data, ...rest } = body as { data?: unknown };
  if (!data || typeof data !== 'object' || Array.isArray(data)) return body;
  const { tokens: _dropped, deviceToken: _kept, ...visible } = data as Record<string, unknown>;
  void _dropped;
  void _kept;
  return { ...rest, data: visible };
}

/** The device token a sign-in answered (server/auth/device-tokens.ts), if any. */
function deviceTokenOf(answer: ApiAnswer): string | undefined {
  const body = answer.body as { success?: unknown; data?: { deviceToken?: unknown } } | null;
  const token = body?.success === true ? body.data?.deviceToken : undefined;
  return typeof token === 'string' && /^[\w.-]+$/.test(token) ? token : undefined;
}

/**
 * The browser's device cookie: HttpOnly, a year, sent only to the BFF's own path (which passes it
 * to the API's password checks as `X-Device-Token`), kept on logout — it marks the browser, not
 * the sign-in.
 */
function deviceSetCookie(token: string, cookie: SessionCookieConfig): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/api/session',
    `Max-Age=${DEVICE_TOKEN_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(cookie.secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Answer to the page: the API's envelope without tokens, plus the session's user state; a file
 * answer (CSV) passes through unchanged.
 */
export async function answerWith(
  answer: ApiAnswer,
  before: BffSession | null,
  after: BffSession | null,
  cookie: SessionCookieConfig,
): Promise<Response> {
  const headers = new Headers();
  const retryAfter = answer.headers.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  const requestId = answer.headers.get('x-request-id');
  if (requestId) headers.set('x-request-id', requestId);
  if (after !== before) await appendSessionCookies(headers, after, cookie);
  const deviceToken = deviceTokenOf(answer);
  if (deviceToken) headers.append('set-cookie', deviceSetCookie(deviceToken, cookie));
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

/** The session with the user and tokens an answer carries merged in (unchanged when it has none). */
export function merged(session: BffSession | null, body: unknown): BffSession | null {
  if (!body || typeof body !== 'object' || (body as { success?: unknown }).success !== true) {
    return session;
  }
  const data = (body as { data?: { user?: PublicUser; tokens?: AuthTokens } }).data;
  const user = data?.user ?? session?.user;
  const tokens = data?.tokens ?? session?.tokens;
  if (!user || !tokens || (!data?.user && !data?.tokens)) return session;
  return { user, tokens };
}
