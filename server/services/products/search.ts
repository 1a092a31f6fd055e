import { and, asc, desc, eq, getTableColumns, isNotNull, isNull, like, ne, sql } from 'drizzle-orm';
import type { ProductItem, SimilarItem } from '@/lib/validation/product';
import type { Db } from '../../db/client';
import { products, shops } from '../../db/schema';
import { escapeLike } from '../resource/search';
import { foldForSearch } from '../search-text';
import { visibleShop } from '../shops';
import { presentProduct, shopCardColumns } from './present';

/** Words of a text query that must all appear; more are ignored. */
const MAX_WORDS = 8;

/** Products of listed shops (ACTIVE, not deleted) that are not deleted themselves. */
const listedProduct = () => and(isNull(products.deletedAt), visibleShop);

const productWithShop = { product: getTableColumns(products), shop: shopCardColumns };

/**
 * POST /product/search `{q}`: products whose titles (either language; case and Arabic letter
 * variants folded as on /shops) contain every word of the query, closest titles first, then the
 * most recently seen. The trigram index on `search_text` serves each word's `LIKE`.
 */
export async function searchProducts(db: Db, q: string, limit: number): Promise<ProductItem[]> {
  const folded = foldForSearch(q);
  const words = [...new Set(folded.split(' ').filter(Boolean))].slice(0, MAX_WORDS);
  if (!words.length) return [];
  const rows = await db
    .select(productWithShop)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(listedProduct(), ...words.map((w) => like(products.searchText, `%${escapeLike(w)}%`))),
    )
    .orderBy(
      desc(sql`similarity(${products.searchText}, ${folded})`),
      desc(products.lastSeenAt),
      asc(products.id),
    )
    .limit(limit);
  return rows.map((r) => presentProduct(r.product, r.shop));
}

export interface SimilarTarget {
  /** What the titles are compared with: a product's `search_text`, or a folded title. */
  searchText: string;
  currency: string;
  /** The product's own shop is left out (the comparison is across stores). */
  exceptShopId?: string;
}

/**
 * The same product at other stores: titles similar by trigrams (pg_trgm's `%`, similarity ≥ its
 * threshold, 0.3 by default; the GIN index serves it), the same currency, a current price;
 * cheapest first, then the closest title.
 */
export async function similarProducts(
  db: Db,
  target: SimilarTarget,
  limit: number,
): Promise<SimilarItem[]> {
  if (!target.searchText.trim()) return [];
  const similarity = sql<number>`similarity(${products.searchText}, ${target.searchText})`;
  const rows = await db
    .select({ ...productWithShop, similarity: similarity.mapWith(Number) })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(
        listedProduct(),
        sql`${products.searchText} % ${target.searchText}`,
        eq(products.currency, target.currency),
        isNotNull(products.currentPrice),
        target.exceptShopId ? ne(products.shopId, target.exceptShopId) : undefined,
      ),
    )
    .orderBy(asc(products.currentPrice), desc(similarity), asc(products.id))
    .limit(limit);
  return rows.map((r) => ({
    ...presentProduct(r.product, r.shop),
    similarity: Math.round(r.similarity * 1000) / 1000,
  }));
}

/** Similar products of a live product (at other stores); null when there is no such product. */
export async function similarToProduct(
  db: Db,
  productId: string,
  limit: number,
): Promise<SimilarItem[] | null> {
  const [product] = await db
    .select({
      searchText: products.searchText,
      currency: products.currency,
      shopId: products.shopId,
    })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  if (!product) return null;
  return similarProducts(
    db,
    { searchText: product.searchText, currency: product.currency, exceptShopId: product.shopId },
    limit,
  );
}
