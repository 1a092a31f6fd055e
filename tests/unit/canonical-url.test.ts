/** @jest-environment node */
import {
  canonicalizeUrl,
  hostBelongsTo,
  hostKey,
  isTrackingParam,
  normalizeStoreProductId,
} from '@/server/services/products/canonical-url';

const canonical = (raw: string, site?: string) => canonicalizeUrl(raw, site)?.url;

describe('product URL canonicalization', () => {
  it('gives one address for a product linked five ways (generic store)', () => {
    const site = 'https://www.shop.example';
    const ways = [
      'https://www.shop.example/p/red-shoes?color=red&size=42',
      'https://shop.example/p/red-shoes/?size=42&color=red&utm_source=fb&utm_medium=cpc',
      'https://m.shop.example/p/red-shoes?color=red&fbclid=IwAR0&size=42#reviews',
      'HTTP://Shop.Example/p/red-shoes?size=42&gclid=abc&color=red',
      'https://www.shop.example//p/red-shoes/?ref=home&size=42&_ga=1.2.3&aff_id=9&color=red',
    ];
    const results = new Set(ways.map((w) => canonical(w, site)));
    expect([...results]).toEqual(['https://www.shop.example/p/red-shoes?color=red&size=42']);
  });

  it('reduces Amazon addresses to /dp/{ASIN} with the ASIN as the store id', () => {
    const site = 'https://www.amazon.ae';
    const ways = [
      'https://www.amazon.ae/Apple-iPhone-15-128-GB/dp/B0CHX1W1XY/ref=sr_1_1?crid=2&keywords=iphone&qid=1&sr=8-1',
      'https://amazon.ae/dp/B0CHX1W1XY?th=1&psc=1',
      'http://www.amazon.ae/gp/product/B0CHX1W1XY/?tag=safqa-21#customerReviews',
      'https://m.amazon.ae/gp/aw/d/b0chx1w1xy/?utm_source=x',
      'https://WWW.AMAZON.AE/dp/B0CHX1W1XY/',
    ];
    for (const way of ways) {
      expect(canonicalizeUrl(way, site)).toEqual({
        url: 'https://www.amazon.ae/dp/B0CHX1W1XY',
        hostKey: 'amazon.ae',
        storeProductId: 'B0CHX1W1XY',
      });
    }
  });

  it('reads the store id of noon, Namshi, Jumia, AliExpress, Trendyol, SHEIN, IKEA, Carrefour and iHerb', () => {
    const id = (raw: string) => canonicalizeUrl(raw)?.storeProductId;
    expect(id('https://www.noon.com/uae-en/apple-iphone-15-128gb/N53433208A/p/?o=e09d')).toBe(
      'N53433208A',
    );
    expect(id('https://www.namshi.com/uae-en/buy-nike-air-max-90/Z0A1B2C3D4E5/p/')).toBe(
      'Z0A1B2C3D4E5',
    );
    expect(id('https://www.namshi.com/buy-nike-air-max-ni727sh28hnb.html')).toBe('NI727SH28HNB');
    expect(id('https://www.jumia.com.eg/apple-iphone-15-128gb-297543217.html')).toBe('297543217');
    expect(id('https://ar.aliexpress.com/item/1005006123456789.html?spm=a2g0o')).toBe(
      '1005006123456789',
    );
    expect(id('https://www.trendyol.com/apple/iphone-15-p-761234567?boutiqueId=61')).toBe(
      '761234567',
    );
    expect(id('https://ar.shein.com/Floral-Dress-p-12345678-cat-1727.html')).toBe('12345678');
    expect(id('https://www.ikea.com/ae/en/p/billy-bookcase-white-00263850/')).toBe('00263850');
    expect(id('https://www.carrefouruae.com/mafuae/en/smartphones/iphone-15/p/123456')).toBe(
      '123456',
    );
    expect(id('https://ar.iherb.com/pr/california-gold-nutrition-vitamin-c/61864')).toBe('61864');
    // Other shapes and stores: no id.
    expect(id('https://www.noon.com/uae-en/electronics/')).toBeNull();
    expect(id('https://www.shop.example/p/123456')).toBeNull();
  });

  it('drops the whole query where the id names the product, and keeps the locale path', () => {
    expect(canonical('https://www.noon.com/saudi-ar/iphone/N53433208A/p/?o=abc&shareId=x')).toBe(
      'https://www.noon.com/saudi-ar/iphone/N53433208A/p',
    );
    // Elsewhere only tracking parameters go.
    expect(canonical('https://www.trendyol.com/apple/iphone-15-p-761234567?boutiqueId=61')).toBe(
      'https://www.trendyol.com/apple/iphone-15-p-761234567?boutiqueId=61',
    );
  });

  it('keeps other subdomains and ports, drops jsessionid and empty names', () => {
    expect(
      canonical('https://uae.sharafdg.com/product/tv/?utm_campaign=x', 'https://uae.sharafdg.com'),
    ).toBe('https://uae.sharafdg.com/product/tv');
    expect(canonical('https://en.shein.com/item.html', 'https://ar.shein.com')).toBe(
      'https://en.shein.com/item.html',
    );
    expect(canonical('http://shop.example:8443/a;jsessionid=ABC123/b?=x&b=2&a=1')).toBe(
      'https://shop.example:8443/a/b?a=1&b=2',
    );
    expect(canonical('https://shop.example/')).toBe('https://shop.example/');
    expect(canonical('https://shop.example/p?q=a+b&q=a')).toBe('https://shop.example/p?q=a&q=a+b');
  });

  it('refuses what is not an http(s) address', () => {
    expect(canonicalizeUrl('javascript:alert(1)')).toBeNull();
    expect(canonicalizeUrl('ftp://shop.example/x')).toBeNull();
    expect(canonicalizeUrl('https://user:pw@shop.example/x')).toBeNull();
    expect(canonicalizeUrl('not a url')).toBeNull();
  });

  it('lists the tracking parameters by name and prefix, case-insensitively', () => {
    for (const name of ['utm_source', 'UTM_Campaign', 'gclid', 'fbclid', 'ref', 'ref_', 'tag']) {
      expect(isTrackingParam(name)).toBe(true);
    }
    for (const name of ['aff_id', 'affiliate', 'clickid', 'irclickid', 'spm', '_ga', 'mc_cid']) {
      expect(isTrackingParam(name)).toBe(true);
    }
    for (const name of ['color', 'size', 'variant', 'id', 'q', 'page']) {
      expect(isTrackingParam(name)).toBe(false);
    }
  });

  it('matches hosts to shops with www., m. and subdomains folded', () => {
    expect(hostKey('WWW.Noon.com.')).toBe('noon.com');
    expect(hostKey('m.amazon.ae')).toBe('amazon.ae');
    expect(hostBelongsTo('www.noon.com', 'noon.com')).toBe(true);
    expect(hostBelongsTo('m.noon.com', 'www.noon.com')).toBe(true);
    expect(hostBelongsTo('deals.noon.com', 'www.noon.com')).toBe(true);
    expect(hostBelongsTo('notnoon.com', 'noon.com')).toBe(false);
    expect(hostBelongsTo('noon.com.evil.example', 'noon.com')).toBe(false);
    expect(hostBelongsTo('amazon.sa', 'www.amazon.ae')).toBe(false);
  });

  it('writes page-given ids as the store does', () => {
    expect(normalizeStoreProductId('www.amazon.sa', ' b0chx1w1xy ')).toBe('B0CHX1W1XY');
    expect(normalizeStoreProductId('shop.example', ' Sku-12 ')).toBe('Sku-12');
  });
});
