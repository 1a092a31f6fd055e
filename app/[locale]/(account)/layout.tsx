import type { ReactNode } from 'react';
import { AccountProviders } from '@/components/account/account-providers';
import type { Locale } from '@/lib/i18n/routing';

// Account screens: auth group (signin, signup, forgot, reset, OAuth callback), setup group
// (verify, profile-setup), protected (dashboard, mobile-app-loading) and /logout. The groups of
// spec §2 are guards each page runs on the server (server/bff/guards.ts).
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  return <AccountProviders locale={locale as Locale}>{children}</AccountProviders>;
}
