import type { ShortLinkResource } from '@/lib/short-links/validation';
import type { SectionConfig } from '../../resource/types';

export const SHORTNER_CONFIG: SectionConfig<ShortLinkResource> = {
  section: 'shortner',
  sorts: ['createdAt', 'updatedAt', 'clicks', 'slug'],
  defaultSort: '-createdAt',
  filterKeys: ['tag', 'expired'],
  toggle: false,
  importable: false,
  label: (row) => (row.title ? `${row.slug} · ${row.title}` : row.slug),
};
