// The URL patterns of cartarm rules: which pages of a shop are its cart and its checkout. The
// admin form and the API check them with `isUrlPattern`; the extension matches a page with the
// same rules as `matchesUrlPattern` (kept here so the admin can try an address and tests can pin
// the meaning down).
//
// Grammar (at most URL_PATTERN_MAX characters, printable ASCII, no spaces, no `#`):
//
//   pattern  = path | absolute
//   path     = "/" rest                     host-relative: any host of the shop's domain
//   absolute = scheme "://" host [":" port] [ "/" rest ]
//   scheme   = "http" | "https" | "*"       `*` is either
//   host     = letters, digits, "-", "." and "*" (`*.noon.com`); not starting or ending with "."
//   port     = 1 to 5 digits
//   rest     = any printable ASCII but space and "#" (path and `?query`)
//
// A path never starts with `//` (that would be an address without its scheme). Arabic or other
// non-ASCII paths are written percent-encoded, as the browser's address bar holds them.
//
// Matching: the page address without its `#fragment`; the whole of it must match (anchored).
// `*` in the host is any run of characters but `/` and `:`; `*` elsewhere is any run, `/`
// included, empty too. Scheme and host compare case-insensitively, path and query exactly. A
// path pattern matches the path and query of a page whose host is the shop's domain or one of
// its subdomains (`www.`, `sa.`).
//
// Examples: `/cart*` (the cart with any query or subpage), `/checkout/*/payment`,
// `https://*.noon.com/cart`, `*://www.amazon.sa/gp/cart/view.html*`.
//
// A rule's absolute patterns must also stay on its shop's hosts (the API checks it against the
// shop's website: server/services/cartarm.ts `patternStaysOnShop`).

export const URL_PATTERN_MAX = 500;

const REST = /^[\x21-\x7e]*$/;
const ABSOLUTE = /^(https?|\*):\/\/([a-z0-9*](?:[a-z0-9*.-]*[a-z0-9*])?)(?::(\d{1,5}))?(\/.*)?$/i;

/** Whether `pattern` follows the grammar above. */
export function isUrlPattern(pattern: string): boolean {
  if (!pattern || pattern.length > URL_PATTERN_MAX) return false;
  if (!REST.test(pattern) || pattern.includes('#')) return false;
  if (pattern.startsWith('/')) return !pattern.startsWith('//');
  const match = ABSOLUTE.exec(pattern);
  if (!match) return false;
  const [, , host = '', port] = match;
  if (host.includes('..')) return false;
  return port === undefined || Number(port) <= 65535;
}

/**
 * The host part of an absolute pattern, lower case (`*.noon.com` of `https://*.noon.com/cart`);
 * null for a path pattern or text that is not a pattern.
 */
export function urlPatternHost(pattern: string): string | null {
  if (!isUrlPattern(pattern) || pattern.startsWith('/')) return null;
  return ABSOLUTE.exec(pattern)?.[2]?.toLowerCase() ?? null;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
/** Literal text with each `*` as `anyRun`. */
const wildcard = (text: string, anyRun: string) => text.split('*').map(escapeRegExp).join(anyRun);

/**
 * The shop's domain as rules are matched against it: the host of its website address, lower
 * case, without a leading `www.` (`https://www.Noon.com/saudi-en` → `noon.com`); '' when the
 * address does not parse.
 */
export function shopDomainOf(websiteUrl: string): string {
  try {
    return new URL(websiteUrl).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Whether the page at `url` matches `pattern` for a shop whose domain is `shopDomain`. */
export function matchesUrlPattern(pattern: string, url: string, shopDomain: string): boolean {
  if (!isUrlPattern(pattern)) return false;
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return false;
  }
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return false;
  const pathAndQuery = `${page.pathname}${page.search}`;
  if (pattern.startsWith('/')) {
    const host = page.hostname.toLowerCase();
    const domain = shopDomain.toLowerCase();
    if (!domain || (host !== domain && !host.endsWith(`.${domain}`))) return false;
    return new RegExp(`^${wildcard(pattern, '.*')}$`).test(pathAndQuery);
  }
  const [, scheme = '', host = '', port, path = '/'] = ABSOLUTE.exec(pattern) ?? [];
  const origin = new RegExp(
    `^${scheme === '*' ? 'https?' : escapeRegExp(scheme)}://${wildcard(host, '[^/:]*')}` +
      `${port ? `:${port}` : ''}$`,
    'i',
  );
  return (
    origin.test(`${page.protocol.slice(0, -1)}://${page.host}`) &&
    new RegExp(`^${wildcard(path, '.*')}$`).test(pathAndQuery)
  );
}
