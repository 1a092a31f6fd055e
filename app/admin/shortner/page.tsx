import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ShortnerSection } from '@/components/admin/sections/shortner/shortner-section';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('shortner') };
}

// GET /admin/shortner — short links: list, filters, trash, the record sheet with QR and clicks
export default async function AdminShortnerSectionPage() {
  await guardAdminPage('shortner');
  return <ShortnerSection />;
}
