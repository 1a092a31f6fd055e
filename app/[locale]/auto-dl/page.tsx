import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { AutoDownload } from '@/components/site/auto-download';
import { downloadLinkFor } from '@/lib/downloads';
import type { Locale } from '@/lib/i18n/routing';

// Chooses by the visitor's User-Agent: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'autoDl' });
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false } };
}

// GET /auto-dl — straight on to the download for this device (lib/downloads.ts rules), chosen from the
// User-Agent on the server: a 200 page with "redirecting", a meta refresh and a visible link.
export default async function AutoDownloadPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('autoDl');
  const tc = await getTranslations('common');
  const { href } = downloadLinkFor((await headers()).get('user-agent'));

  return (
    <AutoDownload
      href={href}
      appName={tc('appName')}
      title={t('redirecting')}
      body={t('body')}
      fallback={t('fallback')}
    />
  );
}
