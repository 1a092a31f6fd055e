import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminWelcome } from '@/components/admin/shell/admin-welcome';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.welcome');
  return { title: t('metaTitle') };
}

// GET /admin/welcome — what this staff member can manage
export default async function AdminWelcomePage() {
  const { user, permissions } = await guardAdminPage(null);
  return <AdminWelcome firstName={user.firstName} permissions={permissions} />;
}
