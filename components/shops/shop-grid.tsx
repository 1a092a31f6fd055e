import type { Locale } from '@/lib/i18n/routing';
import type { ShopListItem } from '@/lib/validation/shop';
import { ShopCards, type ShopCard } from './shop-cards';

interface ShopGridProps {
  locale: Locale;
  shops: ShopListItem[];
  couponLabel: (count: number) => string;
}

/** A store list row as the card's props: its texts in the page's language, nothing else. */
function shopCard(
  shop: ShopListItem,
  locale: Locale,
  couponLabel: (count: number) => string,
): ShopCard {
  return {
    id: shop.id,
    slug: shop.slug[locale],
    logo: shop.logo,
    name: shop.name[locale],
    coupons: couponLabel(shop.couponCount),
  };
}

/**
 * Store cards: logo, name in the page's language, count of usable coupons. The texts are made
 * here, on the server; the cards' markup is ShopCards'.
 */
export function ShopGrid({ locale, shops, couponLabel }: ShopGridProps) {
  return (
    <ShopCards locale={locale} shops={shops.map((shop) => shopCard(shop, locale, couponLabel))} />
  );
}
