// The security headers of every answer, in plain JavaScript: next.config.mjs's `headers()` (loaded
// by Next without compiling), the proxy and the server's request guard (server/guard-requests.ts)
// take them from this one list. The Content-Security-Policy depends on the page and is set apart
// (lib/security/csp-policy.mjs).

/**
 * Headers that do not depend on the request: no MIME sniffing, the origin only as referrer to
 * other sites, never framed, no camera, microphone or location.
 *
 * @type {ReadonlyArray<{ key: string, value: string }>}
 */
const SECURITY_HEADERS = Object.freeze([
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]);

/**
 * What keeps a deploy preview out of search engines: sent with every answer of a preview (pages,
 * the API, files), never in production.
 */
export const NOINDEX_HEADER = Object.freeze({ key: 'X-Robots-Tag', value: 'noindex' });

/**
 * The headers every answer of this deployment carries: SECURITY_HEADERS, and NOINDEX_HEADER on a
 * preview.
 *
 * @param {{ preview: boolean }} deployment
 * @returns {Array<{ key: string, value: string }>}
 */
export function deploymentHeaders({ preview }) {
  return preview ? [...SECURITY_HEADERS, NOINDEX_HEADER] : [...SECURITY_HEADERS];
}

/**
 * HSTS for a site served over https (`appUrl`): two years, subdomains included (app. and
 * accounts. only redirect to the bare domain). Null on http, where it would pin a developer's
 * localhost to https.
 *
 * @param {string} appUrl
 * @returns {string | null}
 */
export function strictTransportSecurity(appUrl) {
  return appUrl.startsWith('https:') ? 'max-age=63072000; includeSubDomains' : null;
}
