import { AD_SORTS, type AdResource } from '@/lib/validation/ads';
import type { SectionConfig } from '../../resource/types';

export const ADS_CONFIG: SectionConfig<AdResource> = {
  section: 'ads',
  sorts: AD_SORTS,
  defaultSort: '-priority',
  filterKeys: ['status', 'platform', 'placement', 'country', 'running'],
  toggle: true,
  importable: false,
  label: (row, locale) => row.title[locale] || row.title.en,
};
