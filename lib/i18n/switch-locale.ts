import { defaultLocale, isLocale, type Locale } from './routing';

/**
 * The address of the same page in another language: adds or removes the `/en` prefix and
 * keeps the rest of the path, the query and the hash.
 */
export function switchLocaleHref(currentHref: string, target: Locale): string {
  const url = new URL(currentHref, 'http://placeholder.invalid');
  const segments = url.pathname.split('/');
  const first = segments[1];
  const rest = isLocale(first) ? segments.slice(2) : segments.slice(1);
  const prefix = target === defaultLocale ? [] : [target];
  const pathname = '/' + [...prefix, ...rest].join('/');
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return `${clean}${url.search}${url.hash}`;
}

/** The language a path is in: its `/en` prefix, else the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}
