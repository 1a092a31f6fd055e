import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import { CampaignBannerImage } from '@/components/campaigns/campaign-banner-image';
import type { Locale } from '@/lib/i18n/routing';
import { campaignPath, localizedPath } from '@/lib/site/urls';
import type { PublicCampaign } from '@/lib/validation/campaign';

/**
 * The running campaign on the home page: its banner (lazy: it sits below the fold) and name,
 * one link to its page. Server-rendered, no script.
 */
export async function CampaignBanner({
  campaign,
  locale,
}: {
  campaign: Pick<PublicCampaign, 'slug' | 'name' | 'banner'>;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'campaign' });
  const forward = locale === 'ar' ? 'arrow-left' : 'arrow-right';
  return (
    <section aria-labelledby="home-campaign" className="defer-render mx-auto max-w-6xl px-4 pt-12">
      <a
        href={localizedPath(locale, campaignPath(campaign.slug))}
        className="group hover:border-brand-500 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:shadow"
      >
        {/* Decorative: the campaign's name is the link's text right under it. */}
        {campaign.banner ? <CampaignBannerImage src={campaign.banner} alt="" /> : null}
        <span className="flex flex-wrap items-center justify-between gap-2 px-1">
          <span className="flex flex-col">
            <span className="text-brand-800 text-sm font-semibold">{t('homeBadge')}</span>
            <span id="home-campaign" className="text-xl font-extrabold">
              {campaign.name[locale]}
            </span>
          </span>
          <span className="text-brand-800 flex items-center gap-1 font-semibold group-hover:underline">
            {t('seeOffers')}
            <Icon name={forward} className="size-4" />
          </span>
        </span>
      </a>
    </section>
  );
}
