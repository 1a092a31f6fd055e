import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import { DownloadLink } from '@/components/site/download-link';
import { CustomerSupport } from '@/components/site/customer-support';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/site/breadcrumb';
import { JsonLd } from '@/components/site/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { COUNTRIES } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl, shopPath } from '@/lib/site/urls';
import type { ShopPage } from '@/lib/validation/shop';
import { CouponList } from './coupon-list';
import { ShopGrid } from './shop-grid';
import { ShopLogo } from './shop-logo';

/** Where "visit store" goes: the API counts the click, then opens the store. */
const shopGoHref = (id: string) => `/api/v1/go/shop/${id}`;

function offersJsonLd(shop: ShopPage, locale: Locale, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: shop.name[locale],
    url,
    inLanguage: locale,
    dateModified: shop.updatedAt,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: shop.coupons.length,
      itemListElement: shop.coupons.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'Offer',
          name: c.title[locale],
          description: c.description[locale] || undefined,
          url: `${url}#coupon-${c.id}`,
          ...(c.expiresAt ? { validThrough: c.expiresAt } : {}),
          offeredBy: { '@type': 'Organization', name: shop.name[locale] },
        },
      })),
    },
  };
}

/**
 * A store's public page: its card (logo, coupon count, description, categories, countries,
 * "visit store"), the active coupons, the install prompt, expired coupons and similar stores.
 */
export async function ShopPageView({
  shop,
  locale,
  appUrl,
}: {
  shop: ShopPage;
  locale: Locale;
  appUrl: string;
}) {
  const t = await getTranslations({ locale, namespace: 'shop' });
  const tb = await getTranslations({ locale, namespace: 'breadcrumb' });
  const th = await getTranslations({ locale, namespace: 'home' });
  const now = new Date();
  const name = shop.name[locale];
  const url = absoluteUrl(appUrl, locale, shopPath(shop, locale));
  const crumbs: Crumb[] = [
    { name: tb('home'), href: '/' },
    { name: tb('allStores'), href: '/shops' },
    { name },
  ];

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, (href) => absoluteUrl(appUrl, locale, href), url)} />
      <JsonLd data={offersJsonLd(shop, locale, url)} />
      <Breadcrumb locale={locale} label={tb('label')} items={crumbs} />

      <ShopHero shop={shop} locale={locale} />

      <section aria-labelledby="active-coupons" className="mx-auto max-w-6xl px-4 pt-8">
        <h2 id="active-coupons" className="mb-4 text-xl font-bold">
          {t('activeTitle')}
        </h2>
        <CouponList coupons={shop.coupons} locale={locale} now={now} empty={t('noCoupons')} />
      </section>

      <InstallPrompt name={name} locale={locale} />

      {shop.expiredCoupons.length ? (
        <section
          aria-labelledby="expired-coupons"
          className="defer-render mx-auto max-w-6xl px-4 pt-8"
        >
          <h2 id="expired-coupons" className="text-xl font-bold">
            {t('expiredTitle')}
          </h2>
          <p className="mb-4 text-sm text-slate-600">{t('expiredNote')}</p>
          <CouponList coupons={shop.expiredCoupons} locale={locale} now={now} empty="" expired />
        </section>
      ) : null}

      {shop.similar.length ? (
        <section
          aria-labelledby="similar-stores"
          className="defer-render mx-auto max-w-6xl px-4 pt-8"
        >
          <h2 id="similar-stores" className="mb-4 text-xl font-bold">
            {t('similarTitle')}
          </h2>
          <ShopGrid
            locale={locale}
            shops={shop.similar}
            couponLabel={(count) => th('coupons', { count })}
          />
        </section>
      ) : null}
      <div className="mx-auto max-w-6xl px-4 pt-8">
        <CustomerSupport />
      </div>
    </>
  );
}

/** The store's card: logo, name, coupon count, description, categories, countries, visit. */
async function ShopHero({ shop, locale }: { shop: ShopPage; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shop' });
  const name = shop.name[locale];
  const countryNames = shop.countries
    .map((code) => COUNTRIES.find((c) => c.code === code)?.[locale])
    .filter(Boolean);
  return (
    <section className="mx-auto max-w-6xl px-4 pt-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
        {shop.logo ? <ShopLogo src={shop.logo} size={88} className="rounded-xl" eager /> : null}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t('title', { name })}</h1>
          <p className="text-brand-800 font-semibold">
            {t('couponCount', { count: shop.couponCount })}
          </p>
          {shop.description[locale] ? (
            <p className="max-w-3xl text-slate-700">{shop.description[locale]}</p>
          ) : null}
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
            {shop.categories.length ? (
              <div className="flex gap-1">
                <dt className="font-semibold">{t('categories')}:</dt>
                <dd>
                  {shop.categories.map((c) => c.name[locale]).join(locale === 'ar' ? '، ' : ', ')}
                </dd>
              </div>
            ) : null}
            {countryNames.length ? (
              <div className="flex gap-1">
                <dt className="font-semibold">{t('countries')}:</dt>
                <dd>{countryNames.join(locale === 'ar' ? '، ' : ', ')}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <a
          href={shopGoHref(shop.id)}
          target="_blank"
          rel="nofollow sponsored noopener"
          className={buttonVariants({ size: 'lg', className: 'shrink-0' })}
        >
          <Icon name="external-link" className="size-4" />
          {t('visitStore', { name })}
          <span className="sr-only">{t('opensInNewTab')}</span>
        </a>
      </div>
    </section>
  );
}

/** The invitation to install the browser extension or the app for this store. */
async function InstallPrompt({ name, locale }: { name: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shop' });
  return (
    <section aria-labelledby="install-prompt" className="defer-render mx-auto max-w-6xl px-4 pt-8">
      <div className="bg-brand-900 flex flex-col gap-4 rounded-2xl p-6 text-white sm:flex-row sm:items-center">
        <div className="flex-1">
          <h2 id="install-prompt" className="text-xl font-bold">
            {t('promptTitle', { name })}
          </h2>
          <p className="mt-1 text-white/90">{t('promptText', { name })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadLink
            location="store_extension"
            pick="extension"
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            <Icon name="puzzle" className="size-4" />
            {t('promptExtension')}
          </DownloadLink>
          <DownloadLink
            location="store_app"
            pick="app"
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            <Icon name="monitor-smartphone" className="size-4" />
            {t('promptApp')}
          </DownloadLink>
        </div>
      </div>
    </section>
  );
}
