import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdsSection } from '@/components/admin/sections/ads/ads-section';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('ads') };
}

// GET /admin/ads — the ads: list, filters, trash, bulk pause, the form with its preview, figures
export default async function AdminAdsSectionPage() {
  await guardAdminPage('ads');
  return <AdsSection />;
}
