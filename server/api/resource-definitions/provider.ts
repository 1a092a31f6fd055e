import {
  providerCreateSchema,
  providerListQuerySchema,
  providerResourceSchema,
  providerUpdateSchema,
  type ProviderResource,
  type ProviderUpdateInput,
} from '@/lib/validation/provider';
import { providers } from '../../db/schema';
import { textContains } from '../../services/resource/search';
import { defineResource } from '../resource-factory/types';
import { csvTimestamps } from './csv-columns';

type Provider = typeof providers.$inferSelect;

function presentProvider(r: Provider): ProviderResource {
  return {
    id: r.id,
    name: r.name,
    website: r.website,
    trackingTemplate: r.trackingTemplate,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: r.deletedAt ? r.deletedAt.toISOString() : null,
  };
}

function providerUpdateValues(input: ProviderUpdateInput): Partial<typeof providers.$inferInsert> {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.website !== undefined && { website: input.website }),
    ...(input.trackingTemplate !== undefined && { trackingTemplate: input.trackingTemplate }),
  };
}

/**
 * /provider: affiliate networks are business data, not public — every read needs
 * view_provider. No cached page shows them (GET /go/… reads the template live): no cache tags.
 */
export const providerResource = defineResource({
  name: 'provider',
  operations: 'providers',
  tag: 'Provider',
  noun: 'provider',
  table: providers,
  schemas: {
    create: providerCreateSchema,
    update: providerUpdateSchema,
    list: providerListQuerySchema,
    item: providerResourceSchema,
  },
  publicWhere: null,
  search: (q) => textContains([providers.name], q),
  sortColumns: {
    name: providers.name,
    createdAt: providers.createdAt,
    updatedAt: providers.updatedAt,
  },
  toInsert: (input) => ({
    name: input.name,
    website: input.website,
    trackingTemplate: input.trackingTemplate,
  }),
  toUpdate: providerUpdateValues,
  present: async (_db, rows) => rows.map(presentProvider),
  label: (row) => row.name,
  csv: {
    columns: {
      id: (p) => p.id,
      name: (p) => p.name,
      website: (p) => p.website,
      trackingTemplate: (p) => p.trackingTemplate,
      ...csvTimestamps,
    },
  },
});
