import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import {
  PRODUCT_MESSAGES,
  productCreateSchema,
  productItemSchema,
  productListQuerySchema,
  productUpdateSchema,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '@/lib/validation/product';
import type { Db } from '../../db/client';
import { products, shops, type Product } from '../../db/schema';
import { foldedColumnContains } from '../../services/resource/search';
import {
  canonicalizeUrl,
  hostBelongsTo,
  normalizeStoreProductId,
  parseHttpUrl,
} from '../../services/products/canonical-url';
import { productSearchText } from '../../services/products/observations';
import { presentProducts } from '../../services/products/present';
import type { ApiDeps } from '../context';
import { AppError } from '../../errors';
import { defineResource } from '../resource-factory/types';

const invalid = (key: string, message: string) =>
  new AppError('VALIDATION_ERROR', [{ key, message }]);

/** A product added by hand: its address in canonical form, on its shop's website. */
async function productInsertValues(
  input: ProductCreateInput,
  db: Db,
  deps?: ApiDeps,
): Promise<typeof products.$inferInsert> {
  const [shop] = await db
    .select({ websiteUrl: shops.websiteUrl })
    .from(shops)
    .where(and(eq(shops.id, input.shopId), isNull(shops.deletedAt)));
  if (!shop) throw invalid('shopId', 'validation.catalog.reference_invalid');
  const site = parseHttpUrl(shop.websiteUrl);
  const address = parseHttpUrl(input.url);
  const canonical = canonicalizeUrl(input.url, shop.websiteUrl);
  if (!site || !address || !canonical || !hostBelongsTo(address.hostname, site.hostname)) {
    throw invalid('url', PRODUCT_MESSAGES.urlShop);
  }
  const now = deps?.now?.() ?? new Date();
  return {
    shopId: input.shopId,
    url: canonical.url,
    storeProductId: input.storeProductId
      ? normalizeStoreProductId(address.hostname, input.storeProductId)
      : canonical.storeProductId,
    titleAr: input.title.ar,
    titleEn: input.title.en,
    image: input.image,
    currency: input.currency,
    searchText: productSearchText(input.title.en, input.title.ar),
    firstSeenAt: now,
    lastSeenAt: now,
  };
}

function productUpdateValues(
  input: ProductUpdateInput,
  current: Product,
): Partial<typeof products.$inferInsert> {
  const host = parseHttpUrl(current.url)?.hostname ?? '';
  return {
    ...(input.title && {
      titleAr: input.title.ar,
      titleEn: input.title.en,
      searchText: productSearchText(input.title.en, input.title.ar),
    }),
    ...(input.image !== undefined && { image: input.image }),
    ...(input.storeProductId !== undefined && {
      storeProductId: input.storeProductId && normalizeStoreProductId(host, input.storeProductId),
    }),
  };
}

/** A product merged into another keeps a marked address (services/products/merge.ts). */
const mergedProduct = () => like(products.url, '%#merged-into=%');

/**
 * /product: anyone reads products that are not deleted (their prices come through
 * /product/{id}/history and /product/{id}/page); staff write with create_/update_/delete_product.
 * Prices are not written here: they follow the observations (/price, POST /product/search).
 */
export const productResource = defineResource({
  name: 'product',
  operations: 'products',
  tag: 'Product',
  noun: 'product',
  table: products,
  schemas: {
    create: productCreateSchema,
    update: productUpdateSchema,
    list: productListQuerySchema,
    item: productItemSchema,
  },
  publicWhere: () => undefined,
  filters: (query) => [
    query.shopId ? eq(products.shopId, query.shopId) : undefined,
    query.currency ? eq(products.currency, query.currency) : undefined,
    query.inStock !== undefined ? eq(products.inStock, query.inStock) : undefined,
  ],
  search: (q) => foldedColumnContains(products.searchText, q),
  sortColumns: {
    createdAt: products.createdAt,
    updatedAt: products.updatedAt,
    lastSeenAt: products.lastSeenAt,
    // Products never priced sort as the cheapest.
    currentPrice: { column: products.currentPrice, nullsAs: sql`-1` },
  },
  toInsert: productInsertValues,
  toUpdate: productUpdateValues,
  present: (db, rows) => presentProducts(db, rows, { storedImage: true }),
  tags: (row) => [CATALOG_TAGS.products, CATALOG_TAGS.product(row.id)],
  constraintKeys: {
    products_shop_url_key: 'url',
    products_shop_store_id_key: 'storeProductId',
    products_shop_id_shops_id_fk: 'shopId',
  },
  label: (row) => row.titleEn || row.titleAr || row.url,
  /** A merged product is gone for good: its prices and trackings live in the other one. */
  async guardWrite(tx, { action, ids }, write) {
    if (action === 'restore' && ids.length) {
      const [merged] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), mergedProduct()))
        .limit(1);
      if (merged) throw invalid('id', PRODUCT_MESSAGES.merged);
    }
    await write();
  },
});
