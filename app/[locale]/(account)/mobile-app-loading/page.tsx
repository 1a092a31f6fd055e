import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { MobileHandoff } from '@/components/account/mobile-handoff';
import { localizedPath } from '@/lib/site/urls';
import type { Locale } from '@/lib/i18n/routing';
import { guardProtectedPage } from '@/server/bff/guards';
import { serverEnv } from '@/server/env';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'mobileApp' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// GET /mobile-app-loading — signed in: hand the session to the mobile app (one-time id), then back
export default async function MobileAppLoadingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await guardProtectedPage(locale, localizedPath(locale, '/mobile-app-loading'));
  const env = serverEnv();
  return (
    <Suspense>
      <MobileHandoff appUrl={env.APP_URL} appSchemes={env.APP_SCHEMES.split(',')} />
    </Suspense>
  );
}
