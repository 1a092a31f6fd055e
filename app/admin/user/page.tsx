import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UsersSection } from '@/components/admin/sections/user/users-section';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('user') };
}

// GET /admin/user — accounts (list, detail, status, roles) and the roles' permissions
export default async function AdminUsersPage() {
  await guardAdminPage('user');
  return <UsersSection />;
}
