'use client';

import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button-variants';
import { DownloadLink } from '@/components/site/download-link';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { AccountLink } from './account-link';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { LogoutItem } from './logout-item';
import { ScrollShadow } from './scroll-shadow';

/** The navbar's texts in the page's language (navbar.tsx makes them on the server). */
export interface NavbarTexts {
  appName: string;
  mainNavigation: string;
  home: string;
  stores: string;
  new: string;
  blog: string;
  downloadApp: string;
  downloadFree: string;
  login: string;
  myAccount: string;
  logout: string;
  openMenu: string;
  /** The language switcher's label ("English" on an Arabic page). */
  switchTo: string;
}

/**
 * The navbar's markup (see navbar.tsx). A client component so that it is written once, in this
 * file, rather than in every cached page's RSC payload, which carries just its texts; it has no
 * state of its own (its islands keep theirs).
 */
export function NavbarView({ locale, texts }: { locale: Locale; texts: NavbarTexts }) {
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const languagesIcon = <Icon name="languages" className="size-4" />;
  const accountClass = buttonVariants({ variant: 'outline' });
  const accountLabels = { signedOut: texts.login, signedIn: texts.myAccount };
  // Header links do not prefetch: on every page of a crawl-heavy site that is three extra
  // renders per view, and the JavaScript that schedules them delays the page (TBT).
  const links = (
    <>
      <Link href="/" prefetch={false} className="nav-link">
        {texts.home}
      </Link>
      <Link href="/shops" prefetch={false} className="nav-link inline-flex items-center gap-2">
        {texts.stores}
        <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-amber-950">
          {texts.new}
        </span>
      </Link>
      <a href="https://blog.safqa.app" className="nav-link">
        {texts.blog}
      </a>
      <DownloadLink location="navbar_app" pick="app" className="nav-link">
        {texts.downloadApp}
      </DownloadLink>
    </>
  );
  const logout = (
    <LogoutItem
      locale={locale}
      label={texts.logout}
      className={buttonVariants({ variant: 'ghost' })}
    />
  );

  const download = (size: 'sm' | 'lg') => (
    <DownloadLink
      location="navbar"
      aria-label={texts.downloadFree}
      className={buttonVariants({ size: size === 'lg' ? 'default' : 'sm' })}
    >
      <Icon name="download" className="size-4" />
      <span className={size === 'sm' ? 'hidden min-[400px]:inline' : undefined}>
        {texts.downloadFree}
      </span>
    </DownloadLink>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white transition-shadow data-scrolled:shadow-md">
      <ScrollShadow />
      <nav
        aria-label={texts.mainNavigation}
        className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4"
      >
        <Link href="/" prefetch={false} className="me-auto rounded-lg lg:me-4">
          <Logo name={texts.appName} />
        </Link>
        <div className="hidden items-center gap-1 lg:me-auto lg:flex">{links}</div>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitcher target={other} label={texts.switchTo} icon={languagesIcon} />
          <AccountLink locale={locale} labels={accountLabels} className={accountClass} />
          {logout}
          {download('lg')}
        </div>
        <div className="flex items-center gap-2 lg:hidden">
          {download('sm')}
          <details className="group relative">
            <summary
              className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} list-none [&::-webkit-details-marker]:hidden`}
              aria-label={texts.openMenu}
            >
              <Icon name="menu" className="size-5" />
            </summary>
            <div className="absolute end-0 top-12 flex w-64 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
              {links}
              <LanguageSwitcher target={other} label={texts.switchTo} icon={languagesIcon} />
              <AccountLink locale={locale} labels={accountLabels} className={accountClass} />
              {logout}
            </div>
          </details>
        </div>
      </nav>
    </header>
  );
}
