'use client';

import { useCallback, useSyncExternalStore } from 'react';

const DASHBOARD_TABS = ['profile', 'tracking', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const DEFAULT_TAB: DashboardTab = 'profile';
/** history.replaceState fires no event: the hook tells its own subscribers. */
const listeners = new Set<() => void>();
/** Another hash (the skip link's `#main`) keeps the tab; reset when the dashboard goes away. */
let lastTab: DashboardTab = DEFAULT_TAB;

export function isDashboardTab(value: string): value is DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value);
}

function readTab(): DashboardTab {
  const hash = window.location.hash.slice(1);
  if (isDashboardTab(hash)) lastTab = hash;
  return lastTab;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('hashchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('hashchange', listener);
    if (listeners.size === 0) lastTab = DEFAULT_TAB;
  };
}

/**
 * The dashboard's tab kept in the URL hash (`#profile` / `#tracking` / `#settings`): read on load and on
 * `hashchange`, written with history.replaceState (no new history entry, no scroll jump).
 * `select(next)` says whether the tab changed: Radix Tabs asks twice for one click (on mouse
 * down, then on the focus it gives the trigger, before React re-renders), and only the first
 * ask is a change.
 */
export function useHashTab() {
  const tab = useSyncExternalStore(subscribe, readTab, () => DEFAULT_TAB);
  const select = useCallback((next: DashboardTab): boolean => {
    if (readTab() === next) return false;
    const { pathname, search } = window.location;
    window.history.replaceState(null, '', `${pathname}${search}#${next}`);
    listeners.forEach((listener) => listener());
    return true;
  }, []);
  return [tab, select] as const;
}
