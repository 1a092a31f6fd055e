'use client';

import { Icon } from '@/components/ui/icon';
import { CouponActions, type CouponActionLabels } from './coupon-actions';
import { CouponVote, type CouponVoteLabels } from './coupon-vote';

/**
 * A coupon as its card shows it: every text already made in the page's language (coupon-card.tsx
 * does that on the server), and the code its reveal button shows.
 */
export interface CouponCardTexts {
  id: string;
  /** Null for a deal that needs no code. */
  code: string | null;
  discount: string;
  title: string;
  /** Empty when the coupon has none. */
  description: string;
  /** "Verified 2 days ago", or null when never verified. */
  verified: string | null;
  uses: string;
  /** Its end date ("Expires 10 Dec"), or that it has none. */
  ends: string;
  /** The declared fields marked for the card, each as its sentence. */
  facts: string[];
  /** "96% success", or null before any report. */
  rate: string | null;
}

/** The labels of a card's controls: one object for the whole page (see coupon-card.tsx). */
export interface CouponControlLabels {
  vote: CouponVoteLabels;
  actions: CouponActionLabels;
}

/** Where the reveal / get-deal click goes: the API counts it, then opens the store. */
const couponGoHref = (id: string) => `/api/v1/go/coupon/${id}`;

/**
 * One coupon's card. A client component only so that its markup is written once, in this file,
 * rather than once per coupon in every cached page's RSC payload, which carries just the texts.
 */
export function CouponCardView({
  coupon,
  labels,
  expired = false,
}: {
  coupon: CouponCardTexts;
  labels: CouponControlLabels;
  expired?: boolean;
}) {
  return (
    <article
      aria-labelledby={`coupon-title-${coupon.id}`}
      className={expired ? 'coupon-card-expired' : 'coupon-card'}
    >
      <div className="coupon-discount">{coupon.discount}</div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 id={`coupon-title-${coupon.id}`} className="text-lg font-bold">
          {coupon.title}
        </h3>
        {coupon.description ? <p className="text-sm text-slate-700">{coupon.description}</p> : null}
        <ul className="coupon-facts">
          {coupon.verified !== null ? (
            <li className="flex items-center gap-1">
              <Icon name="badge-check" className="text-brand-700 size-4" />
              {coupon.verified}
            </li>
          ) : null}
          <li className="flex items-center gap-1">
            <Icon name="users" className="size-4" />
            {coupon.uses}
          </li>
          <li className="flex items-center gap-1">
            <Icon name="calendar-clock" className="size-4" />
            {coupon.ends}
          </li>
          {coupon.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
          {coupon.rate !== null ? <li>{coupon.rate}</li> : null}
        </ul>
        {expired ? null : <CouponVote couponId={coupon.id} labels={labels.vote} />}
      </div>
      <div className="flex shrink-0 sm:w-56 sm:justify-end">
        <CouponActions
          code={coupon.code}
          goHref={couponGoHref(coupon.id)}
          labels={labels.actions}
        />
      </div>
    </article>
  );
}
