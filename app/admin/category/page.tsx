import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoriesSection } from '@/components/admin/sections/category/categories-section';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('category') };
}

// GET /admin/category — the categories: list, filters, trash, bulk actions and the record sheet
export default async function AdminCategoriesSectionPage() {
  await guardAdminPage('category');
  return <CategoriesSection />;
}
