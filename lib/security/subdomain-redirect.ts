/** Subdomains of the product's domain that only ever redirect to the bare domain (`app.`, `accounts.`). */
export const REDIRECTED_SUBDOMAINS = ['app', 'accounts'] as const;

/**
 * Where a request to `app.` or `accounts.` of the configured domain must go: the bare domain
 * with the same path and query. Returns null for every other host.
 */
export function subdomainRedirectTarget(requestUrl: string, host: string | null, appUrl: string) {
  if (!host) return null;
  const app = new URL(appUrl);
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  const bare = app.hostname.toLowerCase();
  const matched = REDIRECTED_SUBDOMAINS.some((sub) => hostname === `${sub}.${bare}`);
  if (!matched) return null;
  const original = new URL(requestUrl);
  const target = new URL(original.pathname + original.search, app.origin);
  return target.toString();
}
