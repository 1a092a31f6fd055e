import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CampaignPageView } from '@/components/campaigns/campaign-page-view';
import type { Locale } from '@/lib/i18n/routing';
import { mediaVariant } from '@/lib/site/media';
import { pageMetadata } from '@/lib/site/page-metadata';
import { campaignPath } from '@/lib/site/urls';
import { serverEnv } from '@/server/env';
import { loadCampaignPage } from '@/server/site/campaigns';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/** Cached; a campaign that starts or ends shows within a minute. */
export const revalidate = 60;

/** Rendered on a page's first request (never at build time), then served from the cache. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const campaign = await loadCampaignPage(slug);
  if (!campaign) return {};
  const t = await getTranslations({ locale, namespace: 'campaign' });
  const name = campaign.name[locale];
  return pageMetadata({
    appUrl: serverEnv().APP_URL,
    locale,
    pathOf: () => campaignPath(slug),
    title: t('metaTitle', { name }),
    description:
      campaign.description[locale] ||
      t('metaDescription', {
        name,
        stores: campaign.shops.length,
        coupons: campaign.coupons.length,
      }),
    image: campaign.banner ? mediaVariant(campaign.banner, 1280) : null,
  });
}

// GET /campaigns/{slug} — a running campaign's stores and coupons; 404 once it is not running
export default async function CampaignPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const now = new Date();
  const campaign = await loadCampaignPage(slug, now);
  if (!campaign) notFound();
  return (
    <CampaignPageView campaign={campaign} locale={locale} appUrl={serverEnv().APP_URL} now={now} />
  );
}
