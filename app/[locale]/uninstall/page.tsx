import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageMessages } from '@/components/site/page-messages';
import { UninstallForm } from '@/components/site/uninstall-form';
import { UNINSTALL_NAMESPACES } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'uninstall' });
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false } };
}

// GET /uninstall and /en/uninstall — why the extension was removed: one of four reasons and
// optional text. /uninstall is our choice of path, and the extension's uninstall URL points here.
export default async function UninstallPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('uninstall');

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-10 sm:py-16">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-extrabold text-slate-900">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </header>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PageMessages locale={locale} namespaces={UNINSTALL_NAMESPACES}>
          <UninstallForm />
        </PageMessages>
      </div>
    </div>
  );
}
