import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '../context';
import { callerEdgeCountry } from '../caller-address';
import { jsonResponses, ok } from '../envelope';

const route = createRoute({
  operationId: 'worker.geolocation',
  method: 'get',
  path: '/geolocation',
  tags: ['Worker'],
  summary:
    "The caller's country code (from the country header of a trusted proxy: TRUSTED_PROXIES); " +
    'null when unknown or sent by anyone else',
  responses: jsonResponses(
    z.object({ country: z.string().length(2).nullable() }),
    'Country of the caller',
  ),
});

// GET /geolocation (worker) — the caller's country, cacheable for an hour by the client
export function registerGeolocation(app: OpenAPIHono<ApiEnv>) {
  app.openapi(route, (c) => {
    c.header('Cache-Control', 'private, max-age=3600');
    return ok(c, { country: callerEdgeCountry(c) });
  });
}
