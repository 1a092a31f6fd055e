import type { CouponResource } from '@/lib/validation/coupon';
import type { SectionConfig } from '../../resource/types';

export const COUPON_CONFIG: SectionConfig<CouponResource> = {
  section: 'coupon',
  sorts: ['createdAt', 'updatedAt', 'uses', 'votesWorked', 'titleEn'],
  defaultSort: '-createdAt',
  filterKeys: ['status', 'shopId', 'country', 'expired'],
  toggle: true,
  importable: true,
  label: (row, locale) => {
    const title = row.title[locale] || row.title.en;
    return row.code ? `${row.code} · ${title}` : title;
  },
};
