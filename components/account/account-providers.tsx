import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { ACCOUNT_NAMESPACES, SHELL_NAMESPACES, clientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';

/** Account screens: their messages for client components, and the TanStack Query client. */
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
    </NextIntlClientProvider>
  );
}
