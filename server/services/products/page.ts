import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { ProductPage } from '@/lib/validation/product';
import type { Db } from '../../db/client';
import { priceDaily, products, shops } from '../../db/schema';
import { usableShopCoupons, visibleShop } from '../shops';
import { priceSummary } from './history';
import { presentProduct, shopCardColumns } from './present';
import { similarProducts } from './search';

/** How many other stores' offers a product page lists. */
const PAGE_SIMILAR_LIMIT = 10;

/** The product when it is not deleted. */
export async function findLiveProduct(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  return row;
}

/**
 * GET /product/{id}/page: the product (live, of a listed shop), its figures, its shop's usable
 * coupons and the same product at other stores. Null when any of that is missing.
 */
export async function productPage(db: Db, id: string, now: Date): Promise<ProductPage | null> {
  const [row] = await db
    .select({ product: products, shop: shopCardColumns })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.id, id), isNull(products.deletedAt), visibleShop));
  if (!row) return null;
  const { product, shop } = row;
  const [summary, coupons, similar] = await Promise.all([
    priceSummary(db, id, now),
    usableShopCoupons(db, shop.id, now),
    similarProducts(
      db,
      { searchText: product.searchText, currency: product.currency, exceptShopId: shop.id },
      PAGE_SIMILAR_LIMIT,
    ),
  ]);
  if (!summary) return null;
  return { product: presentProduct(product, shop), summary, coupons, similar };
}

/** A product enters the sitemap once its history covers this many days. */
const SITEMAP_MIN_DAYS = 7;

/**
 * GET /product/sitemap: the live products of listed shops with at least a week of price history
 * (a page with one price tells a searcher nothing), newest change first, at most `limit`.
 */
export async function sitemapProducts(db: Db, limit: number) {
  const days = db
    .select({ productId: priceDaily.productId, days: count().as('days') })
    .from(priceDaily)
    .groupBy(priceDaily.productId)
    .as('days');
  return db
    .select({
      id: products.id,
      titleAr: products.titleAr,
      titleEn: products.titleEn,
      lastSeenAt: products.lastSeenAt,
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(days, eq(days.productId, products.id))
    .where(and(isNull(products.deletedAt), visibleShop, gte(days.days, SITEMAP_MIN_DAYS)))
    .orderBy(desc(products.lastSeenAt))
    .limit(limit);
}
