import type { Locale } from '@/lib/i18n/routing';
import { slugify } from '@/lib/format/slugify';
import { defaultLocale, locales } from '@/lib/i18n/routing';

/** The store page path (without the language prefix): `/shop/{id}/{slug in that language}`. */
export function shopPath(shop: { id: string; slug: Record<Locale, string> }, locale: Locale) {
  return shopSlugPath(shop.id, shop.slug[locale]);
}

/** The same path from the store's id and its slug in one language. */
export function shopSlugPath(id: string, slug: string) {
  return `/shop/${id}/${encodeURIComponent(slug)}`;
}

/** A campaign's page (without the language prefix): the same slug in both languages. */
export function campaignPath(slug: string) {
  return `/campaigns/${encodeURIComponent(slug)}`;
}

/**
 * `path` (no language prefix) in `locale`: the default language (Arabic) has no prefix, any other
 * lives under `/{locale}` (`/en/shops`). The one place that rule is written: elements use `Link`
 * from lib/i18n/navigation (built on this), strings call this; nothing spells `/en` by hand.
 */
export function localizedPath(locale: Locale, path: string) {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export function absoluteUrl(appUrl: string, locale: Locale, path: string) {
  return new URL(localizedPath(locale, path), appUrl).toString();
}

/**
 * Canonical URL and hreflang alternates (ar, en, x-default → Arabic, the default language)
 * for a page whose path may differ per language (store slugs do).
 */
export function alternatesFor(appUrl: string, locale: Locale, pathOf: (locale: Locale) => string) {
  const languages = Object.fromEntries(
    locales.map((l) => [l, absoluteUrl(appUrl, l, pathOf(l))]),
  ) as Record<Locale, string>;
  return {
    canonical: languages[locale],
    languages: { ...languages, 'x-default': languages.ar },
  };
}

/**
 * A product's page (without the language prefix): `/product/{id}/{slug}`. The slug is made from
 * the title in that language, else the English one (Arabic titles have no Latin letters); only
 * the id decides which product it is, any other slug redirects to this one.
 */
export function productPath(
  product: { id: string; title: Record<Locale, string> },
  locale: Locale,
) {
  const slug = slugify(product.title[locale]) || slugify(product.title.en) || 'product';
  return `/product/${product.id}/${slug}`;
}
