import { isAdminPath } from '@/lib/admin/locale';
import { callerCountry } from '@/lib/countries';
import { locales, type Locale } from '@/lib/i18n/routing';
import { directoryRoute, directoryStateOf } from './directory-route';

/**
 * The public pages served from the shared cache: the same document for every visitor, rendered
 * once and again when an admin write touches them (their cache tags) or their time runs out.
 * Their CSP carries the hashes of their own inline scripts (server/cache/next-cache-handler.mjs),
 * so the proxy gives them no per-request nonce. Every other page (account, search, unknown
 * addresses) is rendered per request under the nonce policy.
 *
 * Paths are without the language prefix. The list must match the routes: a route listed here
 * must read nothing of the request (no cookies, headers or search parameters), and every route
 * that reads nothing of the request must be listed (tests/e2e/csp.spec.ts checks each kind).
 */
const CACHED: RegExp[] = [
  /^\/$/,
  /^\/in\/[a-z]{2}$/,
  /^\/shops$/,
  /^\/shops\/v\/[^/]+\/[^/]+\/[^/]+$/,
  /^\/shop\/[^/]+(\/.*)?$/,
  /^\/product\/[^/]+(\/.*)?$/,
  /^\/campaigns\/[^/]+$/,
  /^\/(privacy-policy|contact|installed|uninstall|loading|test)$/,
];

/** The language and the rest of a page address (`/en/shops` → `en`, `/shops`). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    if (pathname === `/${locale}`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(3) };
  }
  return { locale: 'ar', path: pathname };
}

/**
 * How a page address is served: `cached` or `perRequest`, with the route that renders it when
 * that is not the address itself (`/{locale}…`; the address the visitor sees stays). `/ar…`
 * addresses are left to the language routing (it redirects them to the unprefixed address).
 */
export function pageServing(
  pathname: string,
  search: URLSearchParams,
  header: (name: string) => string | null,
): { kind: 'cached'; route: string } | { kind: 'perRequest'; route?: string } {
  if (pathname === '/ar' || pathname.startsWith('/ar/')) return { kind: 'perRequest' };
  const { locale, path } = splitLocale(pathname);
  if (!CACHED.some((pattern) => pattern.test(path))) return { kind: 'perRequest' };
  if (path === '/') {
    // The home's campaign banner is chosen by the visitor's country (the edge's header).
    const country = callerCountry(header);
    return { kind: 'cached', route: country ? `/${locale}/in/${country}` : `/${locale}` };
  }
  if (path === '/shops') {
    const route = directoryRoute(directoryStateOf((key) => search.get(key)));
    if (route === '/shops/search') return { kind: 'perRequest', route: `/${locale}${route}` };
    return { kind: 'cached', route: `/${locale}${route}` };
  }
  return { kind: 'cached', route: `/${locale}${path}` };
}

/** Paths the locale routing never touches: the API and anything with a file extension. */
export function isPassThrough(pathname: string) {
  return pathname.startsWith('/api/') || pathname === '/api' || /\.[a-z0-9]+$/i.test(pathname);
}

/**
 * How a public page address is served (`pageServing`), or null for what is no public page: the
 * back-office, the API and addresses with a file extension. What the proxy and the Node server's
 * page memo (server/page-memo.ts) both ask.
 */
export function publicPageServing(
  pathname: string,
  search: URLSearchParams,
  header: (name: string) => string | null,
): ReturnType<typeof pageServing> | null {
  if (isAdminPath(pathname) || isPassThrough(pathname)) return null;
  return pageServing(pathname, search, header);
}
