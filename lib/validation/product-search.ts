// POST /product/search and POST /product/ssearch: what the extension and the app send from a
// product page, and what they get back. Messages are translation keys (`validation.product.*`).
import { z } from '@/lib/validation/zod';
import { bilingualOptional, httpUrlSchema, uuidSchema } from './catalog-fields';
import {
  currencySchema,
  inStockSchema,
  priceAmountSchema,
  priceSummarySchema,
  productItemSchema,
  PRODUCT_MESSAGES,
  REPORT_SOURCES,
  shopSummarySchema,
  similarItemSchema,
  storeProductIdSchema,
} from './product';
import { siteCouponSchema } from './shop';
import { trackingItemSchema } from './tracking';

/**
 * Two forms. `{url, …}`: the extension or the app on a product page reports what it read
 * (the title in the page's language, or both); `price` needs `currency`. `{q}`: text search over
 * product titles in both languages.
 */
export const productSearchSchema = z
  .object({
    q: z
      .string()
      .trim()
      .min(1, PRODUCT_MESSAGES.urlOrQuery)
      .max(100, 'validation.search.max')
      .optional(),
    limit: z.number().int().min(1).max(50).optional(),
    url: httpUrlSchema.optional(),
    title: z
      .union([
        z.string().trim().max(300, PRODUCT_MESSAGES.titleInvalid),
        bilingualOptional(300).partial(),
      ])
      .optional(),
    price: priceAmountSchema.optional(),
    currency: currencySchema.optional(),
    /** The page's product image: an http(s) address. */
    image: httpUrlSchema.nullish(),
    inStock: inStockSchema.optional(),
    storeProductId: storeProductIdSchema.optional(),
    source: z.enum(REPORT_SOURCES, { error: PRODUCT_MESSAGES.sourceInvalid }).default('EXTENSION'),
  })
  .superRefine((v, ctx) => {
    if ((v.q === undefined) === (v.url === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: PRODUCT_MESSAGES.urlOrQuery });
    }
    if (v.price !== undefined && v.currency === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['currency'],
        message: PRODUCT_MESSAGES.currencyRequired,
      });
    }
  });

/**
 * Why a reading did not count: THROTTLED (nothing new this hour), FLAGGED (implausible, for
 * staff), PENDING (kept until an independent reporter agrees), UNKNOWN_SHOP, NO_PRICE.
 */
const OBSERVATION_REASONS = [
  'THROTTLED',
  'FLAGGED',
  'PENDING',
  'UNKNOWN_SHOP',
  'NO_PRICE',
] as const;
export type ObservationReason = (typeof OBSERVATION_REASONS)[number];

/** `{ productId }`, or `{ title, currency }` for a product Safqa does not know. */
export const similarSearchSchema = z
  .object({
    productId: uuidSchema.optional(),
    title: z
      .string()
      .trim()
      .min(1, PRODUCT_MESSAGES.titleInvalid)
      .max(300, PRODUCT_MESSAGES.titleInvalid)
      .optional(),
    currency: currencySchema.optional(),
    limit: z.number().int().min(1).max(20).default(10),
  })
  .superRefine((v, ctx) => {
    const byProduct =
      v.productId !== undefined && v.title === undefined && v.currency === undefined;
    const byTitle = v.productId === undefined && v.title !== undefined && v.currency !== undefined;
    if (!byProduct && !byTitle) {
      ctx.addIssue({
        code: 'custom',
        path: ['productId'],
        message: PRODUCT_MESSAGES.productOrTitle,
      });
    }
  });

/** The answer to an observation (`{url, …}`). */
export const productObservationResultSchema = z.object({
  /** The product is in the database (found or created now). */
  stored: z.boolean(),
  canonicalUrl: z.string(),
  /** The shop the address belongs to; null: not a shop Safqa lists (nothing stored). */
  shop: shopSummarySchema.nullable(),
  product: productItemSchema.nullable(),
  observation: z.object({
    /** The price was stored and trusted (it counts for the figures and alerts). */
    accepted: z.boolean(),
    reason: z.enum(OBSERVATION_REASONS).nullable(),
  }),
  summary: priceSummarySchema.nullable(),
  /** The signed-in caller's tracking of this product. */
  tracking: trackingItemSchema.nullable(),
  /** The shop's usable coupons, as and in the order of its store page. */
  coupons: z.array(siteCouponSchema),
});
export type ProductObservationResult = z.infer<typeof productObservationResultSchema>;

export const productTextSearchResultSchema = z.object({ items: z.array(productItemSchema) });

export const similarSearchResultSchema = z.object({ items: z.array(similarItemSchema) });
