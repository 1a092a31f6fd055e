import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductsSection } from '@/components/admin/sections/product/products-section';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('product') };
}

// GET /admin/product — products: list, details, price history, observations, merging
export default async function AdminProductSectionPage() {
  await guardAdminPage('product');
  return <ProductsSection />;
}
