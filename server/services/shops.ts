import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  ShopListItem,
  ShopListQuery,
  ShopPage,
  SiteCategory,
  SiteCoupon,
} from '@/lib/validation/shop';
import { cardFieldsOf } from '@/lib/resources/fields';
import { couponFields } from '@/lib/validation/coupon';
import { presentFields } from './resource/fields';
import type { Db } from '../db/client';
import { categories, coupons, shopCategories, shops, type Coupon } from '../db/schema';
import { foldForSearch } from './search-text';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRED_WINDOW_DAYS = 90;
const SIMILAR_LIMIT = 8;

/** A shop the site shows: ACTIVE and not deleted. */
export const visibleShop = and(eq(shops.status, 'ACTIVE'), isNull(shops.deletedAt));

/** The database's clock, or the caller's (a route with an injected clock). */
type Now = Date | SQL;
const dbNow = () => sql`now()`;

/** An ACTIVE, not deleted coupon that has started by `now`. */
const liveCoupon = (now: Now = dbNow()) =>
  and(
    eq(coupons.status, 'ACTIVE'),
    isNull(coupons.deletedAt),
    or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
  );

/** A coupon the store page lists as usable: live and not past its end at `now`. */
export const usableCoupon = (now: Now = dbNow()) =>
  and(liveCoupon(now), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)));

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
function likeLiteral(text: string) {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function directoryFilter(query: Pick<ShopListQuery, 'q' | 'category' | 'letter'>) {
  const filters: SQL[] = [];
  const folded = query.q ? foldForSearch(query.q) : '';
  if (folded) filters.push(sql`${shops.searchText} like ${`%${likeLiteral(folded)}%`}`);
  if (query.letter === '#') filters.push(sql`lower(${shops.nameEn}) !~ '^[a-z]'`);
  else if (query.letter) filters.push(sql`lower(${shops.nameEn}) like ${`${query.letter}%`}`);
  if (query.category) {
    filters.push(
      inArray(
        shops.id,
        sql`(select ${shopCategories.shopId} from ${shopCategories} join ${categories} on ${categories.id} = ${shopCategories.categoryId} where ${categories.slug} = ${query.category} and ${categories.deletedAt} is null)`,
      ),
    );
  }
  return filters;
}

/** Usable coupons per shop at `now`, as a subquery to join (`usable.n`). */
export function usableCounts(db: Db, now: Now = dbNow()) {
  return db
    .select({ shopId: coupons.shopId, n: count().as('n') })
    .from(coupons)
    .where(usableCoupon(now))
    .groupBy(coupons.shopId)
    .as('usable');
}

/** The columns that name a shop wherever it is shown: id, names, slugs and logo. */
export const shopCardColumns = {
  id: shops.id,
  nameAr: shops.nameAr,
  nameEn: shops.nameEn,
  slugAr: shops.slugAr,
  slugEn: shops.slugEn,
  logo: shops.logo,
};

/** The columns of a `ShopListItem` (join `usable` on the shop id). */
export function listItemColumns(usable: ReturnType<typeof usableCounts>) {
  return {
    ...shopCardColumns,
    updatedAt: shops.updatedAt,
    couponCount: sql<number>`coalesce(${usable.n}, 0)`.mapWith(Number),
  };
}

export type ListRow = {
  id: string;
  nameAr: string;
  nameEn: string;
  slugAr: string;
  slugEn: string;
  logo: string | null;
  updatedAt: Date;
  couponCount: number;
};

export function toListItem(r: ListRow): ShopListItem {
  return {
    id: r.id,
    name: { ar: r.nameAr, en: r.nameEn },
    slug: { ar: r.slugAr, en: r.slugEn },
    logo: r.logo,
    couponCount: r.couponCount,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * Active, not deleted shops with their count of usable coupons, most prominent first;
 * narrowed by name search (either language), category and first letter.
 */
export async function listShopsForSite(db: Db, query: ShopListQuery) {
  const usable = usableCounts(db);
  const where = and(visibleShop, ...directoryFilter(query));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(listItemColumns(usable))
      .from(shops)
      .leftJoin(usable, eq(usable.shopId, shops.id))
      .where(where)
      .orderBy(desc(shops.priority), asc(shops.nameEn), asc(shops.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  return {
    items: rows.map(toListItem),
    total: totalRow?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export function toSiteCoupon(c: Coupon): SiteCoupon {
  return {
    id: c.id,
    code: c.code,
    title: { ar: c.titleAr, en: c.titleEn },
    description: { ar: c.descriptionAr, en: c.descriptionEn },
    discount: { ar: c.discountAr, en: c.discountEn },
    countries: c.countries,
    expiresAt: c.expiresAt?.toISOString() ?? null,
    verifiedAt: c.verifiedAt?.toISOString() ?? null,
    uses: c.uses,
    votesWorked: c.votesWorked,
    votesFailed: c.votesFailed,
    autoWorked: c.autoWorked,
    autoFailed: c.autoFailed,
    facts: cardFieldsOf(couponFields, presentFields(couponFields, c)),
  };
}

/** A coupon for `country`: one listing it, or one listing no country (every country). */
const couponForCountry = (country: string) =>
  or(sql`cardinality(${coupons.countries}) = 0`, arrayContains(coupons.countries, [country]));

/**
 * A shop's usable coupons as its store page lists them: verified most recently first, then the
 * most used. `now`: the caller's clock (the database's by default). `country`: only coupons for
 * it (listing it, or no country); absent or null: every usable coupon.
 */
export async function usableShopCoupons(
  db: Db,
  shopId: string,
  now?: Date,
  country?: string | null,
): Promise<SiteCoupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.shopId, shopId),
        usableCoupon(now),
        country ? couponForCountry(country) : undefined,
      ),
    )
    .orderBy(sql`${coupons.verifiedAt} desc nulls last`, desc(coupons.uses), asc(coupons.id));
  return rows.map(toSiteCoupon);
}

function hostOf(url: string) {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** One store's page: the shop, its usable and recently expired coupons, similar stores. */
export async function getShopPage(db: Db, id: string): Promise<ShopPage | null> {
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, id), visibleShop));
  if (!shop) return null;

  const expiredSince = new Date(Date.now() - EXPIRED_WINDOW_DAYS * DAY_MS);
  const usable = usableCounts(db);
  const [shopCats, live, expired, similarRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        slug: categories.slug,
        ar: categories.nameAr,
        en: categories.nameEn,
      })
      .from(shopCategories)
      .innerJoin(categories, eq(categories.id, shopCategories.categoryId))
      .where(and(eq(shopCategories.shopId, id), isNull(categories.deletedAt)))
      .orderBy(desc(categories.priority)),
    usableShopCoupons(db, id),
    db
      .select()
      .from(coupons)
      .where(
        and(
          eq(coupons.shopId, id),
          liveCoupon(),
          lte(coupons.expiresAt, sql`now()`),
          gte(coupons.expiresAt, expiredSince),
        ),
      )
      .orderBy(desc(coupons.expiresAt))
      .limit(10),
    db
      .select({
        ...listItemColumns(usable),
        shared: sql<number>`count(${shopCategories.categoryId})`.mapWith(Number),
      })
      .from(shops)
      .innerJoin(shopCategories, eq(shopCategories.shopId, shops.id))
      .leftJoin(usable, eq(usable.shopId, shops.id))
      .where(
        and(
          visibleShop,
          ne(shops.id, id),
          sql`${shopCategories.categoryId} in (select ${shopCategories.categoryId} from ${shopCategories} where ${shopCategories.shopId} = ${id})`,
        ),
      )
      .groupBy(shops.id, usable.n)
      .orderBy(
        desc(sql`count(${shopCategories.categoryId})`),
        desc(shops.priority),
        asc(shops.nameEn),
      )
      .limit(SIMILAR_LIMIT),
  ]);

  return {
    ...toListItem({ ...shop, couponCount: live.length }),
    description: { ar: shop.descriptionAr, en: shop.descriptionEn },
    websiteHost: hostOf(shop.websiteUrl),
    countries: shop.countries,
    categories: shopCats.map((c) => ({ slug: c.slug, name: { ar: c.ar, en: c.en } })),
    coupons: live,
    expiredCoupons: expired.map(toSiteCoupon),
    similar: similarRows.map(toListItem),
  };
}

/** Categories that hold at least one visible store, by priority, with their store counts. */
export async function listCategoriesForSite(db: Db): Promise<SiteCategory[]> {
  const rows = await db
    .select({
      slug: categories.slug,
      ar: categories.nameAr,
      en: categories.nameEn,
      icon: categories.icon,
      shopCount: count(shops.id),
    })
    .from(categories)
    .innerJoin(shopCategories, eq(shopCategories.categoryId, categories.id))
    .innerJoin(shops, and(eq(shops.id, shopCategories.shopId), visibleShop))
    .where(isNull(categories.deletedAt))
    .groupBy(categories.id)
    .orderBy(desc(categories.priority), asc(categories.nameEn));
  return rows.map((r) => ({
    slug: r.slug,
    name: { ar: r.ar, en: r.en },
    icon: r.icon,
    shopCount: r.shopCount,
  }));
}
