import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'testPage' });
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false } };
}

// GET /test — a placeholder greeting, nothing more
export default async function TestPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('testPage');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('greeting')}</h1>
      <p className="text-slate-700">{t('body')}</p>
    </div>
  );
}
