import { localeOfPath, switchLocaleHref } from '@/lib/i18n/switch-locale';

describe('language switch address', () => {
  it.each([
    ['/', 'en', '/en'],
    ['/en', 'ar', '/'],
    ['/shops?q=نون', 'en', '/en/shops?q=%D9%86%D9%88%D9%86'],
    ['/en/shop/1/noon?x=1#coupons', 'ar', '/shop/1/noon?x=1#coupons'],
    ['/shop/1/%D9%86%D9%88%D9%86', 'en', '/en/shop/1/%D9%86%D9%88%D9%86'],
    ['/en/', 'ar', '/'],
    ['/en', 'en', '/en'],
    ['/dashboard#settings', 'ar', '/dashboard#settings'],
  ] as const)('%s → %s gives %s', (from, target, expected) => {
    expect(switchLocaleHref(from, target)).toBe(expected);
  });

  it('does not treat /english as the prefix', () => {
    expect(switchLocaleHref('/english', 'en')).toBe('/en/english');
    expect(localeOfPath('/english')).toBe('ar');
    expect(localeOfPath('/en/x')).toBe('en');
  });
});
