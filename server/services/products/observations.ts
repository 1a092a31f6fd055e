import { and, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { ObservationReason } from '@/lib/validation/product-search';
import type { ApiDeps } from '../../api/context';
import type { Db } from '../../db/client';
import { prices, products, type Product } from '../../db/schema';
import { queueAlerts } from '../alerts';
import { foldForSearch } from '../search-text';
import { canonicalizeUrl, normalizeStoreProductId, parseHttpUrl } from './canonical-url';
import { dayOf, settleProducts, trustedPrice } from './rollup';
import { findShopForUrl, type MatchedShop } from './shop-match';

// Recording what the extension or the app read on a product page. The rules:
// - The shop is found by the address's host; an address of no listed shop is answered (its
//   canonical form) and nothing is stored.
// - The product is found by the shop and the store's product id (the page's, else the one the
//   address shape carries), else by the shop and the canonical address; else it is created —
//   which needs a currency (a page without a price or currency creates nothing).
// - At most one observation per product per source per hour: a later one is answered THROTTLED
//   and not stored.
// - An implausible price is stored flagged (not trusted: it moves neither the current price, nor
//   the rollup, nor alerts): below 30 % or above 300 % of the median of the product's trusted
//   observations of the last 30 days, once there are at least 3 of them; or in another currency
//   than the product's.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const THROTTLE_MS = HOUR_MS;
export const OUTLIER_WINDOW_DAYS = 30;
export const OUTLIER_MIN_SAMPLES = 3;
/** Plausible prices lie within [LOW, HIGH] × the median (exact decimals: SQL numeric). */
const OUTLIER_LOW = '0.3';
const OUTLIER_HIGH = '3';
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

/** The titles a page gave, by language (empty ones dropped). */
export function titlesFrom(title: ObservationInput['title']): { ar?: string; en?: string } {
  if (title === undefined) return {};
  if (typeof title === 'string') {
    const text = title.trim();
    if (!text) return {};
    return ARABIC_LETTER.test(text) ? { ar: text } : { en: text };
  }
  return {
    ...(title.ar?.trim() ? { ar: title.ar.trim() } : {}),
    ...(title.en?.trim() ? { en: title.en.trim() } : {}),
  };
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

/** True when a price of this source was stored for the product in the last hour. */
async function throttled(tx: Db, productId: string, source: string, now: Date) {
  const [recent] = await tx
    .select({ id: prices.id })
    .from(prices)
    .where(
      and(
        eq(prices.productId, productId),
        sql`${prices.source} = ${source}`,
        isNull(prices.deletedAt),
        gt(prices.observedAt, new Date(now.getTime() - THROTTLE_MS)),
        lte(prices.observedAt, now),
      ),
    )
    .limit(1);
  return Boolean(recent);
}

/** The price lies outside the plausible band around the recent trusted median. */
async function implausible(tx: Db, productId: string, price: string, now: Date) {
  const median = sql`percentile_disc(0.5) within group (order by ${prices.price})`;
  const [row] = await tx
    .select({
      samples: sql<number>`count(*)::int`,
      outside: sql<boolean>`coalesce(${price}::numeric < ${sql.raw(OUTLIER_LOW)} * ${median}
        or ${price}::numeric > ${sql.raw(OUTLIER_HIGH)} * ${median}, false)`,
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
  return (row?.samples ?? 0) >= OUTLIER_MIN_SAMPLES && Boolean(row?.outside);
}

/**
 * Records one page reading (the rules at the top of this file) in one transaction, raising the
 * alerts a trusted price causes inside it and queueing them once it committed.
 */
export async function recordObservation(
  deps: ApiDeps,
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
  const page = { titles, image: input.image, storeProductId };
  const inStock = input.inStock ?? true;

  let alertIds: string[] = [];
  const outcome = await db.transaction(async (tx) => {
    let product = await findProduct(tx, shop.id, canonical.url, storeProductId);
    if (product?.deletedAt) return answer({ canonicalUrl: canonical.url });
    if (!product) {
      if (!input.currency) return answer({ canonicalUrl: canonical.url, reason: 'NO_PRICE' });
      const [created] = await tx
        .insert(products)
        .values({
          shopId: shop.id,
          url: canonical.url,
          storeProductId,
          titleAr: titles.ar ?? '',
          titleEn: titles.en ?? '',
          image: input.image ?? null,
          currency: input.currency,
          inStock,
          searchText: productSearchText(titles.en ?? '', titles.ar ?? ''),
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
    product = await updateFromPage(tx, product, page, now);
    const stored = { canonicalUrl: canonical.url, product, stored: true };

    if (input.price === undefined) return answer({ ...stored, reason: 'NO_PRICE' });
    if (await throttled(tx, product.id, input.source, now)) {
      return answer({ ...stored, reason: 'THROTTLED' });
    }
    const flagged =
      input.currency !== product.currency || (await implausible(tx, product.id, input.price, now));
    await tx.insert(prices).values({
      productId: product.id,
      price: input.price,
      currency: input.currency ?? product.currency,
      inStock,
      observedAt: now,
      source: input.source,
      flagged,
      userId: input.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (flagged) return answer({ ...stored, reason: 'FLAGGED' });

    alertIds = await settleProducts(tx, new Map([[product.id, new Set([dayOf(now)])]]));
    const [settled] = await tx.select().from(products).where(eq(products.id, product.id));
    return answer({ ...stored, product: settled ?? product, accepted: true });
  });
  if (alertIds.length) await queueAlerts(deps, alertIds);
  return outcome;
}
