// The home page's questions and answers (a native <details> accordion) and the closing call to action.
import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import { DownloadLink } from '@/components/site/download-link';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/routing';
import { Section } from './section';

export const FAQ_KEYS = ['free', 'how', 'stores', 'browsers', 'data', 'alerts'] as const;

export async function Faq({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.faq' });
  return (
    <Section id="faq" title={t('title')} className="bg-white">
      <div className="mx-auto flex max-w-3xl flex-col gap-2">
        {FAQ_KEYS.map((k) => (
          <details
            key={k}
            className="group rounded-xl border border-slate-200 bg-slate-50 open:bg-white"
          >
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-bold [&::-webkit-details-marker]:hidden">
              {t(`${k}.q`)}
              <span
                aria-hidden="true"
                className="text-brand-700 text-xl transition group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="px-4 pb-4 text-slate-700">{t(`${k}.a`)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

export async function FinalCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.final' });
  return (
    <section aria-labelledby="final-cta" className="defer-render px-4 pb-4">
      <div className="bg-brand-900 mx-auto flex max-w-6xl flex-col items-center gap-4 rounded-3xl px-6 py-12 text-center text-white">
        <h2 id="final-cta" className="text-2xl font-extrabold sm:text-3xl">
          {t('title')}
        </h2>
        <p className="max-w-xl text-white/90">{t('text')}</p>
        <DownloadLink
          location="final"
          className={buttonVariants({ variant: 'outline', size: 'lg' })}
        >
          <Icon name="download" className="size-5" />
          {t('cta')}
        </DownloadLink>
      </div>
    </section>
  );
}
