'use client';

import { useTranslations } from 'next-intl';
import { usePermissions } from '@/components/admin/shell/permissions';
import { PageHeading } from '../../audit/page-parts';
import { ResourceSection } from '../../resource/resource-section';
import { useCampaignColumns, useCampaignFilters } from './columns';
import { CAMPAIGN_CONFIG } from './config';
import { CampaignForm } from './form';

/**
 * `/admin/campaigns`: every staff member may open it (no view permission needed), but the list needs
 * view_campaign; without it the page says so instead of showing an empty table.
 */
export function CampaignsSection() {
  const t = useTranslations('admin.campaign');
  const { can } = usePermissions();
  const columns = useCampaignColumns();
  const filters = useCampaignFilters();
  if (!can('view', 'campaign')) {
    return (
      <div className="grid gap-4">
        <PageHeading title={t('title')} intro={t('intro')} />
        <p role="status" className="bg-muted max-w-2xl rounded-lg p-4 text-sm">
          {t('noAccess')}
        </p>
      </div>
    );
  }
  return (
    <ResourceSection
      config={CAMPAIGN_CONFIG}
      columns={columns}
      filters={filters}
      Form={CampaignForm}
    />
  );
}
