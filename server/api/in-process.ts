import 'server-only';
import { MAIN_API_BASE, PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from '@/lib/api/constants';
import { ERROR_CATALOGUE, type Envelope } from '@/lib/errors/catalogue';
import { FORWARDED_CHAIN_HEADER } from '@/lib/security/forwarded-for';
import { forwardedChain } from '../client-address';
import { serverEnv } from '../env';
import { apis } from '.';
import { errorBody } from './envelope';

/** A call to the main API: `path` is below `/api/v1` (e.g. `/auth/profile`). */
export type ApiTransport = (path: string, init?: RequestInit) => Promise<Response>;

/** An error envelope answered in the API's place when it cannot answer itself. */
function unreachable(title: 'GATEWAY_TIMEOUT' | 'SERVICE_UNAVAILABLE') {
  return Response.json(errorBody(title, undefined), {
    status: ERROR_CATALOGUE[title].status,
    headers: { 'cache-control': 'no-store' },
  });
}

/**
 * The HTTP transport to a separate API deployment (API_URL). Every call, answer body included,
 * gets `timeoutMs`: an API that does not answer in time is `GATEWAY_TIMEOUT` (504), one that
 * cannot be reached (refused, reset, unknown host) `SERVICE_UNAVAILABLE` (503) — the caller gets
 * an envelope either way, never a hang or an exception. The client's forwarded chain goes on as
 * one `X-Forwarded-For` (the API deployment's TRUSTED_PROXIES names this web tier).
 */
export function httpTransport(apiUrl: string, timeoutMs: number): ApiTransport {
  return async (path, init = {}) => {
    const headers = new Headers(init.headers);
    const chain = forwardedChain(headers).map((a) => a.trim());
    headers.delete(FORWARDED_CHAIN_HEADER);
    if (chain.length) headers.set('x-forwarded-for', chain.join(', '));
    else headers.delete('x-forwarded-for');
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    try {
      const response = await fetch(new URL(`${MAIN_API_BASE}${path}`, apiUrl), {
        ...init,
        headers,
        signal,
        redirect: 'manual',
      });
      // The body too, within the same deadline: an answer that stalls half-way is no answer.
      const body = response.status === 204 ? null : await response.arrayBuffer();
      return new Response(body, { status: response.status, headers: response.headers });
    } catch (error) {
      if (deadline.aborted) return unreachable('GATEWAY_TIMEOUT');
      if (init.signal?.aborted) throw error;
      return unreachable('SERVICE_UNAVAILABLE');
    }
  };
}

/** The in-process transport: `app.request()` on this process's Hono app, no network hop. */
const inProcess: ApiTransport = async (path, init = {}) =>
  apis().main.request(`${MAIN_API_BASE}${path}`, init);

let http: ApiTransport | undefined;

/**
 * How the site's server side calls the API: in-process through `app.request()` (no network
 * hop) when API_URL is unset, over HTTP when it points at a separate API deployment. One contract.
 */
export const apiFetch: ApiTransport = async (path, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set(PRODUCT_VERSION_HEADER, PRODUCT_VERSION);
  const env = serverEnv();
  if (!env.API_URL) return inProcess(path, { ...init, headers });
  http ??= httpTransport(env.API_URL, env.API_TIMEOUT_MS);
  return http(path, { ...init, headers });
};

/** Server components: the parsed envelope of a main-API call. */
export async function serverApi<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  return (await (await apiFetch(path, init)).json()) as Envelope<T>;
}
