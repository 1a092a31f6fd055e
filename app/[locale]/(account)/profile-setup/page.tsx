import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { ProfileForm } from '@/components/account/profile-form';
import { isCountryCode } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/routing';
import { guardSetupPage } from '@/server/bff/guards';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'profileSetup' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// GET /profile-setup — names, sex, birth date, country; what the account already has is filled in
export default async function ProfileSetupPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await guardSetupPage(locale, '/profile-setup');
  const t = await getTranslations('profileSetup');
  // A provider may have given the names already (Apple sends them once, with the first sign-in).
  const initial = {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    sex: user.sex ?? '',
    birthDate: user.birthDate?.slice(0, 10) ?? '',
    country: isCountryCode(user.country) ? user.country : '',
  };
  const today = new Date().toISOString().slice(0, 10);
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <ProfileForm initial={initial} today={today} />
    </AuthCard>
  );
}
