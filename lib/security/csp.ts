import { cspWithScripts } from './csp-policy.mjs';

/**
 * The Content-Security-Policy of a page rendered per request: its scripts run only with the
 * per-request nonce (`strict-dynamic` lets Next's own chunks load). Pages served from the shared
 * cache carry hashes instead (lib/security/csp-policy.mjs).
 */
export function buildCsp(nonce: string, options: { development: boolean; https: boolean }) {
  return cspWithScripts(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"], options);
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
