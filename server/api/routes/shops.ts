import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  shopListItemSchema,
  shopListQuerySchema,
  shopPageSchema,
  siteCategorySchema,
} from '@/lib/validation/shop';
import type { ApiEnv } from '../context';
import { jsonResponses, ok } from '../envelope';
import { AppError } from '../errors';
import { getShopPage, listCategoriesForSite, listShopsForSite } from '../../services/shops';

const listRoute = createRoute({
  method: 'get',
  path: '/shop/shop-list',
  tags: ['Shop'],
  summary:
    'Active stores for the site, most prominent first, with their usable coupon counts; ' +
    'search by name in either language (`q`), category slug, first letter',
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

const categoriesRoute = createRoute({
  method: 'get',
  path: '/shop/categories',
  tags: ['Shop'],
  summary: 'Categories holding at least one active store, with their store counts',
  responses: jsonResponses(z.array(siteCategorySchema), 'The directory categories'),
});

const pageRoute = createRoute({
  method: 'get',
  path: '/shop/shop-list/{id}',
  tags: ['Shop'],
  summary: 'One active store with its usable and recently expired coupons and similar stores',
  request: { params: z.object({ id: z.uuid({ error: 'validation.catalog.id_invalid' }) }) },
  responses: jsonResponses(shopPageSchema, 'The store page'),
});

// GET /shop/shop-list, /shop/shop-list/{id}, /shop/categories — the public store directory
export function registerShops(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const db = await c.var.deps.getDb();
    return ok(c, await listShopsForSite(db, c.req.valid('query')));
  });
  app.openapi(categoriesRoute, async (c) => {
    const db = await c.var.deps.getDb();
    return ok(c, await listCategoriesForSite(db));
  });
  app.openapi(pageRoute, async (c) => {
    const db = await c.var.deps.getDb();
    const page = await getShopPage(db, c.req.valid('param').id);
    if (!page) throw new AppError('NOT_FOUND');
    return ok(c, page);
  });
}
