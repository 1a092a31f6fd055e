import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartarmSection } from '@/components/admin/sections/cartarm/cartarm-section';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('cartarm') };
}

// GET /admin/cartarm — the extension's checkout rules per shop: list, form, JSON, history
export default async function AdminCartarmSectionPage() {
  await guardAdminPage('cartarm');
  return <CartarmSection />;
}
