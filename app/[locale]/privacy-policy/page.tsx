import type { Metadata } from 'next';
import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PRIVACY_EMAIL } from '@/lib/contact';
import type { Locale } from '@/lib/i18n/routing';
import { alternatesFor } from '@/lib/site/urls';
import { serverEnv } from '@/server/env';

type Props = { params: Promise<{ locale: Locale }> };

/** Bump when the text of the policy changes. */
const UPDATED = new Date('2026-11-23T00:00:00Z');

/** A message key under `privacy`, checked against the catalogue like any literal key. */
type PrivacyKey = MessageKeys<Messages['privacy'], NestedKeyOf<Messages['privacy']>>;

/** The policy's sections in order, with the keys of their paragraphs and list items. */
const SECTIONS: readonly {
  id: keyof Messages['privacy']['sections'];
  paragraphs: readonly PrivacyKey[];
  items?: readonly PrivacyKey[];
}[] = [
  {
    id: 'intro',
    paragraphs: ['sections.intro.p1'],
  },
  {
    id: 'collect',
    paragraphs: ['sections.collect.p1'],
    items: [
      'sections.collect.items.account',
      'sections.collect.items.oauth',
      'sections.collect.items.extension',
      'sections.collect.items.products',
      'sections.collect.items.analytics',
      'sections.collect.items.support',
    ],
  },
  {
    id: 'use',
    paragraphs: ['sections.use.p1'],
    items: [
      'sections.use.items.service',
      'sections.use.items.account',
      'sections.use.items.improve',
      'sections.use.items.messages',
    ],
  },
  {
    id: 'cookies',
    paragraphs: ['sections.cookies.p1', 'sections.cookies.p2'],
  },
  {
    id: 'sharing',
    paragraphs: ['sections.sharing.p1'],
    items: [
      'sections.sharing.items.providers',
      'sections.sharing.items.law',
      'sections.sharing.items.consent',
    ],
  },
  {
    id: 'retention',
    paragraphs: ['sections.retention.p1', 'sections.retention.p2'],
  },
  {
    id: 'rights',
    paragraphs: [],
    items: [
      'sections.rights.items.access',
      'sections.rights.items.delete',
      'sections.rights.items.copy',
      'sections.rights.items.uninstall',
    ],
  },
  {
    id: 'security',
    paragraphs: ['sections.security.p1'],
  },
  {
    id: 'children',
    paragraphs: ['sections.children.p1'],
  },
  {
    id: 'changes',
    paragraphs: ['sections.changes.p1'],
  },
  {
    id: 'contact',
    paragraphs: ['sections.contact.p1'],
  },
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'privacy' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: alternatesFor(serverEnv().APP_URL, locale, () => '/privacy-policy'),
  };
}

// GET /privacy-policy and /en/privacy-policy — what the extension, app and site collect, and why
export default async function PrivacyPolicyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('privacy');
  const format = await getFormatter();
  const bold = (chunks: ReactNode) => (
    <strong className="font-bold text-slate-900">{chunks}</strong>
  );

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:py-16">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="text-sm text-slate-600">
          {t('updated', {
            date: format.dateTime(UPDATED, { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </p>
        <p className="border-brand-100 bg-brand-50 rounded-xl border p-4 text-slate-800">
          {t('summary')}
        </p>
      </header>

      <nav
        aria-labelledby="privacy-toc"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="privacy-toc" className="mb-2 font-bold text-slate-900">
          {t('toc')}
        </h2>
        <ol className="grid list-decimal gap-x-6 ps-6 text-slate-800 sm:grid-cols-2">
          {SECTIONS.map(({ id }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="text-brand-700 inline-flex min-h-11 items-center underline-offset-4 hover:underline"
              >
                {t(`sections.${id}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {SECTIONS.map(({ id, paragraphs, items }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
          <h2 id={`${id}-title`} className="mb-3 text-xl font-bold text-slate-900">
            {t(`sections.${id}.title`)}
          </h2>
          <div className="flex flex-col gap-3 leading-relaxed text-slate-700">
            {paragraphs.map((p) => (
              <p key={p}>{t(p)}</p>
            ))}
            {items ? (
              <ul className="flex list-disc flex-col gap-2 ps-6">
                {items.map((item) => (
                  <li key={item}>{t.rich(item, { b: bold })}</li>
                ))}
              </ul>
            ) : null}
            {id === 'contact' ? (
              <p>
                <a
                  href={`mailto:${PRIVACY_EMAIL}`}
                  dir="ltr"
                  className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                >
                  {PRIVACY_EMAIL}
                </a>
              </p>
            ) : null}
          </div>
        </section>
      ))}
    </article>
  );
}
