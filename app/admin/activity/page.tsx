import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActivityPage } from '@/components/admin/audit/activity-page';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('activity') };
}

// GET /admin/activity — the log of admin writes (each staff member sees the sections they view)
export default async function AdminActivityPage() {
  await guardAdminPage(null);
  return <ActivityPage />;
}
