import type { Locale } from '@/lib/i18n/routing';
import type { ProductItem } from '@/lib/validation/product';
import type { SectionConfig } from '../../resource/types';

/** A product's title in the admin's language, else the other one, else its address. */
export function productTitle(row: ProductItem, locale: Locale): string {
  return row.title[locale] || row.title.en || row.title.ar || row.url;
}

export const PRODUCT_CONFIG: SectionConfig<ProductItem> = {
  section: 'product',
  sorts: ['lastSeenAt', 'currentPrice', 'createdAt', 'updatedAt'],
  defaultSort: '-lastSeenAt',
  filterKeys: ['shopId', 'inStock'],
  toggle: false,
  importable: false,
  exportable: false,
  label: productTitle,
};
