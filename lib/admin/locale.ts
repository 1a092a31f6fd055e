import { isLocale, type Locale } from '@/lib/i18n/routing';

/**
 * The back-office's language is the admin's own preference, not the path: `d-app.language` in
 * local storage, mirrored into this cookie so the server renders `lang`, `dir` and the messages
 * of the first paint. English unless the cookie says otherwise.
 */
export const ADMIN_LANG_COOKIE = 'safqa_admin_lang';
const ADMIN_DEFAULT_LOCALE: Locale = 'en';
/** Mirrors `d-app.isSidebarCollapsed`, so the server renders the sidebar at its width. */
export const ADMIN_SIDEBAR_COOKIE = 'safqa_admin_sidebar';
/** One year: a preference, not a session. */
export const ADMIN_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The admin language a cookie value names (anything unknown → English). */
export function adminLocaleOf(cookie: string | null | undefined): Locale {
  return isLocale(cookie) ? cookie : ADMIN_DEFAULT_LOCALE;
}

/** `/admin` and everything below it (not `/administrator`). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * `/en/admin…` and `/ar/admin…` (what a locale-prefixed link to the admin looks like): the admin
 * is not under a locale, so such an address moves to `/admin…` and its prefix becomes the
 * admin's language. Null for any other path.
 */
export function localizedAdminRedirect(pathname: string): { path: string; locale: Locale } | null {
  const match = /^\/(ar|en)(\/admin(?:\/.*)?)$/.exec(pathname);
  if (!match || !isLocale(match[1])) return null;
  return { path: match[2]!, locale: match[1] };
}

/** `document.cookie` assignment for an admin preference cookie (readable by the server). */
export function adminCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ADMIN_COOKIE_MAX_AGE}; SameSite=Lax`;
}
