import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { OAuthButtons, type ProviderName } from '@/components/account/oauth-buttons';
import { SigninForm } from '@/components/account/signin-form';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { serverApi } from '@/server/api/in-process';
import { guardAuthPage } from '@/server/bff/guards';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const OAUTH_ERRORS = ['state', 'denied', 'provider', 'email', 'inactive'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'signin' });
  return { title: t('metaTitle'), robots: { index: false } };
}

async function enabledProviders(): Promise<ProviderName[]> {
  const result = await serverApi<Record<ProviderName, boolean>>('/oauth/providers');
  if (!result.success) return [];
  return (['google', 'apple', 'facebook'] as const).filter((p) => result.data[p]);
}

// GET /signin — email + password, Google, Apple; `redirect` returns there after sign-in
export default async function SigninPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await guardAuthPage(locale);
  const query = await searchParams;
  const t = await getTranslations('signin');
  const ta = await getTranslations('auth');
  const providers = await enabledProviders();
  const redirect = typeof query.redirect === 'string' ? query.redirect : undefined;
  const oauthError = OAUTH_ERRORS.find((e) => e === query.oauth_error);

  return (
    <AuthCard
      title={t('title')}
      subtitle={t('subtitle')}
      footer={
        <>
          {t('noAccount')}{' '}
          <Link href="/signup" className="text-brand-700 font-semibold hover:underline">
            {t('signupLink')}
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-6">
        {oauthError ? <Alert variant="destructive">{ta(`oauthError.${oauthError}`)}</Alert> : null}
        <OAuthButtons providers={providers} />
        {providers.length > 0 ? (
          <p className="flex items-center gap-3 text-xs text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
            {ta('or')}
          </p>
        ) : null}
        <SigninForm redirect={redirect} />
      </div>
    </AuthCard>
  );
}
