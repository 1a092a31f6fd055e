import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/site/breadcrumb';
import { JsonLd } from '@/components/site/json-ld';
import { CouponList } from '@/components/shops/coupon-list';
import { ShopLogo } from '@/components/shops/shop-logo';
import { buttonVariants } from '@/components/ui/button';
import { plainSpaces } from '@/lib/format/day';
import { formatAmount, formatMoney } from '@/lib/format/money';
import { PageMessages } from '@/components/site/page-messages';
import { PRODUCT_NAMESPACES } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl, localizedPath, productPath, shopPath } from '@/lib/site/urls';
import type { PriceHistory, ProductPage } from '@/lib/validation/product';
import { PriceHistoryChart } from './price-history-chart';
import { ProductImage } from './product-image';
import { TrackButton } from './track-button';

/** Where "buy" goes: the API counts the click and opens the product through the store's link. */
const productGoHref = (id: string) => `/api/v1/go/product/${id}`;

function productJsonLd(page: ProductPage, locale: Locale, url: string, name: string) {
  const { product } = page;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    url,
    ...(product.image ? { image: new URL(product.image, url).toString() } : {}),
    ...(product.storeProductId ? { sku: product.storeProductId } : {}),
    ...(product.currentPrice
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: product.currentPrice,
            priceCurrency: product.currency,
            availability: product.inStock
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
            seller: { '@type': 'Organization', name: product.shop.name[locale] },
          },
        }
      : {}),
  };
}

/**
 * A tracked product's public page: its current price at its store, the price history chart,
 * the lowest / highest / average prices over 30, 90 and 365 days, "track this price", the
 * store's coupons and the same product at other stores (cheapest first).
 */
export async function ProductPageView({
  page,
  history,
  locale,
  appUrl,
  now,
}: {
  page: ProductPage;
  /** The chart's first range, read with the page. */
  history: PriceHistory;
  locale: Locale;
  appUrl: string;
  now: Date;
}) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const tb = await getTranslations({ locale, namespace: 'breadcrumb' });
  const { product } = page;
  const store = product.shop.name[locale];
  const title =
    product.title[locale] || product.title.en || product.title.ar || t('untitled', { store });
  const url = absoluteUrl(appUrl, locale, productPath(product, locale));
  const crumbs: Crumb[] = [
    { name: tb('home'), href: '/' },
    { name: tb('allStores'), href: '/shops' },
    { name: store, href: shopPath(product.shop, locale) },
    { name: title },
  ];

  return (
    <PageMessages locale={locale} namespaces={PRODUCT_NAMESPACES}>
      <JsonLd data={breadcrumbJsonLd(crumbs, (href) => absoluteUrl(appUrl, locale, href), url)} />
      <JsonLd data={productJsonLd(page, locale, url, title)} />
      <Breadcrumb locale={locale} label={tb('label')} items={crumbs} />

      <ProductHero page={page} locale={locale} title={title} />

      <section className="mx-auto grid max-w-6xl gap-4 px-4 pt-6 lg:grid-cols-3">
        <PriceHistoryChart
          productId={product.id}
          currency={product.currency}
          initial={history}
          className="lg:col-span-2"
        />
        <PriceFigures page={page} locale={locale} />
      </section>

      <SimilarProducts page={page} locale={locale} />

      <section aria-labelledby="store-coupons" className="mx-auto max-w-6xl px-4 pt-8">
        <h2 id="store-coupons" className="mb-4 text-xl font-bold">
          {t('couponsTitle', { store })}
        </h2>
        <CouponList coupons={page.coupons} locale={locale} now={now} empty={t('noCoupons')} />
      </section>
    </PageMessages>
  );
}

/** The product at its store: picture, title, price, stock, last check, track and buy. */
async function ProductHero({
  page,
  locale,
  title,
}: {
  page: ProductPage;
  locale: Locale;
  title: string;
}) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const { product, summary } = page;
  const store = product.shop.name[locale];
  const money = (amount: string | null) =>
    amount === null ? t('none') : formatMoney(amount, product.currency, locale);
  const checked = plainSpaces(
    new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(product.lastSeenAt)),
  );
  return (
    <section className="mx-auto max-w-6xl px-4 pt-6">
      <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:flex-row">
        <ProductImage
          src={product.image}
          alt={title}
          className="mx-auto w-40 shrink-0 sm:w-48 md:mx-0 md:w-64"
          eager
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <a
            href={localizedPath(locale, shopPath(product.shop, locale))}
            className="hover:text-brand-700 flex items-center gap-2 self-start text-sm font-semibold text-slate-700 underline-offset-2 hover:underline"
          >
            {product.shop.logo ? (
              <ShopLogo src={product.shop.logo} size={24} className="rounded" />
            ) : null}
            {t('atStore', { store })}
          </a>
          <h1 className="text-2xl font-extrabold break-words sm:text-3xl">{title}</h1>
          <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
            <p className="flex flex-col">
              <span className="text-sm text-slate-600">{t('currentPrice')}</span>
              <span className="text-3xl font-extrabold text-slate-900" data-testid="current-price">
                {product.currentPrice ? money(product.currentPrice) : t('noPrice')}
              </span>
            </p>
            {summary.isLowestEver ? (
              <span className="bg-brand-50 text-brand-800 inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold">
                <Icon name="badge-check" className="size-4" />
                {t('lowestEverBadge')}
              </span>
            ) : null}
            <span
              className={
                product.inStock
                  ? 'text-sm font-semibold text-emerald-700'
                  : 'text-sm font-semibold text-red-700'
              }
            >
              {product.inStock ? t('inStock') : t('outOfStock')}
            </span>
          </div>
          <p className="text-sm text-slate-600">{t('lastChecked', { when: checked })}</p>
          <div className="flex flex-wrap gap-2 pt-1">
            <TrackButton
              productId={product.id}
              currency={product.currency}
              returnTo={localizedPath(locale, productPath(product, locale))}
            />
            <a
              href={productGoHref(product.id)}
              target="_blank"
              rel="nofollow sponsored noopener"
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              <Icon name="external-link" className="size-4" />
              {t('buyAt', { store })}
              <span className="sr-only">{t('opensInNewTab')}</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Lowest, highest and average price over 30, 90 and 365 days. */
async function PriceFigures({ page, locale }: { page: ProductPage; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const { product, summary } = page;
  /** The figures table names the currency in its header, so its cells stay narrow on a phone. */
  const amount = (value: string | null | undefined) =>
    value ? formatAmount(value, locale) : t('none');
  const windows = [
    { days: 30, label: t('days30') },
    { days: 90, label: t('days90') },
    { days: 365, label: t('days365') },
  ] as const;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="mb-3 font-semibold text-slate-900">{t('figuresTitle')}</h2>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="pb-2 text-start font-medium">
              {t('period')}
            </th>
            <th scope="col" className="pb-2 text-end font-medium">
              {t('lowest')}
              <span className="block text-xs font-normal">{product.currency}</span>
            </th>
            <th scope="col" className="pb-2 text-end font-medium">
              {t('highest')}
              <span className="block text-xs font-normal">{product.currency}</span>
            </th>
            <th scope="col" className="pb-2 text-end font-medium">
              {t('average')}
              <span className="block text-xs font-normal">{product.currency}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {windows.map(({ days, label }) => {
            const w = summary.windows.find((x) => x.days === days);
            return (
              <tr key={days} className="border-t border-slate-100">
                <th scope="row" className="py-2 text-start font-medium text-slate-700">
                  {label}
                </th>
                <td className="py-2 ps-2 text-end tabular-nums">{amount(w?.lowest)}</td>
                <td className="py-2 ps-2 text-end tabular-nums">{amount(w?.highest)}</td>
                <td className="py-2 ps-2 text-end tabular-nums">{amount(w?.average)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The same product at other stores, cheapest first. */
async function SimilarProducts({ page, locale }: { page: ProductPage; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const money = (amount: string | null) =>
    amount === null ? t('none') : formatMoney(amount, page.product.currency, locale);
  return (
    <section aria-labelledby="other-stores" className="mx-auto max-w-6xl px-4 pt-8">
      <h2 id="other-stores" className="mb-4 text-xl font-bold">
        {t('similarTitle')}
      </h2>
      {page.similar.length ? (
        // `grid-cols-1` (minmax(0, 1fr)) on phones: an implicit column would grow to the full
        // width of the longest title, which is cut to one line.
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {page.similar.map((item, i) => {
            const name =
              item.title[locale] ||
              item.title.en ||
              item.title.ar ||
              t('untitled', { store: item.shop.name[locale] });
            return (
              <li key={item.id}>
                <a
                  href={localizedPath(locale, productPath(item, locale))}
                  className="hover:border-brand-500 flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3"
                >
                  <ProductImage src={item.image} alt="" className="w-16 shrink-0" />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-semibold text-slate-900">{name}</span>
                    <span className="text-sm text-slate-600">
                      {t('atStore', { store: item.shop.name[locale] })}
                    </span>
                    <span className="font-bold text-slate-900 tabular-nums">
                      {money(item.currentPrice)}
                      {i === 0 ? (
                        <span className="bg-brand-50 text-brand-800 ms-2 rounded-full px-2 py-0.5 text-xs font-semibold">
                          {t('cheapest')}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          {t('noSimilar')}
        </p>
      )}
    </section>
  );
}
