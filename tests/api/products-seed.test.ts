import { asc, count, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { priceDaily, products, shops } from '@/server/db/schema';
import { DEMO_PRICE_DAYS, DEMO_PRODUCTS } from '@/server/db/seed/products-data';
import { seedDemoData } from '@/server/db/seed/seed';
import { priceHistory, priceSummary } from '@/server/services/products/history';
import { similarToProduct } from '@/server/services/products/search';
import { createTestDatabase } from '../support/test-database';
import { createLocalStorage } from '@/server/media/storage';

// The demo seed's products: the same products at several demo stores with 120 days of daily
// prices and a visible drop, the same on every run (only the dates follow `now`).
const now = new Date('2026-05-01T12:00:00Z');

async function seeded() {
  const database = await createTestDatabase();
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'safqa-seed-products-'));
  try {
    const result = await seedDemoData(database.db, { media: createLocalStorage(mediaDir), now });
    return { database, result };
  } finally {
    rmSync(mediaDir, { recursive: true, force: true });
  }
}

it('seeds the demo products with 120 days of prices and a drop, deterministically', async () => {
  const [a, b] = [await seeded(), await seeded()];
  try {
    const offers = DEMO_PRODUCTS.flatMap((p) => p.offers).length;
    expect(a.result).toMatchObject({ skipped: false, products: offers });
    const db = a.database.db;
    const rows = await db
      .select({ product: products, slug: shops.slugEn })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .orderBy(asc(shops.slugEn));
    expect(rows).toHaveLength(offers);
    const dailyOf = async (database: typeof db, slug: string) => {
      const [row] = await database
        .select({ id: products.id })
        .from(products)
        .innerJoin(shops, eq(shops.id, products.shopId))
        .where(eq(shops.slugEn, slug));
      return database
        .select({ day: priceDaily.day, close: priceDaily.close })
        .from(priceDaily)
        .where(eq(priceDaily.productId, row!.id))
        .orderBy(priceDaily.day);
    };
    for (const { product, slug } of rows) {
      const [days] = await db
        .select({ n: count() })
        .from(priceDaily)
        .where(eq(priceDaily.productId, product.id));
      expect(days!.n).toBe(DEMO_PRICE_DAYS);
      expect(product.lastSeenAt.toISOString()).toBe('2026-05-01T10:00:00.000Z');
      // The drop: today's price is the lowest of the last 30 days, well under the 90 days' high.
      const summary = (await priceSummary(db, product.id, now))!;
      const [month, quarter] = summary.windows;
      expect(summary.current).toBe(month!.lowest);
      expect(Number(summary.current)).toBeLessThan(Number(quarter!.highest) * 0.93);
      const history = (await priceHistory(db, product.id, '3m', now))!;
      expect(history.points).toHaveLength(90);
      expect(await dailyOf(b.database.db, slug)).toEqual(await dailyOf(db, slug));
    }
    // The same product at the other demo stores.
    const iphone = rows.find((r) => r.slug === 'amazon-ae')!.product;
    const similar = (await similarToProduct(db, iphone.id, 10))!;
    expect(similar.map((s) => s.shop.slug.en).sort()).toEqual(['noon', 'sharaf-dg']);
    expect(iphone.storeProductId).toBe('B0CHX1W1XY');
  } finally {
    await a.database.close();
    await b.database.close();
  }
});
