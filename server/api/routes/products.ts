import { createHmac } from 'node:crypto';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import { uuidSchema } from '@/lib/validation/catalog-fields';
import {
  historyQuerySchema,
  priceHistorySchema,
  productItemSchema,
  productMergeSchema,
  productPageSchema,
} from '@/lib/validation/product';
import {
  productObservationResultSchema,
  productSearchSchema,
  productTextSearchResultSchema,
  similarSearchResultSchema,
  similarSearchSchema,
  type ProductObservationResult,
} from '@/lib/validation/product-search';
import type { ApiEnv } from '../context';
import { jsonResponses, ok, redirectResponses } from '../envelope';
import { raises } from '../error-responses';
import { AppError } from '../../errors';
import { guarded, notifyCatalogChange, optionalAuth } from '../resource-factory/access';
import { callerAddress } from '../caller-address';
import { addressNetwork } from '../../client-address';
import type { Db } from '../../db/client';
import { products, productTrackings, shops, type Product } from '../../db/schema';
import { queueAlerts } from '../../features/price-tracking/alerts';
import { priceHistory, priceSummary } from '../../services/products/history';
import { mergeProducts } from '../../services/products/merge';
import { recordObservation } from '../../services/products/observations';
import { showableImage } from '../../services/products/product-image';
import {
  presentProduct,
  presentProducts,
  presentShopSummary,
  presentTracking,
} from '../../services/products/present';
import { findLiveProduct, productPage, sitemapProducts } from '../../services/products/page';
import { searchProducts, similarProducts, similarToProduct } from '../../services/products/search';
import { foldForSearch } from '../../services/search-text';
import { usableShopCoupons } from '../../services/shops';

const idParams = z.object({ id: uuidSchema });
const json = <S extends z.ZodType>(schema: S) => ({
  body: { required: true as const, content: { 'application/json': { schema } } },
});
const TEXT_SEARCH_LIMIT = 20;
/** A bearer token is optional. */
const signedInOrNot: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

const searchRoute = createRoute({
  operationId: 'products.search',
  method: 'post',
  path: '/product/search',
  tags: ['Product'],
  summary:
    'From a product page (`{url, title?, price?, currency?, image?, inStock?, storeProductId?, ' +
    'source?}`, public; a bearer token adds the caller’s tracking): the address is canonicalized, ' +
    'matched to a listed shop (unknown shop: answered, nothing stored), the product found or ' +
    'created and the price recorded. A reading counts (accepted) when its reporter is trusted ' +
    '(staff, or a signed-in shopper whose earlier readings others confirmed) or when an ' +
    'independent reporter (another network and account) read the same price and stock in the ' +
    'last 6 hours; until then it is kept PENDING and moves no page and no alert. Title, image ' +
    'and store id change only by a trusted reporter or two agreeing readings; an image off the ' +
    'shop’s own hosts is ignored. At most one trusted price per product and source an hour, ' +
    'one reading per reporter and product an hour (THROTTLED); implausible jumps kept flagged ' +
    '(FLAGGED: outside a band around the last 30 days’ median that narrows with more prices — ' +
    '×0.25–4 from one price, ×0.4–2.5 from three, ×0.5–2 from ten — or another currency). ' +
    'Answers the product, its figures, the tracking and the ' +
    'shop’s usable coupons. `price` is a decimal string (`"129.90"`) and needs `currency`; a ' +
    'product staff deleted is answered, not stored. At most 60 a minute per address (1007). ' +
    'Or `{q, limit?}`: text ' +
    'search over titles in both languages (Arabic letter variants folded) → `{items}`',
  security: signedInOrNot,
  middleware: [optionalAuth] as const,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: productSearchSchema,
          examples: {
            observation: {
              summary: 'What the extension read on a product page',
              value: {
                url: 'https://www.example-store.sa/p/wireless-earbuds-pro',
                // eslint-disable-next-line safqa/no-user-facing-text -- what a store page shows, as an example in the developers' API reference
                title: 'Wireless Earbuds Pro',
                price: '129.90',
                currency: 'SAR',
                image: 'https://www.example-store.sa/images/earbuds-pro.jpg',
                inStock: true,
                storeProductId: 'EB-PRO-2',
                source: 'EXTENSION',
              },
            },
            search: { summary: 'A text search', value: { q: 'earbuds', limit: 10 } },
          },
        },
      },
    },
  },
  ...raises('TOO_MANY_REQUESTS'),
  responses: jsonResponses(
    z.union([productObservationResultSchema, productTextSearchResultSchema]),
    'The observation’s outcome, or the products found',
  ),
});

const similarRoute = createRoute({
  operationId: 'products.similar',
  method: 'post',
  path: '/product/ssearch',
  tags: ['Product'],
  summary:
    'The same product at other stores (public): `{productId}` or `{title, currency}`; titles ' +
    'similar by trigrams, the same currency, a current price; cheapest first (`limit` ≤ 20, ' +
    'default 10)',
  request: json(similarSearchSchema),
  // An unknown productId.
  ...raises('NOT_FOUND'),
  responses: jsonResponses(similarSearchResultSchema, 'Similar products, cheapest first'),
});

const historyRoute = createRoute({
  operationId: 'products.history',
  method: 'get',
  path: '/product/{id}/history',
  tags: ['Product'],
  summary:
    'Price history from the daily rollup of trusted prices (public): one point per UTC day of ' +
    'the range (`1m` 30 days, `3m` 90, `1y` 365, `all`; default 3m), and the lowest and highest ' +
    'price ever with their latest day. 404 for an unknown or deleted product',
  request: { params: idParams, query: historyQuerySchema },
  responses: jsonResponses(priceHistorySchema, 'The product’s price history'),
});

const pageRoute = createRoute({
  operationId: 'products.page',
  method: 'get',
  path: '/product/{id}/page',
  tags: ['Product'],
  summary:
    'What the site’s product page shows (public): the product, its figures (30/90/365 days, ' +
    'ever), its shop’s usable coupons and the same product at other stores. 404 when the ' +
    'product or its shop is missing, deleted or inactive',
  request: { params: idParams },
  responses: jsonResponses(productPageSchema, 'The product page'),
});

const imageRoute = createRoute({
  operationId: 'products.image',
  method: 'get',
  path: '/product/{id}/image',
  tags: ['Product'],
  summary:
    'The product’s picture (public): 302 to our media file or to the picture on the product’s ' +
    'own store (the host of the shop’s website or a subdomain). Pages, answers and mails name ' +
    'store pictures by this route, never by the stored address. 404 when the product is ' +
    'missing or deleted, has no picture, or its picture is on any other host',
  request: { params: idParams },
  responses: redirectResponses('To the picture', '1003 NOT_FOUND: no picture Safqa shows'),
});

/** The sitemap lists at most this many products (one sitemap file holds 50 000 addresses). */
const SITEMAP_LIMIT = 10_000;

const sitemapRoute = createRoute({
  operationId: 'products.sitemap',
  method: 'get',
  path: '/product/sitemap',
  tags: ['Product'],
  summary:
    'Products for the sitemap (public): live, of a listed shop, with at least 7 days of price ' +
    'history; newest change first',
  responses: jsonResponses(
    z.object({
      items: z.array(
        z.object({
          id: z.string(),
          title: z.object({ ar: z.string(), en: z.string() }),
          lastSeenAt: z.string(),
        }),
      ),
    }),
    'Products with a week of history',
  ),
});

const mergeRoute = createRoute({
  operationId: 'products.merge',
  method: 'post',
  path: '/product/{id}/merge',
  tags: ['Product'],
  summary:
    'Merge a duplicate into another product of the same shop and currency (update_product): ' +
    'its prices, trackings (a shopper tracking both keeps the target’s) and alerts move to ' +
    '`intoId`, the rollup and current price are rebuilt, the duplicate is deleted (its ' +
    'address then leads to `intoId`). Answers the target',
  security: [{ bearerAuth: [] }],
  ...guarded({ allOf: ['update_product'] }),
  request: { params: idParams, ...json(productMergeSchema) },
  responses: jsonResponses(productItemSchema, 'The product merged into'),
});

/** The two forms' answers. */
type SearchAnswer = ProductObservationResult | z.infer<typeof productTextSearchResultSchema>;

const clock = (c: Context<ApiEnv>) => c.var.deps.now?.() ?? new Date();

/**
 * What a price reading keeps of its reporter's address: the network it is in, keyed with the
 * server's secret — enough to tell two reporters apart, not to name either.
 */
const reporterNetwork = (secret: string, address: string) =>
  createHmac('sha256', secret)
    .update(`reporter-network:${addressNetwork(address)}`)
    .digest('base64url')
    .slice(0, 22);

/** The signed-in caller's tracking of a product, as a TrackingItem. */
async function trackingOf(
  db: Db,
  userId: string | undefined,
  product: Product,
  item: ReturnType<typeof presentProduct>,
) {
  if (!userId) return null;
  const [row] = await db
    .select()
    .from(productTrackings)
    .where(and(eq(productTrackings.userId, userId), eq(productTrackings.productId, product.id)));
  return row ? presentTracking(row, item) : null;
}

/**
 * The product routes of issue 16 besides the generic `product` and `price` resources. Register
 * before those: `/product/search` would otherwise meet the resource's `/product/{id}` shapes.
 */
export function registerProducts(app: OpenAPIHono<ApiEnv>) {
  registerProductSearch(app);
  registerProductReads(app);
  registerProductMerge(app);
}

/** What a page reports or a shopper searches, and the same product at other stores. */
function registerProductSearch(app: OpenAPIHono<ApiEnv>) {
  // POST /product/search — record what a product page shows, or search product titles
  app.openapi(searchRoute, async (c) => {
    const input = c.req.valid('json');
    const { deps } = c.var;
    const db = await deps.getDb();
    if (input.url === undefined) {
      const items = await searchProducts(db, input.q ?? '', input.limit ?? TEXT_SEARCH_LIMIT);
      return ok<SearchAnswer>(c, { items });
    }
    const address = callerAddress(c);
    await deps.limits.consume('productReportIp', address);
    const auth = c.get('auth');
    const outcome = await recordObservation(deps, {
      ...input,
      url: input.url,
      userId: auth?.user.id ?? null,
      network: reporterNetwork(deps.auth.jwtSecret, address),
    });
    const { shop, product } = outcome;
    // A trusted new price changes what the product's cached page shows: expire that page.
    // Other stores' pages list it among their offers too; they catch up within their time limit
    // rather than being expired by every reading of every product.
    if (outcome.accepted && product) notifyCatalogChange(c, [CATALOG_TAGS.product(product.id)]);
    const item = product && shop ? presentProduct(product, shop) : null;
    const [summary, tracking, coupons] = await Promise.all([
      product ? priceSummary(db, product.id, clock(c)) : null,
      product && item ? trackingOf(db, auth?.user.id, product, item) : null,
      shop ? usableShopCoupons(db, shop.id, clock(c)) : [],
    ]);
    const answer: ProductObservationResult = {
      stored: outcome.stored,
      canonicalUrl: outcome.canonicalUrl,
      shop: shop ? presentShopSummary(shop) : null,
      product: item,
      observation: { accepted: outcome.accepted, reason: outcome.reason },
      summary,
      tracking,
      coupons,
    };
    return ok<SearchAnswer>(c, answer);
  });

  // POST /product/ssearch — the same product at other stores, cheapest first
  app.openapi(similarRoute, async (c) => {
    const input = c.req.valid('json');
    const db = await c.var.deps.getDb();
    if (input.productId) {
      const items = await similarToProduct(db, input.productId, input.limit);
      if (!items) throw new AppError('NOT_FOUND');
      return ok(c, { items });
    }
    const target = { searchText: foldForSearch(input.title ?? ''), currency: input.currency ?? '' };
    return ok(c, { items: await similarProducts(db, target, input.limit) });
  });
}

/** The site's reads of products: its sitemap, a product's history, picture and page. */
function registerProductReads(app: OpenAPIHono<ApiEnv>) {
  // GET /product/sitemap — products with a week of history, for the site's sitemap
  app.openapi(sitemapRoute, async (c) => {
    const rows = await sitemapProducts(await c.var.deps.getDb(), SITEMAP_LIMIT);
    return ok(c, {
      items: rows.map((r) => ({
        id: r.id,
        title: { ar: r.titleAr, en: r.titleEn },
        lastSeenAt: r.lastSeenAt.toISOString(),
      })),
    });
  });

  // GET /product/{id}/history — the chart's days from the rollup
  app.openapi(historyRoute, async (c) => {
    const db = await c.var.deps.getDb();
    const history = await priceHistory(
      db,
      c.req.valid('param').id,
      c.req.valid('query').range,
      clock(c),
    );
    if (!history) throw new AppError('NOT_FOUND');
    return ok(c, history);
  });

  // GET /product/{id}/image — the product's picture, when it is ours or its store's
  app.openapi(imageRoute, async (c) => {
    const db = await c.var.deps.getDb();
    const [row] = await db
      .select({ image: products.image, websiteUrl: shops.websiteUrl })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(eq(products.id, c.req.valid('param').id), isNull(products.deletedAt)));
    const target = row ? showableImage(row.image, row.websiteUrl) : null;
    if (!target) throw new AppError('NOT_FOUND');
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex');
    return c.redirect(target, 302);
  });

  // GET /product/{id}/page — the site's product page
  app.openapi(pageRoute, async (c) => {
    const db = await c.var.deps.getDb();
    const page = await productPage(db, c.req.valid('param').id, clock(c));
    if (!page) throw new AppError('NOT_FOUND');
    return ok(c, page);
  });
}

/** Staff fold a duplicate into the product it repeats. */
function registerProductMerge(app: OpenAPIHono<ApiEnv>) {
  // POST /product/{id}/merge — fold a duplicate into another product (update_product)
  app.openapi(mergeRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { intoId } = c.req.valid('json');
    const { deps } = c.var;
    const db = await deps.getDb();
    const auth = c.get('auth');
    const actor = {
      userId: auth?.user.id ?? null,
      email: auth?.user.email ?? null,
      requestId: c.var.requestId ?? null,
    };
    const merged = await db.transaction((tx) =>
      mergeProducts(tx, { id, intoId, actor, now: clock(c) }),
    );
    if (merged.alertIds.length) await queueAlerts(deps, merged.alertIds);
    notifyCatalogChange(c, [
      CATALOG_TAGS.products,
      CATALOG_TAGS.product(id),
      CATALOG_TAGS.product(intoId),
    ]);
    const target = await findLiveProduct(db, intoId);
    if (!target) throw new AppError('NOT_FOUND');
    const [item] = await presentProducts(db, [target]);
    return ok(c, item!);
  });
}
