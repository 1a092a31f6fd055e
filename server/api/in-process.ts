import 'server-only';
import { MAIN_API_BASE, PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from '@/lib/api/constants';
import type { Envelope } from '@/lib/errors/catalogue';
import { apis } from '.';

/** A call to the main API: `path` is below `/api/v1` (e.g. `/auth/profile`). */
export type ApiTransport = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * How the site's server side calls the API: in-process through `app.request()` (no network
 * hop) when API_URL is unset, over HTTP when it points at a separate API deployment. One contract.
 */
export const apiFetch: ApiTransport = async (path, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set(PRODUCT_VERSION_HEADER, PRODUCT_VERSION);
  const apiUrl = process.env.API_URL;
  return apiUrl
    ? fetch(new URL(`${MAIN_API_BASE}${path}`, apiUrl), { ...init, headers, redirect: 'manual' })
    : apis().main.request(`${MAIN_API_BASE}${path}`, { ...init, headers });
};

/** Server components: the parsed envelope of a main-API call. */
export async function serverApi<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  return (await (await apiFetch(path, init)).json()) as Envelope<T>;
}
