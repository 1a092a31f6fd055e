// Category payloads of the generic catalogue API (POST/PATCH /category, GET /category).
import { z } from '@/lib/validation/zod';
import {
  bilingualOut,
  bilingualRequired,
  imageRefSchema,
  prioritySchema,
  slugSchema,
} from './catalog-fields';
import { listQuerySchema } from './list-query';

const categoryFields = {
  slug: slugSchema,
  name: bilingualRequired(80),
  /** An icon name (`shirt`) or an image (http(s) URL or site path). */
  icon: z
    .union([
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{1,60}$/, 'validation.catalog.image_invalid'),
      imageRefSchema,
    ])
    .nullable(),
  priority: prioritySchema,
};

export const categoryCreateSchema = z.object({
  ...categoryFields,
  icon: categoryFields.icon.default(null),
  priority: categoryFields.priority.default(0),
});

export const categoryUpdateSchema = z.object(categoryFields).partial();

export const categoryListQuerySchema = listQuerySchema(
  ['priority', 'nameEn', 'nameAr', 'slug', 'createdAt', 'updatedAt'],
  '-priority',
);

export const categoryResourceSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: bilingualOut,
  icon: z.string().nullable(),
  priority: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});

export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;
export type CategoryResource = z.infer<typeof categoryResourceSchema>;
