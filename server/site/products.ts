import 'server-only';
import { unstable_cache } from 'next/cache';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import type { HistoryRange, PriceHistory, ProductPage } from '@/lib/validation/product';
import { serverApi } from '../api/in-process';
import { dataOf } from './catalog';

/**
 * Prices arrive all day from the extension and the app; a product page may lag them by this
 * much (an admin edit of the product expires it at once through its tag).
 */
const REVALIDATE_SECONDS = 300;

/** One product's page data, or null when no live product has this id (malformed ids included). */
export function loadProductPage(id: string): Promise<ProductPage | null> {
  return unstable_cache(
    async () => {
      const path = `/product/${encodeURIComponent(id)}/page`;
      const result = await serverApi<ProductPage>(path);
      if (!result.success && ['NOT_FOUND', 'VALIDATION_ERROR'].includes(result.error.title)) {
        return null;
      }
      return dataOf(path, result);
    },
    ['product-page', id],
    { tags: [CATALOG_TAGS.product(id), CATALOG_TAGS.products], revalidate: REVALIDATE_SECONDS },
  )();
}

/** One range of a product's price history (the page's chart starts with it). */
export function loadPriceHistory(id: string, range: HistoryRange): Promise<PriceHistory> {
  return unstable_cache(
    async () => {
      const path = `/product/${encodeURIComponent(id)}/history?range=${range}`;
      return dataOf(path, await serverApi<PriceHistory>(path));
    },
    ['price-history', id, range],
    { tags: [CATALOG_TAGS.product(id)], revalidate: REVALIDATE_SECONDS },
  )();
}

export interface SitemapProduct {
  id: string;
  title: { ar: string; en: string };
  lastSeenAt: string;
}

/** Products with a week of price history, for the sitemap (cached like the store list). */
export function loadSitemapProducts(): Promise<SitemapProduct[]> {
  return unstable_cache(
    async () => {
      const path = '/product/sitemap';
      return dataOf(path, await serverApi<{ items: SitemapProduct[] }>(path)).items;
    },
    ['product-sitemap'],
    { tags: [CATALOG_TAGS.products], revalidate: REVALIDATE_SECONDS },
  )();
}
