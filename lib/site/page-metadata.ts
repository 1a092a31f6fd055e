import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { alternatesFor } from './urls';

/**
 * The metadata of a public page that has its own address in each language: title, description,
 * canonical URL with hreflang alternates, and Open Graph (with an image when there is one).
 */
export function pageMetadata({
  appUrl,
  locale,
  pathOf,
  title,
  description,
  image,
}: {
  appUrl: string;
  locale: Locale;
  /** The page's path in a language, without the language prefix. */
  pathOf: (locale: Locale) => string;
  title: string;
  description: string;
  /** An absolute or site-relative image URL for link previews. */
  image?: string | null;
}): Metadata {
  const alternates = alternatesFor(appUrl, locale, pathOf);
  return {
    title,
    description,
    alternates,
    openGraph: {
      type: 'website',
      title,
      description,
      url: alternates.canonical,
      locale: locale === 'ar' ? 'ar_AE' : 'en_US',
      ...(image ? { images: [{ url: image }] } : {}),
    },
  };
}
