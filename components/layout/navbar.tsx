import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { DownloadLink } from '@/components/site/download-link';
import { AccountLink } from './account-link';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { LogoutItem } from './logout-item';
import { ScrollShadow } from './scroll-shadow';

interface NavbarProps {
  locale: Locale;
}

/**
 * Navbar: logo, links (home, stores, blog, download app), language switcher, login or my account
 * and log out, download free; below 1024 px (phones, tablets) a collapsible menu, since the row
 * does not fit there. The same for every visitor (public pages are cached): the account items
 * and the download links adapt in the browser, and a small island draws the shadow once the
 * page scrolls.
 */
export async function Navbar({ locale }: NavbarProps) {
  const t = await getTranslations({ locale, namespace: 'navbar' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  const tl = await getTranslations({ locale, namespace: 'language' });
  const other: Locale = locale === 'ar' ? 'en' : 'ar';

  const languagesIcon = <Icon name="languages" className="size-4" />;
  const accountClass = buttonVariants({ variant: 'outline' });
  const accountLabels = { signedOut: t('login'), signedIn: t('myAccount') };
  // Header links do not prefetch: on every page of a crawl-heavy site that is three extra
  // renders per view, and the JavaScript that schedules them delays the page (TBT).
  const links = (
    <>
      <Link
        href="/"
        prefetch={false}
        className="rounded-lg px-3 py-2 font-semibold text-slate-700 hover:bg-slate-100"
      >
        {t('home')}
      </Link>
      <Link
        href="/shops"
        prefetch={false}
        className="inline-flex items-center gap-2 rounded-lg px-3 py-2 font-semibold text-slate-700 hover:bg-slate-100"
      >
        {t('stores')}
        <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-amber-950">
          {tc('new')}
        </span>
      </Link>
      <a
        href="https://blog.safqa.app"
        className="rounded-lg px-3 py-2 font-semibold text-slate-700 hover:bg-slate-100"
      >
        {t('blog')}
      </a>
      <DownloadLink
        location="navbar_app"
        pick="app"
        className="rounded-lg px-3 py-2 font-semibold text-slate-700 hover:bg-slate-100"
      >
        {t('download_app')}
      </DownloadLink>
    </>
  );
  const logout = (
    <LogoutItem
      locale={locale}
      label={t('logout')}
      className={buttonVariants({ variant: 'ghost' })}
    />
  );

  const download = (size: 'sm' | 'lg') => (
    <DownloadLink
      location="navbar"
      aria-label={t('download_free')}
      className={cn(buttonVariants({ size: size === 'lg' ? 'default' : 'sm' }))}
    >
      <Icon name="download" className="size-4" />
      <span className={size === 'sm' ? 'hidden min-[400px]:inline' : undefined}>
        {t('download_free')}
      </span>
    </DownloadLink>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white transition-shadow data-scrolled:shadow-md">
      <ScrollShadow />
      <nav
        aria-label={t('mainNavigation')}
        className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4"
      >
        <Link href="/" prefetch={false} className="me-auto rounded-lg lg:me-4">
          <Logo name={tc('appName')} />
        </Link>
        <div className="hidden items-center gap-1 lg:me-auto lg:flex">{links}</div>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitcher target={other} label={tl('switchTo')} icon={languagesIcon} />
          <AccountLink locale={locale} labels={accountLabels} className={accountClass} />
          {logout}
          {download('lg')}
        </div>
        <div className="flex items-center gap-2 lg:hidden">
          {download('sm')}
          <details className="group relative">
            <summary
              className={cn(
                buttonVariants({ variant: 'ghost', size: 'icon' }),
                'list-none [&::-webkit-details-marker]:hidden',
              )}
              aria-label={t('openMenu')}
            >
              <Icon name="menu" className="size-5" />
            </summary>
            <div className="absolute end-0 top-12 flex w-64 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
              {links}
              <LanguageSwitcher target={other} label={tl('switchTo')} icon={languagesIcon} />
              <AccountLink locale={locale} labels={accountLabels} className={accountClass} />
              {logout}
            </div>
          </details>
        </div>
      </nav>
    </header>
  );
}
