'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  ADMIN_LANG_COOKIE,
  ADMIN_SIDEBAR_COOKIE,
  adminCookie,
  adminLocaleOf,
} from '@/lib/admin/locale';
import { directionOf, type Locale } from '@/lib/i18n/routing';

/** The admin's preferences, kept in local storage under `d-app` (direction, theme, language, sidebar, view mode). */
export interface AdminPrefs {
  direction: 'ltr' | 'rtl';
  theme: 'light' | 'dark' | 'system';
  language: Locale;
  isSidebarCollapsed: boolean;
  isLoading: boolean;
  pageTitle: string;
  viewMode: 'hybrid' | 'table' | 'cards';
}

export const ADMIN_PREFS_KEY = 'd-app';

export const DEFAULT_ADMIN_PREFS: AdminPrefs = {
  direction: 'ltr',
  theme: 'dark',
  language: 'en',
  isSidebarCollapsed: false,
  isLoading: false,
  pageTitle: '',
  viewMode: 'hybrid',
};

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * The stored preferences with defaults for anything missing or wrong: a hand-edited value,
 * broken JSON or an older shape never breaks the admin.
 */
export function parseAdminPrefs(raw: string | null | undefined): AdminPrefs {
  let stored: Record<string, unknown> = {};
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      stored = value as Record<string, unknown>;
    }
  } catch {
    // broken JSON: defaults
  }
  const d = DEFAULT_ADMIN_PREFS;
  const language = adminLocaleOf(typeof stored.language === 'string' ? stored.language : null);
  return {
    language,
    // The direction follows the language; a stored one that disagrees is ignored.
    direction: directionOf(language),
    theme: oneOf(stored.theme, ['light', 'dark', 'system'], d.theme),
    isSidebarCollapsed:
      typeof stored.isSidebarCollapsed === 'boolean'
        ? stored.isSidebarCollapsed
        : d.isSidebarCollapsed,
    isLoading: typeof stored.isLoading === 'boolean' ? stored.isLoading : d.isLoading,
    pageTitle: typeof stored.pageTitle === 'string' ? stored.pageTitle : d.pageTitle,
    viewMode: oneOf(stored.viewMode, ['hybrid', 'table', 'cards'], d.viewMode),
  };
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_PREFS_KEY);
  } catch {
    return null;
  }
}

// One snapshot per stored string, so useSyncExternalStore sees a stable value between changes.
let cachedRaw: string | null | undefined;
let cachedPrefs: AdminPrefs = DEFAULT_ADMIN_PREFS;
const listeners = new Set<() => void>();

/** The current preferences (defaults on the server and when storage is blocked). */
export function readAdminPrefs(): AdminPrefs {
  if (typeof window === 'undefined') return DEFAULT_ADMIN_PREFS;
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedPrefs = parseAdminPrefs(raw);
  }
  return cachedPrefs;
}

/**
 * Saves a change. The language is mirrored into the cookie `safqa_admin_lang` and the sidebar
 * state into `safqa_admin_sidebar`, so the server renders `lang`, `dir` and the sidebar width
 * of the next page load without a jump.
 */
export function writeAdminPrefs(change: Partial<AdminPrefs>): AdminPrefs {
  const next = { ...readAdminPrefs(), ...change };
  if (change.language) next.direction = directionOf(next.language);
  try {
    window.localStorage.setItem(ADMIN_PREFS_KEY, JSON.stringify(next));
  } catch {
    // storage blocked (private mode): the cookies below still carry what the server needs
  }
  if (change.language) document.cookie = adminCookie(ADMIN_LANG_COOKIE, next.language);
  if (change.isSidebarCollapsed !== undefined) {
    document.cookie = adminCookie(ADMIN_SIDEBAR_COOKIE, next.isSidebarCollapsed ? '1' : '0');
  }
  cachedRaw = undefined;
  listeners.forEach((notify) => notify());
  return next;
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ADMIN_PREFS_KEY) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

/** `[prefs, update]`: the `d-app` preferences, shared by every component and tab. */
export function useAdminPrefs(): [AdminPrefs, (change: Partial<AdminPrefs>) => void] {
  const prefs = useSyncExternalStore(subscribe, readAdminPrefs, () => DEFAULT_ADMIN_PREFS);
  const update = useCallback((change: Partial<AdminPrefs>) => {
    writeAdminPrefs(change);
  }, []);
  return [prefs, update];
}
