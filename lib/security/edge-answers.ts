import { REQUEST_ID_HEADER } from '@/lib/api/constants';
import { ERROR_CATALOGUE, type ErrorDetail, type ErrorTitle } from '@/lib/errors/catalogue';
import { SMALL_PAGE_CSP } from '@/lib/site/small-page';

/**
 * An answer made before any route runs, by the proxy or by the server's request guard
 * (server/guard-requests.ts): plain data, so that either can send it. The headers of every
 * answer (lib/security/security-headers.mjs) are added where it is sent.
 */
export interface EdgeAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What every such answer says besides its own headers: never stored, nothing loaded or framed. */
export const EDGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': SMALL_PAGE_CSP,
} as const;

/**
 * The API's error envelope for `title`, with the catalogue's status and a request id of its own,
 * as every API answer carries.
 */
export function apiErrorAnswer(title: ErrorTitle, details?: ErrorDetail[]): EdgeAnswer {
  const { code, message, status } = ERROR_CATALOGUE[title];
  const requestId = crypto.randomUUID();
  const error = { code, title, message, ...(details?.length ? { details } : {}), requestId };
  return {
    status,
    headers: {
      ...EDGE_HEADERS,
      'Content-Type': 'application/json',
      [REQUEST_ID_HEADER]: requestId,
    },
    body: JSON.stringify({ success: false, error }),
  };
}

/** The answer as a fetch Response (the proxy's). */
export function edgeResponse(answer: EdgeAnswer): Response {
  return new Response(answer.body === '' ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}
