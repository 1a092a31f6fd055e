import type { AdminSection } from '@/lib/auth/permissions';

/**
 * The back-office sections in sidebar order. `permission` is the section whose `view_` string
 * shows the entry and opens the route; `null` means every staff member (hasAccess) sees it.
 * `ready: false` routes show the "coming in this section" empty state until their work lands.
 * `sidebar: false` keeps a page out of the sidebar, which lists sections only (the rule:
 * dashboard, welcome, media and campaigns, then every section a `view_` permission opens): the
 * activity log is reached from the user menu, the welcome page and the command palette.
 */
export const ADMIN_NAV = [
  { key: 'dashboard', href: '/admin', permission: null, ready: true },
  { key: 'welcome', href: '/admin/welcome', permission: null, ready: true },
  { key: 'user', href: '/admin/user', permission: 'user', ready: true },
  { key: 'shop', href: '/admin/shop', permission: 'shop', ready: true },
  { key: 'coupon', href: '/admin/coupon', permission: 'coupon', ready: true },
  { key: 'category', href: '/admin/category', permission: 'category', ready: true },
  { key: 'provider', href: '/admin/provider', permission: 'provider', ready: true },
  { key: 'activity', href: '/admin/activity', permission: null, ready: true, sidebar: false },
  { key: 'media', href: '/admin/media', permission: null, ready: true },
  { key: 'campaigns', href: '/admin/campaigns', permission: null, ready: true },
  { key: 'ads', href: '/admin/ads', permission: 'ads', ready: true },
  { key: 'shortner', href: '/admin/shortner', permission: 'shortner', ready: true },
  { key: 'cartarm', href: '/admin/cartarm', permission: 'cartarm', ready: true },
  { key: 'product', href: '/admin/product', permission: 'product', ready: true },
  { key: 'uninstall', href: '/admin/uninstall', permission: 'uninstall', ready: true },
] as const satisfies readonly {
  key: string;
  href: string;
  permission: AdminSection | null;
  ready: boolean;
  sidebar?: boolean;
}[];

export type AdminNavKey = (typeof ADMIN_NAV)[number]['key'];

/** Whether `permissions` open a section (the rule: some permission contains `view_<section>`). */
export function canSee(permissions: readonly string[], section: AdminSection | null): boolean {
  return section === null || permissions.some((p) => p.includes(`view_${section}`));
}

/** The nav entry a path belongs to (`/admin/shop?x` → shop), or undefined outside the admin. */
export function navEntryOf(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return [...ADMIN_NAV]
    .sort((a, b) => b.href.length - a.href.length)
    .find((e) => path === e.href || path.startsWith(`${e.href}/`));
}
