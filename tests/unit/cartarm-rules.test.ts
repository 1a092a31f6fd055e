/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { isCssSelector } from '@/lib/cartarm/css-selector';
import { isUrlPattern, matchesUrlPattern, shopDomainOf } from '@/lib/cartarm/url-pattern';
import { cartarmCreateSchema, extensionRuleOf } from '@/lib/validation/cartarm';
import {
  cartarmPayload,
  patternLines,
  patternListError,
  type CartarmValues,
} from '@/components/admin/sections/cartarm/form';

// The checks the admin form and the API share: CSS selectors as querySelector parses them, the
// URL pattern grammar and how the extension matches it, and the form's payload and line errors.

describe('isCssSelector', () => {
  it.each([
    'input',
    '*',
    '#coupon',
    '.a.b',
    'input[name="coupon"]',
    "input[name='coupon' i]",
    'input[name="coupon"s]',
    '[data-x]',
    '[data-id|="apply"]',
    '[class~=x][href^="https"][href$=".pdf"][title*=sale]',
    'form > div + p ~ span a',
    '  a , b  ',
    'div.summary\n>\tdl',
    'a:hover:focus-visible',
    'button:not(:disabled, .hidden)',
    'li:is(.a, .b):where(.c)',
    'li:has(> img, + p)',
    'li:nth-child(2n+1)',
    'li:nth-child( -n + 3 )',
    'li:nth-child(odd of .visible)',
    'li:nth-last-of-type(even)',
    'p:lang(ar, "en-*")',
    'p:dir(rtl)',
    '.-private',
    '.--custom',
    '._x1',
    '#\\31 23',
    '.a\\:b',
    '.مرحبا',
    'input:placeholder-shown:user-invalid',
  ])('accepts %j', (selector) => {
    expect(isCssSelector(selector)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '#',
    '.',
    '#1st',
    '.1x',
    '.-1',
    '-',
    'a,',
    ',a',
    'a,,b',
    '>a',
    'a >',
    'a > > b',
    'a[',
    'a[href=/cart]',
    '[data-x=1]',
    '[a="b\n"]',
    '[a=b x]',
    ':hovered',
    ':contains(Sale)',
    'p:not()',
    'li:nth-child(2n+)',
    'li:nth-child(n of)',
    'li:nth-of-type(odd of .x)',
    'svg|a',
    '[xlink|href]',
    'a)',
    'a(',
  ])('refuses %j (querySelector throws)', (selector) => {
    expect(isCssSelector(selector)).toBe(false);
  });

  // Browsers parse these, but the extension could not use them: pseudo-elements match no
  // element, `*|` and `&` have no use in a page query, and the rest are easier refused whole
  // (an unclosed bracket or quote at the end, comments).
  it.each([
    'a::before',
    'a:before',
    'a:after',
    'p:first-line',
    '*|a',
    '& .x',
    'a /* c */ b',
    'a[href',
    '[a="b]',
  ])('refuses %j on purpose', (selector) => {
    expect(isCssSelector(selector)).toBe(false);
  });
});

describe('URL patterns', () => {
  it.each([
    '/cart',
    '/cart*',
    '/checkout/*/payment?step=*',
    '/ar/%D8%B3%D9%84%D8%A9',
    'https://noon.example/cart',
    'http://noon.example',
    '*://www.amazon.example/gp/cart/view.html*',
    'https://*.noon.example/cart*',
    'https://shop.example:8443/cart',
  ])('takes %j', (pattern) => {
    expect(isUrlPattern(pattern)).toBe(true);
  });

  it.each([
    '',
    'cart',
    '//noon.example/cart',
    '/cart page',
    '/cart#top',
    '/سلة',
    'ftp://noon.example/cart',
    'https://',
    'https:///cart',
    'https://.noon.example/cart',
    'https://noon..example/cart',
    'https://noon.example:99999/cart',
    'https://user@noon.example/cart',
    `/${'a'.repeat(500)}`,
    '/tab\there',
  ])('refuses %j', (pattern) => {
    expect(isUrlPattern(pattern)).toBe(false);
  });

  it('matches a path on the shop domain and its subdomains, anchored, without the fragment', () => {
    const domain = 'noon.example';
    expect(matchesUrlPattern('/cart*', 'https://www.noon.example/cart?x=1#top', domain)).toBe(true);
    expect(matchesUrlPattern('/cart*', 'https://sa.noon.example/cart/items', domain)).toBe(true);
    expect(matchesUrlPattern('/cart', 'https://noon.example/cart?x=1', domain)).toBe(false);
    expect(matchesUrlPattern('/cart', 'https://noon.example/cart', domain)).toBe(true);
    expect(matchesUrlPattern('/cart*', 'https://noon.example/Cart', domain)).toBe(false);
    expect(matchesUrlPattern('/cart*', 'https://evilnoon.example/cart', domain)).toBe(false);
    expect(matchesUrlPattern('/cart*', 'https://noon.example.evil/cart', domain)).toBe(false);
    expect(matchesUrlPattern('/cart*', 'ftp://noon.example/cart', domain)).toBe(false);
    expect(matchesUrlPattern('/a.b', 'https://noon.example/aXb', domain)).toBe(false);
  });

  it('matches absolute patterns: scheme, host wildcard within the host, any case', () => {
    const d = 'noon.example';
    expect(
      matchesUrlPattern('https://*.noon.example/cart*', 'https://SA.Noon.example/cart', d),
    ).toBe(true);
    expect(matchesUrlPattern('https://*.noon.example/cart', 'http://sa.noon.example/cart', d)).toBe(
      false,
    );
    expect(matchesUrlPattern('*://noon.example/cart', 'http://noon.example/cart', d)).toBe(true);
    // The host's `*` never reaches into the path.
    expect(
      matchesUrlPattern(
        'https://*.noon.example/cart',
        'https://evil.example/x.noon.example/cart',
        d,
      ),
    ).toBe(false);
    expect(matchesUrlPattern('https://pay.example', 'https://pay.example/', d)).toBe(true);
    expect(matchesUrlPattern('https://pay.example:8443/c', 'https://pay.example:8443/c', d)).toBe(
      true,
    );
    expect(matchesUrlPattern('https://pay.example/c', 'https://pay.example:8443/c', d)).toBe(false);
  });

  it('takes the shop domain from its website address', () => {
    expect(shopDomainOf('https://www.Noon.example/saudi-en')).toBe('noon.example');
    expect(shopDomainOf('https://sa.shop.example')).toBe('sa.shop.example');
    expect(shopDomainOf('not a url')).toBe('');
  });
});

describe('the cartarm form', () => {
  const values: CartarmValues = {
    shopId: '11111111-1111-4111-8111-111111111111',
    cartUrlPatterns: '\n /cart* \n\n/basket\r\n',
    checkoutUrlPatterns: '',
    couponInputSelector: '#coupon',
    applyButtonSelector: '#apply',
    totalSelector: '.total',
    successSelector: '  ',
    errorSelector: '.err',
    waitMs: '',
    status: 'ACTIVE',
    notes: '',
  };

  it('sends a pattern a line and null for empty optional selectors', () => {
    expect(cartarmPayload(values)).toEqual({
      shopId: values.shopId,
      cartUrlPatterns: ['/cart*', '/basket'],
      checkoutUrlPatterns: [],
      couponInputSelector: '#coupon',
      applyButtonSelector: '#apply',
      totalSelector: '.total',
      successSelector: null,
      errorSelector: '.err',
      waitMs: undefined,
      status: 'ACTIVE',
      notes: '',
    });
    // The schema fills in the default wait.
    expect(cartarmCreateSchema.parse(cartarmPayload(values)).waitMs).toBe(1500);
  });

  it('names the text line of a bad pattern', () => {
    const text = '/ok\n\n  \nbad pattern\n/fine';
    expect(patternLines(text).map((l) => l.line)).toEqual([1, 4, 5]);
    const error = { 1: { message: 'validation.cartarm.pattern_invalid' } };
    expect(patternListError(error, text)).toEqual({
      key: 'validation.cartarm.pattern_invalid',
      line: 4,
    });
    expect(patternListError({ message: 'validation.cartarm.patterns_max' }, text)).toEqual({
      key: 'validation.cartarm.patterns_max',
      line: null,
    });
    expect(patternListError(undefined, text)).toBeNull();
  });

  it('gives the extension the stored fields and the shop domain, never notes or status', () => {
    const rule = cartarmCreateSchema.parse(cartarmPayload(values));
    const json = extensionRuleOf(
      {
        ...rule,
        id: 'r1',
        version: 3,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
        deletedAt: null,
      },
      'noon.example',
    );
    expect(Object.keys(json).sort()).toEqual(
      [
        'id',
        'shopId',
        'shopDomain',
        'cartUrlPatterns',
        'checkoutUrlPatterns',
        'couponInputSelector',
        'applyButtonSelector',
        'totalSelector',
        'successSelector',
        'errorSelector',
        'waitMs',
        'version',
        'updatedAt',
      ].sort(),
    );
    expect(json).toMatchObject({ shopDomain: 'noon.example', version: 3, waitMs: 1500 });
  });
});
