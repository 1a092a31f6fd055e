import {
  BadgeCheck,
  Bell,
  Download,
  Globe2,
  Languages,
  LineChart,
  ListChecks,
  ShieldCheck,
  Store,
  TicketPercent,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DownloadLink } from '@/components/site/download-link';
import { buttonVariants } from '@/components/ui/button';
import { COUNTRIES } from '@/lib/countries';
import { Link } from '@/components/site/link';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/utils';

/** The countries the home page names: where our shoppers are. */
export const HOME_COUNTRIES = ['eg', 'ae', 'sa', 'qa', 'bh', 'om', 'iq', 'lb', 'ma'] as const;
/** The marketing figures (1000+ stores, 50K+ users, 2M USD+ saved); numbers are not translated. */
const STATS = [
  ['1000+', 'stores'],
  ['50K+', 'users'],
  ['$2M+', 'saved'],
  ['100%', 'free'],
] as const;

export function Section({
  id,
  title,
  subtitle,
  children,
  className,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('defer-render', className)}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={id} className="text-center text-2xl font-extrabold sm:text-3xl">
          {title}
        </h2>
        {subtitle ? (
          <p className="mx-auto mt-2 max-w-2xl text-center text-slate-700">{subtitle}</p>
        ) : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

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
            <Download className="size-5" aria-hidden="true" />
            {t('cta')}
          </DownloadLink>
          <Link
            href="/shops"
            prefetch={false}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            <Store className="size-5" aria-hidden="true" />
            {t('browse')}
          </Link>
        </div>
      </div>
    </section>
  );
}

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

function Cards({ items }: { items: { icon: ReactNode; title: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.title}
          className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <span className="bg-brand-50 text-brand-800 flex size-11 items-center justify-center rounded-xl">
            {item.icon}
          </span>
          <h3 className="text-lg font-bold">{item.title}</h3>
          <p className="text-sm text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

type LucideIcon = typeof Bell;

/** A titled grid of icon cards whose texts live under `{namespace}.{key}.title|text`. */
async function IconCardSection({
  locale,
  namespace,
  cards,
  subtitle = false,
  className,
}: {
  locale: Locale;
  namespace: 'features' | 'benefits';
  cards: [key: string, Icon: LucideIcon][];
  subtitle?: boolean;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'home' });
  return (
    <Section
      id={namespace}
      title={t(`${namespace}.title`)}
      subtitle={subtitle ? t(`${namespace}.subtitle`) : undefined}
      className={className}
    >
      <Cards
        items={cards.map(([key, Icon]) => ({
          icon: <Icon className="size-6" aria-hidden="true" />,
          title: t(`${namespace}.${key}.title`),
          text: t(`${namespace}.${key}.text`),
        }))}
      />
    </Section>
  );
}

export function Features({ locale }: { locale: Locale }) {
  return (
    <IconCardSection
      locale={locale}
      namespace="features"
      subtitle
      cards={[
        ['coupons', TicketPercent],
        ['history', LineChart],
        ['alerts', Bell],
        ['tracking', ListChecks],
      ]}
    />
  );
}

export async function HowItWorks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.how' });
  return (
    <Section id="how" title={t('title')} className="bg-white">
      <ol className="grid gap-6 sm:grid-cols-3">
        {(['step1', 'step2', 'step3'] as const).map((step, i) => (
          <li key={step} className="flex flex-col items-center gap-2 text-center">
            <span
              className="bg-brand-700 flex size-12 items-center justify-center rounded-full text-xl font-extrabold text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <h3 className="text-lg font-bold">{t(`${step}.title`)}</h3>
            <p className="max-w-xs text-sm text-slate-700">{t(`${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function Benefits({ locale }: { locale: Locale }) {
  return (
    <IconCardSection
      locale={locale}
      namespace="benefits"
      cards={[
        ['local', Globe2],
        ['verified', BadgeCheck],
        ['private', ShieldCheck],
        ['bilingual', Languages],
      ]}
    />
  );
}

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

export const FAQ_KEYS = ['free', 'how', 'stores', 'browsers', 'data', 'alerts'] as const;

export async function InstallGuide({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  return (
    <Section id="install" title={t('install.title')}>
      <ol className="mx-auto flex max-w-3xl flex-col gap-3">
        {(['step1', 'step2', 'step3'] as const).map((step, i) => (
          <li
            key={step}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <span
              className="bg-brand-50 text-brand-800 flex size-8 shrink-0 items-center justify-center rounded-full font-bold"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <p className="text-slate-800">{t(`install.${step}`)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex justify-center">
        <DownloadLink location="install" className={buttonVariants({ size: 'lg' })}>
          <Download className="size-5" aria-hidden="true" />
          {t('hero.cta')}
        </DownloadLink>
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
          <Download className="size-5" aria-hidden="true" />
          {t('cta')}
        </DownloadLink>
      </div>
    </section>
  );
}
