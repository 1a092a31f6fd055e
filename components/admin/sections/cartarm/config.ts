import type { CartarmResource } from '@/lib/validation/cartarm';
import type { SectionConfig } from '../../resource/types';

/** A rule is named by its shop (one live rule set per shop) and its version. */
export const CARTARM_CONFIG: SectionConfig<CartarmResource> = {
  section: 'cartarm',
  sorts: ['createdAt', 'updatedAt', 'version', 'waitMs'],
  defaultSort: '-updatedAt',
  filterKeys: ['status', 'shopId'],
  toggle: true,
  importable: false,
  label: (row, locale) => {
    const shop = row.shop ? row.shop.name[locale] || row.shop.name.en : row.shopId;
    return `${shop} · v${row.version}`;
  },
};
