import 'server-only';
import { createHash } from 'node:crypto';
import type { AuthTokens } from '@/lib/auth/user-state';
import { ERROR_CATALOGUE } from '@/lib/errors/catalogue';
import { errorBody } from '../api/envelope';
import type { ApiTransport } from '../api/in-process';
import { memoryRefreshStore, type RefreshStore } from './refresh-store';

/** What one refresh attempt ended in. */
export type RefreshOutcome =
  | { kind: 'refreshed'; tokens: AuthTokens }
  /** The API refused the refresh token (401/403): the session is over. */
  | { kind: 'ended' }
  /** The API could not answer (5xx, network): keep the session, report the failure. */
  | { kind: 'failed'; status: number; body: unknown };

/** How long a finished refresh answers requests that still carry the old refresh token. */
const RECENT_MS = 30_000;
/** Longest a refresh may hold the lock; others wait at most this long for its outcome. */
const LOCK_MS = 10_000;
const WAIT_STEP_MS = 50;

const key = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Single-flight refresh per sign-in: concurrent requests that hold the same refresh token share
 * one `/auth/refresh` call and its outcome. For 30 s afterwards, requests the browser sent with
 * the old cookie get the same new tokens instead of replaying a rotated token (which the API
 * would treat as reuse). Within a process an in-flight map joins the requests; across processes
 * (`store` backed by Redis) a lock lets one process refresh while the others wait for the
 * outcome it stores.
 */
export function createRefresher(api: ApiTransport, store: RefreshStore = memoryRefreshStore()) {
  const inflight = new Map<string, Promise<RefreshOutcome>>();
  const recent = new Map<string, { outcome: RefreshOutcome; at: number }>();

  const stored = async (k: string): Promise<RefreshOutcome | null> => {
    const value = await store.get(k);
    return value ? (JSON.parse(value) as RefreshOutcome) : null;
  };

  /** The outcome of this token's refresh: another process's, or one made here under the lock. */
  async function shared(
    k: string,
    refreshToken: string,
    headers: HeadersInit,
  ): Promise<RefreshOutcome> {
    const deadline = Date.now() + LOCK_MS;
    for (;;) {
      const done = await stored(k);
      if (done) return done;
      const release = await store.lock(k, LOCK_MS);
      if (release) {
        try {
          // Finished between our look and our lock?
          const again = await stored(k);
          if (again) return again;
          const outcome = await call(refreshToken, headers);
          if (outcome.kind !== 'failed') await store.set(k, JSON.stringify(outcome), RECENT_MS);
          return outcome;
        } finally {
          await release();
        }
      }
      if (Date.now() > deadline) {
        // Never refresh without the lock: another process may be rotating this very token.
        const { status } = ERROR_CATALOGUE.SERVICE_UNAVAILABLE;
        return { kind: 'failed', status, body: errorBody('SERVICE_UNAVAILABLE', undefined) };
      }
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }

  async function call(refreshToken: string, headers: HeadersInit): Promise<RefreshOutcome> {
    let response: Response;
    try {
      const h = new Headers(headers);
      h.set('authorization', `Bearer ${refreshToken}`);
      response = await api('/auth/refresh', { method: 'POST', headers: h });
    } catch {
      const { status } = ERROR_CATALOGUE.SERVICE_UNAVAILABLE;
      return { kind: 'failed', status, body: errorBody('SERVICE_UNAVAILABLE', undefined) };
    }
    if (response.status === 401 || response.status === 403) return { kind: 'ended' };
    if (!response.ok) {
      return {
        kind: 'failed',
        status: response.status,
        body: await response.json().catch(() => null),
      };
    }
    const body = (await response.json()) as { data?: { tokens?: AuthTokens } };
    return body.data?.tokens ? { kind: 'refreshed', tokens: body.data.tokens } : { kind: 'ended' };
  }

  function prune(now: number) {
    for (const [k, v] of recent) if (now - v.at > RECENT_MS) recent.delete(k);
  }

  return function refresh(refreshToken: string, headers: HeadersInit) {
    const k = key(refreshToken);
    const now = Date.now();
    const done = recent.get(k);
    if (done && now - done.at <= RECENT_MS) return Promise.resolve(done.outcome);
    let running = inflight.get(k);
    if (!running) {
      running = shared(k, refreshToken, headers).then((outcome) => {
        inflight.delete(k);
        if (outcome.kind !== 'failed') {
          prune(Date.now());
          recent.set(k, { outcome, at: Date.now() });
        }
        return outcome;
      });
      inflight.set(k, running);
    }
    return running;
  };
}
