// Demo products of the seed: the same few products at several demo stores, each with about 120
// days of daily prices ending today — steady with small moves, then a visible drop in the last
// three weeks — so the product page, its chart and the cross-store comparison show something.
// Deterministic: the prices follow from the day and the offer alone; only the dates move with
// `now`.
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client';
import { prices, products } from '../schema';
import { canonicalizeUrl } from '../../services/products/canonical-url';
import { productSearchText } from '../../services/products/observations';
import { rebuildAllDays, refreshCurrent } from '../../services/products/rollup';
import productsJson from './data/products.json';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_PRICE_DAYS = 120;
/** The drop starts this many days before today. */
const DROP_DAYS_AGO = 21;

const demoOfferSchema = z.object({
  /** The demo store (data/stores.json `slugEn`). */
  shop: z.string().min(1),
  url: z.url(),
  storeProductId: z.string().optional(),
  /** Whole units, before the drop. */
  base: z.number().positive(),
  /** Percent off from the drop on. */
  drop: z.number().min(0).max(100),
});
type DemoOffer = z.infer<typeof demoOfferSchema>;

const demoProductSchema = z.object({
  titleEn: z.string().min(1),
  titleAr: z.string().min(1),
  currency: z.string().length(3),
  offers: z.array(demoOfferSchema),
});

/** The demo products (data/products.json), each sold by a few demo stores. */
export const DEMO_PRODUCTS = z.array(demoProductSchema).parse(productsJson);

/**
 * The offer's price `daysAgo` days before today, whole units as a decimal string: the base with
 * small steps up and down (±1.5 %), then the sale price, flat, from the drop on.
 */
function demoPrice(offer: DemoOffer, daysAgo: number, offerIndex: number): string {
  if (daysAgo < DROP_DAYS_AGO) return `${Math.round((offer.base * (100 - offer.drop)) / 100)}.00`;
  const step = ((daysAgo * 37 + offerIndex * 11) % 7) - 3;
  return `${Math.round((offer.base * (200 + step)) / 200)}.00`;
}

/**
 * Stores the demo products of the stores given (slug → id; offers of other stores are left
 * out), one extension reading a day at 10:00 UTC for DEMO_PRICE_DAYS days up to `now`, their
 * daily rollup and current prices.
 */
export async function seedDemoProducts(
  tx: Db,
  shops: ReadonlyMap<string, { id: string; websiteUrl: string }>,
  now: Date,
) {
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T10:00:00Z`);
  const firstDay = new Date(today - (DEMO_PRICE_DAYS - 1) * DAY_MS);
  const ids: string[] = [];
  for (const product of DEMO_PRODUCTS) {
    for (const [index, offer] of product.offers.entries()) {
      const shop = shops.get(offer.shop);
      const canonical = shop && canonicalizeUrl(offer.url, shop.websiteUrl);
      if (!shop || !canonical) continue;
      const [row] = await tx
        .insert(products)
        .values({
          shopId: shop.id,
          url: canonical.url,
          storeProductId: offer.storeProductId ?? canonical.storeProductId,
          titleAr: product.titleAr,
          titleEn: product.titleEn,
          currency: product.currency,
          searchText: productSearchText(product.titleEn, product.titleAr),
          firstSeenAt: firstDay,
          lastSeenAt: firstDay,
        })
        .returning({ id: products.id });
      const productId = row!.id;
      ids.push(productId);
      await tx.insert(prices).values(
        Array.from({ length: DEMO_PRICE_DAYS }, (_, day) => {
          const daysAgo = DEMO_PRICE_DAYS - 1 - day;
          const observedAt = new Date(today - daysAgo * DAY_MS);
          return {
            productId,
            price: demoPrice(offer, daysAgo, index),
            currency: product.currency,
            observedAt,
            source: 'EXTENSION' as const,
            createdAt: observedAt,
            updatedAt: observedAt,
          };
        }),
      );
    }
  }
  await rebuildAllDays(tx, ids);
  const stored = ids.length
    ? await tx.select().from(products).where(inArray(products.id, ids))
    : [];
  for (const product of stored) await refreshCurrent(tx, product.id, product);
  return ids.length;
}
