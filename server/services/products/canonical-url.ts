// One address per product however it is linked. A product page reaches Safqa through search
// results, ads, affiliate links and shares, each adding its own parameters; the canonical form
// keeps only what names the product, so the same product linked five ways is one row.
//
// The rules, in order:
// - Only http(s) addresses without user info; `http` becomes `https` (every store serves it).
// - The host is lower-cased (trailing dot and default port dropped). `www.` and `m.` are folded
//   for matching a shop (`hostKey`). In the stored address they become the shop's own spelling
//   of its host (`www.noon.com`) — safe because that address is known to serve the store and the
//   stores' `m.` sites are the same responsive site — and any other subdomain is kept as it is
//   (`uae.sharafdg.com`, `ar.shein.com` may be different sites).
// - The fragment, `;jsessionid=…` path parameters, repeated slashes and a trailing slash go.
// - Tracking and affiliate parameters go: the names in TRACKING_PARAMS and any name starting
//   with one of TRACKING_PREFIXES (case-insensitive). The rest are sorted by name, then value.
// - A store of STORE_SHAPES gives its product id from the path when the page gave none; stores
//   whose id alone names the product (Amazon, noon, Namshi) also lose the whole query, and Amazon
//   paths become `/dp/{ASIN}`.

/** Query parameters that only say where a visit came from (never which product it is). */
const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  // Ad and search click ids.
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'yclid',
  'igshid',
  'li_fat_id',
  'epik',
  'srsltid',
  's_kwcid',
  'ef_id',
  // Referrers and affiliate networks (Amazon `tag`, Impact, CJ, Rakuten, Awin, AliExpress `spm`).
  'ref',
  'ref_',
  'ref_src',
  'tag',
  'clickid',
  'click_id',
  'irclickid',
  'irgwc',
  'cjevent',
  'cjdata',
  'ranmid',
  'raneaid',
  'ransiteid',
  'awc',
  'spm',
  'scm',
  // Analytics and mail campaigns.
  '_ga',
  '_gl',
  '_ke',
  'mkt_tok',
  'trk',
]);

/** Parameter name prefixes of the same kind: `utm_source`, `aff_id`, `mc_cid`, `pd_rd_w`, … */
const TRACKING_PREFIXES: readonly string[] = [
  'utm_',
  'aff',
  'mc_',
  'pd_rd_',
  'pf_rd_',
  'hsa_',
  '_hs',
  'pk_',
  'mtm_',
];

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMS.has(lower) || TRACKING_PREFIXES.some((p) => lower.startsWith(p));
}

interface StoreShape {
  /** The store's hosts (after `hostKey`). */
  host: RegExp;
  /** Paths that carry the product id (first capture group). */
  id: RegExp[];
  /** How the id is written (Amazon ASINs are upper case). */
  normalizeId?: (id: string) => string;
  /** The product id names the product by itself: the query is dropped. */
  dropQuery?: boolean;
  /** The shortest path that opens the product (Amazon: `/dp/{ASIN}`). */
  path?: (id: string) => string;
}

const upper = (id: string) => id.toUpperCase();

/**
 * Product addresses of common MENA and global stores, and where their id stands. An address of
 * any other shape (or store) gives no id: the canonical address alone identifies the product.
 */
const STORE_SHAPES: readonly StoreShape[] = [
  // amazon.ae/.sa/.eg/.com/…: /Title/dp/B0CHX1W1XY, /gp/product/B0…, /gp/aw/d/B0… (mobile).
  {
    host: /(^|\.)amazon\.[a-z]{2,3}(\.[a-z]{2})?$/,
    id: [/\/(?:dp|gp\/product|gp\/aw\/d|exec\/obidos\/asin|o\/asin)\/([A-Z0-9]{10})(?=[/?]|$)/i],
    normalizeId: upper,
    dropQuery: true,
    path: (id) => `/dp/${id}`,
  },
  // noon.com: /uae-en/apple-iphone-15/N53433208A/p/?o=… (the SKU before `/p`).
  {
    host: /(^|\.)noon\.com$/,
    id: [/\/([A-Z0-9]{6,})\/p$/i],
    normalizeId: upper,
    dropQuery: true,
  },
  // namshi.com: /uae-en/buy-nike-air-max-90/Z0A1B2C3D4E5/p/ (noon's platform), older
  // /buy-…-NI727SH28HNB.html.
  {
    host: /(^|\.)namshi\.com$/,
    id: [/\/([A-Z0-9]{8,})\/p$/i, /-([A-Z0-9]{12,})\.html$/i],
    normalizeId: upper,
    dropQuery: true,
  },
  // jumia.com.eg (and other Jumia countries): /apple-iphone-15-128gb-297543217.html.
  { host: /(^|\.)jumia\.[a-z.]+$/, id: [/-(\d{5,})\.html$/] },
  // aliexpress.com: /item/1005006123456789.html.
  { host: /(^|\.)aliexpress\.[a-z.]+$/, id: [/\/item\/(\d{6,})\.html$/] },
  // trendyol.com: /apple/iphone-15-p-761234567.
  { host: /(^|\.)trendyol\.com$/, id: [/-p-(\d{5,})$/] },
  // shein.com: /Floral-Dress-p-12345678-cat-1727.html.
  { host: /(^|\.)shein\.com$/, id: [/-p-(\d{5,})(?:-cat-\d+)?\.html$/] },
  // ikea.com: /ae/en/p/billy-bookcase-white-00263850 (an article number, `s` for combinations).
  {
    host: /(^|\.)ikea\.com$/,
    id: [/\/p\/[^/]*-(s?\d{8})$/i],
    normalizeId: (id) => id.toLowerCase(),
  },
  // carrefouruae.com / carrefourksa.com / carrefouregypt.com: /mafuae/en/…/p/123456.
  { host: /(^|\.)carrefour[a-z]*\.com$/, id: [/\/p\/(\d{4,})$/] },
  // iherb.com: /pr/california-gold-nutrition-vitamin-c/61864.
  { host: /(^|\.)iherb\.com$/, id: [/\/pr\/[^/]+\/(\d{3,})$/] },
];

/** `www.` and `m.` folded away: the key a host is matched to a shop by. */
export function hostKey(host: string): string {
  return host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^(?:www|m)\./, '');
}

/** The URL when it is one Safqa may store: absolute http(s) with a host and no user info. */
export function parseHttpUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url;
}

function shapeOf(key: string): StoreShape | undefined {
  return STORE_SHAPES.find((shape) => shape.host.test(key));
}

/** A page-given store id as the store writes it (trimmed; Amazon ASINs upper case). */
export function normalizeStoreProductId(host: string, id: string): string {
  const trimmed = id.trim();
  return shapeOf(hostKey(host))?.normalizeId?.(trimmed) ?? trimmed;
}

/** The store product id the address carries, by STORE_SHAPES; null for any other shape. */
function storeProductIdFromUrl(url: URL): string | null {
  const shape = shapeOf(hostKey(url.hostname));
  if (!shape) return null;
  const path = cleanPath(url.pathname);
  for (const pattern of shape.id) {
    const found = pattern.exec(path)?.[1];
    if (found) return shape.normalizeId?.(found) ?? found;
  }
  return null;
}

/** Without `;jsessionid=…`, repeated slashes and a trailing slash (the root stays `/`). */
function cleanPath(pathname: string): string {
  const path = pathname
    .replace(/;jsessionid=[^/]*/gi, '')
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return path || '/';
}

export interface CanonicalUrl {
  /** The address stored and compared: `https://www.amazon.ae/dp/B0CHX1W1XY`. */
  url: string;
  /** The host's matching key (`amazon.ae`). */
  hostKey: string;
  /** The store's id of the product when the address shape carries one. */
  storeProductId: string | null;
}

/**
 * The canonical form of a product address (the rules at the top of this file), or null when it
 * is not an http(s) address. `siteUrl`: the shop's website; its host spelling replaces the
 * `www.` / `m.` / bare variants of the same host.
 */
export function canonicalizeUrl(raw: string, siteUrl?: string): CanonicalUrl | null {
  const url = parseHttpUrl(raw);
  if (!url) return null;
  const key = hostKey(url.hostname);
  const site = siteUrl ? parseHttpUrl(siteUrl) : null;
  const host =
    site && hostKey(site.hostname) === key
      ? site.hostname.replace(/\.$/, '')
      : url.hostname.replace(/\.$/, '');
  const port = url.port ? `:${url.port}` : '';

  const shape = shapeOf(key);
  const storeProductId = storeProductIdFromUrl(url);
  const path = storeProductId && shape?.path ? shape.path(storeProductId) : cleanPath(url.pathname);

  const params =
    storeProductId && shape?.dropQuery
      ? []
      : [...url.searchParams.entries()]
          .filter(([name]) => name !== '' && !isTrackingParam(name))
          .sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return { url: `https://${host}${port}${path}${query}`, hostKey: key, storeProductId };
}

/** Code-unit order: the same on every machine and locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Whether an address on `host` belongs to a shop whose website is on `shopHost`: the same host
 * or a subdomain of it, `www.` / `m.` folded on both sides.
 */
export function hostBelongsTo(host: string, shopHost: string): boolean {
  const key = hostKey(host);
  const shopKey = hostKey(shopHost);
  return key === shopKey || key.endsWith(`.${shopKey}`);
}
