// The checkout loop on a page the shop's cartarm rule names as its checkout: each code is typed
// into the rule's coupon field and applied with its button, the outcome read from its success /
// error messages and its order total; the best code is kept applied. Selectors and the wait come
// from the rule (lib/validation/cartarm.ts, docs/cartarm.md); no store is special-cased here.
import { matchesUrlPattern } from '../../lib/cartarm/url-pattern';
import type { CartarmRule, CouponResult, LookupCoupon } from './protocol';

/** An order total as read from the page. */
export interface Total {
  /** A decimal string with at most 2 places, as POST /coupon/{id}/result takes it: `170.00`. */
  amount: string;
  /** ISO 4217 (`AED`), when the page writes it beside the amount. */
  currency: string | null;
}

export interface Try {
  coupon: LookupCoupon & { code: string };
  worked: boolean;
  before: Total | null;
  after: Total | null;
}

/**
 * Whether `url` is a checkout page of the rule. The rule came from the lookup of this very page,
 * so its path patterns apply to the page's own host, which the lookup matched
 * to the shop (it may be another of the shop's hosts than `shopDomain`, docs/cartarm.md).
 */
export function isCheckoutPage(rule: CartarmRule, url: string): boolean {
  const host = new URL(url).hostname;
  return rule.checkoutUrlPatterns.some((pattern) => matchesUrlPattern(pattern, url, host));
}

const ARABIC_DIGITS = /[\u0660-\u0669]/g;

/** `AED 1,234.5` → `{amount: '1234.50', currency: 'AED'}`; null when no amount is there. */
export function parseTotal(text: string): Total | null {
  const latin = text
    .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u066b/g, '.') // Arabic decimal separator
    .replace(/\u066c/g, ','); // Arabic thousands separator
  const number = /\d[\d,]*(?:\.\d{1,2})?/.exec(latin)?.[0];
  if (!number) return null;
  const [whole = '0', fraction = ''] = number.replace(/,/g, '').split('.');
  const currency = /\b[A-Z]{3}\b/.exec(latin)?.[0] ?? null;
  return { amount: `${BigInt(whole)}.${fraction.padEnd(2, '0')}`, currency };
}

const minor = (total: Total) => {
  const [whole = '0', fraction = '0'] = total.amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction);
};

function readTotal(rule: CartarmRule): Total | null {
  const text = document.querySelector(rule.totalSelector)?.textContent;
  return text ? parseTotal(text) : null;
}

/** Types `code` into the field as a person would, so frameworks' controlled inputs see it. */
function typeCode(input: HTMLInputElement, code: string) {
  // React and others watch the prototype's setter; setting `.value` directly can go unseen.
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (setter) setter.call(input, code);
  else input.value = code;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

type Outcome = 'success' | 'error' | 'none';

/**
 * The outcome of the apply just clicked: a success or error message that was not on the page
 * before the click (`seen`), as soon as one appears, or 'none' after the rule's `waitMs`.
 */
function awaitOutcome(rule: CartarmRule, seen: Set<Element>): Promise<Outcome> {
  // A rule may name no success or no error message (null): then that one is never seen.
  const fresh = (selector: string | null) =>
    selector !== null &&
    Array.from(document.querySelectorAll(selector)).some((element) => !seen.has(element));
  const read = (): Outcome | null =>
    fresh(rule.successSelector) ? 'success' : fresh(rule.errorSelector) ? 'error' : null;
  const now = read();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (outcome: Outcome) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(outcome);
    };
    const observer = new MutationObserver(() => {
      const outcome = read();
      if (outcome) done(outcome);
    });
    observer.observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
    });
    const timer = setTimeout(() => done('none'), rule.waitMs);
  });
}

/** Applies one code; null when the page has no coupon field or apply button (the rule is stale). */
async function applyCode(rule: CartarmRule, code: string): Promise<Outcome | null> {
  const input = document.querySelector<HTMLInputElement>(rule.couponInputSelector);
  const button = document.querySelector<HTMLElement>(rule.applyButtonSelector);
  if (!input || !button) return null;
  const messages = [rule.successSelector, rule.errorSelector].filter((s) => s !== null);
  const seen = new Set(messages.length ? document.querySelectorAll(messages.join(', ')) : []);
  typeCode(input, code);
  button.click();
  return awaitOutcome(rule, seen);
}

/** What POST /coupon/{id}/result is told of a try: totals only with their currency. */
export function resultOf(attempt: Try): CouponResult {
  const { before, after } = attempt;
  const currency = after?.currency ?? before?.currency;
  if (!currency || !before || !after) return { worked: attempt.worked };
  // A code that worked cannot have raised the total: the page was misread, so no totals (the
  // API refuses such a report).
  if (attempt.worked && minor(after) > minor(before)) return { worked: true };
  return {
    worked: attempt.worked,
    totalBefore: before.amount,
    totalAfter: after.amount,
    currency,
  };
}

/**
 * Tries each coupon with a code in turn, telling `onTry` before each and `onResult` after it,
 * then keeps the best one applied (the lowest total among those that worked; the first that
 * worked when the page shows no total). Answers the tries and the best one, or null when the
 * page has no coupon field.
 */
export async function tryCoupons(
  rule: CartarmRule,
  coupons: readonly LookupCoupon[],
  hooks: {
    onTry: (code: string, index: number, count: number) => void;
    onResult: (attempt: Try) => Promise<void>;
  },
): Promise<{ tries: Try[]; best: Try | null } | null> {
  const withCode = coupons.filter((c): c is Try['coupon'] => Boolean(c.code));
  const tries: Try[] = [];
  const baseline = readTotal(rule);
  for (const [index, coupon] of withCode.entries()) {
    hooks.onTry(coupon.code, index + 1, withCode.length);
    const outcome = await applyCode(rule, coupon.code);
    if (outcome === null) return null;
    const after = readTotal(rule);
    // No message either way: judged by the total alone.
    const cheaper = Boolean(baseline && after && minor(after) < minor(baseline));
    const worked = outcome === 'success' || (outcome === 'none' && cheaper);
    const attempt: Try = { coupon, worked, before: baseline, after };
    tries.push(attempt);
    await hooks.onResult(attempt);
  }
  const best = tries
    .filter((t) => t.worked)
    .reduce<Try | null>((kept, t) => {
      if (!kept) return t;
      if (!kept.after || !t.after) return kept;
      return minor(t.after) < minor(kept.after) ? t : kept;
    }, null);
  // The page holds the last code tried; put the best one back when that was another.
  if (best && best !== tries.at(-1)) await applyCode(rule, best.coupon.code);
  return { tries, best };
}
