import { z } from 'zod';

export const shopListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

export type ShopListQuery = z.infer<typeof shopListQuerySchema>;

export const shopListItemSchema = z.object({
  id: z.string(),
  name: z.object({ ar: z.string(), en: z.string() }),
  slug: z.object({ ar: z.string(), en: z.string() }),
  logo: z.string().nullable(),
  couponCount: z.number().int(),
});

export type ShopListItem = z.infer<typeof shopListItemSchema>;
