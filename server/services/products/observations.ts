import { and, desc, eq, gt, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { ObservationReason } from '@/lib/validation/product-search';
import type { Db } from '../../db/client';
import { prices, products, type PriceObservation, type Product } from '../../db/schema';
import { queueAlerts, type AlertQueueDeps } from '../../features/price-tracking/alerts';
import { permissionsOf } from '../auth/permissions';
import { foldForSearch } from '../search-text';
import { canonicalizeUrl, normalizeStoreProductId, parseHttpUrl } from './canonical-url';
import { dayOf, settleProducts, trustedPrice } from './rollup';
import { showableImage } from './product-image';
import { findShopForUrl, type MatchedShop } from './shop-match';

// Recording what the extension or the app read on a product page. The rules (the trust model is
// docs/decisions/011):
// - The shop is found by the address's host; an address of no listed shop is answered (its
//   canonical form) and nothing is stored.
// - The product is found by the shop and the store's product id (the page's, else the one the
//   address shape carries), else by the shop and the canonical address; else it is created —
//   which needs a currency (a page without a price or currency creates nothing).
// - A trusted reporter (staff with create_price, or a signed-in shopper with enough readings that
//   others confirmed) is believed alone. Anyone else's reading is stored pending: it moves
//   nothing public and alerts nobody until an independent reporter — another network (/24,
//   IPv6 /48) and another account — reads the same price and stock within
//   CORROBORATION_WINDOW_MS; then both count.
// - Title, image and store id come from a trusted reporter, or from two independent readings
//   that agree on them; never from one untrusted reading (a product it creates starts untitled).
//   A picture off the shop's own hosts is never stored (product-image.ts).
// - At most one observation per product and source an hour once one was trusted, and one per
//   reporter and product an hour: a later one is answered THROTTLED and not stored.
// - An implausible price is stored flagged (never trusted without staff): outside a band around
//   the median of the product's trusted observations of the last 30 days that narrows as they
//   grow (PLAUSIBLE_BANDS), or in another currency than the product's.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const THROTTLE_MS = HOUR_MS;
const OUTLIER_WINDOW_DAYS = 30;
/**
 * Plausible prices lie within [low, high] × the median of the recent trusted prices; the first
 * band whose `samples` the product has applies. One earlier price already bounds a reading
 * (a "1.00" after "100.00" is flagged); a long history bounds it tighter. A real sale deeper than
 * the band is flagged for staff, who trust it in one click.
 */
const PLAUSIBLE_BANDS = [
  { samples: 10, low: 0.5, high: 2 },
  { samples: 3, low: 0.4, high: 2.5 },
  { samples: 1, low: 0.25, high: 4 },
] as const;
/** How long a pending reading waits for an independent one to agree. */
const CORROBORATION_WINDOW_MS = 6 * HOUR_MS;
/** How many merges a tombstone address is followed through. */
const MERGE_HOPS = 5;

export interface ObservationInput {
  url: string;
  /** The page's title: a string (its language told by its letters) or both languages. */
  title?: string | { ar?: string; en?: string };
  price?: string;
  currency?: string;
  image?: string | null;
  inStock?: boolean;
  storeProductId?: string;
  source: 'EXTENSION' | 'APP';
  /** The signed-in reporter. */
  userId: string | null;
  /** The reporter's network key (reporterNetwork of the client address). */
  network: string;
}

export interface ObservationOutcome {
  canonicalUrl: string;
  shop: MatchedShop | null;
  product: Product | null;
  /** The product is in the database. */
  stored: boolean;
  /** The price was stored and trusted. */
  accepted: boolean;
  reason: ObservationReason | null;
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;
/**
 * Control characters and the bidirectional overrides and isolates: a title is plain text shown
 * in pages and mails, and an override (U+202E) could make it read as something else.
 */
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/**
 * Web addresses in a title: a product's name has none, and a mail client would turn one into a
 * link (the title reaches alert mails).
 */
const ADDRESS = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*/gi;
const plainTitle = (text: string | undefined) =>
  text?.replace(UNSHOWN, ' ').replace(ADDRESS, ' ').replace(/\s+/g, ' ').trim() ?? '';

/** The titles a page gave, by language (empty ones dropped). */
function titlesFrom(title: ObservationInput['title']): { ar?: string; en?: string } {
  if (title === undefined) return {};
  if (typeof title === 'string') {
    const text = plainTitle(title);
    if (!text) return {};
    return ARABIC_LETTER.test(text) ? { ar: text } : { en: text };
  }
  const ar = plainTitle(title.ar);
  const en = plainTitle(title.en);
  return { ...(ar ? { ar } : {}), ...(en ? { en } : {}) };
}

/** What product search matches: both titles folded (Arabic letter variants, case). */
export const productSearchText = (titleEn: string, titleAr: string) =>
  foldForSearch(`${titleEn} ${titleAr}`);

/**
 * The canonical address a merge left on the merged product: its own, with a fragment no
 * canonical address has, so the (shop, address) key is free while lookups still follow it.
 */
export const mergedUrl = (url: string, intoId: string) => `${url}#merged-into=${intoId}`;
const MERGED_MARK = '#merged-into=';

/** The live product of a shop by store id, else by address (following merges), else undefined. */
async function findProduct(
  tx: Db,
  shopId: string,
  url: string,
  storeProductId: string | null,
): Promise<Product | undefined> {
  if (storeProductId) {
    const [byId] = await tx
      .select()
      .from(products)
      .where(and(eq(products.shopId, shopId), eq(products.storeProductId, storeProductId)));
    if (byId) return byId;
  }
  const [byUrl] = await tx
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.url, url)));
  if (byUrl) return byUrl;
  // A product merged into another: its address carries the target's id.
  const [merged] = await tx
    .select({ url: products.url })
    .from(products)
    .where(
      and(
        eq(products.shopId, shopId),
        gte(products.url, `${url}${MERGED_MARK}`),
        lt(products.url, `${url}#merged-into>`),
      ),
    )
    .limit(1);
  let targetId = merged?.url.slice(url.length + MERGED_MARK.length);
  for (let hop = 0; targetId && hop < MERGE_HOPS; hop++) {
    const [target] = await tx.select().from(products).where(eq(products.id, targetId));
    if (!target) return undefined;
    if (!target.deletedAt) return target;
    targetId = target.url.split(MERGED_MARK)[1];
  }
  return undefined;
}

/** The product after a page's title, image and store id (only what it gave and what changed). */
async function updateFromPage(
  tx: Db,
  product: Product,
  page: {
    titles: { ar?: string; en?: string };
    image?: string | null;
    storeProductId: string | null;
  },
  now: Date,
): Promise<Product> {
  const titleAr = page.titles.ar ?? product.titleAr;
  const titleEn = page.titles.en ?? product.titleEn;
  const image = page.image ?? product.image;
  const storeProductId = product.storeProductId ?? page.storeProductId;
  if (
    titleAr === product.titleAr &&
    titleEn === product.titleEn &&
    image === product.image &&
    storeProductId === product.storeProductId
  ) {
    return product;
  }
  const [updated] = await tx
    .update(products)
    .set({
      titleAr,
      titleEn,
      image,
      searchText: productSearchText(titleEn, titleAr),
      // A store id another row of the shop holds stays where it is.
      storeProductId: storeProductId
        ? sql`case when exists (select 1 from ${products} p where p.shop_id = ${product.shopId}
            and p.store_product_id = ${storeProductId} and p.id <> ${product.id})
            then ${products.storeProductId} else ${storeProductId} end`
        : null,
      updatedAt: now,
    })
    .where(eq(products.id, product.id))
    .returning();
  return updated ?? product;
}

/** Readings of the same reporter: the same network, or the same signed-in account. */
const sameReporter = (network: string, userId: string | null) =>
  userId
    ? or(eq(prices.reporterNetwork, network), eq(prices.userId, userId))
    : eq(prices.reporterNetwork, network);

/**
 * True when the reading adds nothing this hour: a trusted price of this source was stored for the
 * product in the last hour, or (one not trusted alone) this reporter already reported the product
 * in it.
 */
async function throttled(
  tx: Db,
  productId: string,
  input: ObservationInput,
  trusted: boolean,
  now: Date,
) {
  const [recent] = await tx
    .select({ id: prices.id })
    .from(prices)
    .where(
      and(
        eq(prices.productId, productId),
        isNull(prices.deletedAt),
        gt(prices.observedAt, new Date(now.getTime() - THROTTLE_MS)),
        lte(prices.observedAt, now),
        or(
          and(sql`${prices.source} = ${input.source}`, trustedPrice()),
          trusted ? undefined : sameReporter(input.network, input.userId),
        ),
      ),
    )
    .limit(1);
  return Boolean(recent);
}

/** The price lies outside the plausible band around the recent trusted median. */
async function implausible(tx: Db, productId: string, price: string, now: Date) {
  const [row] = await tx
    .select({
      samples: sql<number>`count(*)::int`,
      median: sql<
        string | null
      >`(percentile_disc(0.5) within group (order by ${prices.price}))::text`,
    })
    .from(prices)
    .where(
      and(
        eq(prices.productId, productId),
        trustedPrice(),
        gt(prices.observedAt, new Date(now.getTime() - OUTLIER_WINDOW_DAYS * DAY_MS)),
        lte(prices.observedAt, now),
      ),
    );
  const band = PLAUSIBLE_BANDS.find((b) => (row?.samples ?? 0) >= b.samples);
  if (!band || row?.median == null) return false;
  // Cents as whole numbers: prices have at most two decimals.
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  const value = cents(price);
  const median = cents(row.median);
  return value < band.low * median || value > band.high * median;
}

/**
 * A reporter is believed alone when signed in as staff who may enter prices (create_price), or
 * with at least TRUSTED_REPORTER_READINGS readings that ended trusted (each once confirmed by
 * someone independent, or entered as a trusted reporter).
 */
export const TRUSTED_REPORTER_READINGS = 5;

async function trustedReporter(tx: Db, userId: string | null) {
  if (!userId) return false;
  if ((await permissionsOf(tx, userId)).permissions.includes('create_price')) return true;
  const [row] = await tx
    .select({ trusted: sql<number>`count(*)::int` })
    .from(prices)
    .where(and(eq(prices.userId, userId), trustedPrice()));
  return (row?.trusted ?? 0) >= TRUSTED_REPORTER_READINGS;
}

/**
 * The pending reading of another reporter that this one confirms: the same price, stock and
 * currency, from another network and another account, within the window. Newest first.
 */
async function corroborated(
  tx: Db,
  productId: string,
  reading: { price: string; currency: string; inStock: boolean },
  input: ObservationInput,
  now: Date,
): Promise<PriceObservation | undefined> {
  const [match] = await tx
    .select()
    .from(prices)
    .where(
      and(
        eq(prices.productId, productId),
        eq(prices.pending, true),
        eq(prices.flagged, false),
        isNull(prices.deletedAt),
        sql`${prices.price} = ${reading.price}::numeric`,
        eq(prices.currency, reading.currency),
        eq(prices.inStock, reading.inStock),
        gt(prices.observedAt, new Date(now.getTime() - CORROBORATION_WINDOW_MS)),
        lte(prices.observedAt, now),
        ne(prices.reporterNetwork, input.network),
        input.userId ? or(isNull(prices.userId), ne(prices.userId, input.userId)) : undefined,
      ),
    )
    .orderBy(desc(prices.observedAt))
    .limit(1);
  return match;
}

/** What two independent pages agree on: each title and the picture both gave alike. */
function agreedPage(
  earlier: PriceObservation,
  page: { titles: { ar?: string; en?: string }; image: string | null },
) {
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    a && b && a === b ? a : undefined;
  const ar = same(earlier.pageTitleAr, page.titles.ar);
  const en = same(earlier.pageTitleEn, page.titles.en);
  return {
    titles: { ...(ar ? { ar } : {}), ...(en ? { en } : {}) },
    image: same(earlier.pageImage, page.image) ?? null,
    storeProductId: null,
  };
}

/** What recording a reading needs: the database, the clock, and the alerts' queue. */
interface ObservationDeps extends AlertQueueDeps {
  getDb(): Promise<Db>;
  now?: () => Date;
}

/**
 * Records one page reading (the rules at the top of this file) in one transaction, raising the
 * alerts a trusted price causes inside it and queueing them once it committed.
 */
export async function recordObservation(
  deps: ObservationDeps,
  input: ObservationInput,
): Promise<ObservationOutcome> {
  const now = deps.now?.() ?? new Date();
  const db = await deps.getDb();
  const parsed = parseHttpUrl(input.url);
  const bare = canonicalizeUrl(input.url);
  if (!parsed || !bare) throw new Error('recordObservation needs an http(s) address');
  const shop = await findShopForUrl(db, parsed);
  const answer = (fields: Partial<ObservationOutcome>): ObservationOutcome => ({
    canonicalUrl: bare.url,
    shop,
    product: null,
    stored: false,
    accepted: false,
    reason: null,
    ...fields,
  });
  if (!shop) return answer({ reason: 'UNKNOWN_SHOP' });

  const canonical = canonicalizeUrl(input.url, shop.websiteUrl) ?? bare;
  const storeProductId = input.storeProductId
    ? normalizeStoreProductId(parsed.hostname, input.storeProductId)
    : canonical.storeProductId;
  const titles = titlesFrom(input.title);
  const image = showableImage(input.image, shop.websiteUrl);
  const page = { titles, image, storeProductId };
  const inStock = input.inStock ?? true;

  let alertIds: string[] = [];
  const outcome = await db.transaction(async (tx) => {
    const trusted = await trustedReporter(tx, input.userId);
    let product = await findProduct(tx, shop.id, canonical.url, storeProductId);
    if (product?.deletedAt) return answer({ canonicalUrl: canonical.url });
    if (!product) {
      if (!input.currency) return answer({ canonicalUrl: canonical.url, reason: 'NO_PRICE' });
      // An untrusted reading creates the product untitled: its page details wait for agreement.
      const shown = trusted ? page : { titles: {}, image: null, storeProductId };
      const [created] = await tx
        .insert(products)
        .values({
          shopId: shop.id,
          url: canonical.url,
          storeProductId: shown.storeProductId,
          titleAr: shown.titles.ar ?? '',
          titleEn: shown.titles.en ?? '',
          image: shown.image,
          currency: input.currency,
          inStock,
          searchText: productSearchText(shown.titles.en ?? '', shown.titles.ar ?? ''),
          firstSeenAt: now,
          lastSeenAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // Created meanwhile by another request: use that one.
      product = created ?? (await findProduct(tx, shop.id, canonical.url, storeProductId));
      if (!product) throw new Error('product vanished while being created');
    }
    // One observation of a product at a time (the throttle and the median read what is stored).
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, product.id))
      .for('update');
    if (trusted) product = await updateFromPage(tx, product, page, now);
    const stored = { canonicalUrl: canonical.url, product, stored: true };

    if (input.price === undefined) return answer({ ...stored, reason: 'NO_PRICE' });
    if (await throttled(tx, product.id, input, trusted, now)) {
      return answer({ ...stored, reason: 'THROTTLED' });
    }
    const reading = { price: input.price, currency: input.currency ?? product.currency, inStock };
    const flagged =
      reading.currency !== product.currency ||
      (await implausible(tx, product.id, input.price, now));
    const earlier =
      trusted || flagged ? undefined : await corroborated(tx, product.id, reading, input, now);
    const pending = !trusted && !flagged && !earlier;
    await tx.insert(prices).values({
      productId: product.id,
      ...reading,
      observedAt: now,
      source: input.source,
      flagged,
      pending,
      userId: input.userId,
      reporterNetwork: input.network,
      pageTitleAr: titles.ar ?? null,
      pageTitleEn: titles.en ?? null,
      pageImage: image,
      createdAt: now,
      updatedAt: now,
    });
    if (flagged) return answer({ ...stored, reason: 'FLAGGED' });
    if (pending) return answer({ ...stored, reason: 'PENDING' });

    const touched = new Set([dayOf(now)]);
    if (earlier) {
      await tx
        .update(prices)
        .set({ pending: false, updatedAt: now })
        .where(eq(prices.id, earlier.id));
      touched.add(dayOf(earlier.observedAt));
      product = await updateFromPage(tx, product, agreedPage(earlier, page), now);
    }
    alertIds = await settleProducts(tx, new Map([[product.id, touched]]));
    const [settled] = await tx.select().from(products).where(eq(products.id, product.id));
    return answer({ ...stored, product: settled ?? product, accepted: true });
  });
  if (alertIds.length) await queueAlerts(deps, alertIds);
  return outcome;
}
