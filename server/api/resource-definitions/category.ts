import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import {
  categoryCreateSchema,
  categoryListQuerySchema,
  categoryResourceSchema,
  categoryUpdateSchema,
  type CategoryResource,
  type CategoryUpdateInput,
} from '@/lib/validation/category';
import { categories, type Category } from '../../db/schema';
import { textContains } from '../../services/resource/search';
import { defineResource } from '../resource-factory/types';
import { csvTimestamps } from './csv-columns';

function presentCategory(r: Category): CategoryResource {
  return {
    id: r.id,
    slug: r.slug,
    name: { ar: r.nameAr, en: r.nameEn },
    icon: r.icon,
    priority: r.priority,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: r.deletedAt ? r.deletedAt.toISOString() : null,
  };
}

function categoryUpdateValues(input: CategoryUpdateInput): Partial<typeof categories.$inferInsert> {
  return {
    ...(input.slug !== undefined && { slug: input.slug }),
    ...(input.name && { nameAr: input.name.ar, nameEn: input.name.en }),
    ...(input.icon !== undefined && { icon: input.icon }),
    ...(input.priority !== undefined && { priority: input.priority }),
  };
}

/** /category: every category that is not deleted is public. */
export const categoryResource = defineResource({
  name: 'category',
  operations: 'categories',
  tag: 'Category',
  noun: 'category',
  table: categories,
  schemas: {
    create: categoryCreateSchema,
    update: categoryUpdateSchema,
    list: categoryListQuerySchema,
    item: categoryResourceSchema,
  },
  publicWhere: () => undefined,
  search: (q) => textContains([categories.nameEn, categories.nameAr, categories.slug], q),
  sortColumns: {
    priority: categories.priority,
    nameEn: categories.nameEn,
    nameAr: categories.nameAr,
    slug: categories.slug,
    createdAt: categories.createdAt,
    updatedAt: categories.updatedAt,
  },
  toInsert: (input) => ({
    slug: input.slug,
    nameAr: input.name.ar,
    nameEn: input.name.en,
    icon: input.icon,
    priority: input.priority,
  }),
  toUpdate: categoryUpdateValues,
  present: async (_db, rows) => rows.map(presentCategory),
  // Store pages and the directory show category names.
  tags: () => [CATALOG_TAGS.categories, CATALOG_TAGS.shops],
  constraintKeys: { categories_slug_key: 'slug' },
  label: (row) => row.nameEn,
  csv: {
    columns: {
      id: (c) => c.id,
      slug: (c) => c.slug,
      nameEn: (c) => c.name.en,
      nameAr: (c) => c.name.ar,
      icon: (c) => c.icon,
      priority: (c) => c.priority,
      ...csvTimestamps,
    },
  },
});
