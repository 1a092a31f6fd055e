import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UninstallSection } from '@/components/admin/sections/uninstall/uninstall-section';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('uninstall') };
}

// GET /admin/uninstall — uninstall answers: list, reason filter, trash, redact, delete for good
export default async function AdminUninstallSectionPage() {
  await guardAdminPage('uninstall');
  return <UninstallSection />;
}
