import type { ProviderResource } from '@/lib/validation/provider';
import type { SectionConfig } from '../../resource/types';

export const PROVIDER_CONFIG: SectionConfig<ProviderResource> = {
  section: 'provider',
  sorts: ['name', 'createdAt', 'updatedAt'],
  defaultSort: 'name',
  filterKeys: [],
  toggle: false,
  importable: false,
  label: (row) => row.name,
};
