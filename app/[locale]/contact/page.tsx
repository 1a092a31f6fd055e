import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CustomerSupport } from '@/components/site/customer-support';
import { SUPPORT_EMAIL, SUPPORT_EMAIL_HREF } from '@/lib/contact';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { alternatesFor } from '@/lib/site/urls';
import { serverEnv } from '@/server/env';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contact' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: alternatesFor(serverEnv().APP_URL, locale, () => '/contact'),
  };
}

// GET /contact and /en/contact — email and WhatsApp buttons, social links, adding a store
export default async function ContactPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('contact');

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:py-16">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-slate-700">{t('intro')}</p>
      </header>

      <CustomerSupport headingLevel={2} />

      <section
        id="add-store"
        aria-labelledby="add-store-title"
        className="flex scroll-mt-20 flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
      >
        <h2 id="add-store-title" className="text-xl font-bold text-slate-900">
          {t('storesTitle')}
        </h2>
        <p className="text-slate-700">{t('storesBody')}</p>
        <a
          href={SUPPORT_EMAIL_HREF}
          dir="ltr"
          className="text-brand-700 inline-flex min-h-11 w-fit items-center font-semibold underline underline-offset-4"
        >
          {SUPPORT_EMAIL}
        </a>
      </section>

      <p className="text-slate-700">
        {t.rich('privacyNote', {
          link: (chunks) => (
            <Link
              href="/privacy-policy"
              className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
