/** @jest-environment node */
import { urlPatternHost } from '@/lib/cartarm/url-pattern';
import { patternStaysOnShop } from '@/server/services/cartarm';

// A cartarm rule's patterns stay on its shop's site: the host of its website and subdomains.
describe('patternStaysOnShop', () => {
  const site = 'https://www.Noon.example/saudi-en';

  it.each([
    '/cart*',
    '/checkout/*/payment',
    'https://noon.example/cart',
    'https://www.noon.example/cart',
    'http://m.noon.example/cart',
    '*://NOON.example/cart',
    'https://*.noon.example/cart*',
    'https://pay.*.noon.example/*',
    'https://*.www.noon.example/*',
    'https://noon.example:8443/cart',
  ])('takes %j for noon.example', (pattern) => {
    expect(patternStaysOnShop(pattern, site)).toBe(true);
  });

  it.each([
    '*://*/*',
    'https://*/cart',
    'https://accounts.google.com/*',
    'https://*noon.example/cart',
    'https://*-noon.example/cart',
    'https://noon.example.evil.example/cart',
    'https://evilnoon.example/cart',
    'https://*.example/cart',
    'https://noon.*/cart',
    'https://noon.example*/cart',
    'https://www.*/cart',
    'not a pattern',
  ])('refuses %j for noon.example', (pattern) => {
    expect(patternStaysOnShop(pattern, site)).toBe(false);
  });

  it('refuses every address when the shop has none, never a path', () => {
    expect(patternStaysOnShop('https://noon.example/cart', 'not a url')).toBe(false);
    expect(patternStaysOnShop('/cart', 'not a url')).toBe(true);
  });

  it('reads the host of an absolute pattern only', () => {
    expect(urlPatternHost('https://*.Noon.example:8443/cart')).toBe('*.noon.example');
    expect(urlPatternHost('/cart')).toBeNull();
    expect(urlPatternHost('//noon.example/cart')).toBeNull();
  });
});
