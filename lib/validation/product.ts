// Products and their prices: what the product endpoints answer (ProductItem, PriceSummary, the
// history and the product page), the search payloads of the extension and the app, and the
// back-office's `product` resource. Money is an exact decimal string beside its currency.
// Messages are translation keys (`validation.product.*`).
import { z } from '@/lib/validation/zod';
import {
  bilingualOptional,
  bilingualOut,
  httpUrlSchema,
  imageRefSchema,
  uuidSchema,
} from './catalog-fields';
import { listQuerySchema, queryFlag } from './list-query';
import { HISTORY_RANGES } from './history-range';
import { currencyCodeSchema, decimalAmountSchema } from './money';
import { siteCouponSchema } from './shop';

export const PRODUCT_MESSAGES = {
  priceInvalid: 'validation.product.price_invalid',
  pricePositive: 'validation.product.price_positive',
  currencyInvalid: 'validation.product.currency_invalid',
  currencyRequired: 'validation.product.currency_required',
  urlOrQuery: 'validation.product.url_or_q',
  productOrTitle: 'validation.product.product_or_title',
  titleInvalid: 'validation.product.title_invalid',
  storeIdInvalid: 'validation.product.store_id_invalid',
  sourceInvalid: 'validation.product.source_invalid',
  rangeInvalid: 'validation.product.range_invalid',
  urlShop: 'validation.product.url_not_of_shop',
  mergeSelf: 'validation.product.merge_self',
  mergeShop: 'validation.product.merge_other_shop',
  merged: 'validation.product.merged',
  stockInvalid: 'validation.product.stock_invalid',
} as const;

/** A price above zero: "129.90", "5". */
export const priceAmountSchema = decimalAmountSchema(PRODUCT_MESSAGES.priceInvalid, {
  positive: PRODUCT_MESSAGES.pricePositive,
});
export const currencySchema = currencyCodeSchema(PRODUCT_MESSAGES.currencyInvalid);
export const storeProductIdSchema = z
  .string({ error: PRODUCT_MESSAGES.storeIdInvalid })
  .trim()
  .min(1, PRODUCT_MESSAGES.storeIdInvalid)
  .max(100, PRODUCT_MESSAGES.storeIdInvalid);
export const inStockSchema = z.boolean({ error: PRODUCT_MESSAGES.stockInvalid });

/** Who reports prices through POST /product/search (staff add theirs through /price). */
export const REPORT_SOURCES = ['EXTENSION', 'APP'] as const;
export const PRICE_SOURCES = [...REPORT_SOURCES, 'ADMIN'] as const;

// ─── What the endpoints answer ─────────────────────────────────────────────────────────────

/** The store of a product, as product answers name it. */
export const shopSummarySchema = z.object({
  id: z.string(),
  name: bilingualOut,
  slug: bilingualOut,
  logo: z.string().nullable(),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

export const productItemSchema = z.object({
  id: z.string(),
  shopId: z.string(),
  shop: shopSummarySchema,
  /** The canonical address (tracking parameters stripped). */
  url: z.string(),
  storeProductId: z.string().nullable(),
  /** Either may be empty: a page gives the title of its own language. */
  title: bilingualOut,
  image: z.string().nullable(),
  currency: z.string(),
  /** The newest trusted observation's price; null before any. */
  currentPrice: z.string().nullable(),
  inStock: z.boolean(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type ProductItem = z.infer<typeof productItemSchema>;

export const PRICE_WINDOWS = [30, 90, 365] as const;

/** A product's figures, from its daily rollup of trusted prices. */
export const priceSummarySchema = z.object({
  current: z.string().nullable(),
  lowestEver: z.string().nullable(),
  highestEver: z.string().nullable(),
  /** The current price is at or below every price seen before. */
  isLowestEver: z.boolean(),
  windows: z.array(
    z.object({
      days: z.union([z.literal(30), z.literal(90), z.literal(365)]),
      lowest: z.string().nullable(),
      highest: z.string().nullable(),
      /** Every observation of the window weighs the same (sum ÷ count), two places. */
      average: z.string().nullable(),
    }),
  ),
});
export type PriceSummary = z.infer<typeof priceSummarySchema>;

export { HISTORY_RANGE_DAYS, HISTORY_RANGES, type HistoryRange } from './history-range';

export const historyQuerySchema = z.object({
  range: z.enum(HISTORY_RANGES, { error: PRODUCT_MESSAGES.rangeInvalid }).default('3m'),
});

const pricedDaySchema = z.object({ price: z.string(), day: z.string() });

export const priceHistorySchema = z.object({
  productId: z.string(),
  currency: z.string(),
  range: z.enum(HISTORY_RANGES),
  /** One point per UTC day with trusted prices, oldest first; days without any are absent. */
  points: z.array(
    z.object({ day: z.string(), low: z.string(), high: z.string(), close: z.string() }),
  ),
  /** Over all history, whatever the range; the latest day it was reached. */
  lowestEver: pricedDaySchema.nullable(),
  highestEver: pricedDaySchema.nullable(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** The same product (by title) at another store. */
export const similarItemSchema = productItemSchema.extend({
  /** Trigram similarity of the titles, 0–1. */
  similarity: z.number(),
});
export type SimilarItem = z.infer<typeof similarItemSchema>;

export const productPageSchema = z.object({
  product: productItemSchema,
  summary: priceSummarySchema,
  /** The store's usable coupons, as and in the order of its store page. */
  coupons: z.array(siteCouponSchema),
  /** Other stores, same currency, cheapest first. */
  similar: z.array(similarItemSchema),
});
export type ProductPage = z.infer<typeof productPageSchema>;

// ─── The back-office's `product` resource ──────────────────────────────────────────────────

const titleFields = bilingualOptional(300).refine((t) => t.ar !== '' || t.en !== '', {
  message: PRODUCT_MESSAGES.titleInvalid,
});

/** A product added by hand; its prices come through /price or the extension. */
export const productCreateSchema = z.object({
  shopId: uuidSchema,
  /** Any link to the product on the shop's site: stored in its canonical form. */
  url: httpUrlSchema,
  storeProductId: storeProductIdSchema.nullable().default(null),
  title: titleFields,
  image: imageRefSchema.nullable().default(null),
  currency: currencySchema,
});

/** What staff may correct; the address is its identity (duplicates are merged instead). */
export const productUpdateSchema = z
  .object({
    storeProductId: storeProductIdSchema.nullable(),
    title: titleFields,
    image: imageRefSchema.nullable(),
  })
  .partial();

export const productListQuerySchema = listQuerySchema(
  ['createdAt', 'updatedAt', 'lastSeenAt', 'currentPrice'],
  '-lastSeenAt',
).extend({
  shopId: uuidSchema.optional(),
  currency: currencySchema.optional(),
  inStock: queryFlag.optional(),
});

export const productMergeSchema = z.object({ intoId: uuidSchema });

export type ProductCreateInput = z.infer<typeof productCreateSchema>;
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;
