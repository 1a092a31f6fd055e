import type { ShopResource } from '@/lib/validation/shop';
import type { SectionConfig } from '../../resource/types';

export const SHOP_CONFIG: SectionConfig<ShopResource> = {
  section: 'shop',
  sorts: ['priority', 'nameEn', 'nameAr', 'createdAt', 'updatedAt', 'clicks'],
  defaultSort: '-priority',
  filterKeys: ['status', 'country', 'categoryId', 'providerId'],
  toggle: true,
  importable: true,
  label: (row, locale) => row.name[locale] || row.name.en,
};
