import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProvidersSection } from '@/components/admin/sections/provider/providers-section';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('provider') };
}

// GET /admin/provider — the providers: list, filters, trash, bulk actions and the record sheet
export default async function AdminProvidersSectionPage() {
  await guardAdminPage('provider');
  return <ProvidersSection />;
}
