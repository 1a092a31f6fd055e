// Demo products of the seed: the same few products at several demo stores, each with about 120
// days of daily prices ending today — steady with small moves, then a visible drop in the last
// three weeks — so the product page, its chart and the cross-store comparison show something.
// Deterministic: the prices follow from the day and the offer alone; only the dates move with
// `now`.
import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { prices, products } from '../schema';
import { canonicalizeUrl } from '../../services/products/canonical-url';
import { productSearchText } from '../../services/products/observations';
import { rebuildAllDays, refreshCurrent } from '../../services/products/rollup';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_PRICE_DAYS = 120;
/** The drop starts this many days before today. */
const DROP_DAYS_AGO = 21;

interface DemoOffer {
  /** The demo store (stores-data.ts `slugEn`). */
  shop: string;
  url: string;
  storeProductId?: string;
  /** Whole units, before the drop. */
  base: number;
  /** Percent off from the drop on. */
  drop: number;
}

interface DemoProduct {
  titleEn: string;
  titleAr: string;
  currency: string;
  offers: DemoOffer[];
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    titleEn: 'Apple iPhone 15 128GB Black',
    titleAr: 'آيفون 15 من أبل 128 جيجابايت أسود',
    currency: 'AED',
    offers: [
      {
        shop: 'amazon-ae',
        url: 'https://www.amazon.ae/Apple-iPhone-15-128-GB/dp/B0CHX1W1XY',
        base: 3199,
        drop: 12,
      },
      {
        shop: 'noon',
        url: 'https://www.noon.com/uae-en/iphone-15-128gb-black/N53433208A/p/',
        base: 3149,
        drop: 8,
      },
      {
        shop: 'sharaf-dg',
        url: 'https://uae.sharafdg.com/product/apple-iphone-15-128gb-black/',
        base: 3229,
        drop: 10,
      },
    ],
  },
  {
    titleEn: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones',
    titleAr: 'سماعات سوني WH-1000XM5 اللاسلكية العازلة للضوضاء',
    currency: 'SAR',
    offers: [
      {
        shop: 'amazon-sa',
        url: 'https://www.amazon.sa/dp/B09XS7JWHH',
        base: 1499,
        drop: 20,
      },
      {
        shop: 'jarir',
        url: 'https://www.jarir.com/sa-en/sony-wh-1000xm5-headphones-black-562143.html',
        storeProductId: '562143',
        base: 1549,
        drop: 15,
      },
      {
        shop: 'extra',
        url: 'https://www.extra.com/en-sa/audio/headphones/sony-wh-1000xm5/p/100123456',
        storeProductId: '100123456',
        base: 1529,
        drop: 18,
      },
    ],
  },
  {
    titleEn: 'Nike Air Max 90 Sneakers',
    titleAr: 'حذاء نايكي إير ماكس 90 الرياضي',
    currency: 'AED',
    offers: [
      {
        shop: 'namshi',
        url: 'https://www.namshi.com/uae-en/buy-nike-air-max-90/Z7A9C1B2D3E4/p/',
        base: 549,
        drop: 30,
      },
      {
        shop: '6thstreet',
        url: 'https://en-ae.6thstreet.com/nike-air-max-90-sneakers-white.html',
        storeProductId: 'NK-AM90-W',
        base: 569,
        drop: 25,
      },
    ],
  },
  {
    titleEn: 'Philips Airfryer XL 6.2 L',
    titleAr: 'قلاية فيليبس الهوائية XL سعة 6.2 لتر',
    currency: 'EGP',
    offers: [
      {
        shop: 'amazon-eg',
        url: 'https://www.amazon.eg/dp/B0BCKJ6R1Z',
        base: 7499,
        drop: 16,
      },
      {
        shop: 'jumia',
        url: 'https://www.jumia.com.eg/philips-airfryer-xl-6.2-l-289456123.html',
        base: 7299,
        drop: 12,
      },
    ],
  },
];

/**
 * The offer's price `daysAgo` days before today, whole units as a decimal string: the base with
 * small steps up and down (±1.5 %), then the sale price, flat, from the drop on.
 */
export function demoPrice(offer: DemoOffer, daysAgo: number, offerIndex: number): string {
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
