import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  shopListItemSchema,
  shopListQuerySchema,
  shopPageSchema,
  siteCategorySchema,
} from '@/lib/validation/shop';
import type { Context } from 'hono';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import type { ApiEnv } from '../context';
import { jsonResponses, ok } from '../envelope';
import { AppError } from '../../errors';
import { getShopPage, listCategoriesForSite, listShopsForSite } from '../../services/shops';

const listRoute = createRoute({
  operationId: 'shops.directory',
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
  operationId: 'shops.categories',
  method: 'get',
  path: '/shop/categories',
  tags: ['Shop'],
  summary: 'Categories holding at least one active store, with their store counts',
  responses: jsonResponses(z.array(siteCategorySchema), 'The directory categories'),
});

const pageRoute = createRoute({
  operationId: 'shops.page',
  method: 'get',
  path: '/shop/shop-list/{id}',
  tags: ['Shop'],
  summary: 'One active store with its usable and recently expired coupons and similar stores',
  request: { params: z.object({ id: z.uuid({ error: 'validation.catalog.id_invalid' }) }) },
  responses: jsonResponses(shopPageSchema, 'The store page'),
});

// GET /shop/shop-list, /shop/shop-list/{id}, /shop/categories — the public store directory
export function registerShops(app: OpenAPIHono<ApiEnv>) {
  // Crawled and read by every site page: kept in the shared cache, expired by catalogue writes.
  const cached = <T>(c: Context<ApiEnv>, key: string[], tags: string[], read: () => Promise<T>) =>
    c.var.deps.cachedRead ? c.var.deps.cachedRead(key, tags, read) : read();

  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const key = ['shop-list', JSON.stringify(Object.entries(query).sort())];
    return ok(
      c,
      await cached(c, key, [CATALOG_TAGS.shops], async () =>
        listShopsForSite(await c.var.deps.getDb(), query),
      ),
    );
  });
  app.openapi(categoriesRoute, async (c) => {
    const tags = [CATALOG_TAGS.categories, CATALOG_TAGS.shops];
    return ok(
      c,
      await cached(c, ['shop-categories'], tags, async () =>
        listCategoriesForSite(await c.var.deps.getDb()),
      ),
    );
  });
  app.openapi(pageRoute, async (c) => {
    const id = c.req.valid('param').id;
    const tags = [CATALOG_TAGS.shop(id), CATALOG_TAGS.shops];
    const page = await cached(c, ['shop-page', id], tags, async () =>
      getShopPage(await c.var.deps.getDb(), id),
    );
    if (!page) throw new AppError('NOT_FOUND');
    return ok(c, page);
  });
}
