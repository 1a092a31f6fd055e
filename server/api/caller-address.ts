import type { Context } from 'hono';
import { clientAddress, NO_TRUSTED_PROXIES } from '../client-address';
import type { ApiEnv } from './context';

/** The address of the client behind this API request (server/client-address.ts decides). */
export function callerAddress(c: Context<ApiEnv>): string {
  return clientAddress(
    { get: (name) => c.req.header(name) },
    c.var.deps.trustedProxies ?? NO_TRUSTED_PROXIES,
  );
}
