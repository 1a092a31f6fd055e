'use client';

import { useTranslations } from 'next-intl';
import type { AdResource } from '@/lib/validation/ads';
import { ResourceSection } from '../../resource/resource-section';
import type { RecordPanel } from '../../resource/types';
import { useAdColumns, useAdFilters } from './columns';
import { ADS_CONFIG } from './config';
import { AdForm } from './form';
import { AdStatsPanel } from './stats-panel';

/** `/admin/ads`: ads with filters, bulk pause, trash, CSV, the form and each ad's figures. */
export function AdsSection() {
  const t = useTranslations('admin.ads.stats');
  const columns = useAdColumns();
  const filters = useAdFilters();
  const panels: RecordPanel<AdResource>[] = [
    { id: 'stats', label: t('tab'), render: (row) => <AdStatsPanel adId={row.id} /> },
  ];
  return (
    <ResourceSection
      config={ADS_CONFIG}
      columns={columns}
      filters={filters}
      Form={AdForm}
      panels={panels}
    />
  );
}
