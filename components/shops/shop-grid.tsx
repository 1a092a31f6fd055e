import type { Locale } from '@/lib/i18n/routing';
import { localizedPath, shopPath } from '@/lib/site/urls';
import type { ShopListItem } from '@/lib/validation/shop';
import { ShopLogo } from './shop-logo';

interface ShopGridProps {
  locale: Locale;
  shops: ShopListItem[];
  couponLabel: (count: number) => string;
}

/**
 * Store cards: logo, name in the page's language, count of usable coupons. Plain anchors: a
 * grid of client Links would each hydrate and prefetch (see directory-nav.tsx).
 */
export function ShopGrid({ locale, shops, couponLabel }: ShopGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {shops.map((shop) => (
        <li key={shop.id}>
          <a href={localizedPath(locale, shopPath(shop, locale))} className="store-card">
            {shop.logo ? <ShopLogo src={shop.logo} size={48} className="rounded-lg" /> : null}
            <span className="flex min-w-0 flex-col">
              <span className="line-clamp-2 font-semibold wrap-break-word">
                {shop.name[locale]}
              </span>
              <span className="text-sm text-slate-600">{couponLabel(shop.couponCount)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
