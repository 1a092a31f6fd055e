import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Dashboard } from '@/components/admin/dashboard/dashboard';
import { dayOf } from '@/components/admin/dashboard/date-range';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('dashboard') };
}

// GET /admin — figures and charts (every staff member; the figures need view_insights)
export default async function AdminDashboardPage() {
  await guardAdminPage(null);
  // The server's day, handed down so the server and browser render the same period.
  return <Dashboard today={dayOf(new Date())} />;
}
