import { couponFields, type CouponResource } from '@/lib/validation/coupon';
import { shops, type Coupon } from '../../db/schema';
import type { CsvExport, CsvImport } from '../../api/resource-factory/types';
import { csvCellsOf, csvImportColumnsOf } from '../../api/resource-factory/fields';
import { csvTimestamps, namesById } from '../../api/resource-definitions/csv-columns';

/**
 * GET /coupon/export: the declared fields (lib/validation/coupon.ts) with the shop by its
 * English slug, then the uses and the timestamps.
 */
export const couponCsv: CsvExport<Coupon, CouponResource> = {
  columns: {
    id: (c) => c.id,
    ...csvCellsOf<typeof couponFields, Coupon, CouponResource>(couponFields, {
      shopId: { shop: (c, _row, names) => names.get(c.shopId) },
    }),
    uses: (c) => c.uses,
    ...csvTimestamps,
  },
  names: (db, rows) =>
    namesById(
      db,
      shops,
      { id: shops.id, name: shops.slugEn },
      rows.map((c) => c.shopId),
    ),
};

/** POST /coupon/import reads the export's columns back (`uses` and the timestamps are ignored). */
export const couponCsvImport: CsvImport = {
  columns: csvImportColumnsOf(couponFields, {
    shopId: {
      header: 'shop',
      path: ['shopId'],
      kind: 'text',
      required: true,
      resolve: {
        table: shops,
        id: shops.id,
        by: shops.slugEn,
        unknown: 'validation.csv.unknown_shop',
      },
    },
  }),
};
