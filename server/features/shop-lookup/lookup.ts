import { createHash } from 'node:crypto';
import { and, arrayOverlaps, asc, sql } from 'drizzle-orm';
import { candidateEntries, entrySpecificity, type HostTarget } from '@/lib/shops/hosts';
import type { ShopHostsList, ShopLookup } from '@/lib/validation/shop-lookup';
import type { Db } from '../../db/client';
import { shops, type Shop } from '../../db/schema';
import { activeCartarmRule } from '../../services/cartarm';
import { usableShopCoupons, visibleShop } from '../../services/shops';

const shopColumns = {
  id: shops.id,
  nameAr: shops.nameAr,
  nameEn: shops.nameEn,
  slugAr: shops.slugAr,
  slugEn: shops.slugEn,
  logo: shops.logo,
  websiteUrl: shops.websiteUrl,
  countries: shops.countries,
  hosts: shops.hosts,
  priority: shops.priority,
};

/** A shop as the lookup reads it: the columns above. */
type ShopRow = { [K in keyof typeof shopColumns]: Shop[K] };
type Rank = [hostLabels: number, pathSegments: number];

/** The more specific entry first: more host labels, then more path segments. */
const bySpecificity = (a: Rank, b: Rank) => b[0] - a[0] || b[1] - a[1];

/** Higher first: host labels, path segments, then the shop's priority; then the smaller id. */
function compareMatches(a: { row: ShopRow; rank: Rank }, b: { row: ShopRow; rank: Rank }) {
  return (
    bySpecificity(a.rank, b.rank) ||
    b.row.priority - a.row.priority ||
    (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0)
  );
}

/**
 * The listed shop (ACTIVE, not deleted) a page belongs to, with the entry that matched
 * (lib/shops/hosts.ts): one query on the GIN index of `shops.hosts` for every entry that could
 * match, then the most specific entry wins. Null when no shop's entry matches.
 */
async function findShopByPage(
  db: Db,
  target: HostTarget,
): Promise<{ shop: ShopRow; matchedHost: string } | null> {
  const candidates = candidateEntries(target);
  if (!candidates.length) return null;
  const rows = await db
    .select(shopColumns)
    .from(shops)
    .where(and(visibleShop, arrayOverlaps(shops.hosts, candidates)));
  const ranked = rows
    .map((row) => {
      const matched = row.hosts
        .filter((h) => candidates.includes(h))
        .map((entry) => ({ entry, rank: entrySpecificity(entry) }))
        .sort((x, y) => bySpecificity(x.rank, y.rank))[0]!;
      return { row, rank: matched.rank, entry: matched.entry };
    })
    .sort(compareMatches);
  const best = ranked[0];
  return best ? { shop: best.row, matchedHost: best.entry } : null;
}

/**
 * GET /shop/lookup: the shop a page belongs to, its usable coupons for `country` (all of them
 * when it is unknown) and its live checkout rule. Null when no listed shop matches the page.
 */
export async function lookupShop(
  db: Db,
  target: HostTarget,
  context: { country: string | null; now: Date },
): Promise<ShopLookup | null> {
  const found = await findShopByPage(db, target);
  if (!found) return null;
  const { shop } = found;
  const [coupons, cartarm] = await Promise.all([
    usableShopCoupons(db, shop.id, context.now, context.country),
    activeCartarmRule(db, shop.id),
  ]);
  return {
    shop: {
      id: shop.id,
      name: { ar: shop.nameAr, en: shop.nameEn },
      slug: { ar: shop.slugAr, en: shop.slugEn },
      logo: shop.logo,
      websiteUrl: shop.websiteUrl,
      countries: shop.countries,
      hosts: shop.hosts,
      matchedHost: found.matchedHost,
    },
    country: context.country,
    coupons,
    cartarm,
  };
}

/**
 * GET /shop/hosts: every listed shop's entries, by English slug, for clients that match pages
 * themselves (with the same rules and the priority that breaks a tie). `version` is a hash of
 * the items; the route sends it as the ETag.
 */
export async function listShopHosts(db: Db): Promise<ShopHostsList> {
  const items = await db
    .select({ shopId: shops.id, slug: shops.slugEn, priority: shops.priority, hosts: shops.hosts })
    .from(shops)
    .where(and(visibleShop, sql`cardinality(${shops.hosts}) > 0`))
    .orderBy(asc(shops.slugEn), asc(shops.id));
  const version = createHash('sha256')
    .update(JSON.stringify(items))
    .digest('base64url')
    .slice(0, 32);
  return { version, items };
}
