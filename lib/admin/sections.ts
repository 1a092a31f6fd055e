import type { AdminSection } from '@/lib/auth/permissions';

/**
 * The back-office sections in sidebar order. `permission` is the section whose `view_` string
 * shows the entry and opens the route; `null` means every staff member (hasAccess) sees it.
 * `sidebar: false` keeps a page out of the sidebar, which lists sections only (the rule:
 * dashboard, welcome, media and campaigns, then every section a `view_` permission opens): the
 * activity log is reached from the user menu, the welcome page and the command palette.
 */
export const ADMIN_NAV = [
  { key: 'dashboard', href: '/admin', permission: null },
  { key: 'welcome', href: '/admin/welcome', permission: null },
  { key: 'user', href: '/admin/user', permission: 'user' },
  { key: 'shop', href: '/admin/shop', permission: 'shop' },
  { key: 'coupon', href: '/admin/coupon', permission: 'coupon' },
  { key: 'category', href: '/admin/category', permission: 'category' },
  { key: 'provider', href: '/admin/provider', permission: 'provider' },
  { key: 'activity', href: '/admin/activity', permission: null, sidebar: false },
  { key: 'media', href: '/admin/media', permission: null },
  { key: 'campaigns', href: '/admin/campaigns', permission: null },
  { key: 'ads', href: '/admin/ads', permission: 'ads' },
  { key: 'shortner', href: '/admin/shortner', permission: 'shortner' },
  { key: 'cartarm', href: '/admin/cartarm', permission: 'cartarm' },
  { key: 'product', href: '/admin/product', permission: 'product' },
  { key: 'uninstall', href: '/admin/uninstall', permission: 'uninstall' },
] as const satisfies readonly {
  key: string;
  href: string;
  permission: AdminSection | null;
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
