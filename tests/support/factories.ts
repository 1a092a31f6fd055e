import { randomUUID } from 'node:crypto';
import { storedHostEntries } from '@/lib/shops/hosts';
import type { Db } from '@/server/db/client';
import { coupons, products, shops } from '@/server/db/schema';

type NewShop = typeof shops.$inferInsert;
type NewCoupon = typeof coupons.$inferInsert;
type NewProduct = typeof products.$inferInsert;

/**
 * A store with sensible defaults; pass overrides for what the test is about. Its host entries
 * are its website's, as the API stores them, unless `hosts` is given.
 */
export async function createShop(db: Db, overrides: Partial<NewShop> = {}) {
  const slug = `shop-${randomUUID().slice(0, 8)}`;
  const websiteUrl = overrides.websiteUrl ?? `https://${slug}.example`;
  const [row] = await db
    .insert(shops)
    .values({
      nameAr: `متجر ${slug}`,
      nameEn: `Shop ${slug}`,
      slugAr: `متجر-${slug}`,
      slugEn: slug,
      websiteUrl,
      hosts: storedHostEntries([], websiteUrl),
      countries: ['ae'],
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createCoupon(db: Db, shopId: string, overrides: Partial<NewCoupon> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({ shopId, code: 'SAVE10', titleAr: 'خصم 10%', titleEn: '10% off', ...overrides })
    .returning();
  return row!;
}

/** A product of `shopId` priced 100.00 SAR and in stock, unless overridden. */
export async function createProduct(db: Db, shopId: string, overrides: Partial<NewProduct> = {}) {
  const key = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(products)
    .values({
      shopId,
      url: `https://store.example/p/${key}`,
      titleAr: `منتج ${key}`,
      titleEn: `Product ${key}`,
      currency: 'SAR',
      currentPrice: '100.00',
      ...overrides,
    })
    .returning();
  return row!;
}
