import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { VerifyForm } from '@/components/account/verify-form';
import type { Locale } from '@/lib/i18n/routing';
import { guardSetupPage } from '@/server/bff/guards';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'verify' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// GET /verify — the 5-digit code mailed at sign-up; resend after 60 s; log out
export default async function VerifyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const session = await guardSetupPage(locale, '/verify');
  const t = await getTranslations('verify');
  return (
    <AuthCard
      title={t('title')}
      // The address in a bidi isolate: it reads left to right inside Arabic text.
      subtitle={t('subtitle', { email: `\u2068${session.user.email}\u2069` })}
    >
      <VerifyForm />
    </AuthCard>
  );
}
