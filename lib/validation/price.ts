// The back-office's `price` resource: price observations of a product (the extension's, the
// app's and staff's). Staff add theirs as source ADMIN; editing, removing or restoring one
// rebuilds that day's rollup and the product's current price. Messages: `validation.price.*`.
import { z } from '@/lib/validation/zod';
import { dateTimeSchema, uuidSchema } from './catalog-fields';
import { listQuerySchema, queryFlag } from './list-query';
import { PRICE_SOURCES, priceAmountSchema } from './product';

export const PRICE_MESSAGES = {
  observedFuture: 'validation.price.observed_future',
  flagInvalid: 'validation.price.flag_invalid',
  sourceInvalid: 'validation.price.source_invalid',
  stockInvalid: 'validation.product.stock_invalid',
} as const;

const priceFields = {
  price: priceAmountSchema,
  inStock: z.boolean({ error: PRICE_MESSAGES.stockInvalid }),
  /** When the price was seen; not in the future. */
  observedAt: dateTimeSchema,
  /** An implausible price kept for the record: out of the rollup, the current price and alerts. */
  flagged: z.boolean({ error: PRICE_MESSAGES.flagInvalid }),
  /**
   * A reading waiting for an independent reporter to agree: out of the rollup, the current price
   * and alerts until then. Staff trust one by setting it false.
   */
  pending: z.boolean({ error: PRICE_MESSAGES.flagInvalid }),
};

/** Its currency is the product's; `observedAt` defaults to now; staff prices are trusted. */
export const priceCreateSchema = z.object({
  productId: uuidSchema,
  price: priceFields.price,
  inStock: priceFields.inStock.default(true),
  observedAt: priceFields.observedAt.optional(),
  flagged: priceFields.flagged.default(false),
});

/** Correct a price, or flag / trust it (flagged and pending false). */
export const priceUpdateSchema = z.object(priceFields).partial();

export const priceListQuerySchema = listQuerySchema(
  ['observedAt', 'createdAt', 'price'],
  '-observedAt',
).extend({
  productId: uuidSchema.optional(),
  source: z.enum(PRICE_SOURCES, { error: PRICE_MESSAGES.sourceInvalid }).optional(),
  flagged: queryFlag.optional(),
  pending: queryFlag.optional(),
});

export const priceResourceSchema = z.object({
  id: z.string(),
  productId: z.string(),
  price: z.string(),
  currency: z.string(),
  inStock: z.boolean(),
  observedAt: z.string(),
  source: z.enum(PRICE_SOURCES),
  flagged: z.boolean(),
  pending: z.boolean(),
  /** The signed-in reporter, when there was one. */
  userId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});

export type PriceCreateInput = z.infer<typeof priceCreateSchema>;
export type PriceUpdateInput = z.infer<typeof priceUpdateSchema>;
export type PriceResource = z.infer<typeof priceResourceSchema>;
