'use client';

import { ChevronRight, Menu, PanelLeftClose, PanelLeftOpen, Search } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { navEntryOf, type AdminNavKey } from '@/lib/admin/sections';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/utils';
import { CommandPalette } from './command-palette';
import { LanguageMenu, ThemeMenu, UserMenu, type ShellUser } from './header-menus';
import { PermissionsProvider } from './permissions';
import { SidebarNav } from './sidebar-nav';
import { useAdminPrefs, writeAdminPrefs } from './use-admin-prefs';

/** `⌘K` on Apple devices, `Ctrl K` elsewhere (the server renders `Ctrl K`). */
function useShortcutLabel() {
  return useSyncExternalStore(
    noSubscription,
    () => (/mac|iphone|ipad/i.test(navigator.userAgent) ? '⌘K' : 'Ctrl K'),
    () => 'Ctrl K',
  );
}
const noSubscription = () => () => {};

/** The section a path is in; an unknown path under /admin is in none (not the dashboard). */
export function shellEntryOf(pathname: string) {
  const entry = navEntryOf(pathname);
  return entry?.key === 'dashboard' && pathname.replace(/\/+$/, '') !== '/admin'
    ? undefined
    : entry;
}

/**
 * The back-office frame: a sidebar (16rem, or 4rem of icons when collapsed; a sheet from the
 * start edge below `md`), a 4rem header (menu / collapse, title and breadcrumb, search,
 * language, theme, user menu) and the page. `initialCollapsed` comes from the sidebar cookie,
 * so the server renders the width the admin left it at.
 */
export function AdminShell({
  user,
  permissions,
  locale,
  initialCollapsed,
  children,
}: {
  user: ShellUser;
  permissions: string[];
  locale: Locale;
  initialCollapsed: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('admin.shell');
  const tn = useTranslations('admin.nav');
  const pathname = usePathname();
  const entry = shellEntryOf(pathname);
  const title = entry ? tn(entry.key) : t('admin');
  const [prefs] = useAdminPrefs();
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);

  // The server rendered this language (from the cookie): keep d-app in step with it.
  useEffect(() => {
    if (prefs.language !== locale) writeAdminPrefs({ language: locale });
  }, [prefs.language, locale]);

  useEffect(() => {
    if (prefs.pageTitle !== title) writeAdminPrefs({ pageTitle: title });
  }, [prefs.pageTitle, title]);

  const toggleCollapsed = () => {
    setCollapsed(!collapsed);
    writeAdminPrefs({ isSidebarCollapsed: !collapsed });
  };

  return (
    <PermissionsProvider permissions={permissions}>
      <a
        href="#admin-main"
        className="focus:bg-background sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <div className="flex min-h-svh">
        <DesktopSidebar permissions={permissions} active={entry?.key} collapsed={collapsed} />

        <MobileNav
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          permissions={permissions}
          active={entry?.key}
        />

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="bg-background/95 sticky top-0 z-30 flex h-16 shrink-0 items-center gap-1 border-b px-2 sm:gap-2 md:px-4">
            <Button
              variant="ghost"
              size="icon"
              className="size-9 shrink-0 md:hidden"
              aria-label={t('openMenu')}
              aria-expanded={sheetOpen}
              onClick={() => setSheetOpen(true)}
            >
              <Menu className="size-5" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="hidden size-9 shrink-0 md:inline-flex"
              aria-label={collapsed ? t('expandSidebar') : t('collapseSidebar')}
              aria-expanded={!collapsed}
              onClick={toggleCollapsed}
            >
              {collapsed ? (
                <PanelLeftOpen className="size-5 rtl:rotate-180" aria-hidden="true" />
              ) : (
                <PanelLeftClose className="size-5 rtl:rotate-180" aria-hidden="true" />
              )}
            </Button>

            <PageTitle title={title} />

            <SearchButtons onOpen={() => setPaletteOpen(true)} />
            <LanguageMenu />
            <ThemeMenu />
            <UserMenu user={user} />
          </header>

          <main id="admin-main" className="min-w-0 flex-1 p-4 md:p-6">
            {children}
          </main>
        </div>
      </div>
      <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} permissions={permissions} />
    </PermissionsProvider>
  );
}

/** The sidebar from `md` up: the logo, then the sections (icons only when collapsed). */
function DesktopSidebar({
  permissions,
  active,
  collapsed,
}: {
  permissions: string[];
  active: AdminNavKey | undefined;
  collapsed: boolean;
}) {
  const t = useTranslations('admin.shell');
  return (
    <aside
      data-collapsed={collapsed}
      className={cn(
        'bg-sidebar text-sidebar-foreground border-sidebar-border sticky top-0 hidden h-svh shrink-0 flex-col border-e transition-[width] duration-200 md:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div
        className={cn(
          'border-sidebar-border flex h-16 shrink-0 items-center border-b',
          collapsed ? 'justify-center' : 'px-4',
        )}
      >
        <Link
          href="/admin"
          className="focus-visible:ring-sidebar-ring rounded-md outline-none focus-visible:ring-2"
        >
          <Logo
            name={t('appName')}
            withName={!collapsed}
            color="text-sidebar-foreground"
            className="[&>span]:text-lg"
          />
        </Link>
      </div>
      <nav aria-label={t('navigation')} className="flex-1 overflow-y-auto p-3">
        <SidebarNav permissions={permissions} active={active} collapsed={collapsed} />
      </nav>
    </aside>
  );
}

/** Below `md`: the sections in a sheet from the start edge, closed by any navigation. */
function MobileNav({
  open,
  onOpenChange,
  permissions,
  active,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  permissions: string[];
  active: AdminNavKey | undefined;
}) {
  const t = useTranslations('admin.shell');
  const tc = useTranslations('admin.common');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="start"
        closeLabel={tc('close')}
        className="bg-sidebar text-sidebar-foreground w-72 gap-0 p-0 md:hidden"
      >
        <div className="border-sidebar-border flex h-16 shrink-0 items-center border-b px-4">
          <SheetTitle asChild>
            <Link href="/admin" onClick={() => onOpenChange(false)}>
              <Logo
                name={t('appName')}
                color="text-sidebar-foreground"
                className="[&>span]:text-lg"
              />
            </Link>
          </SheetTitle>
          <SheetDescription className="sr-only">{t('navigation')}</SheetDescription>
        </div>
        <nav aria-label={t('navigation')} className="flex-1 overflow-y-auto p-3">
          <SidebarNav
            permissions={permissions}
            active={active}
            collapsed={false}
            onNavigate={() => onOpenChange(false)}
          />
        </nav>
      </SheetContent>
    </Sheet>
  );
}

/** The page's title under its breadcrumb (Admin › title). */
function PageTitle({ title }: { title: string }) {
  const t = useTranslations('admin.shell');
  return (
    <div className="flex min-w-0 flex-1 flex-col justify-center px-1">
      <nav aria-label={t('breadcrumb')} className="hidden sm:block">
        <ol className="text-muted-foreground flex items-center gap-1 text-xs">
          <li>
            <Link href="/admin" className="hover:text-foreground hover:underline">
              {t('admin')}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3 rtl:rotate-180" />
          </li>
          <li aria-current="page" className="truncate">
            {title}
          </li>
        </ol>
      </nav>
      <p className="truncate text-base leading-tight font-semibold">{title}</p>
    </div>
  );
}

/** The search box look-alike (a plain icon on small screens) that opens the command palette. */
function SearchButtons({ onOpen }: { onOpen: () => void }) {
  const tp = useTranslations('admin.palette');
  const shortcut = useShortcutLabel();
  return (
    <>
      <Button
        variant="outline"
        className="text-muted-foreground hidden h-9 w-56 justify-start gap-2 px-3 font-normal lg:inline-flex"
        onClick={onOpen}
      >
        <Search className="size-4" aria-hidden="true" />
        <span className="flex-1 text-start">{tp('open')}</span>
        <kbd className="bg-muted text-muted-foreground pointer-events-none rounded border px-1.5 font-mono text-[10px]">
          {shortcut}
        </kbd>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 shrink-0 lg:hidden"
        aria-label={tp('open')}
        onClick={onOpen}
      >
        <Search className="size-5" aria-hidden="true" />
      </Button>
    </>
  );
}
