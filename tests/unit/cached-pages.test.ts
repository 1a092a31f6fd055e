import { pageServing, splitLocale } from '@/lib/site/cached-pages';
import {
  directoryPath,
  directoryRoute,
  directoryStateOf,
  directoryStateOfRoute,
} from '@/lib/site/directory-route';

const serve = (address: string, headers: Record<string, string> = {}) => {
  const url = new URL(address, 'http://x');
  return pageServing(url.pathname, url.searchParams, (name) => headers[name] ?? null);
};

describe('which pages are served from the shared cache', () => {
  it.each([
    ['/', '/ar'],
    ['/en', '/en'],
    ['/shops', '/ar/shops'],
    ['/en/shops?utm_source=x', '/en/shops'],
    ['/shop/1/noon', '/ar/shop/1/noon'],
    ['/en/product/9/kettle', '/en/product/9/kettle'],
    ['/campaigns/white-friday', '/ar/campaigns/white-friday'],
    ['/en/privacy-policy', '/en/privacy-policy'],
    ['/uninstall', '/ar/uninstall'],
  ])('%s → cached at %s', (address, route) => {
    expect(serve(address)).toEqual({ kind: 'cached', route });
  });

  it.each([
    '/signin',
    '/en/dashboard',
    '/reset-password/abc',
    '/auto-dl',
    '/en/no-such-page',
    '/ar/shops',
    '/admin',
  ])('%s → per request', (address) => {
    expect(serve(address).kind).toBe('perRequest');
  });

  it('the home is cached per visitor country named by the edge, else once', () => {
    expect(serve('/', { 'cf-ipcountry': 'SA' })).toEqual({ kind: 'cached', route: '/ar/in/sa' });
    expect(serve('/en', { 'x-vercel-ip-country': 'eg' })).toEqual({
      kind: 'cached',
      route: '/en/in/eg',
    });
    expect(serve('/', { 'cf-ipcountry': 'FR' })).toEqual({ kind: 'cached', route: '/ar' });
  });

  it('directory states get cached routes of their own; a search is per request', () => {
    expect(serve('/shops?category=fashion&letter=n&page=2')).toEqual({
      kind: 'cached',
      route: '/ar/shops/v/fashion/n/2',
    });
    expect(serve('/en/shops?letter=%23')).toEqual({ kind: 'cached', route: '/en/shops/v/_/0/1' });
    expect(serve('/shops?page=1&category=')).toEqual({ kind: 'cached', route: '/ar/shops' });
    expect(serve('/shops?category=Bad Slug!')).toEqual({ kind: 'cached', route: '/ar/shops' });
    expect(serve('/en/shops?q=noon&page=2')).toEqual({
      kind: 'perRequest',
      route: '/en/shops/search',
    });
  });

  it('splits the language prefix', () => {
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/shops')).toEqual({ locale: 'en', path: '/shops' });
    expect(splitLocale('/english')).toEqual({ locale: 'ar', path: '/english' });
  });
});

describe('directory states and their cached routes', () => {
  it('round-trips every state through its route', () => {
    for (const state of [
      { category: 'fashion' },
      { letter: '#' },
      { letter: 'a', page: 3 },
      { category: 'food-and-drink', letter: 'z', page: 10_000 },
    ]) {
      const [category, letter, page] = directoryRoute(state).split('/').slice(3);
      expect(directoryStateOfRoute({ category: category!, letter: letter!, page: page! })).toEqual(
        expect.objectContaining(state),
      );
    }
  });

  it('refuses route segments no address leads to (so no duplicate page is cached)', () => {
    for (const params of [
      { category: '_', letter: '_', page: '01' },
      { category: 'UPPER', letter: '_', page: '2' },
      { category: '_', letter: 'ab', page: '1' },
      { category: '_', letter: '_', page: '0' },
    ]) {
      expect(directoryStateOfRoute(params)).toBeNull();
    }
  });

  it('ignores malformed values and keeps the address form of a state', () => {
    const state = directoryStateOf(
      (k) => ({ q: '  ', category: 'x y', letter: 'n', page: 'two' })[k],
    );
    expect(state).toEqual({ q: undefined, category: undefined, letter: 'n', page: undefined });
    expect(directoryPath({ letter: 'n', page: 2 })).toBe('/shops?letter=n&page=2');
  });
});
