import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ShopsSection } from '@/components/admin/sections/shop/shops-section';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('shop') };
}

// GET /admin/shop — the shops: list, filters, trash, bulk actions and the record sheet
export default async function AdminShopsSectionPage() {
  await guardAdminPage('shop');
  return <ShopsSection />;
}
