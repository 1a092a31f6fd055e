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
  /** The running campaigns: the home page's banner, the sitemap. */
  campaigns: 'catalog:campaigns',
  /** One campaign's page, by its slug (its address). */
  campaign: (slug: string) => `catalog:campaign:${slug}`,
  /** Every list of products: the sitemap, other stores' offers on a product page. */
  products: 'catalog:products',
  /** One product's page: the product, its price figures, its store's coupons. */
  product: (id: string) => `catalog:product:${id}`,
} as const;
