import { relativeTime, shortDate } from '@/lib/format/relative-time';
import { absoluteUrl, alternatesFor, localizedPath, shopPath } from '@/lib/site/urls';

const shop = { id: 'a1', slug: { ar: 'نون', en: 'noon' } };

describe('site URLs', () => {
  it('puts English under /en and Arabic at the root', () => {
    expect(localizedPath('ar', '/')).toBe('/');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/shops?q=x')).toBe('/en/shops?q=x');
    expect(absoluteUrl('https://safqa.app', 'ar', '/shops')).toBe('https://safqa.app/shops');
  });

  it('builds store paths with the slug of the language, encoded', () => {
    expect(shopPath(shop, 'en')).toBe('/shop/a1/noon');
    expect(shopPath(shop, 'ar')).toBe('/shop/a1/%D9%86%D9%88%D9%86');
  });

  it('gives canonical and hreflang alternates with x-default on Arabic', () => {
    const alt = alternatesFor('https://safqa.app', 'en', (l) => shopPath(shop, l));
    expect(alt.canonical).toBe('https://safqa.app/en/shop/a1/noon');
    expect(alt.languages).toEqual({
      ar: 'https://safqa.app/shop/a1/%D9%86%D9%88%D9%86',
      en: 'https://safqa.app/en/shop/a1/noon',
      'x-default': 'https://safqa.app/shop/a1/%D9%86%D9%88%D9%86',
    });
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now, 'en');
  const MIN = 60_000;

  it.each([
    [30_000, { kind: 'justNow' }],
    [5 * MIN, { kind: 'minutes', count: 5 }],
    [3 * 60 * MIN, { kind: 'hours', count: 3 }],
    [26 * 60 * MIN, { kind: 'days', count: 1 }],
    [48 * 60 * MIN, { kind: 'days', count: 2 }],
  ])('%i ms ago → %j', (ms, expected) => {
    expect(ago(ms)).toEqual(expected);
  });

  it('shows a short date with a 2-digit year after two days', () => {
    expect(ago(3 * 24 * 60 * MIN)).toEqual({ kind: 'date', text: 'Nov 20, 26' });
    expect(shortDate(new Date('2026-01-05T00:00:00Z'), 'ar')).toMatch(/5 .+ 26/);
  });
});
