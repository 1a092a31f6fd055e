import 'server-only';
import { ERROR_CATALOGUE } from '@/lib/errors/catalogue';
import { FORWARDED_CHAIN_HEADER } from '@/lib/security/forwarded-for';
import { errorBody } from '../api/envelope';
import type { ApiTransport } from '../api/in-process';
import type { ApiAnswer } from './answers';
import { createRefresher, type RefreshOutcome } from './refresh';
import type { RefreshStore } from './refresh-store';
import type { BffSession } from './session';

// Calls from the BFF to the main API: the bearer token, and on a 401 one shared refresh and a retry.

/**
 * Request headers passed on to the API: language, agent, and the forwarded chain the client's
 * address is decided from (server/client-address.ts; proxy.ts moved the one sent in aside).
 */
const FORWARDED = ['accept-language', 'user-agent', 'x-forwarded-for', FORWARDED_CHAIN_HEADER];

/** A call to the API: a JSON text, or the bytes of an upload (kept whole so a retry can resend them). */
export type ApiInit = { method: string; headers: Headers; body?: string | Uint8Array<ArrayBuffer> };

/** The request headers the API gets from the page's request. */
export function forwardHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** `send` (one call, with or without a token) and `sendWithSession` (with refresh and retry). */
export function createApiCaller(api: ApiTransport, refreshStore?: RefreshStore) {
  const refresh = createRefresher(api, refreshStore);

  async function send(path: string, init: ApiInit, accessToken?: string): Promise<ApiAnswer> {
    const headers = new Headers(init.headers);
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    else headers.delete('authorization');
    try {
      const response = await api(path, { ...init, headers });
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

  return { send, sendWithSession };
}
