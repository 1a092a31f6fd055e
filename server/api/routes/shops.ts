import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { shopListItemSchema, shopListQuerySchema } from '@/lib/validation/shop';
import type { ApiEnv } from '../context';
import { jsonResponses, ok } from '../envelope';
import { listShopsForSite } from '../../services/shops';

const route = createRoute({
  method: 'get',
  path: '/shop/shop-list',
  tags: ['Shop'],
  summary: 'Active stores for the site, most prominent first, with their usable coupon counts',
  request: { query: shopListQuerySchema },
  responses: jsonResponses(
    z.object({
      items: z.array(shopListItemSchema),
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
    }),
    'A page of stores',
  ),
});

// GET /shop/shop-list — the public store directory
export function registerShops(app: OpenAPIHono<ApiEnv>) {
  app.openapi(route, async (c) => {
    const db = await c.var.deps.getDb();
    return ok(c, await listShopsForSite(db, c.req.valid('query')));
  });
}
