import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { CategoryNav, LetterNav, Pagination } from '@/components/shops/directory-nav';
import { DirectorySearch } from '@/components/shops/directory-search';
import { ShopGrid } from '@/components/shops/shop-grid';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/site/breadcrumb';
import { JsonLd } from '@/components/site/json-ld';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { directoryPath, type DirectoryState } from '@/lib/site/directory-route';
import { absoluteUrl, alternatesFor } from '@/lib/site/urls';
import { serverEnv } from '@/server/env';
import { loadCategories, loadShopList } from '@/server/site/catalog';

const PAGE_SIZE = 24;

/** What the directory routes render: the language and the state the address asks for. */
export interface DirectoryProps {
  locale: Locale;
  state: DirectoryState;
}

export async function directoryMetadata({ locale, state }: DirectoryProps): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'shops' });
  const { total } = await loadShopList({ limit: 1 });
  const path = directoryPath({ ...state, q: undefined });
  return {
    title: state.q ? t('searchMetaTitle', { q: state.q }) : t('metaTitle'),
    description: t('metaDescription', { count: total }),
    alternates: alternatesFor(serverEnv().APP_URL, locale, () => path),
    // Search results are thin copies of the directory: kept out of the index, links followed.
    ...(state.q ? { robots: { index: false, follow: true } } : {}),
    openGraph: { title: t('metaTitle'), description: t('metaDescription', { count: total }) },
  };
}

/**
 * The store directory: search, categories, A–Z, pages. The routes: `page.tsx` (the first page),
 * `v/…` (any other page, category or letter) and `search/` (a search), each cached or not as
 * lib/site/directory-route.ts explains.
 */
export async function DirectoryView({ locale, state }: DirectoryProps) {
  setRequestLocale(locale);
  const t = await getTranslations('shops');
  const tb = await getTranslations('breadcrumb');
  const th = await getTranslations('home');
  const [result, categories] = await Promise.all([
    loadShopList({ ...state, limit: PAGE_SIZE }),
    loadCategories(),
  ]);
  const pages = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  const appUrl = serverEnv().APP_URL;
  const crumbs = [{ name: tb('home'), href: '/' }, { name: tb('allStores') }];

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          crumbs,
          (h) => absoluteUrl(appUrl, locale, h),
          absoluteUrl(appUrl, locale, '/shops'),
        )}
      />
      <Breadcrumb locale={locale} label={tb('label')} items={crumbs} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-extrabold">{t('title')}</h1>
          <p className="text-slate-700" data-testid="store-count" aria-live="polite">
            {state.q ? `${t('resultsFor', { q: state.q })} · ` : ''}
            {t('count', { count: result.total })}
          </p>
        </header>
        <DirectorySearch
          locale={locale}
          state={state}
          labels={{
            search: t('searchLabel'),
            placeholder: t('searchPlaceholder'),
            button: t('searchButton'),
            clear: t('clear'),
          }}
        />
        <CategoryNav
          locale={locale}
          label={t('categories')}
          allLabel={t('allCategories')}
          categories={categories}
          state={state}
        />
        <LetterNav
          locale={locale}
          label={t('letters')}
          allLabel={t('allLetters')}
          otherLabel={t('otherLetter')}
          state={state}
        />
        {/* On a phone the results start below the category and letter menus: their layout waits. */}
        <section aria-labelledby="directory-results" className="defer-render">
          <h2 id="directory-results" className="sr-only">
            {t('count', { count: result.total })}
          </h2>
          {result.items.length ? (
            <ShopGrid
              locale={locale}
              shops={result.items}
              couponLabel={(count) => th('coupons', { count })}
            />
          ) : (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
              <Icon name="search-x" className="size-10 text-slate-400" />
              <p className="text-lg font-bold">{t('emptyTitle')}</p>
              <p className="text-slate-600">{t('emptyText')}</p>
              <Link
                href="/shops"
                prefetch={false}
                className="text-brand-700 font-semibold underline"
              >
                {t('clear')}
              </Link>
            </div>
          )}
          <Pagination
            locale={locale}
            label={t('pagination')}
            previous={t('previous')}
            next={t('next')}
            pageLabel={(page) => t('pageOf', { page, pages })}
            state={state}
            pages={pages}
          />
        </section>
      </div>
    </>
  );
}
