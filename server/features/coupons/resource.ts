import { and, arrayContains, eq, exists, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import {
  couponCreateSchema,
  couponFields,
  couponListQuerySchema,
  couponResourceSchema,
  couponUpdateSchema,
  expiresAfterStart,
  EXPIRES_BEFORE_START,
  type CouponResource,
  type CouponUpdateInput,
} from '@/lib/validation/coupon';
import { coupons, shops, type Coupon } from '../../db/schema';
import { textContains } from '../../services/resource/search';
import { AppError } from '../../errors';
import { defineResource } from '../../api/resource-factory/types';
import { columnValues, presentFields } from '../../services/resource/fields';
import { couponCsv, couponCsvImport } from './resource-csv';

const qb = new QueryBuilder();

/** The coupon's shop is ACTIVE and not deleted. */
const couponShopVisible = () =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(shops)
      .where(
        and(eq(shops.id, coupons.shopId), eq(shops.status, 'ACTIVE'), isNull(shops.deletedAt)),
      ),
  );

function couponUpdateValues(
  input: CouponUpdateInput,
  current: Coupon,
): Partial<typeof coupons.$inferInsert> {
  const startsAt = input.startsAt !== undefined ? input.startsAt : current.startsAt;
  const expiresAt = input.expiresAt !== undefined ? input.expiresAt : current.expiresAt;
  if (!expiresAfterStart(startsAt, expiresAt)) {
    throw new AppError('VALIDATION_ERROR', [{ key: 'expiresAt', message: EXPIRES_BEFORE_START }]);
  }
  return columnValues(couponFields, input);
}

function presentCoupon(r: Coupon): CouponResource {
  return {
    id: r.id,
    ...presentFields(couponFields, r),
    uses: r.uses,
    votes: { worked: r.votesWorked, failed: r.votesFailed },
    auto: { worked: r.autoWorked, failed: r.autoFailed },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: r.deletedAt ? r.deletedAt.toISOString() : null,
  };
}

/** /coupon: public rows are ACTIVE, not deleted, of a visible shop. */
export const couponResource = defineResource({
  name: 'coupon',
  operations: 'coupons',
  tag: 'Coupon',
  noun: 'coupon',
  table: coupons,
  schemas: {
    create: couponCreateSchema,
    update: couponUpdateSchema,
    list: couponListQuerySchema,
    item: couponResourceSchema,
  },
  publicWhere: () => and(eq(coupons.status, 'ACTIVE'), couponShopVisible()),
  filters: (query) => [
    query.shopId ? eq(coupons.shopId, query.shopId) : undefined,
    query.status ? eq(coupons.status, query.status) : undefined,
    query.country ? arrayContains(coupons.countries, [query.country]) : undefined,
    query.expired === true ? lte(coupons.expiresAt, sql`now()`) : undefined,
    query.expired === false
      ? or(isNull(coupons.expiresAt), gt(coupons.expiresAt, sql`now()`))
      : undefined,
  ],
  search: (q) => textContains([coupons.titleEn, coupons.titleAr, coupons.code], q),
  sortColumns: {
    createdAt: coupons.createdAt,
    updatedAt: coupons.updatedAt,
    uses: coupons.uses,
    votesWorked: coupons.votesWorked,
    titleEn: coupons.titleEn,
  },
  // Every field is in a create's input (those left out have their defaults).
  toInsert: (input) => columnValues(couponFields, input) as typeof coupons.$inferInsert,
  toUpdate: couponUpdateValues,
  present: async (db, rows, viewer) => {
    if (!viewer.canView || !rows.length) return rows.map(presentCoupon);
    // Staff lists name each coupon's shop (deleted shops too) without a call per row.
    const names = await db
      .select({ id: shops.id, ar: shops.nameAr, en: shops.nameEn })
      .from(shops)
      .where(inArray(shops.id, [...new Set(rows.map((r) => r.shopId))]));
    return rows.map((r) => {
      const shop = names.find((n) => n.id === r.shopId);
      return { ...presentCoupon(r), shopName: shop ? { ar: shop.ar, en: shop.en } : null };
    });
  },
  tags: (row) => [CATALOG_TAGS.shops, CATALOG_TAGS.shop(row.shopId)],
  constraintKeys: { coupons_shop_id_shops_id_fk: 'shopId' },
  label: (row) => (row.code ? `${row.code} · ${row.titleEn}` : row.titleEn),
  statusToggle: { column: coupons.status, active: 'ACTIVE', inactive: 'PAUSED' },
  csv: couponCsv,
  csvImport: couponCsvImport,
});
