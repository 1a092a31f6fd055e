import { getTranslations } from 'next-intl/server';
import { CustomerSupport } from '@/components/site/customer-support';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/site/breadcrumb';
import { JsonLd } from '@/components/site/json-ld';
import { COUNTRIES } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl, shopPath } from '@/lib/site/urls';
import type { ShopPage } from '@/lib/validation/shop';
import { CouponList } from './coupon-list';
import { ShopGrid } from './shop-grid';
import { InstallPromptView, ShopHeroView } from './shop-page-parts';

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

/** The store's card (ShopHeroView) with its texts in `locale`. */
async function ShopHero({ shop, locale }: { shop: ShopPage; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shop' });
  const name = shop.name[locale];
  const separator = locale === 'ar' ? '، ' : ', ';
  const countryNames = shop.countries
    .map((code) => COUNTRIES.find((c) => c.code === code)?.[locale])
    .filter(Boolean);
  return (
    <ShopHeroView
      id={shop.id}
      logo={shop.logo}
      texts={{
        title: t('title', { name }),
        couponCount: t('couponCount', { count: shop.couponCount }),
        description: shop.description[locale],
        categoriesLabel: t('categories'),
        categories: shop.categories.map((c) => c.name[locale]).join(separator),
        countriesLabel: t('countries'),
        countries: countryNames.join(separator),
        visitStore: t('visitStore', { name }),
        opensInNewTab: t('opensInNewTab'),
      }}
    />
  );
}

/** The install prompt (InstallPromptView) with its texts in `locale`. */
async function InstallPrompt({ name, locale }: { name: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shop' });
  return (
    <InstallPromptView
      texts={{
        title: t('promptTitle', { name }),
        text: t('promptText', { name }),
        extension: t('promptExtension'),
        app: t('promptApp'),
      }}
    />
  );
}
