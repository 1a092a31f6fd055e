import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { formatMoney } from '@/lib/format/money';
import { relativeTime, shortDate } from '@/lib/format/relative-time';
import type { Locale } from '@/lib/i18n/routing';
import { couponSuccessPercent, type SiteCoupon } from '@/lib/validation/shop';
import { cn } from '@/lib/utils';
import { CouponActions } from './coupon-actions';
import { CouponVote } from './coupon-vote';

/** Where the reveal / get-deal click goes: the API counts it, then opens the store. */
const couponGoHref = (id: string) => `/api/v1/go/coupon/${id}`;

/**
 * The labels of a card's vote and action controls, made once per request and language: every
 * card hands the same objects to its client components, so the page's RSC payload carries them
 * once instead of once per coupon.
 */
const couponControlLabels = cache(async (locale: Locale) => {
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

/**
 * One coupon: discount, title, description, verified date, uses, end date, the declared fields
 * marked for the card, actions and votes.
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
  const labels = await couponControlLabels(locale);

  return (
    <article
      aria-labelledby={`coupon-title-${coupon.id}`}
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center',
        expired && 'bg-slate-50',
      )}
    >
      <div className="coupon-discount">
        {coupon.discount[locale] || (coupon.code ? t('codeLabel') : t('noCodeNeeded'))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 id={`coupon-title-${coupon.id}`} className="text-lg font-bold">
          {coupon.title[locale]}
        </h3>
        {coupon.description[locale] ? (
          <p className="text-sm text-slate-700">{coupon.description[locale]}</p>
        ) : null}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {coupon.verifiedAt ? (
            <li className="flex items-center gap-1">
              <Icon name="badge-check" className="text-brand-700 size-4" />
              {t('verified', { when: when(coupon.verifiedAt) })}
            </li>
          ) : null}
          <li className="flex items-center gap-1">
            <Icon name="users" className="size-4" />
            {t('uses', { count: coupon.uses })}
          </li>
          <li className="flex items-center gap-1">
            <Icon name="calendar-clock" className="size-4" />
            {coupon.expiresAt
              ? t(expired ? 'expired' : 'expires', {
                  date: shortDate(new Date(coupon.expiresAt), locale),
                })
              : t('noExpiry')}
          </li>
          {coupon.facts.map((fact) => (
            <li key={fact.name}>{t('fact', { name: fact.name, value: factText(fact, locale) })}</li>
          ))}
          {success !== null ? <li>{t('votes.rate', { percent: success })}</li> : null}
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
