import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CampaignsSection } from '@/components/admin/sections/campaign/campaigns-section';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('campaigns') };
}

// GET /admin/campaigns — the campaigns: list, filters, trash, bulk pause and the form (the page
// opens for every staff member; the list itself needs view_campaign)
export default async function AdminCampaignsSectionPage() {
  await guardAdminPage(null);
  return <CampaignsSection />;
}
