import 'server-only';
import { unstable_cache } from 'next/cache';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import type { CountryCode } from '@/lib/countries';
import type { PublicCampaign } from '@/lib/validation/campaign';
import { serverApi } from '../api/in-process';
import { dataOf } from './catalog';

/**
 * Campaign reads expire on their own within a minute, so one that starts shows without an admin
 * write; pages also check the dates when they render (`isRunning`), so one that ends is gone at
 * once.
 */
const REVALIDATE_SECONDS = 60;

/** Whether a campaign runs at `now`: `startsAt ≤ now < endsAt`. */
function isRunning(campaign: Pick<PublicCampaign, 'startsAt' | 'endsAt'>, now: Date) {
  const at = now.getTime();
  return Date.parse(campaign.startsAt) <= at && at < Date.parse(campaign.endsAt);
}

/**
 * The sitemap's list lives five minutes, like the store lists it sits beside: it is read by a
 * route rendered on every request, where each request that finds the entry old starts its own
 * refresh (one database read each during a crawl burst), so it is kept old less often.
 */
const SITEMAP_REVALIDATE_SECONDS = 300;

function loadRunning(
  country: CountryCode | 'all' | null,
  platform: 'WEBSITE' | 'ALL',
  revalidate = REVALIDATE_SECONDS,
) {
  // No country: the API's caller has no country header here, so only every-country campaigns.
  const path = `/campaigns?platform=${platform}${country ? `&country=${country}` : ''}`;
  return unstable_cache(
    async () => dataOf(path, await serverApi<{ items: PublicCampaign[] }>(path)).items,
    ['campaigns-running', country ?? '', platform],
    { tags: [CATALOG_TAGS.campaigns], revalidate },
  )();
}

/** The campaign the home page shows a visitor of `country` (highest priority), or null. */
export async function loadHomeCampaign(country: CountryCode | null, now = new Date()) {
  return (await loadRunning(country, 'WEBSITE')).find((c) => isRunning(c, now)) ?? null;
}

/** Every running campaign, whatever its countries and platforms (the sitemap). */
export async function loadAllRunningCampaigns(now = new Date()) {
  return (await loadRunning('all', 'ALL', SITEMAP_REVALIDATE_SECONDS)).filter((c) =>
    isRunning(c, now),
  );
}

/**
 * One campaign's page data, or null when no campaign with this slug is running. Its shops and
 * coupons come from the catalogue, so any shop or coupon write expires it too.
 */
export async function loadCampaignPage(slug: string, now = new Date()) {
  const campaign = await unstable_cache(
    async () => {
      const path = `/campaigns/${encodeURIComponent(slug)}`;
      const result = await serverApi<PublicCampaign>(path);
      if (!result.success && ['NOT_FOUND', 'VALIDATION_ERROR'].includes(result.error.title)) {
        return null;
      }
      return dataOf(path, result);
    },
    ['campaign-page', slug],
    {
      tags: [CATALOG_TAGS.campaign(slug), CATALOG_TAGS.shops],
      revalidate: REVALIDATE_SECONDS,
    },
  )();
  return campaign && isRunning(campaign, now) ? campaign : null;
}
