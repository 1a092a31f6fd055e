import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ShopGrid } from '@/components/shops/shop-grid';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { ShopListItem } from '@/lib/validation/shop';
import { serverApi } from '@/server/api/in-process';

async function loadTopShops() {
  const result = await serverApi<{ items: ShopListItem[]; total: number }>(
    '/shop/shop-list?limit=12',
  );
  if (!result.success) throw new Error(`shop-list failed: ${result.error.title}`);
  return result.data;
}

// GET / and /en — the marketing home (the full set of sections comes with the catalog issue)
export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const { items, total } = await loadTopShops();

  return (
    <>
      <section className="from-brand-50 bg-gradient-to-b to-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-16 text-center">
          <h1 className="text-brand-900 text-4xl font-extrabold sm:text-5xl">{t('title')}</h1>
          <p className="max-w-2xl text-lg text-slate-700">{t('subtitle', { count: total })}</p>
        </div>
      </section>
      <section aria-labelledby="top-stores" className="mx-auto max-w-6xl px-4 py-10">
        <div className="mb-6 flex items-center justify-between gap-4">
          <h2 id="top-stores" className="text-2xl font-bold">
            {t('topStores')}
          </h2>
          <Link href="/shops" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {t('viewAll')}
          </Link>
        </div>
        {items.length ? (
          <ShopGrid
            locale={locale}
            shops={items}
            couponLabel={(count) => t('coupons', { count })}
          />
        ) : (
          <p className="text-slate-600">{t('empty')}</p>
        )}
      </section>
    </>
  );
}
