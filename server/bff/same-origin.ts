/**
 * CSRF defence of the BFF: a state-changing request must come from the site's own pages.
 * Browsers send `Sec-Fetch-Site` (unforgeable by page script); without it, `Origin` must be
 * one of ours. A request with neither is refused.
 */
export function isSameOriginRequest(request: Request, allowedOrigins: readonly string[]): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  return allowedOrigins.includes(origin) || origin === new URL(request.url).origin;
}
