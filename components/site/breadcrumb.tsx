export interface Crumb {
  name: string;
  /** Path without the language prefix; the last crumb (the current page) has none. */
  href?: string;
}

/**
 * The trail's markup is a client component's (breadcrumb-trail.tsx): written once in its file
 * rather than in every cached page's RSC payload, which carries just the crumbs.
 */
export { BreadcrumbTrail as Breadcrumb } from './breadcrumb-trail';

/** schema.org BreadcrumbList of the same items, with absolute URLs. */
export function breadcrumbJsonLd(
  items: Crumb[],
  urlOf: (href: string) => string,
  currentUrl: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.href ? urlOf(item.href) : currentUrl,
    })),
  };
}
