import { CAMPAIGN_SORTS, type CampaignResource } from '@/lib/validation/campaign';
import type { SectionConfig } from '../../resource/types';

export const CAMPAIGN_CONFIG: SectionConfig<CampaignResource> = {
  section: 'campaign',
  sorts: CAMPAIGN_SORTS,
  defaultSort: '-startsAt',
  filterKeys: ['status', 'running', 'country'],
  toggle: true,
  importable: false,
  label: (row, locale) => row.name[locale] || row.name.en,
};
