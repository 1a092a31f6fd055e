'use client';

import { useTranslations } from 'next-intl';
import { ResourceSection } from '../../resource/resource-section';
import { useShortnerColumns, useShortnerFilters } from './columns';
import { SHORTNER_CONFIG } from './config';
import { ShortLinkForm } from './form';
import { LinkPanel } from './link-panel';

/** `/admin/shortner`: short links, their tags and expiry, and per link its QR code and clicks. */
export function ShortnerSection() {
  const t = useTranslations('admin.shortner');
  const columns = useShortnerColumns();
  const filters = useShortnerFilters();
  return (
    <ResourceSection
      config={SHORTNER_CONFIG}
      columns={columns}
      filters={filters}
      Form={ShortLinkForm}
      panels={[{ id: 'link', label: t('panel'), render: (row) => <LinkPanel link={row} /> }]}
    />
  );
}
