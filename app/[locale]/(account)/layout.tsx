import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AccountProviders } from '@/components/account/account-providers';
import { InitialLoader } from '@/components/shell/initial-loader';
import { routing } from '@/lib/i18n/routing';

// The account area is about one visitor: rendered per request (its nonce, its session), never
// cached, whatever the public pages around it do.
export const dynamic = 'force-dynamic';

// Account screens: auth group (signin, signup, forgot, reset, OAuth callback), setup group
// (verify, profile-setup), protected (dashboard, mobile-app-loading) and /logout. Each group's
// rule is a guard every page runs on the server (server/bff/guards.ts). The app shell's
// full-screen loader covers these screens only: the public pages are server-rendered
// for visitors and crawlers and show their content at once (docs/decisions/006).
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'common' });
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <>
      <InitialLoader appName={t('appName')} label={t('loading')} nonce={nonce} />
      <AccountProviders locale={locale}>{children}</AccountProviders>
    </>
  );
}
