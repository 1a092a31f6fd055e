import { formatMoney } from '@/lib/format/money';
import type { TrackingRule } from '@/lib/validation/tracking';
import { getTranslator } from '@/lib/i18n/translator';
import { paragraph, render, type MailLocale, type RenderedMail } from '../../mail/templates';

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

type AlertTranslator = Awaited<ReturnType<typeof getTranslator<'mail.priceAlert'>>>;

/**
 * The product's title in the mail; a product whose page details no trusted reading gave yet is
 * named by its store.
 */
const titleOf = (input: PriceAlertMailInput, t: AlertTranslator) =>
  input.title.trim() || t('untitled', { store: input.store });

/**
 * The mail of one price alert in the shopper's language: why it came (the rule), the product
 * card with old → new price, the store through the click redirect, and a link that turns this
 * product's alerts off (also offered to mail clients as one-click `List-Unsubscribe`).
 */
export async function priceAlertMail(input: PriceAlertMailInput): Promise<RenderedMail> {
  const t = await getTranslator(input.locale, 'mail.priceAlert');
  const money = (amount: string) => formatMoney(amount, input.currency, input.locale);
  const title = titleOf(input, t);
  const now = money(input.newPrice);
  // An unchanged price (a product back in stock at its old price) shows once.
  const before = input.oldPrice && input.oldPrice !== input.newPrice ? money(input.oldPrice) : null;
  // Every rule's reason is given both arguments; each uses the one it needs.
  const reasonValues = {
    target: input.targetPrice ? money(input.targetPrice) : '',
    percent: String(input.dropPercent ?? ''),
  };
  return render(input.locale, {
    subject: t(`subject.${input.rule}`, { title: short(title), price: now }),
    blocks: [
      paragraph(t(`reason.${input.rule}`, reasonValues)),
      { kind: 'product', image: input.image, title, store: input.store, before, now },
      { kind: 'link', label: t('goToStore', { store: input.store }), href: input.storeLink },
      paragraph(t('caveat')),
      { kind: 'note', text: t('why'), label: t('stop'), href: input.unsubscribeLink },
    ],
  });
}
