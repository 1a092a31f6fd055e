import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { ErrorTextsProvider } from '@/components/shell/error-texts';
import { RedirectUriCapture } from '@/components/shell/redirect-uri-capture';
import { ShellReady } from '@/components/shell/shell-ready';
import { SiteIntegrations } from '@/components/site/site-integrations';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { directionOf, routing } from '@/lib/i18n/routing';
import { analyticsSettingsOf, chatSettingsOf } from '@/lib/site/integrations.mjs';
import { serverEnv } from '@/server/env';
import { cairo, inter } from '../site-fonts';
import '../globals.css';

export const viewport: Viewport = { themeColor: '#047857', width: 'device-width', initialScale: 1 };

/**
 * Both languages are rendered on their first request, never at build time (pages read the
 * database, which the build must not open), then served from the shared cache. Nothing here
 * may depend on the request: the same document goes to every visitor.
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale: asked } = await params;
  const locale = hasLocale(routing.locales, asked) ? asked : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return {
    metadataBase: new URL(serverEnv().APP_URL),
    title: { default: t('title'), template: `%s | ${locale === 'ar' ? 'صفقة' : 'Safqa'}` },
    description: t('description'),
    // PNG, not SVG: Chrome builds and lays out a whole document (with font fallback for the
    // glyph) for an SVG favicon, a 15–35 ms main-thread task right after load on every page.
    icons: { icon: { url: '/icon-48.png', sizes: '48x48' }, apple: '/apple-touch-icon.png' },
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const env = serverEnv();
  const t = await getTranslations({ locale, namespace: 'common' });
  const { errorBoundary } = await getMessages({ locale });
  const dir = directionOf(locale);

  return (
    <html lang={locale} dir={dir} className={`${cairo.variable} ${inter.variable}`}>
      <body className="flex min-h-screen flex-col bg-slate-50 text-slate-900 antialiased">
        <ErrorTextsProvider texts={errorBoundary}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
          >
            {t('skipToContent')}
          </a>
          <Navbar locale={locale} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer locale={locale} />
          <LazyToaster dir={dir} />
          <ShellReady />
          <RedirectUriCapture appUrl={env.APP_URL} appSchemes={env.APP_SCHEMES.split(',')} />
          {/* Read where the server runs, not at build time (lib/site/integrations.mjs). */}
          <SiteIntegrations
            analytics={analyticsSettingsOf(process.env)}
            chat={chatSettingsOf(process.env)}
            locale={locale}
            rtl={dir === 'rtl'}
          />
        </ErrorTextsProvider>
      </body>
    </html>
  );
}
