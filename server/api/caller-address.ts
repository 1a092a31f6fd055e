import type { Context } from 'hono';
import { clientAddress, edgeCountry, NO_TRUSTED_PROXIES } from '../client-address';
import type { ApiEnv } from './context';

const headersOf = (c: Context<ApiEnv>) => ({ get: (name: string) => c.req.header(name) });
const trustOf = (c: Context<ApiEnv>) => c.var.deps.trustedProxies ?? NO_TRUSTED_PROXIES;

/** The address of the client behind this API request (server/client-address.ts decides). */
export function callerAddress(c: Context<ApiEnv>): string {
  return clientAddress(headersOf(c), trustOf(c));
}

/** The caller's country from the trusted edge's header; null when unknown or not trusted. */
export function callerEdgeCountry(c: Context<ApiEnv>) {
  return edgeCountry(headersOf(c), trustOf(c));
}
