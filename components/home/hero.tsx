// The top of the home page: the hero with its calls to action, and the marketing figures.
import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import { DownloadLink } from '@/components/site/download-link';
import { Link } from '@/lib/i18n/link';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/routing';

export async function Hero({ locale, storeCount }: { locale: Locale; storeCount: number }) {
  const t = await getTranslations({ locale, namespace: 'home.hero' });
  return (
    <section className="from-brand-50 bg-gradient-to-b to-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-14 text-center sm:py-20">
        <p className="text-brand-900 rounded-full bg-white px-4 py-1 text-sm font-semibold shadow-sm">
          {t('badge')}
        </p>
        <h1 className="text-brand-900 text-4xl font-extrabold sm:text-5xl">{t('title')}</h1>
        <p className="max-w-2xl text-lg text-slate-700">{t('subtitle', { count: storeCount })}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <DownloadLink location="hero" className={buttonVariants({ size: 'lg' })}>
            <Icon name="download" className="size-5" />
            {t('cta')}
          </DownloadLink>
          <Link
            href="/shops"
            prefetch={false}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            <Icon name="store" className="size-5" />
            {t('browse')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The marketing figures (1000+ stores, 50K+ users, 2M USD+ saved); numbers are not translated. */
const STATS = [
  ['1000+', 'stores'],
  ['50K+', 'users'],
  ['$2M+', 'saved'],
  ['100%', 'free'],
] as const;

export async function Stats({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.stats' });
  return (
    <section aria-labelledby="stats" className="border-y border-slate-200 bg-white">
      <h2 id="stats" className="sr-only">
        {t('title')}
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 text-center sm:grid-cols-4">
        {STATS.map(([value, key]) => (
          <div key={key} className="flex flex-col-reverse">
            <dt className="text-sm text-slate-600">{t(key)}</dt>
            <dd className="text-brand-800 text-3xl font-extrabold" dir="ltr">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
