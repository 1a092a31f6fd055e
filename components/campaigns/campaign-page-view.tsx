import { CalendarClock } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CouponList } from '@/components/shops/coupon-list';
import { ShopGrid } from '@/components/shops/shop-grid';
import { ShopLogo } from '@/components/shops/shop-logo';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/site/breadcrumb';
import { JsonLd } from '@/components/site/json-ld';
import { shortDate } from '@/lib/format/relative-time';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl, campaignPath, localizedPath, shopPath } from '@/lib/site/urls';
import type { PublicCampaign } from '@/lib/validation/campaign';
import { CampaignBannerImage } from './campaign-banner-image';

/** schema.org: the page, whose main entity lists the campaign's offers, then its stores. */
function campaignJsonLd(campaign: PublicCampaign, locale: Locale, url: string, appUrl: string) {
  const offers = campaign.coupons.map((c) => ({
    '@type': 'Offer',
    name: c.title[locale],
    description: c.description[locale] || undefined,
    url: `${url}#coupon-${c.id}`,
    ...(c.expiresAt ? { validThrough: c.expiresAt } : {}),
    offeredBy: { '@type': 'Organization', name: c.shop.name[locale] },
  }));
  const stores = campaign.shops.map((s) => ({
    '@type': 'Store',
    name: s.name[locale],
    url: absoluteUrl(appUrl, locale, shopPath(s, locale)),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: campaign.name[locale],
    description: campaign.description[locale] || undefined,
    url,
    inLanguage: locale,
    dateModified: campaign.updatedAt,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: offers.length + stores.length,
      itemListElement: [...offers, ...stores].map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item,
      })),
    },
  };
}

/**
 * A running campaign's public page: its banner, name, description and end date, the stores it
 * features, then its usable coupons (each under its store's name), with the store page's cards.
 */
export async function CampaignPageView({
  campaign,
  locale,
  appUrl,
  now,
}: {
  campaign: PublicCampaign;
  locale: Locale;
  appUrl: string;
  now: Date;
}) {
  const t = await getTranslations({ locale, namespace: 'campaign' });
  const tb = await getTranslations({ locale, namespace: 'breadcrumb' });
  const th = await getTranslations({ locale, namespace: 'home' });
  const name = campaign.name[locale];
  const url = absoluteUrl(appUrl, locale, campaignPath(campaign.slug));
  const crumbs: Crumb[] = [{ name: tb('home'), href: '/' }, { name }];

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, (href) => absoluteUrl(appUrl, locale, href), url)} />
      <JsonLd data={campaignJsonLd(campaign, locale, url, appUrl)} />
      <Breadcrumb locale={locale} label={tb('label')} items={crumbs} />

      <section className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-6">
        {campaign.banner ? <CampaignBannerImage src={campaign.banner} alt={name} eager /> : null}
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{name}</h1>
          {campaign.description[locale] ? (
            <p className="max-w-3xl text-slate-700">{campaign.description[locale]}</p>
          ) : null}
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <CalendarClock className="size-4" aria-hidden="true" />
            {t('endsOn', { date: shortDate(new Date(campaign.endsAt), locale) })}
          </p>
        </div>
      </section>

      <section aria-labelledby="campaign-stores" className="mx-auto max-w-6xl px-4 pt-8">
        <h2 id="campaign-stores" className="mb-4 text-xl font-bold">
          {t('storesTitle')}
        </h2>
        {campaign.shops.length ? (
          <ShopGrid
            locale={locale}
            shops={campaign.shops}
            couponLabel={(count) => th('coupons', { count })}
          />
        ) : (
          <p className="text-slate-700">{t('noStores')}</p>
        )}
      </section>

      <section aria-labelledby="campaign-coupons" className="mx-auto max-w-6xl px-4 pt-8">
        <h2 id="campaign-coupons" className="mb-4 text-xl font-bold">
          {t('couponsTitle')}
        </h2>
        <CouponList
          coupons={campaign.coupons}
          locale={locale}
          now={now}
          empty={t('noCoupons')}
          above={(coupon) => (
            <a
              href={localizedPath(locale, shopPath(coupon.shop, locale))}
              className="hover:text-brand-700 flex items-center gap-2 self-start text-sm font-semibold underline-offset-2 hover:underline"
            >
              {coupon.shop.logo ? (
                <ShopLogo src={coupon.shop.logo} size={24} className="rounded" />
              ) : null}
              {t('atStore', { name: coupon.shop.name[locale] })}
            </a>
          )}
        />
      </section>
    </>
  );
}
