import { apiErrorAnswer, EDGE_HEADERS, type EdgeAnswer } from './edge-answers';

/**
 * The methods Next hands to a route. It answers any other with an empty 400 before our code
 * runs, and TRACE (which a fetch Request cannot carry) with a bare 500.
 */
const ROUTE_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'OPTIONS',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
]);

/**
 * The methods a page answers. No page has a server action; any other method rendered the page
 * anyway or was sent round a redirect to the same address.
 */
const PAGE_METHODS: readonly string[] = ['GET', 'HEAD'];

/** The API (`/api/v1`, the worker API, the BFF under `/api/session`…): it answers in envelopes. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Addresses that are not pages: the API, Next's own assets and tools, media files, short links,
 * and anything with a file extension (icons, sitemap, robots).
 */
function isPagePath(pathname: string): boolean {
  return (
    !isApiPath(pathname) &&
    !/^\/(_next|media|l)(\/|$)/.test(pathname) &&
    !pathname.startsWith('/__nextjs') &&
    !/\.[a-z0-9]+$/i.test(pathname)
  );
}

/**
 * The answer to a method this address does not take, or null when it does. Under `/api/` a
 * method no route has is the API's NOT_FOUND envelope, as for any method a path lacks (the
 * catalogue has no code for 405); a page takes GET and HEAD, any other address the methods Next
 * routes, and the rest is 405 with `Allow`.
 */
export function methodRefusal(method: string, pathname: string): EdgeAnswer | null {
  if (isApiPath(pathname)) return ROUTE_METHODS.has(method) ? null : apiErrorAnswer('NOT_FOUND');
  const allowed = isPagePath(pathname) ? PAGE_METHODS.includes(method) : ROUTE_METHODS.has(method);
  if (allowed) return null;
  return {
    status: 405,
    headers: { ...EDGE_HEADERS, Allow: PAGE_METHODS.join(', ') },
    body: '',
  };
}
