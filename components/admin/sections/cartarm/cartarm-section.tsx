'use client';

import { useTranslations } from 'next-intl';
import { ResourceSection } from '../../resource/resource-section';
import { useCartarmColumns, useCartarmFilters } from './columns';
import { CARTARM_CONFIG } from './config';
import { CartarmForm } from './form';
import { JsonPanel } from './json-panel';

/**
 * `/admin/cartarm`: each shop's checkout rules for the extension — list, filters, trash, bulk
 * pause, the form, the JSON the extension receives and the version history.
 */
export function CartarmSection() {
  const t = useTranslations('admin.cartarm.json');
  const columns = useCartarmColumns();
  const filters = useCartarmFilters();
  return (
    <ResourceSection
      config={CARTARM_CONFIG}
      columns={columns}
      filters={filters}
      Form={CartarmForm}
      panels={[{ id: 'json', label: t('tab'), render: (row) => <JsonPanel rule={row} /> }]}
    />
  );
}
