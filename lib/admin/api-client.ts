'use client';

import { sessionApi } from '@/lib/api/session-client';

type QueryValue = string | number | boolean | null | undefined | readonly string[];

/** `?a=1&b=x` from an object; empty, null and undefined values are left out. */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, v));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The main API as the back-office calls it: through the BFF (`/api/session/api/{path}`), which
 * adds the session's bearer token. Errors are ClientErrors (title, status, details).
 */
export const adminApi = {
  get: <T>(path: string, query?: Record<string, QueryValue>) =>
    sessionApi.get<T>(`api/${path}${toQueryString(query)}`),
  post: <T>(path: string, json?: unknown) => sessionApi.post<T>(`api/${path}`, json),
  patch: <T>(path: string, json?: unknown) => sessionApi.patch<T>(`api/${path}`, json),
  delete: <T>(path: string) => sessionApi.delete<T>(`api/${path}`),
  /** Address of a file answer (CSV export) for a plain download link. */
  fileUrl: (path: string, query?: Record<string, QueryValue>) =>
    `/api/session/api/${path}${toQueryString(query)}`,
};
