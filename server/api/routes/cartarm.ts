import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { cartarmActiveSchema } from '@/lib/validation/cartarm';
import type { ApiEnv } from '../context';
import { cacheableOk } from '../cacheable';
import { errorEnvelopeSchema, successEnvelopeSchema } from '../envelope';
import { activeCartarmRules } from '../../services/cartarm';

/** The extension checks for new rules at most every five minutes (then by ETag: 304). */
const ACTIVE_MAX_AGE = 300;

const activeRoute = createRoute({
  operationId: 'cartarmRules.active',
  method: 'get',
  path: '/cartarm/active',
  tags: ['Cartarm'],
  summary:
    'The checkout rules the extension applies (public): ACTIVE, live rules of ACTIVE, live ' +
    'shops, each with its shop’s domain (host of the website address, without `www.`). ' +
    '`version` is a hash of the rules as sent and the strong `ETag` is it, quoted; a matching ' +
    '`If-None-Match` answers 304 without a body. `Cache-Control: public, max-age=300`.',
  responses: {
    200: {
      description: 'The active rules, by shop',
      content: { 'application/json': { schema: successEnvelopeSchema(cartarmActiveSchema) } },
    },
    304: { description: '`If-None-Match` named the current ETag: no body' },
    default: {
      description: 'Failure: an error envelope (code and status from the error catalogue)',
      content: { 'application/json': { schema: errorEnvelopeSchema } },
    },
  },
});

/** Register before the `cartarm` resource: `/cartarm/active` would reach `GET /cartarm/{id}`. */
export function registerCartarmActive(app: OpenAPIHono<ApiEnv>) {
  // GET /cartarm/active — the extension's rules, by ETag
  app.openapi(activeRoute, async (c) => {
    const active = await activeCartarmRules(await c.var.deps.getDb());
    return cacheableOk(c, active, { maxAge: ACTIVE_MAX_AGE, version: active.version });
  });
}
