import type { CouponResource } from '@/lib/validation/coupon';
import { shops, type Coupon } from '../../db/schema';
import type { CsvExport, CsvImport } from '../../api/resource-factory/types';
import {
  csvField,
  csvList,
  csvPairCells,
  csvPairFields,
  csvTimestamps,
  namesById,
} from '../../api/resource-definitions/csv-columns';

/** GET /coupon/export: the shop by its English slug, countries joined by `|`. */
export const couponCsv: CsvExport<Coupon, CouponResource> = {
  columns: {
    id: (c) => c.id,
    shop: (c, _row, names) => names.get(c.shopId),
    code: (c) => c.code,
    ...csvPairCells('title', (c: CouponResource) => c.title),
    ...csvPairCells('description', (c: CouponResource) => c.description),
    ...csvPairCells('discount', (c: CouponResource) => c.discount),
    status: (c) => c.status,
    startsAt: (c) => c.startsAt,
    expiresAt: (c) => c.expiresAt,
    countries: (c) => csvList(c.countries),
    verifiedAt: (c) => c.verifiedAt,
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
  columns: [
    {
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
    csvField('code', 'nullable'),
    ...csvPairFields('title', true),
    ...csvPairFields('description'),
    ...csvPairFields('discount'),
    csvField('status', 'optional'),
    csvField('startsAt', 'date'),
    csvField('expiresAt', 'date'),
    csvField('countries', 'list'),
    csvField('verifiedAt', 'date'),
  ],
};
