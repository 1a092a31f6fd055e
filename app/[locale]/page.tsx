import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Faq, FAQ_KEYS, FinalCta } from '@/components/home/faq';
import { Hero, Stats } from '@/components/home/hero';
import { Benefits, Features, HowItWorks, InstallGuide } from '@/components/home/product-sections';
import { Section } from '@/components/home/section';
import { Countries, Testimonials } from '@/components/home/social-proof';
import { CampaignBanner } from '@/components/home/campaign-banner';
import { InfluencerVideos } from '@/components/home/influencer-videos';
import { ShopGrid } from '@/components/shops/shop-grid';
import { JsonLd } from '@/components/site/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { isCountryCode } from '@/lib/countries';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl, alternatesFor } from '@/lib/site/urls';
import { parseInfluencerVideos } from '@/lib/site/videos';
import { serverEnv } from '@/server/env';
import { loadHomeCampaign } from '@/server/site/campaigns';
import { loadShopList } from '@/server/site/catalog';

/** `country`: set when the proxy serves the home of a visitor's country (`/{locale}/in/{country}`). */
type Props = { params: Promise<{ locale: Locale; country?: string }> };

/** The home is cached; campaigns start and end on their own, so it is rendered again each minute. */
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'home' });
  const alternates = alternatesFor(serverEnv().APP_URL, locale, () => '/');
  return {
    title: { absolute: t('metaTitle') },
    description: t('metaDescription'),
    alternates,
    openGraph: {
      type: 'website',
      siteName: locale === 'ar' ? 'صفقة' : 'Safqa',
      title: t('metaTitle'),
      description: t('metaDescription'),
      url: alternates.canonical,
      locale: locale === 'ar' ? 'ar_AE' : 'en_US',
    },
  };
}

async function homeJsonLd(locale: Locale, appUrl: string) {
  const t = await getTranslations({ locale, namespace: 'home.faq' });
  const home = absoluteUrl(appUrl, locale, '/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Safqa',
      alternateName: 'صفقة',
      url: absoluteUrl(appUrl, 'ar', '/'),
      logo: new URL('/logo-512.png', appUrl).toString(),
      email: 'support@safqa.app',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: locale === 'ar' ? 'صفقة' : 'Safqa',
      url: home,
      inLanguage: locale,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${absoluteUrl(appUrl, locale, '/shops')}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: FAQ_KEYS.map((k) => ({
        '@type': 'Question',
        name: t(`${k}.q`),
        acceptedAnswer: { '@type': 'Answer', text: t(`${k}.a`) },
      })),
    },
  ];
}

// GET / and /en — the marketing home. Cached once per language and visitor country (the
// campaign banner targets countries); everything else is the same for every visitor.
export default async function HomePage({ params }: Props) {
  const { locale, country } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const env = serverEnv();
  const [{ items, total }, campaign] = await Promise.all([
    loadShopList({ limit: 12 }),
    loadHomeCampaign(isCountryCode(country) ? country : null),
  ]);
  const videos = parseInfluencerVideos(env.INFLUENCER_VIDEOS);

  return (
    <>
      {(await homeJsonLd(locale, env.APP_URL)).map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
      <Hero locale={locale} storeCount={total} />
      <Stats locale={locale} />
      <Features locale={locale} />
      <HowItWorks locale={locale} />
      {campaign ? <CampaignBanner campaign={campaign} locale={locale} /> : null}
      <section aria-labelledby="top-stores" className="defer-render mx-auto max-w-6xl px-4 py-12">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <h2 id="top-stores" className="text-2xl font-extrabold sm:text-3xl">
            {t('topStores')}
          </h2>
          <Link
            href="/shops"
            prefetch={false}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
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
      <Benefits locale={locale} />
      <Testimonials locale={locale} />
      <Countries locale={locale} />
      {videos.length ? (
        <Section
          id="videos"
          title={t('videos.title')}
          subtitle={t('videos.subtitle')}
          className="bg-white"
        >
          <InfluencerVideos videos={videos} playLabel={t.raw('videos.play') as string} />
        </Section>
      ) : null}
      <Faq locale={locale} />
      <InstallGuide locale={locale} />
      <FinalCta locale={locale} />
    </>
  );
}
