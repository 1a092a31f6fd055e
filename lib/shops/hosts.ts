// Which shop a page belongs to. A shop lists its hosts (`shops.hosts`): entries `host` or
// `host/path`, written the one way this file normalizes them, and a page belongs to the shop
// whose entry matches it most specifically. The API's `GET /shop/lookup` matches on the server,
// `GET /shop/hosts` gives clients the entries to match the same way themselves.
//
// An entry (at most 6 host labels, at most 2 path segments, lower case):
//   `amazon.ae`          amazon.ae and every subdomain of it (www., m., smile.…)
//   `sa.hm.com`          that country site and its subdomains only, not www2.hm.com
//   `ikea.com/ae`        ikea.com's pages under /ae (and /ae/…), not /sa
//   `trendyol.com/ar`    one of a store's country or language paths
//
// A page (a bare host with optional port and path, or a whole http(s) address):
// - its host is lower-cased, a trailing dot dropped, a leading `www.` or `m.` dropped, the port
//   ignored; IP addresses and one-label hosts (`localhost`) are no shop's;
// - an entry matches when its host is the page's host or a parent domain of it and its path
//   segments start the page's path (compared in lower case, segment by segment: `/ae` never
//   matches `/aex`);
// - the most specific entry wins: more host labels first (`sa.hm.com` before `hm.com`), then more
//   path segments (`ikea.com/ae` before `ikea.com`); between shops, then the higher priority.

/** Host labels of an entry, at most. Longer hosts still match through their parent domains. */
const HOST_LABELS_MAX = 6;
/** Path segments of an entry, at most (`/uae-en`, `/mafuae/en`). */
const HOST_PATH_SEGMENTS_MAX = 2;
/** Entries a shop may list. */
export const SHOP_HOSTS_MAX = 50;
/** The longest entry, host and path. */
const HOST_ENTRY_MAX = 300;

/** A page, or an entry, as matching sees it: the host key and the path's segments. */
export interface HostTarget {
  /** Lower case, without a trailing dot and a leading `www.` / `m.`: `noon.com`. */
  host: string;
  /** Lower-case path segments, empty ones dropped: `['uae-en', 'cart']`. */
  segments: string[];
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Unreserved characters and percent escapes: what a path segment of an entry may hold. */
const SEGMENT = /^(?:[a-z0-9._~!$&'()*+,;=:@-]|%[0-9a-f]{2})+$/;

/** `www.` and `m.` folded away, lower case, no trailing dot: the key a host is matched by. */
function hostKeyOf(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^(?:www|m)\./, '');
}

/** Whether `host` (a key) is a domain name a shop can have: 2+ labels, not an IP address. */
function isShopHost(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false;
  // A top-level label is never all digits: that is an IPv4 address.
  return !/^\d+$/.test(labels[labels.length - 1]!);
}

/** The lower-case, non-empty segments of a URL's path. */
const segmentsOf = (pathname: string) =>
  pathname
    .toLowerCase()
    .split('/')
    .filter((s) => s !== '');

/** An absolute address whose host can be a shop's; null otherwise. */
function parseAddress(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return isShopHost(hostKeyOf(url.hostname)) ? url : null;
}

/** No spaces, controls, backslashes or `@`: what a bare host may not hold anywhere. */
const BARE_UNSAFE = /[\s\\@\u0000-\u001f\u007f]/;

/**
 * A page given as a bare host with optional port, path and query (`www.noon.com/uae-en`,
 * `NOON.com:8443/cart?x=1`); null when it is malformed or names a scheme (a whole address goes
 * to `targetOfUrl`).
 */
export function targetOfHost(text: string): HostTarget | null {
  if (!text || text.includes('://') || text.startsWith('/') || BARE_UNSAFE.test(text)) return null;
  const url = parseAddress(`https://${text}`);
  return url ? { host: hostKeyOf(url.hostname), segments: segmentsOf(url.pathname) } : null;
}

/** A page given as a whole http(s) address; null when it is malformed or of another scheme. */
export function targetOfUrl(text: string): HostTarget | null {
  if (!/^https?:\/\//i.test(text) || /[\s\u0000-\u001f\u007f]/.test(text)) return null;
  const url = parseAddress(text);
  return url ? { host: hostKeyOf(url.hostname), segments: segmentsOf(url.pathname) } : null;
}

/** An entry as text: `noon.com`, `ikea.com/ae`. */
const formatHostEntry = (entry: HostTarget) => [entry.host, ...entry.segments].join('/');

/**
 * A country's second-level suffix (`com.eg`, `co.uk`, `net.sa`): every site under it is someone
 * else's, so it is no shop's entry.
 */
const SHARED_SUFFIX = /^(?:com|net|org|co|gov|edu|ac|sch|mil|ne|or|go|gob)\.[a-z]{2}$/;

/**
 * An entry as an admin may type it (a host, a host and path, or a whole address: `https://
 * www.IKEA.com/ae/`) in the one stored form (`ikea.com/ae`); null when it is no entry (more
 * than 6 host labels or 2 path segments, a query or fragment, an IP address, …).
 */
export function normalizeHostEntry(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > HOST_ENTRY_MAX) return null;
  const target = /^https?:\/\//i.test(trimmed) ? targetOfUrl(trimmed) : targetOfHost(trimmed);
  if (!target || /[?#]/.test(trimmed.replace(/^https?:\/\//i, ''))) return null;
  if (target.host.split('.').length > HOST_LABELS_MAX) return null;
  if (SHARED_SUFFIX.test(target.host)) return null;
  if (target.segments.length > HOST_PATH_SEGMENTS_MAX) return null;
  if (!target.segments.every((s) => SEGMENT.test(s))) return null;
  return formatHostEntry(target);
}

/** The entry a shop's website address stands for (`https://www.ikea.com/ae` → `ikea.com/ae`). */
export function websiteHostEntry(websiteUrl: string): string | null {
  const target = targetOfUrl(websiteUrl.trim());
  if (!target) return null;
  const segments: string[] = [];
  for (const s of target.segments.slice(0, HOST_PATH_SEGMENTS_MAX)) {
    if (!SEGMENT.test(s)) break;
    segments.push(s);
  }
  return formatHostEntry({
    host: target.host.split('.').slice(-HOST_LABELS_MAX).join('.'),
    segments,
  });
}

/**
 * Every entry that could match the page, least specific first: each parent domain of its host
 * (of 2 to 6 labels), alone and with the page's first one or two path segments. A shop matches
 * the page when one of its entries is among them: one indexed array-overlap query.
 */
export function candidateEntries(target: HostTarget): string[] {
  const labels = target.host.split('.');
  const out: string[] = [];
  for (let n = 2; n <= Math.min(labels.length, HOST_LABELS_MAX); n += 1) {
    const host = labels.slice(-n).join('.');
    out.push(host);
    for (let k = 1; k <= Math.min(target.segments.length, HOST_PATH_SEGMENTS_MAX); k += 1) {
      out.push(formatHostEntry({ host, segments: target.segments.slice(0, k) }));
    }
  }
  return out;
}

/** How specific a matching entry is: host labels, then path segments (higher wins). */
export function entrySpecificity(entry: string): [number, number] {
  const [host = '', ...segments] = entry.split('/');
  return [host.split('.').length, segments.length];
}

/** Whether `entry` (stored form) matches the page. */
export function entryMatches(entry: string, target: HostTarget): boolean {
  return candidateEntries(target).includes(entry);
}

/**
 * A shop's stored entries: those given, normalized, each once (invalid ones dropped), and the
 * website's own entry unless one of them already covers the website's address, so a shop is
 * always found by its website.
 */
export function storedHostEntries(entries: readonly string[], websiteUrl: string): string[] {
  const list = [...new Set(entries.map(normalizeHostEntry).filter((e): e is string => e !== null))];
  const site = targetOfUrl(websiteUrl.trim());
  const own = websiteHostEntry(websiteUrl);
  if (site && own && !list.some((e) => entryMatches(e, site))) list.push(own);
  return list;
}
