import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { SiteCoupon } from '@/lib/validation/shop';
import { CouponCard } from './coupon-card';

/**
 * Coupons as a list of cards, each its own `#coupon-{id}` anchor (what the JSON-LD offers point
 * at), or a dashed note when there are none. `above` adds a line over a card (the coupon's store
 * on a campaign page).
 */
export function CouponList<C extends SiteCoupon>({
  coupons,
  locale,
  now,
  empty,
  expired = false,
  above,
}: {
  coupons: C[];
  locale: Locale;
  now: Date;
  empty: string;
  expired?: boolean;
  above?: (coupon: C) => ReactNode;
}) {
  if (!coupons.length) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
        {empty}
      </p>
    );
  }
  return (
    <ul className={above ? 'flex flex-col gap-4' : 'flex flex-col gap-3'}>
      {coupons.map((coupon) => (
        <li
          key={coupon.id}
          id={expired ? undefined : `coupon-${coupon.id}`}
          className={above ? 'flex flex-col gap-2' : undefined}
        >
          {above?.(coupon)}
          <CouponCard coupon={coupon} locale={locale} now={now} expired={expired} />
        </li>
      ))}
    </ul>
  );
}
