import { cspWithScripts } from './csp-policy.mjs';

/**
 * The Content-Security-Policy of a page rendered per request: its scripts run only with the
 * per-request nonce (`strict-dynamic` lets Next's own chunks load). Pages served from the shared
 * cache carry hashes instead (lib/security/csp-policy.mjs).
 */
export function buildCsp(nonce: string, options: Parameters<typeof cspWithScripts>[1]) {
  return cspWithScripts(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"], options);
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The nonce of the cached pages of one deployment on a host that caches pages itself (proxy.ts):
 * the same in every page and answer of that deployment, since the host serves one stored copy to
 * everyone. Weaker than the hashes of the app's own cache: it is in every cached page's source,
 * so markup injected into a page could carry it (docs/decisions/016-host-page-cache.md).
 */
export function deploymentNonce(deploymentId: string): string {
  return btoa(`safqa:${deploymentId.replace(/[^\x20-\x7e]/g, '_')}`).replace(/=+$/, '');
}
