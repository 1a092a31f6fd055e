import { and, arrayOverlaps, asc, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  CampaignCoupon,
  CampaignOut,
  CampaignPlatform,
  PublicCampaign,
} from '@/lib/validation/campaign';
import type { ShopListItem } from '@/lib/validation/shop';
import type { Db } from '../db/client';
import {
  campaignCoupons,
  campaignShops,
  campaigns,
  coupons,
  shops,
  type Campaign,
} from '../db/schema';
import {
  listItemColumns,
  toListItem,
  toSiteCoupon,
  usableCounts,
  usableCoupon,
  visibleShop,
} from './shops';
import { everyCountry, shownInCountry } from './resource/targeting';

/** At most this many campaigns answer one public read. */
const RUNNING_MAX = 20;

/**
 * ACTIVE, not deleted, and `startsAt ≤ now < endsAt`. `now`: the API's clock, or the database's
 * `now()` for the admin list's `running` filter.
 */
export function campaignRunning(now: Date | SQL) {
  return and(
    eq(campaigns.status, 'ACTIVE'),
    isNull(campaigns.deletedAt),
    lte(campaigns.startsAt, now),
    gt(campaigns.endsAt, now),
  );
}

export interface CampaignTarget {
  /** `ALL`: any platform; else campaigns for that platform and campaigns for ALL. */
  platform: CampaignPlatform;
  /** A code; `all`: any country; null (the caller's country is unknown): every-country ones. */
  country: string | null;
}

function targetFilter(target: CampaignTarget) {
  return [
    target.platform === 'ALL'
      ? undefined
      : arrayOverlaps(campaigns.platforms, [target.platform, 'ALL']),
    target.country === 'all'
      ? undefined
      : target.country === null
        ? everyCountry(campaigns.countries)
        : shownInCountry(campaigns.countries, target.country),
  ];
}

/** The featured shops of `ids`: active, not deleted, in each campaign's order. */
async function featuredShops(db: Db, ids: string[], now: Date) {
  const usable = usableCounts(db, now);
  const rows = await db
    .select({ campaignId: campaignShops.campaignId, ...listItemColumns(usable) })
    .from(campaignShops)
    .innerJoin(shops, eq(shops.id, campaignShops.shopId))
    .leftJoin(usable, eq(usable.shopId, shops.id))
    .where(and(inArray(campaignShops.campaignId, ids), visibleShop))
    .orderBy(asc(campaignShops.position), asc(shops.id));
  const byCampaign = new Map<string, ShopListItem[]>();
  for (const { campaignId, ...row } of rows) {
    byCampaign.set(campaignId, [...(byCampaign.get(campaignId) ?? []), toListItem(row)]);
  }
  return byCampaign;
}

/** The featured coupons of `ids` usable at `now` (the store page's rules), of visible shops. */
async function featuredCoupons(db: Db, ids: string[], now: Date) {
  const rows = await db
    .select({
      campaignId: campaignCoupons.campaignId,
      coupon: coupons,
      shop: {
        id: shops.id,
        nameAr: shops.nameAr,
        nameEn: shops.nameEn,
        slugAr: shops.slugAr,
        slugEn: shops.slugEn,
        logo: shops.logo,
      },
    })
    .from(campaignCoupons)
    .innerJoin(coupons, eq(coupons.id, campaignCoupons.couponId))
    .innerJoin(shops, eq(shops.id, coupons.shopId))
    .where(and(inArray(campaignCoupons.campaignId, ids), usableCoupon(now), visibleShop))
    .orderBy(asc(campaignCoupons.position), asc(coupons.id));
  const byCampaign = new Map<string, CampaignCoupon[]>();
  for (const { campaignId, coupon, shop } of rows) {
    const item: CampaignCoupon = {
      ...toSiteCoupon(coupon),
      shop: {
        id: shop.id,
        name: { ar: shop.nameAr, en: shop.nameEn },
        slug: { ar: shop.slugAr, en: shop.slugEn },
        logo: shop.logo,
      },
    };
    byCampaign.set(campaignId, [...(byCampaign.get(campaignId) ?? []), item]);
  }
  return byCampaign;
}

/** The fields every answer about a campaign shares. */
export function campaignOut(r: Campaign): CampaignOut {
  return {
    id: r.id,
    slug: r.slug,
    name: { ar: r.nameAr, en: r.nameEn },
    description: { ar: r.descriptionAr, en: r.descriptionEn },
    banner: r.banner,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    countries: r.countries,
    platforms: r.platforms,
    priority: r.priority,
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function present(db: Db, rows: Campaign[], now: Date): Promise<PublicCampaign[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [shopLists, couponLists] = await Promise.all([
    featuredShops(db, ids, now),
    featuredCoupons(db, ids, now),
  ]);
  return rows.map((r) => ({
    ...campaignOut(r),
    shops: shopLists.get(r.id) ?? [],
    coupons: couponLists.get(r.id) ?? [],
  }));
}

/** The campaigns running at `now` for a target, highest priority first (then the newest start). */
export async function runningCampaigns(
  db: Db,
  target: CampaignTarget,
  now: Date,
): Promise<PublicCampaign[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(campaignRunning(now), ...targetFilter(target)))
    .orderBy(desc(campaigns.priority), desc(campaigns.startsAt), asc(campaigns.id))
    .limit(RUNNING_MAX);
  return present(db, rows, now);
}

/** One campaign running at `now` by its slug (any country or platform), or null. */
export async function runningCampaign(
  db: Db,
  slug: string,
  now: Date,
): Promise<PublicCampaign | null> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), campaignRunning(now)));
  return (await present(db, rows, now))[0] ?? null;
}
