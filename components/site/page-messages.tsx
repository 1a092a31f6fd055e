import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { SHELL_NAMESPACES, clientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';

/** A page's client components get the shell's messages plus the namespaces they name — no more. */
export async function PageMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const messages = await clientMessages(locale, [...SHELL_NAMESPACES, ...namespaces]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
