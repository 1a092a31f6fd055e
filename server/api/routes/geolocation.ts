import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { callerCountry } from '@/lib/countries';
import type { ApiEnv } from '../context';
import { jsonResponses, ok } from '../envelope';

const route = createRoute({
  method: 'get',
  path: '/geolocation',
  tags: ['Worker'],
  summary: "The caller's country code (from the edge's country header); null when unknown",
  responses: jsonResponses(
    z.object({ country: z.string().length(2).nullable() }),
    'Country of the caller',
  ),
});

// GET /geolocation (worker) — the caller's country, cacheable for an hour by the client
export function registerGeolocation(app: OpenAPIHono<ApiEnv>) {
  app.openapi(route, (c) => {
    c.header('Cache-Control', 'private, max-age=3600');
    return ok(c, { country: callerCountry((name) => c.req.header(name)) });
  });
}
