import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { ForgotForm } from '@/components/account/forgot-form';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { guardAuthPage } from '@/server/bff/guards';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'forgot' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// GET /forgot-password — request a reset link
export default async function ForgotPasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await guardAuthPage(locale);
  const t = await getTranslations('forgot');
  const ta = await getTranslations('auth');
  return (
    <AuthCard
      title={t('title')}
      subtitle={t('subtitle')}
      footer={
        <Link href="/signin" className="text-brand-700 font-semibold hover:underline">
          {ta('backToSignin')}
        </Link>
      }
    >
      <ForgotForm />
    </AuthCard>
  );
}
