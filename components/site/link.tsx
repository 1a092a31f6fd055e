import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/site/urls';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * A link to a page of the site in the page's language, for server components. next-intl's Link
 * reads the language in the browser from its client provider, which the public pages leave out
 * (components/shell/error-texts.tsx); this one resolves the path on the server.
 */
export async function Link({ href, ...rest }: LinkProps) {
  const locale = (await getLocale()) as Locale;
  return <NextLink href={localizedPath(locale, href)} {...rest} />;
}
