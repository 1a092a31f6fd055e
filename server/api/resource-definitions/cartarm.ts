import { and, eq, exists, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import {
  cartarmCreateSchema,
  cartarmListQuerySchema,
  cartarmResourceSchema,
  cartarmUpdateSchema,
  CARTARM_MESSAGES,
  hasSomePattern,
  type CartarmCreateInput,
  type CartarmUpdateInput,
} from '@/lib/validation/cartarm';
import { cartarmRules, shops, type CartarmRule } from '../../db/schema';
import { checkCartarmPatterns, presentCartarmRules } from '../../services/cartarm';
import { escapeLike, textContains } from '../../services/resource/search';
import { AppError } from '../../errors';
import { defineResource } from '../resource-factory/types';

const qb = new QueryBuilder();

function cartarmInsertValues(input: CartarmCreateInput): typeof cartarmRules.$inferInsert {
  return {
    shopId: input.shopId,
    cartUrlPatterns: input.cartUrlPatterns,
    checkoutUrlPatterns: input.checkoutUrlPatterns,
    couponInputSelector: input.couponInputSelector,
    applyButtonSelector: input.applyButtonSelector,
    totalSelector: input.totalSelector,
    successSelector: input.successSelector,
    errorSelector: input.errorSelector,
    waitMs: input.waitMs,
    status: input.status,
    notes: input.notes,
  };
}

function cartarmUpdateValues(
  input: CartarmUpdateInput,
  current: CartarmRule,
): Partial<typeof cartarmRules.$inferInsert> {
  const cart = input.cartUrlPatterns ?? current.cartUrlPatterns;
  const checkout = input.checkoutUrlPatterns ?? current.checkoutUrlPatterns;
  if (!hasSomePattern(cart, checkout)) {
    throw new AppError('VALIDATION_ERROR', [
      { key: 'cartUrlPatterns', message: CARTARM_MESSAGES.patternsRequired },
    ]);
  }
  return {
    ...(input.shopId !== undefined && { shopId: input.shopId }),
    ...(input.cartUrlPatterns !== undefined && { cartUrlPatterns: input.cartUrlPatterns }),
    ...(input.checkoutUrlPatterns !== undefined && {
      checkoutUrlPatterns: input.checkoutUrlPatterns,
    }),
    ...(input.couponInputSelector !== undefined && {
      couponInputSelector: input.couponInputSelector,
    }),
    ...(input.applyButtonSelector !== undefined && {
      applyButtonSelector: input.applyButtonSelector,
    }),
    ...(input.totalSelector !== undefined && { totalSelector: input.totalSelector }),
    ...(input.successSelector !== undefined && { successSelector: input.successSelector }),
    ...(input.errorSelector !== undefined && { errorSelector: input.errorSelector }),
    ...(input.waitMs !== undefined && { waitMs: input.waitMs }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.notes !== undefined && { notes: input.notes }),
  };
}

/**
 * /cartarm: the extension's checkout rules, one live rule set per shop (every read needs
 * view_cartarm; the extension reads the active ones through the public GET /cartarm/active,
 * server/api/routes/cartarm.ts). `version` starts at 1 and rises by one with every change
 * (PATCH, bulk activate / deactivate), counted in SQL so two concurrent changes never share a
 * number; a client cannot set it. Each write's audit row is the rule's version history.
 */
export const cartarmResource = defineResource({
  name: 'cartarm',
  operations: 'cartarmRules',
  tag: 'Cartarm',
  noun: 'cartarm rule',
  table: cartarmRules,
  schemas: {
    create: cartarmCreateSchema,
    update: cartarmUpdateSchema,
    list: cartarmListQuerySchema,
    item: cartarmResourceSchema,
  },
  publicWhere: null,
  filters: (query) => [
    query.shopId ? eq(cartarmRules.shopId, query.shopId) : undefined,
    query.status ? eq(cartarmRules.status, query.status) : undefined,
  ],
  // The shop's name (either language) or address, or the rule's own selectors, patterns, notes.
  search: (q) =>
    or(
      exists(
        qb
          .select({ one: sql`1` })
          .from(shops)
          .where(
            and(
              eq(shops.id, cartarmRules.shopId),
              textContains([shops.nameEn, shops.nameAr, shops.websiteUrl], q),
            ),
          ),
      ),
      textContains(
        [
          cartarmRules.notes,
          cartarmRules.couponInputSelector,
          cartarmRules.applyButtonSelector,
          cartarmRules.totalSelector,
        ],
        q,
      ),
      sql`array_to_string(${cartarmRules.cartUrlPatterns} || ${cartarmRules.checkoutUrlPatterns}, ' ') ilike ${`%${escapeLike(q.trim())}%`}`,
    ),
  sortColumns: {
    createdAt: cartarmRules.createdAt,
    updatedAt: cartarmRules.updatedAt,
    version: cartarmRules.version,
    waitMs: cartarmRules.waitMs,
  },
  toInsert: cartarmInsertValues,
  toUpdate: cartarmUpdateValues,
  updateSet: () => ({ version: sql`${cartarmRules.version} + 1` }),
  // The stored rule's patterns stay on its shop's site (whichever of the two changed).
  afterWrite: (tx, row) => checkCartarmPatterns(tx, row),
  present: (db, rows) => presentCartarmRules(db, rows),
  constraintKeys: {
    cartarm_rules_shop_key: 'shopId',
    cartarm_rules_shop_id_shops_id_fk: 'shopId',
  },
  // The activity log's name of a write: the version it made (the sheet names the shop).
  label: (row) => `v${row.version}`,
  statusToggle: { column: cartarmRules.status, active: 'ACTIVE', inactive: 'PAUSED' },
  csv: {
    columns: {
      id: (r) => r.id,
      shopId: (r) => r.shopId,
      shopDomain: (r) => r.shop?.domain ?? null,
      cartUrlPatterns: (r) => r.cartUrlPatterns.join('|'),
      checkoutUrlPatterns: (r) => r.checkoutUrlPatterns.join('|'),
      couponInputSelector: (r) => r.couponInputSelector,
      applyButtonSelector: (r) => r.applyButtonSelector,
      totalSelector: (r) => r.totalSelector,
      successSelector: (r) => r.successSelector,
      errorSelector: (r) => r.errorSelector,
      waitMs: (r) => r.waitMs,
      version: (r) => r.version,
      status: (r) => r.status,
      notes: (r) => r.notes,
      createdAt: (r) => r.createdAt,
      updatedAt: (r) => r.updatedAt,
      deletedAt: (r) => r.deletedAt,
    },
  },
});
