import { createMiddleware } from 'hono/factory';
import {
  DEVICE_TOKEN_HEADER,
  PRODUCT_VERSION_HEADER,
  REQUEST_ID_HEADER,
} from '@/lib/api/constants';
import type { ApiEnv } from './context';

/**
 * What a cross-origin caller may send: bearer token, JSON, the product version, its device token
 * (password sign-ins), revalidation.
 */
const ALLOW_HEADERS = [
  'Authorization',
  'Content-Type',
  PRODUCT_VERSION_HEADER,
  REQUEST_ID_HEADER,
  'X-Client-Id',
  DEVICE_TOKEN_HEADER,
  'If-None-Match',
].join(', ');
const ALLOW_METHODS = 'GET, HEAD, POST, PATCH, DELETE, OPTIONS';
/** What its script may read of an answer besides the simple headers. */
const EXPOSE_HEADERS = ['ETag', 'Retry-After', REQUEST_ID_HEADER].join(', ');
const PREFLIGHT_MAX_AGE = '600';

function addVaryOrigin(headers: Headers) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Origin');
  else if (!/(^|,)\s*origin\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Origin`);
}

/**
 * CORS for the browser extension's own pages (`chrome-extension://<id>`, …): only the origins
 * of EXTENSION_ORIGINS get `Access-Control-*` headers (and a 204 to their preflight); any other
 * origin, and a request without one, is answered exactly as without this middleware. Credentials
 * (cookies) are never allowed cross-origin: the extension sends its bearer token.
 */
export function extensionCors(origins: readonly string[]) {
  const allowed = new Set(origins);
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (!allowed.size) return next();
    const origin = c.req.header('origin');
    const ok = origin !== undefined && allowed.has(origin);
    if (ok && c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
        Vary: 'Origin',
      });
    }
    await next();
    // Caches must not hand one origin's answer to another.
    addVaryOrigin(c.res.headers);
    if (ok) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
  });
}
