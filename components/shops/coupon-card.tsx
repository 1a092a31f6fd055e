import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { formatMoney } from '@/lib/format/money';
import { relativeTime, shortDate } from '@/lib/format/relative-time';
import type { Locale } from '@/lib/i18n/routing';
import { couponSuccessPercent, type SiteCoupon } from '@/lib/validation/shop';
import { CouponCardView, type CouponCardTexts, type CouponControlLabels } from './coupon-card-view';

/**
 * The labels of a card's vote and action controls, made once per request and language: every
 * card hands the same objects to its client components, so the page's RSC payload carries them
 * once instead of once per coupon.
 */
const couponControlLabels = cache(async (locale: Locale): Promise<CouponControlLabels> => {
  const t = await getTranslations({ locale, namespace: 'shop' });
  return {
    vote: {
      question: t('votes.question'),
      worked: t('votes.worked'),
      failed: t('votes.failed'),
      thanks: t('votes.thanks'),
      error: t('votes.error'),
    },
    actions: {
      codeLabel: t('codeLabel'),
      revealCode: t('revealCode'),
      copyCode: t('copyCode'),
      copied: t.raw('copied') as string,
      copyFailed: t('copyFailed'),
      getDeal: t('getDeal'),
      opensInNewTab: t('opensInNewTab'),
    },
  };
});

/**
 * A declared field the card shows (a coupon's minimum order), as text in the page's language;
 * the `shop.fact` message puts it in a sentence by the field's name.
 */
function factText(fact: SiteCoupon['facts'][number], locale: Locale): string {
  switch (fact.kind) {
    case 'money': {
      const { amount, currency } = fact.value as { amount: string; currency: string };
      return formatMoney(amount, currency, locale);
    }
    case 'instant':
      return shortDate(new Date(fact.value as string), locale);
    case 'bilingual':
      return (fact.value as Record<Locale, string>)[locale];
    default:
      return String(fact.value);
  }
}

/** A coupon's card texts in `locale` (see CouponCardTexts), as of `now`. */
async function couponCardTexts(
  coupon: SiteCoupon,
  locale: Locale,
  now: Date,
  expired: boolean,
): Promise<CouponCardTexts> {
  const t = await getTranslations({ locale, namespace: 'shop' });
  const tt = await getTranslations({ locale, namespace: 'time' });
  const when = (iso: string) => {
    const r = relativeTime(new Date(iso), now, locale);
    return r.kind === 'date'
      ? r.text
      : r.kind === 'justNow'
        ? tt('justNow')
        : tt(r.kind, { count: r.count });
  };
  const success = couponSuccessPercent(coupon);
  return {
    id: coupon.id,
    code: coupon.code,
    discount: coupon.discount[locale] || (coupon.code ? t('codeLabel') : t('noCodeNeeded')),
    title: coupon.title[locale],
    description: coupon.description[locale],
    verified: coupon.verifiedAt ? t('verified', { when: when(coupon.verifiedAt) }) : null,
    uses: t('uses', { count: coupon.uses }),
    ends: coupon.expiresAt
      ? t(expired ? 'expired' : 'expires', {
          date: shortDate(new Date(coupon.expiresAt), locale),
        })
      : t('noExpiry'),
    facts: coupon.facts.map((fact) =>
      t('fact', { name: fact.name, value: factText(fact, locale) }),
    ),
    rate: success !== null ? t('votes.rate', { percent: success }) : null,
  };
}

/**
 * One coupon: discount, title, description, verified date, uses, end date, the declared fields
 * marked for the card, actions and votes. Its texts are made here; its markup is CouponCardView's.
 */
export async function CouponCard({
  coupon,
  locale,
  now,
  expired = false,
}: {
  coupon: SiteCoupon;
  locale: Locale;
  now: Date;
  expired?: boolean;
}) {
  return (
    <CouponCardView
      coupon={await couponCardTexts(coupon, locale, now, expired)}
      labels={await couponControlLabels(locale)}
      expired={expired}
    />
  );
}
