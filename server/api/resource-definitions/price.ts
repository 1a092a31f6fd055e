import { and, eq, isNull } from 'drizzle-orm';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import {
  PRICE_MESSAGES,
  priceCreateSchema,
  priceListQuerySchema,
  priceResourceSchema,
  priceUpdateSchema,
  type PriceCreateInput,
  type PriceResource,
  type PriceUpdateInput,
} from '@/lib/validation/price';
import type { Db } from '../../db/client';
import { prices, products, type PriceObservation } from '../../db/schema';
import { queueAlerts } from '../../features/price-tracking/alerts';
import { dayOf, settleProducts } from '../../services/products/rollup';
import type { ApiDeps } from '../context';
import { AppError } from '../../errors';
import { defineResource } from '../resource-factory/types';

/** How far ahead of the API's clock an observation time may be (clocks drift). */
const FUTURE_SLACK_MS = 5 * 60 * 1000;

function presentPrice(r: PriceObservation): PriceResource {
  return {
    id: r.id,
    productId: r.productId,
    price: r.price,
    currency: r.currency,
    inStock: r.inStock,
    observedAt: r.observedAt.toISOString(),
    source: r.source,
    flagged: r.flagged,
    pending: r.pending,
    userId: r.userId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: r.deletedAt?.toISOString() ?? null,
  };
}

/** A staff observation: source ADMIN, in the product's currency, seen now unless told. */
async function priceInsertValues(
  input: PriceCreateInput,
  db: Db,
  deps?: ApiDeps,
): Promise<typeof prices.$inferInsert> {
  const [product] = await db
    .select({ currency: products.currency })
    .from(products)
    .where(and(eq(products.id, input.productId), isNull(products.deletedAt)));
  if (!product) {
    throw new AppError('VALIDATION_ERROR', [
      { key: 'productId', message: 'validation.catalog.reference_invalid' },
    ]);
  }
  return {
    productId: input.productId,
    price: input.price,
    currency: product.currency,
    inStock: input.inStock,
    observedAt: input.observedAt ?? deps?.now?.() ?? new Date(),
    source: 'ADMIN',
    flagged: input.flagged,
  };
}

function priceUpdateValues(input: PriceUpdateInput): Partial<typeof prices.$inferInsert> {
  return {
    ...(input.price !== undefined && { price: input.price }),
    ...(input.inStock !== undefined && { inStock: input.inStock }),
    ...(input.observedAt !== undefined && { observedAt: input.observedAt }),
    ...(input.flagged !== undefined && { flagged: input.flagged }),
    ...(input.pending !== undefined && { pending: input.pending }),
  };
}

/**
 * /price: the observations behind a product's figures (every read needs view_price). Any write
 * — a staff price, a correction, flagging or trusting one, removing or restoring it — goes
 * through the observations' rules in its transaction: the touched days of the rollup are
 * rebuilt, the product's current price follows its newest trusted observation, and the alerts
 * that change raises are handed to the mail jobs once the write committed.
 */
export const priceResource = defineResource({
  name: 'price',
  operations: 'prices',
  tag: 'Price',
  noun: 'price observation',
  table: prices,
  schemas: {
    create: priceCreateSchema,
    update: priceUpdateSchema,
    list: priceListQuerySchema,
    item: priceResourceSchema,
  },
  publicWhere: null,
  filters: (query) => [
    query.productId ? eq(prices.productId, query.productId) : undefined,
    query.source ? eq(prices.source, query.source) : undefined,
    query.flagged !== undefined ? eq(prices.flagged, query.flagged) : undefined,
    query.pending !== undefined ? eq(prices.pending, query.pending) : undefined,
  ],
  sortColumns: {
    observedAt: prices.observedAt,
    createdAt: prices.createdAt,
    price: prices.price,
  },
  toInsert: priceInsertValues,
  toUpdate: priceUpdateValues,
  present: async (_db, rows) => rows.map(presentPrice),
  tags: (row) => [CATALOG_TAGS.product(row.productId)],
  constraintKeys: { prices_product_id_products_id_fk: 'productId' },
  label: (row) => `${row.price} ${row.currency}`,
  async guardWrite(tx, { input, deps, afterCommit }, write) {
    const observedAt = (input as { observedAt?: Date } | undefined)?.observedAt;
    const now = deps.now?.() ?? new Date();
    if (observedAt && observedAt.getTime() > now.getTime() + FUTURE_SLACK_MS) {
      throw new AppError('VALIDATION_ERROR', [
        { key: 'observedAt', message: PRICE_MESSAGES.observedFuture },
      ]);
    }
    const changes = await write();
    const touched = new Map<string, Set<string>>();
    for (const row of changes.flatMap((c) => [c.before, c.after])) {
      if (!row) continue;
      const days = touched.get(row.productId) ?? new Set<string>();
      touched.set(row.productId, days.add(dayOf(row.observedAt)));
    }
    const alertIds = await settleProducts(tx, touched);
    if (alertIds.length) afterCommit(() => queueAlerts(deps, alertIds));
  },
});
