// Affiliate-network payloads of the generic catalogue API (POST/PATCH /provider, GET /provider).
import { z } from '@/lib/validation/zod';
import { httpUrlSchema, isHttpUrl } from './catalog-fields';
import { listQuerySchema } from './list-query';

const SAMPLE_TARGET = 'https://shop.example/path?x=1';

/**
 * Wraps a store address for tracking. `{url}` at the very start is replaced as is
 * (`{url}?ref=safqa`); anywhere else URL-encoded (`https://track.example/c?u={url}`).
 */
export function applyTrackingTemplate(template: string, target: string): string {
  if (template.startsWith('{url}')) {
    return target + template.slice('{url}'.length).replaceAll('{url}', encodeURIComponent(target));
  }
  return template.replaceAll('{url}', encodeURIComponent(target));
}

const trackingTemplateSchema = z
  .string()
  .trim()
  .max(2048, 'validation.catalog.template_invalid')
  .refine(
    (v) => v.includes('{url}') && isHttpUrl(applyTrackingTemplate(v, SAMPLE_TARGET)),
    'validation.catalog.template_invalid',
  );

const providerFields = {
  name: z
    .string({ error: 'validation.catalog.required' })
    .trim()
    .min(1, 'validation.catalog.required')
    .max(120),
  website: httpUrlSchema.nullable(),
  trackingTemplate: trackingTemplateSchema.nullable(),
};

export const providerCreateSchema = z.object({
  ...providerFields,
  website: providerFields.website.default(null),
  trackingTemplate: providerFields.trackingTemplate.default(null),
});

export const providerUpdateSchema = z.object(providerFields).partial();

export const providerListQuerySchema = listQuerySchema(['name', 'createdAt', 'updatedAt'], 'name');

export const providerResourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  trackingTemplate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});

export type ProviderUpdateInput = z.infer<typeof providerUpdateSchema>;
export type ProviderResource = z.infer<typeof providerResourceSchema>;
