/** Subdomains of the product's domain that only ever redirect to the bare domain (`app.`, `accounts.`). */
const REDIRECTED_SUBDOMAINS = ['app', 'accounts'] as const;

/**
 * Where a request to `app.` or `accounts.` of the configured domain must go: the bare domain
 * with the same path and query. Returns null for every other host.
 */
export function subdomainRedirectTarget(requestUrl: string, host: string | null, appUrl: string) {
  if (!host) return null;
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  // Every page request asks: most hosts are answered without parsing the site's address.
  if (!REDIRECTED_SUBDOMAINS.some((sub) => hostname.startsWith(`${sub}.`))) return null;
  const app = new URL(appUrl);
  const bare = app.hostname.toLowerCase();
  const matched = REDIRECTED_SUBDOMAINS.some((sub) => hostname === `${sub}.${bare}`);
  if (!matched) return null;
  const original = new URL(requestUrl);
  // Set piece by piece: a path such as `//evil.example/` stays a path on our origin.
  const target = new URL(app.origin);
  target.pathname = original.pathname;
  target.search = original.search;
  return target.toString();
}

/**
 * The route (app/api/subdomain-redirect) that answers the redirect, and the request header that
 * brings it the address asked for. proxy.ts cannot answer itself: Next turns a proxy redirect's
 * `Location` into a relative one whenever its origin equals the origin Next thinks it serves
 * (`getRelativeURL` in next/dist/server/lib/router-utils/resolve-routes.js, for any 3xx, however
 * the Response was built) — with `APP_URL=http://localhost:3000` and `next start`, `app.localhost`
 * would be sent to `/shops` on `app.` again, for ever. A route handler's answer goes out as it is.
 */
export const SUBDOMAIN_REDIRECT_ROUTE = '/api/subdomain-redirect';
export const SUBDOMAIN_PATH_HEADER = 'x-safqa-subdomain-path';

/**
 * The route's answer: 308 with an absolute `Location` on the bare domain, worked out again from
 * the request's host (never taken from a header alone), or 404 for any other host.
 */
export function subdomainRedirectResponse(request: Request, appUrl: string): Response {
  const path = request.headers.get(SUBDOMAIN_PATH_HEADER) ?? '/';
  const target = path.startsWith('/')
    ? subdomainRedirectTarget(`http://x${path}`, request.headers.get('host'), appUrl)
    : null;
  if (!target) return new Response(null, { status: 404 });
  return new Response(null, { status: 308, headers: { location: target } });
}
