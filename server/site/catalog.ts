import 'server-only';
import { unstable_cache } from 'next/cache';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import type { Envelope } from '@/lib/errors/catalogue';
import type { ShopListItem, ShopListQuery, ShopPage, SiteCategory } from '@/lib/validation/shop';
import { serverApi } from '../api/in-process';

/** Cached entries also expire on their own, so coupons that end drop off without an admin write. */
const REVALIDATE_SECONDS = 300;

export interface ShopListResult {
  items: ShopListItem[];
  total: number;
  page: number;
  limit: number;
}

/** The data of a successful envelope; a failed read throws (the page's error boundary). */
export function dataOf<T>(path: string, result: Envelope<T>): T {
  if (!result.success) throw new Error(`GET ${path} failed: ${result.error.title}`);
  return result.data;
}

function queryString(query: Partial<ShopListQuery>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  params.sort();
  return params.toString();
}

/**
 * A page of the store directory, cached per query under the catalogue's `shops` tag: a crawler
 * burst reads the database once per distinct query, and an admin write expires it.
 */
export function loadShopList(query: Partial<ShopListQuery>): Promise<ShopListResult> {
  const qs = queryString(query);
  return unstable_cache(
    async () => {
      const path = `/shop/shop-list?${qs}`;
      return dataOf(path, await serverApi<ShopListResult>(path));
    },
    ['shop-list', qs],
    { tags: [CATALOG_TAGS.shops], revalidate: REVALIDATE_SECONDS },
  )();
}

export function loadCategories(): Promise<SiteCategory[]> {
  return unstable_cache(
    async () => dataOf('/shop/categories', await serverApi<SiteCategory[]>('/shop/categories')),
    ['shop-categories'],
    { tags: [CATALOG_TAGS.categories, CATALOG_TAGS.shops], revalidate: REVALIDATE_SECONDS },
  )();
}

/** One store page, or null when no active store has this id (malformed ids included). */
export function loadShopPage(id: string): Promise<ShopPage | null> {
  return unstable_cache(
    async () => {
      const path = `/shop/shop-list/${encodeURIComponent(id)}`;
      const result = await serverApi<ShopPage>(path);
      if (!result.success && ['NOT_FOUND', 'VALIDATION_ERROR'].includes(result.error.title)) {
        return null;
      }
      return dataOf(path, result);
    },
    ['shop-page', id],
    // Similar stores come from other shops: any shop write may change this page too.
    { tags: [CATALOG_TAGS.shop(id), CATALOG_TAGS.shops], revalidate: REVALIDATE_SECONDS },
  )();
}

/** Every active store (for the sitemap), read in pages of 100. */
export async function loadAllShops(): Promise<ShopListItem[]> {
  const all: ShopListItem[] = [];
  for (let page = 1; ; page++) {
    const result = await loadShopList({ page, limit: 100 });
    all.push(...result.items);
    if (all.length >= result.total || result.items.length === 0) return all;
  }
}
