import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { ToasterOnMount } from '@/components/ui/lazy-toaster';
import { ACCOUNT_NAMESPACES, SHELL_NAMESPACES, clientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Account screens: their messages for client components, the TanStack Query client, and the
 * toaster mounted once hydrated (their forms call sonner's toast directly).
 */
export async function AccountProviders({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  const messages = await clientMessages(locale, [...SHELL_NAMESPACES, ...ACCOUNT_NAMESPACES]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <QueryProvider>{children}</QueryProvider>
      <ToasterOnMount />
    </NextIntlClientProvider>
  );
}
