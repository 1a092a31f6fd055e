'use client';

import type { Locale } from '@/lib/i18n/routing';
import { localizedPath, shopSlugPath } from '@/lib/site/urls';
import { ShopLogo } from './shop-logo';

/**
 * What one store card needs, and no more: the page's RSC payload carries these few strings per
 * store (the slug as it is, not percent-encoded) instead of the card's whole element tree.
 */
export interface ShopCard {
  id: string;
  /** The store's slug in the page's language. */
  slug: string;
  logo: string | null;
  name: string;
  /** "3 coupons", in the page's language. */
  coupons: string;
}

/**
 * The grid of store cards (see shop-grid.tsx, which makes their props on the server). A client
 * component only so that its markup is written once, in this file, rather than once per store in
 * every cached page's RSC payload; it has no state and no handlers. Plain anchors: a grid of
 * client Links would each hydrate and prefetch (see directory-nav.tsx).
 */
export function ShopCards({ locale, shops }: { locale: Locale; shops: ShopCard[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {shops.map((shop) => (
        <li key={shop.id}>
          <a href={localizedPath(locale, shopSlugPath(shop.id, shop.slug))} className="store-card">
            {shop.logo ? <ShopLogo src={shop.logo} size={48} className="rounded-lg" /> : null}
            <span className="flex min-w-0 flex-col">
              <span className="line-clamp-2 font-semibold wrap-break-word">{shop.name}</span>
              <span className="text-sm text-slate-600">{shop.coupons}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
