import type { ShopResource } from '@/lib/validation/shop';
import { categories, shops, type Shop } from '../../db/schema';
import type { CsvExport, CsvImport } from '../resource-factory/types';
import {
  csvField,
  csvList,
  csvPairCells,
  csvPairFields,
  csvTimestamps,
  namesById,
} from './csv-columns';

/** GET /shop/export: categories by slug, countries by code, each list joined by `|`. */
export const shopCsv: CsvExport<Shop, ShopResource> = {
  columns: {
    id: (s) => s.id,
    ...csvPairCells('name', (s: ShopResource) => s.name),
    ...csvPairCells('slug', (s: ShopResource) => s.slug),
    websiteUrl: (s) => s.websiteUrl,
    hosts: (s) => csvList(s.hosts),
    affiliateUrl: (_s, row) => row.affiliateUrl,
    logo: (s) => s.logo,
    status: (s) => s.status,
    priority: (s) => s.priority,
    countries: (s) => csvList(s.countries),
    categories: (s, _row, names) => csvList(s.categoryIds.flatMap((id) => names.get(id) ?? [])),
    ...csvPairCells('description', (s: ShopResource) => s.description),
    clicks: (_s, row) => row.clicks,
    ...csvTimestamps,
  },
  names: (db, _rows, items) =>
    namesById(
      db,
      categories,
      { id: categories.id, name: categories.slug },
      items.flatMap((s) => s.categoryIds),
    ),
};

/**
 * POST /shop/import reads the export's columns back (clicks and the timestamps are ignored); a
 * row without an id whose slugEn a live shop has updates that shop.
 */
export const shopCsvImport: CsvImport = {
  columns: [
    ...csvPairFields('name', true),
    ...csvPairFields('slug', true),
    csvField('websiteUrl', 'text', { required: true }),
    csvField('hosts', 'list'),
    csvField('affiliateUrl', 'nullable'),
    csvField('logo', 'nullable'),
    csvField('status', 'optional'),
    csvField('priority', 'number'),
    csvField('countries', 'list'),
    {
      header: 'categories',
      path: ['categoryIds'],
      kind: 'list',
      resolve: {
        table: categories,
        id: categories.id,
        by: categories.slug,
        unknown: 'validation.csv.unknown_category',
      },
    },
    ...csvPairFields('description'),
  ],
  key: { header: 'slugEn', column: shops.slugEn },
};
