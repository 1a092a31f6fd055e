/** @jest-environment node */
import {
  candidateEntries,
  entryMatches,
  normalizeHostEntry,
  storedHostEntries,
  targetOfHost,
  targetOfUrl,
  websiteHostEntry,
} from '@/lib/shops/hosts';

// The host entries a shop is found by (GET /shop/lookup) and how a page is matched to them.
describe('normalizeHostEntry', () => {
  it.each([
    ['noon.com', 'noon.com'],
    ['  WWW.Noon.com  ', 'noon.com'],
    ['m.namshi.com', 'namshi.com'],
    ['https://www.IKEA.com/AE/', 'ikea.com/ae'],
    ['carrefouruae.com/mafuae/en', 'carrefouruae.com/mafuae/en'],
    ['sa.hm.com:443', 'sa.hm.com'],
    ['noon.com.', 'noon.com'],
    ['jumia.com.eg', 'jumia.com.eg'],
    ['مثال.example', 'xn--mgbh0fb.example'],
  ])('%j → %j', (text, entry) => {
    expect(normalizeHostEntry(text)).toBe(entry);
  });

  it.each([
    '',
    'localhost',
    '10.0.0.1',
    '[::1]',
    'noon..com',
    'noon.com/a/b/c',
    'noon.com/?q=1',
    'noon.com/#top',
    'ftp://noon.com',
    'user@noon.com',
    'a.b.c.d.e.f.g.com',
    'noon com',
    'com.eg',
    'www.co.uk',
  ])('refuses %j', (text) => {
    expect(normalizeHostEntry(text)).toBeNull();
  });
});

describe('matching a page', () => {
  it('offers each parent domain with the first two path segments, least specific first', () => {
    expect(candidateEntries(targetOfHost('www.Shop.Sa.Example/AE-en/cart/x')!)).toEqual([
      'sa.example',
      'sa.example/ae-en',
      'sa.example/ae-en/cart',
      'shop.sa.example',
      'shop.sa.example/ae-en',
      'shop.sa.example/ae-en/cart',
    ]);
  });

  it('matches whole labels and whole path segments only', () => {
    const page = targetOfUrl('https://www.ikea.com/ae/en/p/billy')!;
    expect(entryMatches('ikea.com/ae', page)).toBe(true);
    expect(entryMatches('ikea.com', page)).toBe(true);
    expect(entryMatches('ikea.com/a', page)).toBe(false);
    expect(entryMatches('kea.com', page)).toBe(false);
    expect(entryMatches('ikea.com/en', page)).toBe(false);
    expect(entryMatches('ikea.com/ae', targetOfHost('ikea.com/aex')!)).toBe(false);
  });

  it('tells a bare host from a whole address', () => {
    expect(targetOfHost('https://noon.com')).toBeNull();
    expect(targetOfUrl('noon.com')).toBeNull();
    expect(targetOfHost('noon.com:8443/x?y=1#z')).toEqual({ host: 'noon.com', segments: ['x'] });
  });
});

describe('storedHostEntries', () => {
  it('adds the website’s entry unless an entry covers the website', () => {
    expect(storedHostEntries([], 'https://www.noon.com/uae-en')).toEqual(['noon.com/uae-en']);
    expect(storedHostEntries(['noon.com'], 'https://www.noon.com/uae-en')).toEqual(['noon.com']);
    expect(storedHostEntries(['shein.com'], 'https://ar.shein.com')).toEqual(['shein.com']);
    expect(storedHostEntries(['amazon.ae'], 'https://www.amazon.sa')).toEqual([
      'amazon.ae',
      'amazon.sa',
    ]);
    expect(storedHostEntries(['x.example', 'X.example'], 'http://localhost:3000')).toEqual([
      'x.example',
    ]);
    expect(websiteHostEntry('https://www.trendyol.com/ar/')).toBe('trendyol.com/ar');
  });
});
