import { describe, expect, it, jest } from '@jest/globals';
import {
  isCheckoutPage,
  parseTotal,
  resultOf,
  tryCoupons,
  type Try,
} from '../../extension/src/checkout';
import { message, panelLanguage } from '../../extension/src/messages';
import type { CartarmRule, LookupCoupon } from '../../extension/src/protocol';

// The reference extension's own logic (extension/src): the checkout loop on a page built from
// the rule's selectors, money read off the page, the report it sends, the panel's language.

const RULE: CartarmRule = {
  id: 'rule',
  shopId: 'shop',
  shopDomain: 'noon.com',
  cartUrlPatterns: ['/*/cart*'],
  checkoutUrlPatterns: ['/*/checkout*'],
  couponInputSelector: "input[name='couponCode']",
  applyButtonSelector: "button[data-qa='apply']",
  totalSelector: "[data-qa='total']",
  successSelector: "[data-qa='ok']",
  errorSelector: "[data-qa='bad']",
  waitMs: 50,
  version: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const coupon = (id: string, code: string | null) => ({ id, code }) as LookupCoupon;

/** A checkout that takes only `working` (and `alsoWorking`, at a smaller discount). */
function renderCheckout(prices: Record<string, string>) {
  document.body.innerHTML = `
    <input name="couponCode"><button data-qa="apply">Apply</button>
    <span data-qa="total">AED 1,200.00</span><div id="messages"></div>`;
  document.querySelector('button')!.addEventListener('click', () => {
    const code = document.querySelector('input')!.value;
    const price = prices[code];
    const note = document.createElement('p');
    note.dataset.qa = price ? 'ok' : 'bad';
    document.getElementById('messages')!.replaceChildren(note);
    document.querySelector('[data-qa="total"]')!.textContent = `AED ${price ?? '1,200.00'}`;
  });
}

describe('the checkout loop', () => {
  it('tries every code, reports each, and keeps the cheapest applied', async () => {
    renderCheckout({ GOOD: '1,020.00', BETTER: '960.00' });
    const seen: string[] = [];
    const results: Try[] = [];
    const outcome = await tryCoupons(
      RULE,
      [coupon('1', 'BETTER'), coupon('2', null), coupon('3', 'BAD'), coupon('4', 'GOOD')],
      {
        onTry: (code, index, count) => seen.push(`${code} ${index}/${count}`),
        onResult: async (attempt) => {
          results.push(attempt);
        },
      },
    );
    expect(seen).toEqual(['BETTER 1/3', 'BAD 2/3', 'GOOD 3/3']);
    expect(results.map((t) => [t.coupon.code, t.worked])).toEqual([
      ['BETTER', true],
      ['BAD', false],
      ['GOOD', true],
    ]);
    expect(outcome?.best?.coupon.code).toBe('BETTER');
    expect(results.map(resultOf)).toEqual([
      { worked: true, totalBefore: '1200.00', totalAfter: '960.00', currency: 'AED' },
      { worked: false, totalBefore: '1200.00', totalAfter: '1200.00', currency: 'AED' },
      { worked: true, totalBefore: '1200.00', totalAfter: '1020.00', currency: 'AED' },
    ]);
    // The last code tried was not the best: the best is put back.
    expect(document.querySelector('input')!.value).toBe('BETTER');
    expect(document.querySelector('[data-qa="total"]')!.textContent).toBe('AED 960.00');
  });

  it('gives up on a page without the coupon field', async () => {
    document.body.innerHTML = '<p>no field</p>';
    const onResult = jest.fn(async () => undefined);
    expect(await tryCoupons(RULE, [coupon('1', 'A')], { onTry: () => {}, onResult })).toBeNull();
    expect(onResult).not.toHaveBeenCalled();
  });
});

describe('what the extension reads and sends', () => {
  it('reads totals with their currency, in Latin or Arabic digits', () => {
    expect(parseTotal('AED 1,234.5')).toEqual({ amount: '1234.50', currency: 'AED' });
    expect(parseTotal('١٬٢٠٠٫٥ SAR')).toEqual({ amount: '1200.50', currency: 'SAR' });
    expect(parseTotal('Total: 99')).toEqual({ amount: '99.00', currency: null });
    expect(parseTotal('—')).toBeNull();
  });

  it('sends no totals without a currency, nor a worked code that raised the total', () => {
    const base = { coupon: { id: '1', code: 'A' } as Try['coupon'] };
    expect(
      resultOf({
        ...base,
        worked: false,
        before: { amount: '10.00', currency: null },
        after: null,
      }),
    ).toEqual({ worked: false });
    expect(
      resultOf({
        ...base,
        worked: true,
        before: { amount: '10.00', currency: 'AED' },
        after: { amount: '12.00', currency: 'AED' },
      }),
    ).toEqual({ worked: true });
  });

  it("matches the rule's checkout paths on the looked-up page's own host", () => {
    expect(isCheckoutPage(RULE, 'http://noon.localhost:4000/uae-en/checkout/')).toBe(true);
    expect(isCheckoutPage(RULE, 'https://www.noon.com/uae-en/cart/')).toBe(false);
  });

  it("picks the shopper's language, then the page's, then the browser's", () => {
    expect(panelLanguage({ shopperLocale: 'ar', pageLang: 'en', browserLang: 'en-US' })).toBe('ar');
    expect(panelLanguage({ shopperLocale: null, pageLang: 'ar-SA', browserLang: 'en' })).toBe('ar');
    expect(panelLanguage({ pageLang: 'fr', browserLang: 'EN-gb' })).toBe('en');
    expect(panelLanguage({ pageLang: 'fr', browserLang: 'de' })).toBe('en');
    expect(message('ar', 'trying', { code: 'X', index: 1, count: 3 })).toBe('نجرّب X (1 من 3)…');
  });
});
