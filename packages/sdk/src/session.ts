import type { components } from './generated/main-v1';

/** The tokens of a sign-in: a short-lived access token and the refresh token that renews it. */
export type Tokens = components['schemas']['Tokens'];

type MaybePromise<T> = T | Promise<T>;

/**
 * Where the client keeps its sign-in: the extension in `chrome.storage`, the app in its secure
 * store, tests in memory (`memorySessionStore()`). The device token outlives sign-outs: the API
 * answers it with every sign-in and counts wrong passwords apart for a client that presents it.
 */
export interface SessionStore {
  getTokens(): MaybePromise<Tokens | null>;
  setTokens(tokens: Tokens | null): MaybePromise<void>;
  getDeviceToken(): MaybePromise<string | null>;
  setDeviceToken(token: string): MaybePromise<void>;
}

export function memorySessionStore(initial: Tokens | null = null): SessionStore {
  let tokens = initial;
  let device: string | null = null;
  return {
    getTokens: () => tokens,
    setTokens: (next) => {
      tokens = next;
    },
    getDeviceToken: () => device,
    setDeviceToken: (token) => {
      device = token;
    },
  };
}

type Send = (request: Request) => Promise<Response>;

/** 401s worth one refresh: the access token ran out, or is not one the API takes any more. */
const RENEWABLE = new Set(['ACCESS_TOKEN_EXPIRED', 'UNAUTHORIZED_ACCESS']);

async function renewable(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { title?: unknown } } | null;
  return typeof body?.error?.title === 'string' && RENEWABLE.has(body.error.title);
}

/**
 * Bearer tokens on every call that has none of its own, and one refresh for a 401 whose access
 * token ran out, after which the call is sent once more. Refresh tokens rotate, and the API
 * takes one presented twice for a stolen one: so one refresh is in flight per refresh token,
 * however many calls met the 401, and a call that was sent with a token already replaced is
 * simply sent again with the new one. A refused refresh (401/403) ends the sign-in: the store is
 * cleared and `onSignedOut` told; a failed one (no answer, 5xx) keeps it for the next call.
 */
export function withBearerTokens(
  send: Send,
  options: { store: SessionStore; refreshUrl: string; onSignedOut?: () => void },
): Send {
  const { store, refreshUrl } = options;
  let last: { refreshToken: string; renewed: Promise<Tokens | null> } | undefined;

  async function refresh(refreshToken: string): Promise<Tokens | null> {
    let response: Response;
    try {
      response = await send(
        new Request(refreshUrl, {
          method: 'POST',
          headers: { Authorization: `Bearer ${refreshToken}` },
        }),
      );
    } catch {
      return null;
    }
    if (response.ok) {
      const body = (await response.json()) as { data: { tokens: Tokens } };
      await store.setTokens(body.data.tokens);
      return body.data.tokens;
    }
    if (response.status === 401 || response.status === 403) {
      await store.setTokens(null);
      options.onSignedOut?.();
    }
    return null;
  }

  /** A newer access token than `stale`: another call's, or from one refresh per refresh token. */
  async function renewed(stale: string): Promise<string | null> {
    const current = await store.getTokens();
    if (!current) return null;
    if (current.accessToken !== stale) return current.accessToken;
    let attempt = last;
    if (!attempt || attempt.refreshToken !== current.refreshToken) {
      const started = {
        refreshToken: current.refreshToken,
        renewed: refresh(current.refreshToken),
      };
      last = attempt = started;
      // A refresh that got no answer may be tried again by a later call with the same token.
      void started.renewed.then((tokens) => {
        if (!tokens && last === started) last = undefined;
      });
    }
    return (await attempt.renewed)?.accessToken ?? null;
  }

  return async (request) => {
    if (request.headers.has('authorization') || request.url === refreshUrl) return send(request);
    const access = (await store.getTokens())?.accessToken;
    if (!access) return send(request);
    const retry = request.clone();
    request.headers.set('Authorization', `Bearer ${access}`);
    const response = await send(request);
    if (!(await renewable(response))) return response;
    const next = await renewed(access);
    if (!next) return response;
    retry.headers.set('Authorization', `Bearer ${next}`);
    return send(retry);
  };
}
