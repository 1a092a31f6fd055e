/**
 * The Content-Security-Policy of every page. Scripts run only with the per-request nonce
 * (`strict-dynamic` lets Next's own chunks load); `unsafe-eval` only in development, where
 * React's tooling needs it.
 */
export function buildCsp(nonce: string, options: { development: boolean; https: boolean }) {
  const script = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"];
  if (options.development) script.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${options.development ? ' ws: wss:' : ''}`,
    "frame-src 'self' https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
