import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InstalledTour } from '@/components/site/installed-tour';
import { PageMessages } from '@/components/site/page-messages';
import { TOUR_NAMESPACES } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'installed' });
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false } };
}

// GET /installed — the extension opens it after install: a six-step welcome tour
export default async function InstalledPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('installed');

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:py-16">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-extrabold text-slate-900">{t('title')}</h1>
        <p className="text-slate-700">{t('subtitle')}</p>
      </header>
      <PageMessages locale={locale} namespaces={TOUR_NAMESPACES}>
        <InstalledTour />
      </PageMessages>
    </div>
  );
}
