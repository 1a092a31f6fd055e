import type { MetadataRoute } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl, alternatesFor, campaignPath, productPath, shopPath } from '@/lib/site/urls';
import { serverEnv } from '@/server/env';
import { loadAllRunningCampaigns } from '@/server/site/campaigns';
import { loadAllShops } from '@/server/site/catalog';
import { loadSitemapProducts } from '@/server/site/products';

// Read from the (cached) catalogue on request: nothing may open the database at build time.
export const dynamic = 'force-dynamic';

const PUBLIC_PAGES = ['/', '/shops', '/contact', '/privacy-policy'];

// GET /sitemap.xml — every public page, every active store page, every running campaign's page
// and every product page with a week of price history, in both languages; on a preview, nothing
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const env = serverEnv();
  if (env.preview) return [];
  const appUrl = env.APP_URL;
  const entry = (pathOf: (l: Locale) => string, extra: Partial<MetadataRoute.Sitemap[number]>) =>
    (['ar', 'en'] as const).map((locale) => ({
      url: absoluteUrl(appUrl, locale, pathOf(locale)),
      alternates: { languages: alternatesFor(appUrl, locale, pathOf).languages },
      ...extra,
    }));
  const [shops, campaigns, products] = await Promise.all([
    loadAllShops(),
    loadAllRunningCampaigns(),
    loadSitemapProducts(),
  ]);
  return [
    ...PUBLIC_PAGES.flatMap((path) =>
      entry(() => path, { changeFrequency: 'weekly', priority: path === '/' ? 1 : 0.6 }),
    ),
    ...shops.flatMap((shop) =>
      entry((l) => shopPath(shop, l), {
        lastModified: shop.updatedAt,
        changeFrequency: 'daily',
        priority: 0.8,
      }),
    ),
    ...campaigns.flatMap((campaign) =>
      entry(() => campaignPath(campaign.slug), {
        lastModified: campaign.updatedAt,
        changeFrequency: 'daily',
        priority: 0.9,
      }),
    ),
    ...products.flatMap((product) =>
      entry((l) => productPath(product, l), {
        lastModified: product.lastSeenAt,
        changeFrequency: 'daily',
        priority: 0.5,
      }),
    ),
  ];
}
