import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { NavbarView } from './navbar-view';

interface NavbarProps {
  locale: Locale;
}

/**
 * Navbar: logo, links (home, stores, blog, download app), language switcher, login or my account
 * and log out, download free; below 1024 px (phones, tablets) a collapsible menu, since the row
 * does not fit there. The same for every visitor (public pages are cached): the account items
 * and the download links adapt in the browser, and a small island draws the shadow once the
 * page scrolls. Its texts are made here; its markup is NavbarView's.
 */
export async function Navbar({ locale }: NavbarProps) {
  const t = await getTranslations({ locale, namespace: 'navbar' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  const tl = await getTranslations({ locale, namespace: 'language' });
  return (
    <NavbarView
      locale={locale}
      texts={{
        appName: tc('appName'),
        mainNavigation: t('mainNavigation'),
        home: t('home'),
        stores: t('stores'),
        new: tc('new'),
        blog: t('blog'),
        downloadApp: t('download_app'),
        downloadFree: t('download_free'),
        login: t('login'),
        myAccount: t('myAccount'),
        logout: t('logout'),
        openMenu: t('openMenu'),
        switchTo: tl('switchTo'),
      }}
    />
  );
}
