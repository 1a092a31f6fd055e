'use client';

import NextLink from 'next/link';
import { useParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/site/urls';
import { defaultLocale, isLocale, type Locale } from './routing';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  /** A path of the site without a language prefix (`/shops`, `/shop/{id}/{slug}?q=x`). */
  href: string;
  /** The language to link to; the page's own (its `[locale]` segment) when left out. */
  locale?: Locale;
};

/**
 * The link to a page of the site, in the page's language: the one way to make a localized link
 * element (lib/i18n/navigation.ts lists the ways for strings and navigations). It serves
 * server and client components alike and needs no next-intl client provider (the public
 * pages leave it out): the language comes from the route's `[locale]` segment, the prefix from
 * `localizedPath`.
 */
export function Link({ href, locale, ...rest }: LinkProps) {
  const params = useParams<{ locale?: string }>();
  const current = locale ?? (isLocale(params?.locale) ? params.locale : defaultLocale);
  return <NextLink href={localizedPath(current, href)} {...rest} />;
}
