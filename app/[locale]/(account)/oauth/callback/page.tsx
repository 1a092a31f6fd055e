import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { OAuthCallback, OAuthWorking } from '@/components/account/oauth-callback';
import type { Locale } from '@/lib/i18n/routing';
import { guardAuthPage } from '@/server/bff/guards';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'oauthCallback' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// GET /oauth/callback — `?id=` one-time session id from the API's OAuth flow; redeemed, then on
export default async function OAuthCallbackPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await guardAuthPage(locale);
  return (
    <Suspense fallback={<OAuthWorking />}>
      <OAuthCallback />
    </Suspense>
  );
}
