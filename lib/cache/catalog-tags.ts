/**
 * Cache tags of the catalogue. Site pages cache their API reads under these tags; the API calls
 * `onCatalogChange` with them after every write, and the Next process revalidates them.
 */
export const CATALOG_TAGS = {
  /** Every list of shops: home top stores, /shops, similar stores, sitemap. */
  shops: 'catalog:shops',
  /** Categories (directory filters). */
  categories: 'catalog:categories',
  /** One shop's page: the shop, its coupons, its similar stores. */
  shop: (id: string) => `catalog:shop:${id}`,
} as const;
