import { formatMoney } from '@/lib/format/money';
import type { TrackingRule } from '@/lib/validation/tracking';
import { common, render, type MailLocale, type RenderedMail } from './templates';

export interface PriceAlertMailInput {
  locale: MailLocale;
  rule: TrackingRule;
  /** Title and store name in the mail's language (already chosen). */
  title: string;
  store: string;
  /** An absolute http(s) address, or null to leave the picture out. */
  image: string | null;
  oldPrice: string | null;
  newPrice: string;
  currency: string;
  targetPrice: string | null;
  dropPercent: number | null;
  /** The store through Safqa's click redirect (affiliate link). */
  storeLink: string;
  unsubscribeLink: string;
}

const SUBJECT_TITLE_LENGTH = 80;

const short = (title: string) =>
  title.length > SUBJECT_TITLE_LENGTH ? `${title.slice(0, SUBJECT_TITLE_LENGTH - 1)}…` : title;

/** A product whose page details no trusted reading gave yet is named by its store. */
const untitled = {
  ar: (store: string) => `منتج من ${store}`,
  en: (store: string) => `A product at ${store}`,
};

/** The product's title in the mail, its store's product when it has none yet. */
const titleOf = (input: PriceAlertMailInput) =>
  input.title.trim() || untitled[input.locale](input.store);

function texts(input: PriceAlertMailInput, money: (amount: string) => string) {
  const title = short(titleOf(input));
  const now = money(input.newPrice);
  const target = input.targetPrice ? money(input.targetPrice) : '';
  const percent = String(input.dropPercent ?? '');
  return {
    ar: {
      subject: {
        TARGET_PRICE: `${title} الآن بسعر ${now}: وصل إلى السعر الذي حددته`,
        DROP_PERCENT: `انخفض السعر: ${title} الآن بسعر ${now}`,
        ANY_DROP: `انخفض السعر: ${title} الآن بسعر ${now}`,
        BACK_IN_STOCK: `${title} متوفر من جديد`,
      },
      reason: {
        TARGET_PRICE: `خبر سار: سعر منتج تتابعه وصل إلى السعر الذي حددته (${target}) أو أقل.`,
        DROP_PERCENT: `خبر سار: انخفض سعر منتج تتابعه بنسبة ${percent}% أو أكثر منذ بدأت متابعته.`,
        ANY_DROP: 'خبر سار: سعر منتج تتابعه أصبح أقل مما كان عليه عندما بدأت متابعته.',
        BACK_IN_STOCK: 'منتج تتابعه أصبح متوفرًا من جديد.',
      },
      caveat: 'الأسعار تتغير بسرعة، والسعر المعتمد هو سعر المتجر عند الدفع.',
      go: `اذهب إلى ${input.store}`,
      why: 'وصلتك هذه الرسالة لأنك تتابع هذا المنتج في صفقة.',
      stop: 'إيقاف تنبيهات هذا المنتج',
    },
    en: {
      subject: {
        TARGET_PRICE: `${title} is now ${now}: your target price is reached`,
        DROP_PERCENT: `Price drop: ${title} is now ${now}`,
        ANY_DROP: `Price drop: ${title} is now ${now}`,
        BACK_IN_STOCK: `${title} is back in stock`,
      },
      reason: {
        TARGET_PRICE: `Good news: a product you track is now at or below your target price of ${target}.`,
        DROP_PERCENT: `Good news: a product you track dropped ${percent}% or more since you started tracking it.`,
        ANY_DROP: 'Good news: a product you track is cheaper than when you started tracking it.',
        BACK_IN_STOCK: 'A product you track is back in stock.',
      },
      caveat: "Prices change quickly; the store's price at checkout is what counts.",
      go: `View at ${input.store}`,
      why: 'You receive this email because you track this product on Safqa.',
      stop: 'Stop alerts for this product',
    },
  }[input.locale];
}

/**
 * The mail of one price alert in the shopper's language: why it came (the rule), the product
 * card with old → new price, the store through the click redirect, and a link that turns this
 * product's alerts off (also offered to mail clients as one-click `List-Unsubscribe`).
 */
export function priceAlertMail(input: PriceAlertMailInput): RenderedMail {
  const money = (amount: string) => formatMoney(amount, input.currency, input.locale);
  const t = texts(input, money);
  // An unchanged price (a product back in stock at its old price) shows once.
  const before = input.oldPrice && input.oldPrice !== input.newPrice ? money(input.oldPrice) : null;
  return render(input.locale, {
    subject: t.subject[input.rule],
    ...common[input.locale],
    blocks: [
      { kind: 'p', text: t.reason[input.rule] },
      {
        kind: 'product',
        image: input.image,
        title: titleOf(input),
        store: input.store,
        before,
        now: money(input.newPrice),
      },
      { kind: 'link', label: t.go, href: input.storeLink },
      { kind: 'p', text: t.caveat },
      { kind: 'note', text: t.why, label: t.stop, href: input.unsubscribeLink },
    ],
  });
}
