import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { MobileHandoff } from '@/components/account/mobile-handoff';
import { EXTENSION_CLIENT } from '@/components/account/mobile-shell';
import { localizedPath } from '@/lib/site/urls';
import type { Locale } from '@/lib/i18n/routing';
import { guardProtectedPage } from '@/server/bff/guards';
import { serverEnv } from '@/server/env';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ client?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'mobileApp' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// GET /mobile-app-loading — signed in: hand the session to the mobile app or, with
// `?client=extension`, to the browser extension (one-time id), then back
export default async function MobileAppLoadingPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // The extension's sign-in comes back here after /signin with its query.
  const forExtension = (await searchParams).client === EXTENSION_CLIENT;
  const path = localizedPath(locale, '/mobile-app-loading');
  await guardProtectedPage(locale, forExtension ? `${path}?client=${EXTENSION_CLIENT}` : path);
  const env = serverEnv();
  return (
    <Suspense>
      <MobileHandoff appUrl={env.APP_URL} appSchemes={env.APP_SCHEMES.split(',')} />
    </Suspense>
  );
}
