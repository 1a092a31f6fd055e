import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { LogoutScreen } from '@/components/account/logout-screen';
import type { Locale } from '@/lib/i18n/routing';
import { serverEnv } from '@/server/env';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'logout' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// GET /logout — ends the session (any state), then an allowed `redirect_uri` or "logged out"
export default async function LogoutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const env = serverEnv();
  return (
    <Suspense>
      <LogoutScreen appUrl={env.APP_URL} appSchemes={env.APP_SCHEMES.split(',')} />
    </Suspense>
  );
}
