'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { ADMIN_NAV, canSee, type AdminNavKey } from '@/lib/admin/sections';
import { cn } from '@/lib/utils';
import { IntentLink } from './intent-link';
import { NAV_ICONS } from './nav-icons';

/** The sidebar entries a staff member may open, in sidebar order. */
export function visibleNav(permissions: readonly string[]) {
  return ADMIN_NAV.filter((entry) => canSee(permissions, entry.permission));
}

/**
 * The section links. Collapsed: icons only, each named by a tooltip (and for screen readers by
 * its hidden label). `onNavigate` closes the mobile sheet.
 */
export function SidebarNav({
  permissions,
  active,
  collapsed,
  onNavigate,
}: {
  permissions: readonly string[];
  active: AdminNavKey | undefined;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const t = useTranslations('admin.nav');
  const rtl = useLocale() === 'ar';
  return (
    <ul className="flex flex-col gap-1">
      {visibleNav(permissions)
        .filter((entry) => !('sidebar' in entry) || entry.sidebar !== false)
        .map((entry) => {
          const Icon = NAV_ICONS[entry.key];
          const current = entry.key === active;
          const link = (
            <IntentLink
              href={entry.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-sidebar-ring flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-2',
                current && 'bg-sidebar-accent text-sidebar-accent-foreground font-semibold',
                collapsed && 'justify-center px-0',
              )}
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className={cn('truncate', collapsed && 'sr-only')}>{t(entry.key)}</span>
            </IntentLink>
          );
          return (
            <li key={entry.key}>
              {collapsed ? (
                <Tooltip>
                  <TooltipTrigger asChild>{link}</TooltipTrigger>
                  <TooltipContent side={rtl ? 'left' : 'right'}>{t(entry.key)}</TooltipContent>
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
    </ul>
  );
}
