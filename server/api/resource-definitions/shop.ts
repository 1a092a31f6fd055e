import { and, arrayContains, eq, inArray, isNull, exists, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import { storedHostEntries } from '@/lib/shops/hosts';
import {
  shopAdminListQuerySchema,
  shopCreateSchema,
  shopResourceSchema,
  shopUpdateSchema,
  type ShopCreateInput,
  type ShopResource,
  type ShopUpdateInput,
} from '@/lib/validation/shop';
import type { Db } from '../../db/client';
import { categories, shopCategories, shops, type Shop } from '../../db/schema';
import { foldForSearch } from '../../services/search-text';
import { foldedColumnContains } from '../../services/resource/search';
import type { Viewer } from '../resource-factory/access';
import { defineResource } from '../resource-factory/types';
import { shopCsv, shopCsvImport } from './shop-csv';

const qb = new QueryBuilder();
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What search matches: both names folded (lib: foldForSearch). */
export const shopSearchText = (nameEn: string, nameAr: string) =>
  foldForSearch(`${nameEn} ${nameAr}`);

function shopInsertValues(input: ShopCreateInput): typeof shops.$inferInsert {
  return {
    nameAr: input.name.ar,
    nameEn: input.name.en,
    slugAr: input.slug.ar,
    slugEn: input.slug.en,
    descriptionAr: input.description.ar,
    descriptionEn: input.description.en,
    logo: input.logo,
    websiteUrl: input.websiteUrl,
    hosts: storedHostEntries(input.hosts, input.websiteUrl),
    affiliateUrl: input.affiliateUrl,
    providerId: input.providerId,
    countries: input.countries,
    status: input.status,
    priority: input.priority,
    searchText: shopSearchText(input.name.en, input.name.ar),
  };
}

/**
 * A PATCH naming `hosts` or `websiteUrl` stores the entries again (the given ones, else the
 * stored ones) with the website's own entry when none covers it.
 */
function shopUpdateValues(
  input: ShopUpdateInput,
  current: Shop,
): Partial<typeof shops.$inferInsert> {
  return {
    ...((input.hosts !== undefined || input.websiteUrl !== undefined) && {
      hosts: storedHostEntries(
        input.hosts ?? current.hosts,
        input.websiteUrl ?? current.websiteUrl,
      ),
    }),
    ...(input.name && {
      nameAr: input.name.ar,
      nameEn: input.name.en,
      searchText: shopSearchText(input.name.en, input.name.ar),
    }),
    ...(input.slug && { slugAr: input.slug.ar, slugEn: input.slug.en }),
    ...(input.description && {
      descriptionAr: input.description.ar,
      descriptionEn: input.description.en,
    }),
    ...(input.logo !== undefined && { logo: input.logo }),
    ...(input.websiteUrl !== undefined && { websiteUrl: input.websiteUrl }),
    ...(input.affiliateUrl !== undefined && { affiliateUrl: input.affiliateUrl }),
    ...(input.providerId !== undefined && { providerId: input.providerId }),
    ...(input.countries !== undefined && { countries: input.countries }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.priority !== undefined && { priority: input.priority }),
  };
}

/** Replaces the shop's category links (only when the payload names `categoryIds`). */
async function writeShopCategories(tx: Db, shop: Shop, input: Partial<ShopCreateInput>) {
  if (!input.categoryIds) return;
  await tx.delete(shopCategories).where(eq(shopCategories.shopId, shop.id));
  if (input.categoryIds.length) {
    await tx
      .insert(shopCategories)
      .values(input.categoryIds.map((categoryId) => ({ shopId: shop.id, categoryId })));
  }
}

async function presentShops(db: Db, rows: Shop[], viewer: Viewer): Promise<ShopResource[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({ shopId: shopCategories.shopId, categoryId: shopCategories.categoryId })
        .from(shopCategories)
        .innerJoin(categories, eq(categories.id, shopCategories.categoryId))
        .where(
          and(
            inArray(shopCategories.shopId, ids),
            viewer.canView ? undefined : isNull(categories.deletedAt),
          ),
        )
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: { ar: r.nameAr, en: r.nameEn },
    slug: { ar: r.slugAr, en: r.slugEn },
    description: { ar: r.descriptionAr, en: r.descriptionEn },
    logo: r.logo,
    websiteUrl: r.websiteUrl,
    hosts: r.hosts,
    categoryIds: links.filter((l) => l.shopId === r.id).map((l) => l.categoryId),
    countries: r.countries,
    status: r.status,
    priority: r.priority,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: iso(r.deletedAt),
    ...(viewer.canView && {
      affiliateUrl: r.affiliateUrl,
      providerId: r.providerId,
      clicks: r.clicks,
    }),
  }));
}

/** /shop: public rows are ACTIVE and not deleted. */
export const shopResource = defineResource({
  name: 'shop',
  operations: 'shops',
  tag: 'Shop',
  noun: 'shop',
  table: shops,
  schemas: {
    create: shopCreateSchema,
    update: shopUpdateSchema,
    list: shopAdminListQuerySchema,
    item: shopResourceSchema,
  },
  publicWhere: () => eq(shops.status, 'ACTIVE'),
  filters: (query) => [
    query.status ? eq(shops.status, query.status) : undefined,
    query.country ? arrayContains(shops.countries, [query.country]) : undefined,
    query.providerId ? eq(shops.providerId, query.providerId) : undefined,
    query.categoryId
      ? exists(
          qb
            .select({ one: sql`1` })
            .from(shopCategories)
            .where(
              and(
                eq(shopCategories.shopId, shops.id),
                eq(shopCategories.categoryId, query.categoryId),
              ),
            ),
        )
      : undefined,
  ],
  search: (q) => foldedColumnContains(shops.searchText, q),
  sortColumns: {
    priority: shops.priority,
    nameEn: shops.nameEn,
    nameAr: shops.nameAr,
    createdAt: shops.createdAt,
    updatedAt: shops.updatedAt,
    clicks: shops.clicks,
  },
  staffSorts: ['clicks'],
  toInsert: shopInsertValues,
  toUpdate: shopUpdateValues,
  afterWrite: writeShopCategories,
  present: presentShops,
  tags: (row) => [CATALOG_TAGS.shops, CATALOG_TAGS.shop(row.id)],
  label: (row) => row.nameEn,
  statusToggle: { column: shops.status, active: 'ACTIVE', inactive: 'INACTIVE' },
  auditSnapshot: async (db, row) => {
    const links = await db
      .select({ categoryId: shopCategories.categoryId })
      .from(shopCategories)
      .where(eq(shopCategories.shopId, row.id));
    return { ...row, categoryIds: links.map((l) => l.categoryId).sort() };
  },
  constraintKeys: {
    shops_slug_en_key: 'slug.en',
    shops_provider_id_providers_id_fk: 'providerId',
    shop_categories_category_id_categories_id_fk: 'categoryIds',
  },
  csv: shopCsv,
  csvImport: shopCsvImport,
});
