import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { ProductPageView } from '@/components/products/product-page-view';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/site/page-metadata';
import { localizedPath, productPath } from '@/lib/site/urls';
import { serverEnv } from '@/server/env';
import { loadPriceHistory, loadProductPage } from '@/server/site/products';

type Props = { params: Promise<{ locale: Locale; productId: string; slug?: string[] }> };

/** Cached; shoppers' price readings show within five minutes (an admin write: at once). */
export const revalidate = 300;

/** Rendered on a page's first request (never at build time), then served from the cache. */
export function generateStaticParams() {
  return [];
}

/** The range the page's chart opens on. */
const FIRST_RANGE = '3m';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, productId } = await params;
  const page = await loadProductPage(productId);
  if (!page) return {};
  const { product, summary } = page;
  const t = await getTranslations({ locale, namespace: 'product' });
  const store = product.shop.name[locale];
  const title =
    product.title[locale] || product.title.en || product.title.ar || t('untitled', { store });
  const money = (amount: string) => formatMoney(amount, product.currency, locale);
  return pageMetadata({
    appUrl: serverEnv().APP_URL,
    locale,
    pathOf: (l) => productPath(product, l),
    title: t('metaTitle', { title, store }),
    description:
      product.currentPrice && summary.lowestEver
        ? t('metaDescription', {
            title,
            store,
            current: money(product.currentPrice),
            lowest: money(summary.lowestEver),
          })
        : t('metaDescriptionNoPrice', { title, store }),
    image: product.image,
  });
}

// GET /product/{productId}/{slug} — a product's price history, figures, coupons and other
// stores' offers; any other slug 308s to the canonical one
export default async function ProductPage({ params }: Props) {
  const { locale, productId, slug } = await params;
  setRequestLocale(locale);
  const page = await loadProductPage(productId);
  if (!page) notFound();
  const canonical = productPath(page.product, locale);
  if (slug?.length !== 1 || `/product/${productId}/${slug[0]}` !== canonical) {
    permanentRedirect(localizedPath(locale, canonical));
  }
  const history = await loadPriceHistory(productId, FIRST_RANGE);
  return (
    <ProductPageView
      page={page}
      history={history}
      locale={locale}
      appUrl={serverEnv().APP_URL}
      now={new Date()}
    />
  );
}
