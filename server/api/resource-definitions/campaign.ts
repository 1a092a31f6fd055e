import { asc, eq, inArray, not, sql } from 'drizzle-orm';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import {
  CAMPAIGN_ENDS_BEFORE_START,
  campaignCreateSchema,
  campaignEndsAfterStart,
  campaignListQuerySchema,
  campaignResourceSchema,
  campaignUpdateSchema,
  type CampaignCreateInput,
  type CampaignResource,
  type CampaignUpdateInput,
} from '@/lib/validation/campaign';
import type { Db } from '../../db/client';
import { campaignCoupons, campaignShops, campaigns, type Campaign } from '../../db/schema';
import { campaignOut, campaignRunning } from '../../services/campaigns';
import { shownInCountry } from '../../services/resource/targeting';
import { textContains } from '../../services/resource/search';
import { AppError } from '../../errors';
import { defineResource } from '../resource-factory/types';
import { csvList, csvPairCells, csvTimestamps } from './csv-columns';

function campaignInsertValues(input: CampaignCreateInput): typeof campaigns.$inferInsert {
  return {
    slug: input.slug,
    nameAr: input.name.ar,
    nameEn: input.name.en,
    descriptionAr: input.description.ar,
    descriptionEn: input.description.en,
    banner: input.banner,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    countries: input.countries,
    platforms: input.platforms,
    status: input.status,
    priority: input.priority,
  };
}

function campaignUpdateValues(
  input: CampaignUpdateInput,
  current: Campaign,
): Partial<typeof campaigns.$inferInsert> {
  if (!campaignEndsAfterStart(input.startsAt ?? current.startsAt, input.endsAt ?? current.endsAt)) {
    throw new AppError('VALIDATION_ERROR', [
      { key: 'endsAt', message: CAMPAIGN_ENDS_BEFORE_START },
    ]);
  }
  return {
    ...(input.slug !== undefined && { slug: input.slug }),
    ...(input.name && { nameAr: input.name.ar, nameEn: input.name.en }),
    ...(input.description && {
      descriptionAr: input.description.ar,
      descriptionEn: input.description.en,
    }),
    ...(input.banner !== undefined && { banner: input.banner }),
    ...(input.startsAt !== undefined && { startsAt: input.startsAt }),
    ...(input.endsAt !== undefined && { endsAt: input.endsAt }),
    ...(input.countries !== undefined && { countries: input.countries }),
    ...(input.platforms !== undefined && { platforms: input.platforms }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.priority !== undefined && { priority: input.priority }),
  };
}

/**
 * Replaces the campaign's featured shops and coupons (each only when the payload names it),
 * keeping the payload's order in `position`.
 */
async function writeCampaignLinks(tx: Db, campaign: Campaign, input: Partial<CampaignCreateInput>) {
  const campaignId = campaign.id;
  if (input.shopIds) {
    await tx.delete(campaignShops).where(eq(campaignShops.campaignId, campaignId));
    if (input.shopIds.length) {
      await tx
        .insert(campaignShops)
        .values(input.shopIds.map((shopId, position) => ({ campaignId, shopId, position })));
    }
  }
  if (input.couponIds) {
    await tx.delete(campaignCoupons).where(eq(campaignCoupons.campaignId, campaignId));
    if (input.couponIds.length) {
      await tx
        .insert(campaignCoupons)
        .values(input.couponIds.map((couponId, position) => ({ campaignId, couponId, position })));
    }
  }
}

/** Each campaign's linked shop and coupon ids, in the page's order. */
async function linkedIds(db: Db, ids: string[]) {
  if (!ids.length)
    return { shops: new Map<string, string[]>(), coupons: new Map<string, string[]>() };
  const [shopRows, couponRows] = await Promise.all([
    db
      .select({ campaignId: campaignShops.campaignId, id: campaignShops.shopId })
      .from(campaignShops)
      .where(inArray(campaignShops.campaignId, ids))
      .orderBy(asc(campaignShops.position), asc(campaignShops.shopId)),
    db
      .select({ campaignId: campaignCoupons.campaignId, id: campaignCoupons.couponId })
      .from(campaignCoupons)
      .where(inArray(campaignCoupons.campaignId, ids))
      .orderBy(asc(campaignCoupons.position), asc(campaignCoupons.couponId)),
  ]);
  const group = (rows: { campaignId: string; id: string }[]) => {
    const map = new Map<string, string[]>();
    for (const r of rows) map.set(r.campaignId, [...(map.get(r.campaignId) ?? []), r.id]);
    return map;
  };
  return { shops: group(shopRows), coupons: group(couponRows) };
}

async function presentCampaigns(db: Db, rows: Campaign[]): Promise<CampaignResource[]> {
  const links = await linkedIds(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...campaignOut(r),
    status: r.status,
    shopIds: links.shops.get(r.id) ?? [],
    couponIds: links.coupons.get(r.id) ?? [],
    createdAt: r.createdAt.toISOString(),
    deletedAt: r.deletedAt ? r.deletedAt.toISOString() : null,
  }));
}

/** /campaign: every read needs view_campaign (the public read is GET /campaigns). */
export const campaignResource = defineResource({
  name: 'campaign',
  operations: 'campaigns',
  tag: 'Campaign',
  noun: 'campaign',
  table: campaigns,
  schemas: {
    create: campaignCreateSchema,
    update: campaignUpdateSchema,
    list: campaignListQuerySchema,
    item: campaignResourceSchema,
  },
  publicWhere: null,
  filters: (query) => [
    query.status ? eq(campaigns.status, query.status) : undefined,
    query.country ? shownInCountry(campaigns.countries, query.country) : undefined,
    query.running === true ? campaignRunning(sql`now()`) : undefined,
    query.running === false ? not(campaignRunning(sql`now()`)!) : undefined,
  ],
  search: (q) => textContains([campaigns.nameEn, campaigns.nameAr, campaigns.slug], q),
  sortColumns: {
    startsAt: campaigns.startsAt,
    priority: campaigns.priority,
    createdAt: campaigns.createdAt,
    nameEn: campaigns.nameEn,
  },
  toInsert: campaignInsertValues,
  toUpdate: campaignUpdateValues,
  afterWrite: writeCampaignLinks,
  present: (db, rows) => presentCampaigns(db, rows),
  // The slug is the page's address: an update tags the old and the new one (before and after).
  tags: (row) => [CATALOG_TAGS.campaigns, CATALOG_TAGS.campaign(row.slug)],
  label: (row) => row.nameEn,
  statusToggle: { column: campaigns.status, active: 'ACTIVE', inactive: 'PAUSED' },
  auditSnapshot: async (db, row) => {
    const links = await linkedIds(db, [row.id]);
    return {
      ...row,
      shopIds: links.shops.get(row.id) ?? [],
      couponIds: links.coupons.get(row.id) ?? [],
    };
  },
  constraintKeys: {
    campaigns_slug_key: 'slug',
    campaign_shops_shop_id_shops_id_fk: 'shopIds',
    campaign_coupons_coupon_id_coupons_id_fk: 'couponIds',
  },
  csv: {
    columns: {
      id: (c) => c.id,
      slug: (c) => c.slug,
      ...csvPairCells('name', (c: CampaignResource) => c.name),
      ...csvPairCells('description', (c: CampaignResource) => c.description),
      banner: (c) => c.banner,
      startsAt: (c) => c.startsAt,
      endsAt: (c) => c.endsAt,
      countries: (c) => csvList(c.countries),
      platforms: (c) => csvList(c.platforms),
      status: (c) => c.status,
      priority: (c) => c.priority,
      shopIds: (c) => csvList(c.shopIds),
      couponIds: (c) => csvList(c.couponIds),
      ...csvTimestamps,
    },
  },
});
