'use client';

import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import { PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from '@/lib/api/constants';
import { ClientError, clientErrorFromBody } from './client-error';

/**
 * Every call gives up after 20 s. Reads (GET) and the idempotent PUT and DELETE are tried up to
 * 3 times, 1000 ms apart, on a network error, a timeout or a 5xx. A POST or PATCH is tried once:
 * one that timed out may well have been applied (a mail sent, a code checked), and sending it
 * again would do it twice or trip a rate limit. These numbers hold end to end: the data cache
 * (components/providers/query-provider.tsx) does not retry on top of them.
 */
export const REQUEST_TIMEOUT_MS = 20_000;
export const MAX_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 1000;
/** Sign-in, registration and the token refresh: never retried, whatever their method. */
const NO_RETRY = new Set(['login', 'register', 'refresh']);

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

const client = ky.create({
  prefixUrl: '/api/session',
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'same-origin',
  headers: { [PRODUCT_VERSION_HEADER]: PRODUCT_VERSION },
  retry: {
    limit: MAX_ATTEMPTS - 1,
    methods: ['get', 'put', 'delete'],
    statusCodes: [500, 502, 503, 504],
    afterStatusCodes: [],
    delay: () => RETRY_DELAY_MS,
    // 4xx never; 5xx, network errors and timeouts yes, for the methods above only.
    retryOnTimeout: true,
  },
  hooks: {
    beforeRequest: [
      () => {
        if (!online()) throw new ClientError('OFFLINE', 503);
      },
    ],
  },
});

/** Any thrown value of a call as a ClientError: the answer's error, else OFFLINE / NETWORK_ERROR / TIMEOUT_ERROR. */
export async function toClientError(error: unknown): Promise<ClientError> {
  if (error instanceof ClientError) return error;
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => null);
    return clientErrorFromBody(
      error.response.status,
      body,
      error.response.headers.get('retry-after'),
    );
  }
  if (error instanceof TimeoutError) return new ClientError('TIMEOUT_ERROR', 504);
  // No answer at all: offline now, or the server cannot be reached.
  return new ClientError(online() ? 'NETWORK_ERROR' : 'OFFLINE', 503);
}

/** The main API called straight from the page, for public calls that need no session. */
const publicClient = client.extend({ prefixUrl: '/api/v1' });

async function call<T>(action: string, options: Options, via = client): Promise<T> {
  const first = action.split(/[/?]/)[0] ?? '';
  try {
    const body = await via(action, {
      ...options,
      ...(NO_RETRY.has(first) ? { retry: 0 } : {}),
    }).json<{ success: true; data: T }>();
    return body.data;
  } catch (error) {
    throw await toClientError(error);
  }
}

/** The BFF (/api/session/…): the browser never holds a token. */
export const sessionApi = {
  get: <T>(action: string) => call<T>(action, { method: 'get' }),
  post: <T>(action: string, json?: unknown) =>
    call<T>(action, { method: 'post', ...(json === undefined ? {} : { json }) }),
  patch: <T>(action: string, json?: unknown) =>
    call<T>(action, { method: 'patch', ...(json === undefined ? {} : { json }) }),
  delete: <T>(action: string) => call<T>(action, { method: 'delete' }),
};

/** Public main-API calls (votes, uninstall feedback): same timeout, retries and errors. */
export const publicApi = {
  get: <T>(path: string) => call<T>(path, { method: 'get' }, publicClient),
  post: <T>(path: string, json?: unknown) =>
    call<T>(path, { method: 'post', ...(json === undefined ? {} : { json }) }, publicClient),
};
