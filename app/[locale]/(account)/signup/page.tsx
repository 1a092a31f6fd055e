import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { SignupForm } from '@/components/account/signup-form';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { guardAuthPage } from '@/server/bff/guards';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'signup' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// GET /signup — create an account (`?invite=CODE` credits the inviter), then verify the email
export default async function SignupPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await guardAuthPage(locale);
  const { invite } = await searchParams;
  const t = await getTranslations('signup');
  const inviteCode =
    typeof invite === 'string' && /^[\w-]{1,32}$/.test(invite) ? invite : undefined;
  return (
    <AuthCard
      title={t('title')}
      subtitle={t('subtitle')}
      footer={
        <>
          {t('haveAccount')}{' '}
          <Link href="/signin" className="text-brand-700 font-semibold hover:underline">
            {t('signinLink')}
          </Link>
        </>
      }
    >
      <SignupForm inviteCode={inviteCode} />
    </AuthCard>
  );
}
