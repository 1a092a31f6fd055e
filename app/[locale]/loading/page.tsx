import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Logo } from '@/components/layout/logo';
import type { Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'loadingPage' });
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false } };
}

// GET /loading — logo, "loading" and three dots (still when the visitor asks for reduced motion)
export default async function LoadingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('loadingPage');
  const tc = await getTranslations('common');
  const dot = 'bg-brand-700 size-2.5 rounded-full motion-safe:animate-bounce';

  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-5 px-4 py-12 text-center"
    >
      <Logo name={tc('appName')} className="scale-125" />
      <h1 className="text-xl font-bold text-slate-900">{t('text')}</h1>
      <span className="flex gap-2" aria-hidden="true">
        <span className={`${dot} [animation-delay:-0.3s]`} />
        <span className={`${dot} [animation-delay:-0.15s]`} />
        <span className={dot} />
      </span>
    </div>
  );
}
