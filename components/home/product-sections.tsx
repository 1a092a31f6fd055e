// What the product does: features, how it works, benefits and the install guide.
import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import { DownloadLink } from '@/components/site/download-link';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/routing';
import { iconCards, IconCardSection, Section } from './section';

export async function Features({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.features' });
  const cards = iconCards(t, [
    ['coupons', 'ticket-percent'],
    ['history', 'chart-line'],
    ['alerts', 'bell'],
    ['tracking', 'list-checks'],
  ]);
  return (
    <IconCardSection id="features" title={t('title')} subtitle={t('subtitle')} cards={cards} />
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

export async function Benefits({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.benefits' });
  const cards = iconCards(t, [
    ['local', 'earth'],
    ['verified', 'badge-check'],
    ['private', 'shield-check'],
    ['bilingual', 'languages'],
  ]);
  return <IconCardSection id="benefits" title={t('title')} cards={cards} />;
}

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
          <Icon name="download" className="size-5" />
          {t('hero.cta')}
        </DownloadLink>
      </div>
    </Section>
  );
}
