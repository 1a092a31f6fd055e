import { inArray } from 'drizzle-orm';
import type { ProductItem, ShopSummary } from '@/lib/validation/product';
import type { TrackingItem } from '@/lib/validation/tracking';
import type { Db } from '../../db/client';
import { shops, type Product, type ProductTracking, type Shop } from '../../db/schema';
import { shopCardColumns } from '../shops';
import { presentedImage } from './product-image';

/** The shop columns a product answer names its store by. */
export type ShopCard = Pick<Shop, 'id' | 'nameAr' | 'nameEn' | 'slugAr' | 'slugEn' | 'logo'>;

/** Select these to present a `ShopCard`. */
export { shopCardColumns };

export function presentShopSummary(shop: ShopCard): ShopSummary {
  return {
    id: shop.id,
    name: { ar: shop.nameAr, en: shop.nameEn },
    slug: { ar: shop.slugAr, en: shop.slugEn },
    logo: shop.logo,
  };
}

/**
 * A product as every product endpoint answers it (the contract's ProductItem). Its picture is
 * named as Safqa shows it (product-image.ts: our media, or a store picture by our image route);
 * `storedImage` answers the stored address instead, for the back-office that edits it.
 */
export function presentProduct(
  row: Product,
  shop: ShopCard,
  { storedImage = false }: { storedImage?: boolean } = {},
): ProductItem {
  return {
    id: row.id,
    shopId: row.shopId,
    shop: presentShopSummary(shop),
    url: row.url,
    storeProductId: row.storeProductId,
    title: { ar: row.titleAr, en: row.titleEn },
    image: storedImage ? row.image : presentedImage(row.id, row.image),
    currency: row.currency,
    currentPrice: row.currentPrice,
    inStock: row.inStock,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** Products as items, their shops read in one query (deleted and inactive shops too). */
export async function presentProducts(
  db: Db,
  rows: Product[],
  options: { storedImage?: boolean } = {},
): Promise<ProductItem[]> {
  if (!rows.length) return [];
  const cards = await db
    .select(shopCardColumns)
    .from(shops)
    .where(inArray(shops.id, [...new Set(rows.map((r) => r.shopId))]));
  const byId = new Map(cards.map((s) => [s.id, s]));
  return rows.flatMap((row) => {
    const shop = byId.get(row.shopId);
    return shop ? [presentProduct(row, shop, options)] : [];
  });
}

/** A tracking row with its presented product, as the API answers it. */
export function presentTracking(row: ProductTracking, product: ProductItem): TrackingItem {
  return {
    id: row.id,
    productId: row.productId,
    rule: row.rule,
    targetPrice: row.targetPrice,
    dropPercent: row.dropPercent,
    basePrice: row.basePrice,
    alertsEnabled: row.alertsEnabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    product,
  };
}
