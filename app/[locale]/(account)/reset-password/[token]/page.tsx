import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { InvalidResetLink } from '@/components/account/invalid-reset-link';
import { ResetForm } from '@/components/account/reset-form';
import type { Locale } from '@/lib/i18n/routing';
import { guardAuthPage } from '@/server/bff/guards';

type Props = { params: Promise<{ locale: Locale; token: string }> };

/** Reset tokens are 43 URL-safe characters (256 bits); anything else cannot be one. */
const TOKEN_SHAPE = /^[\w-]{20,200}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'reset' });
  // The token must not leak through the Referer of anything this page loads.
  return { title: t('metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

// GET /reset-password/{token} — set a new password, or the invalid-link screen
export default async function ResetPasswordPage({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  await guardAuthPage(locale);
  const t = await getTranslations('reset');
  const valid = TOKEN_SHAPE.test(token);
  return (
    <AuthCard
      title={valid ? t('title') : t('invalidTitle')}
      subtitle={valid ? t('subtitle') : undefined}
    >
      {valid ? <ResetForm token={token} /> : <InvalidResetLink withTitle={false} />}
    </AuthCard>
  );
}
