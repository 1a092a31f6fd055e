'use client';

import { useTranslations } from 'next-intl';
import { ResourceSection } from '../../resource/resource-section';
import { useProductColumns, useProductFilters } from './columns';
import { PRODUCT_CONFIG } from './config';
import { ProductForm } from './form';
import { PricesPanel } from './prices-panel';

/**
 * `/admin/product`: the products the extension and the app have reported — search, shop and
 * stock filters, the record sheet with its details, price history, observations and merging.
 */
export function ProductsSection() {
  const t = useTranslations('admin.product.prices');
  const columns = useProductColumns();
  const filters = useProductFilters();
  return (
    <ResourceSection
      config={PRODUCT_CONFIG}
      columns={columns}
      filters={filters}
      Form={ProductForm}
      panels={[{ id: 'prices', label: t('tab'), render: (row) => <PricesPanel product={row} /> }]}
    />
  );
}
