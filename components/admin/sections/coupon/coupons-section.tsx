'use client';

import { ResourceSection } from '../../resource/resource-section';
import { useCouponColumns, useCouponFilters } from './columns';
import { COUPON_CONFIG } from './config';
import { CouponForm } from './form';

/** `/admin/coupon`: coupons with filters (shop, status, country, expiry), bulk pause, CSV. */
export function CouponsSection() {
  const columns = useCouponColumns();
  const filters = useCouponFilters();
  return (
    <ResourceSection config={COUPON_CONFIG} columns={columns} filters={filters} Form={CouponForm} />
  );
}
