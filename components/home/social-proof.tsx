// Who uses it: testimonials and the countries the home page names.
import { getTranslations } from 'next-intl/server';
import { COUNTRIES } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/routing';
import { Section } from './section';

/** The countries the home page names: where our shoppers are. */
const HOME_COUNTRIES = ['eg', 'ae', 'sa', 'qa', 'bh', 'om', 'iq', 'lb', 'ma'] as const;

export async function Testimonials({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.testimonials' });
  return (
    <Section id="testimonials" title={t('title')} className="bg-white">
      <ul className="grid gap-4 md:grid-cols-3">
        {(['t1', 't2', 't3'] as const).map((k) => (
          <li key={k}>
            <figure className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <blockquote className="flex-1 text-slate-800">“{t(`${k}.quote`)}”</blockquote>
              <figcaption className="text-sm font-semibold text-slate-700">
                {t(`${k}.name`)} · {t(`${k}.place`)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export async function Countries({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.countries' });
  return (
    <Section id="countries" title={t('title')} subtitle={t('subtitle')}>
      <ul className="flex flex-wrap justify-center gap-2">
        {HOME_COUNTRIES.map((code) => (
          <li
            key={code}
            className="rounded-full border border-slate-300 bg-white px-4 py-2 font-semibold"
          >
            {COUNTRIES.find((c) => c.code === code)?.[locale]}
          </li>
        ))}
      </ul>
    </Section>
  );
}
