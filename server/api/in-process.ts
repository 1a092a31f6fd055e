import 'server-only';
import { MAIN_API_BASE, PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from '@/lib/api/constants';
import type { Envelope } from '@/lib/errors/catalogue';
import { apis } from '.';

/**
 * How server components call the API: in-process through `app.request()` (no network hop) when
 * API_URL is unset, over HTTP when it points at a separate API deployment. One contract.
 */
export async function serverApi<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const headers = new Headers(init.headers);
  headers.set(PRODUCT_VERSION_HEADER, PRODUCT_VERSION);
  const apiUrl = process.env.API_URL;
  const response = apiUrl
    ? await fetch(new URL(`${MAIN_API_BASE}${path}`, apiUrl), { ...init, headers })
    : await apis().main.request(`${MAIN_API_BASE}${path}`, { ...init, headers });
  return (await response.json()) as Envelope<T>;
}
