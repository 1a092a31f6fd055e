import { and, count, desc, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { ShopListItem, ShopListQuery } from '@/lib/validation/shop';
import type { Db } from '../db/client';
import { coupons, shops } from '../db/schema';

const visibleShop = and(eq(shops.status, 'ACTIVE'), isNull(shops.deletedAt));

/** Active, not deleted shops with their count of usable coupons, most prominent first. */
export async function listShopsForSite(db: Db, query: ShopListQuery) {
  const usable = db
    .select({ shopId: coupons.shopId, n: count().as('n') })
    .from(coupons)
    .where(
      and(
        eq(coupons.status, 'ACTIVE'),
        isNull(coupons.deletedAt),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, sql`now()`)),
      ),
    )
    .groupBy(coupons.shopId)
    .as('usable');

  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: shops.id,
        nameAr: shops.nameAr,
        nameEn: shops.nameEn,
        slugAr: shops.slugAr,
        slugEn: shops.slugEn,
        logo: shops.logo,
        couponCount: sql<number>`coalesce(${usable.n}, 0)`.mapWith(Number),
      })
      .from(shops)
      .leftJoin(usable, eq(usable.shopId, shops.id))
      .where(visibleShop)
      .orderBy(desc(shops.priority), asc(shops.nameEn))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(shops).where(visibleShop),
  ]);

  const items: ShopListItem[] = rows.map((r) => ({
    id: r.id,
    name: { ar: r.nameAr, en: r.nameEn },
    slug: { ar: r.slugAr, en: r.slugEn },
    logo: r.logo,
    couponCount: r.couponCount,
  }));
  return { items, total: totalRow?.total ?? 0, page: query.page, limit: query.limit };
}
