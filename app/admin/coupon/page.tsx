import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CouponsSection } from '@/components/admin/sections/coupon/coupons-section';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('coupon') };
}

// GET /admin/coupon — the coupons: list, filters, trash, bulk actions and the record sheet
export default async function AdminCouponsSectionPage() {
  await guardAdminPage('coupon');
  return <CouponsSection />;
}
