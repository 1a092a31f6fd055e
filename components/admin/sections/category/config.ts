import type { CategoryResource } from '@/lib/validation/category';
import type { SectionConfig } from '../../resource/types';

export const CATEGORY_CONFIG: SectionConfig<CategoryResource> = {
  section: 'category',
  sorts: ['priority', 'nameEn', 'nameAr', 'slug', 'createdAt', 'updatedAt'],
  defaultSort: '-priority',
  filterKeys: [],
  toggle: false,
  importable: false,
  label: (row, locale) => row.name[locale] || row.name.en,
};
