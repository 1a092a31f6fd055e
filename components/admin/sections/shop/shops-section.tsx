'use client';

import { ResourceSection } from '../../resource/resource-section';
import { useShopColumns, useShopFilters } from './columns';
import { SHOP_CONFIG } from './config';
import { ShopForm } from './form';

/** `/admin/shop`: shops with filters, bulk status, trash, CSV and the shop form. */
export function ShopsSection() {
  const columns = useShopColumns();
  const filters = useShopFilters();
  return (
    <ResourceSection config={SHOP_CONFIG} columns={columns} filters={filters} Form={ShopForm} />
  );
}
