import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AdminProviders } from '@/components/admin/shell/admin-providers';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { ADMIN_SIDEBAR_COOKIE } from '@/lib/admin/locale';
import { directionOf } from '@/lib/i18n/routing';
import { adminLocale, guardAdminLayout } from '@/server/bff/admin-guard';
import { cairo, inter } from '../site-fonts';
import '../globals.css';

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0a0a0a' },
  ],
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.shell');
  return {
    title: { default: t('appName'), template: `%s · ${t('appName')}` },
    robots: { index: false, follow: false },
    icons: { icon: { url: '/icon-48.png', sizes: '48x48' }, apple: '/apple-touch-icon.png' },
  };
}

/**
 * The back-office's own root layout (outside the public site's locales). Its language is the
 * admin's preference (cookie `safqa_admin_lang`, which proxy.ts also hands to next-intl). It
 * turns away anyone who is not signed-in staff; each page then checks its own section with
 * guardAdminPage (the layout does not re-render between pages).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const access = await guardAdminLayout();
  const locale = await adminLocale();
  const dir = directionOf(locale);
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const collapsed = (await cookies()).get(ADMIN_SIDEBAR_COOKIE)?.value === '1';
  const { admin, errors, validation, fieldErrors } = await getMessages({ locale });

  return (
    <html
      lang={locale}
      dir={dir}
      className={`${cairo.variable} ${inter.variable}`}
      suppressHydrationWarning
    >
      <body data-admin="" className="bg-background text-foreground min-h-svh antialiased">
        <NextIntlClientProvider
          locale={locale}
          messages={{ admin, errors, validation, fieldErrors }}
        >
          <AdminProviders dir={dir} nonce={nonce}>
            <AdminShell
              user={{
                firstName: access.user.firstName,
                lastName: access.user.lastName,
                email: access.user.email,
              }}
              permissions={access.permissions}
              locale={locale}
              initialCollapsed={collapsed}
            >
              {children}
            </AdminShell>
          </AdminProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
