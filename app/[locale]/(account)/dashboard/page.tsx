import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Dashboard, type DashboardNotice } from '@/components/account/dashboard';
import { MobileShellRedirect } from '@/components/account/mobile-shell-redirect';
import { localizedPath } from '@/lib/site/urls';
import type { Locale } from '@/lib/i18n/routing';
import { guardProtectedPage } from '@/server/bff/guards';

type Query = Record<string, string | string[] | undefined>;

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Query>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** `?a=1&b=2` of the request as it came (empty when there is none). */
function queryString(query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) search.append(key, item);
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

// GET /dashboard — welcome, downloads, account card and settings (change password, delete account)
export default async function DashboardPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const returnTo = `${localizedPath(locale, '/dashboard')}${queryString(query)}`;
  const session = await guardProtectedPage(locale, returnTo);
  const notice: DashboardNotice | undefined =
    query.notice === 'profile-complete' ? 'profile-complete' : undefined;

  return (
    <>
      <MobileShellRedirect />
      <Dashboard initialUser={session.user} notice={notice} />
    </>
  );
}
