import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { ShopPageView } from '@/components/shops/shop-page-view';
import type { Locale } from '@/lib/i18n/routing';
import { mediaVariant } from '@/lib/site/media';
import { pageMetadata } from '@/lib/site/page-metadata';
import { localizedPath, shopPath } from '@/lib/site/urls';
import { serverEnv } from '@/server/env';
import { loadShopPage } from '@/server/site/catalog';

type Props = { params: Promise<{ locale: Locale; shopId: string; slug?: string[] }> };

/** Cached; coupon lists and counts are at most five minutes old (an admin write: at once). */
export const revalidate = 300;

/** Rendered on a page's first request (never at build time), then served from the cache. */
export function generateStaticParams() {
  return [];
}

function decoded(segment: string | undefined) {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, shopId } = await params;
  const shop = await loadShopPage(shopId);
  if (!shop) return {};
  const t = await getTranslations({ locale, namespace: 'shop' });
  const name = shop.name[locale];
  return pageMetadata({
    appUrl: serverEnv().APP_URL,
    locale,
    pathOf: (l) => shopPath(shop, l),
    title: t('metaTitle', { name }),
    description: t('metaDescription', { name, count: shop.couponCount }),
    image: shop.logo ? mediaVariant(shop.logo, 384) : null,
  });
}

// GET /shop/{shopId}/{slug} — a store's coupon page; any other slug 308s to the canonical one
export default async function ShopPage({ params }: Props) {
  const { locale, shopId, slug } = await params;
  setRequestLocale(locale);
  const shop = await loadShopPage(shopId);
  if (!shop) notFound();
  if (slug?.length !== 1 || decoded(slug[0]) !== shop.slug[locale]) {
    permanentRedirect(localizedPath(locale, shopPath(shop, locale)));
  }
  return <ShopPageView shop={shop} locale={locale} appUrl={serverEnv().APP_URL} />;
}
