import { eq, inArray, sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { websiteHostEntry } from '@/lib/shops/hosts';
import type { CartarmActive } from '@/lib/validation/cartarm';
import type { ShopHostsList, ShopLookup } from '@/lib/validation/shop-lookup';
import { cartarmRules, shops } from '@/server/db/schema';
import { seedDemoData } from '@/server/db/seed/seed';
import { createLocalStorage } from '@/server/media/storage';
import { crud, shopBody, tokenWith } from '../support/catalog-helpers';
import { createCoupon, createShop } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// GET /shop/lookup and GET /shop/hosts on the demo stores: which shop a page belongs to, its
// coupons for a country, its checkout rule, and the caching headers the extension relies on.
const DAY = 24 * 3600 * 1000;
const NOW = new Date('2031-03-10T12:00:00.000Z');
let clock = NOW;

let t: TestApp;
let mediaDir: string;
/** Shop ids of the demo stores by English slug (INACTIVE ones too). */
const idOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  mediaDir = mkdtempSync(path.join(tmpdir(), 'safqa-seed-lookup-'));
  await seedDemoData(t.db, { media: createLocalStorage(mediaDir), now: NOW });
  const rows = await t.db.select({ id: shops.id, slug: shops.slugEn }).from(shops);
  for (const r of rows) idOf.set(r.slug, r.id);
});
afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});
afterEach(() => {
  clock = NOW;
  delete t.deps.trustedProxies;
});

const lookup = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  t.api('GET', `/api/v1/shop/lookup?${new URLSearchParams(query)}`, { headers });

describe('GET /shop/lookup: which demo store a page belongs to', () => {
  // [query, the store's English slug, the entry that matched]
  const FORMS: [Record<string, string>, string, string][] = [
    [{ host: 'www.noon.com/uae-en' }, 'noon', 'noon.com'],
    [{ host: 'noon.com' }, 'noon', 'noon.com'],
    [{ host: 'NOON.COM/SAUDI-AR/' }, 'noon', 'noon.com'],
    [{ host: 'www.noon.com.' }, 'noon', 'noon.com'],
    [{ url: 'https://www.noon.com/uae-en/cart/?utm_source=x&o=1#top' }, 'noon', 'noon.com'],
    [{ host: 'www.amazon.ae' }, 'amazon-ae', 'amazon.ae'],
    [{ host: 'amazon.sa:443/gp/cart/view.html' }, 'amazon-sa', 'amazon.sa'],
    [{ url: 'HTTPS://WWW.AMAZON.EG/dp/B0CHX1W1XY?ref_=nav' }, 'amazon-eg', 'amazon.eg'],
    [{ host: 'm.namshi.com/ae-en/' }, 'namshi', 'namshi.com'],
    [{ host: 'ar.shein.com' }, 'shein', 'shein.com'],
    [{ url: 'https://m.shein.com/ae/cart' }, 'shein', 'shein.com'],
    [{ host: 'uae.sharafdg.com' }, 'sharaf-dg', 'sharafdg.com'],
    [{ host: 'www.jumia.com.eg/catalog/?q=tv' }, 'jumia', 'jumia.com.eg'],
    [{ host: 'jumia.ma' }, 'jumia', 'jumia.ma'],
    [{ url: 'https://www.carrefourksa.com/mafsau/en/cart' }, 'carrefour', 'carrefourksa.com'],
    [{ host: 'sa.hm.com/ar/' }, 'hm', 'sa.hm.com'],
    [{ host: 'www.eg.hm.com' }, 'hm', 'eg.hm.com'],
    [{ host: 'www.ikea.com/ae/en/cat/beds' }, 'ikea', 'ikea.com/ae'],
    [{ url: 'https://www.IKEA.com/AE' }, 'ikea', 'ikea.com/ae'],
    [{ host: 'www.trendyol.com/ar/sr?q=shoes' }, 'trendyol', 'trendyol.com/ar'],
    [{ host: 'trendyol.com/en' }, 'trendyol', 'trendyol.com/en'],
    [{ url: 'http://en-ae.6thstreet.com:8080/women.html?x=1' }, '6thstreet', '6thstreet.com'],
    [{ host: 'www.hungerstation.com' }, 'hungerstation', 'hungerstation.com'],
  ];

  it.each(FORMS)('%j → %s', async (query, slug, matchedHost) => {
    const res = await lookup(query);
    expect(res.status).toBe(200);
    const data = res.body.data as ShopLookup;
    expect(data.shop.id).toBe(idOf.get(slug));
    expect(data.shop.slug.en).toBe(slug);
    expect(data.shop.matchedHost).toBe(matchedHost);
    expect(data.shop.hosts).toContain(matchedHost);
  });

  it('never answers an INACTIVE store that lists the same host (souq: amazon.ae, wadi: noon.com)', async () => {
    const [souq] = await t.db.select().from(shops).where(eq(shops.slugEn, 'souq'));
    expect(souq!.status).toBe('INACTIVE');
    expect(souq!.hosts).toContain('amazon.ae');
    expect((await lookup({ host: 'amazon.ae' })).body.data.shop.slug.en).toBe('amazon-ae');
    expect((await lookup({ host: 'noon.com' })).body.data.shop.slug.en).toBe('noon');
  });

  it.each([
    ['another TLD of a listed brand', { host: 'www.amazon.com' }],
    ['a sibling subdomain of country sites', { host: 'www2.hm.com' }],
    ['the registrable host of country sites alone', { host: 'hm.com' }],
    ['another country path of a path entry', { host: 'www.ikea.com/us/en' }],
    ['a path that only starts like the entry', { host: 'www.ikea.com/aex' }],
    ['the host of a path-only store without its path', { url: 'https://www.trendyol.com/' }],
    ['a host that ends like a shop’s', { host: 'evilnoon.com' }],
    ['a shop’s host as the start of another', { host: 'noon.com.evil.example' }],
    ['an unrelated site', { url: 'https://example.org/cart' }],
  ])('answers 404 NOT_FOUND for %s', async (_what, query) => {
    const res = await lookup(query);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      error: { code: 1003, title: 'NOT_FOUND' },
    });
  });

  it('answers 404 once the only store of a host is inactive or deleted', async () => {
    const shop = await createShop(t.db, { websiteUrl: 'https://www.gone-store.example' });
    expect((await lookup({ host: 'gone-store.example' })).status).toBe(200);
    await t.db.update(shops).set({ status: 'INACTIVE' }).where(eq(shops.id, shop.id));
    expect((await lookup({ host: 'gone-store.example' })).status).toBe(404);
    await t.db.update(shops).set({ status: 'ACTIVE', deletedAt: NOW }).where(eq(shops.id, shop.id));
    expect((await lookup({ host: 'gone-store.example' })).status).toBe(404);
  });

  it.each([
    ['neither host nor url', {}, 'host', 'validation.shop.lookup_target_required'],
    [
      'both host and url',
      { host: 'noon.com', url: 'https://noon.com/' },
      'url',
      'validation.shop.lookup_target_required',
    ],
    ['an empty host', { host: '' }, 'host', 'validation.shop.lookup_host_invalid'],
    [
      'a host with a scheme',
      { host: 'https://noon.com' },
      'host',
      'validation.shop.lookup_host_invalid',
    ],
    ['a one-label host', { host: 'localhost' }, 'host', 'validation.shop.lookup_host_invalid'],
    ['an IPv4 host', { host: '127.0.0.1/cart' }, 'host', 'validation.shop.lookup_host_invalid'],
    ['an IPv6 host', { host: '[::1]' }, 'host', 'validation.shop.lookup_host_invalid'],
    ['an empty label', { host: 'noon..com' }, 'host', 'validation.shop.lookup_host_invalid'],
    [
      'a label with a leading hyphen',
      { host: '-noon.com' },
      'host',
      'validation.shop.lookup_host_invalid',
    ],
    [
      'a port out of range',
      { host: 'noon.com:99999' },
      'host',
      'validation.shop.lookup_host_invalid',
    ],
    ['user info', { host: 'user@noon.com' }, 'host', 'validation.shop.lookup_host_invalid'],
    ['a space', { host: 'noon .com' }, 'host', 'validation.shop.lookup_host_invalid'],
    [
      'a host too long',
      { host: `${'a'.repeat(2100)}.com` },
      'host',
      'validation.shop.lookup_host_invalid',
    ],
    [
      'a url without a scheme',
      { url: 'noon.com/cart' },
      'url',
      'validation.shop.lookup_url_invalid',
    ],
    ['an ftp url', { url: 'ftp://noon.com/cart' }, 'url', 'validation.shop.lookup_url_invalid'],
    [
      'a javascript: url',
      { url: 'javascript:alert(1)' },
      'url',
      'validation.shop.lookup_url_invalid',
    ],
    [
      'a url with credentials',
      { url: 'https://u:p@noon.com/' },
      'url',
      'validation.shop.lookup_url_invalid',
    ],
    [
      'a url on an IP address',
      { url: 'http://192.168.1.1/cart' },
      'url',
      'validation.shop.lookup_url_invalid',
    ],
    ['an unknown country', { host: 'noon.com', country: 'zz' }, 'country', 'COUNTRY_INVALID'],
  ])('answers 400 VALIDATION_ERROR for %s', async (_what, query, key, message) => {
    const res = await lookup(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 1001, title: 'VALIDATION_ERROR' });
    expect(res.body.error.details).toEqual([{ key, message }]);
  });
});

describe('GET /shop/lookup: coupons for the caller’s country', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const shop = await createShop(t.db, {
      websiteUrl: 'https://www.coupon-lookup.example',
      countries: ['sa', 'ae', 'kw'],
    });
    const make = async (name: string, overrides: Parameters<typeof createCoupon>[2]) => {
      ids[name] = (await createCoupon(t.db, shop.id, { code: name, ...overrides })).id;
    };
    await make('EVERYWHERE', { countries: [] });
    await make('SAUDI', { countries: ['sa'] });
    await make('GULF', { countries: ['ae', 'kw'] });
    await make('LATER', { countries: [], expiresAt: new Date(NOW.getTime() + DAY) });
    await make('PAUSED', { countries: [], status: 'PAUSED' });
    await make('STOPPED', { countries: [], status: 'STOPPED' });
    await make('EXPIRED', { countries: [], expiresAt: new Date(NOW.getTime() - 1000) });
    await make('NOTYET', { countries: [], startsAt: new Date(NOW.getTime() + DAY) });
    await make('TRASHED', { countries: [], deletedAt: new Date(NOW.getTime() - DAY) });
  });
  const codes = (res: { body: { data: ShopLookup } }) =>
    res.body.data.coupons.map((c) => c.code).sort();

  it('answers the usable coupons listing the country or no country', async () => {
    const saudi = await lookup({ host: 'coupon-lookup.example', country: 'sa' });
    expect(saudi.status).toBe(200);
    expect(saudi.body.data.country).toBe('sa');
    expect(codes(saudi)).toEqual(['EVERYWHERE', 'LATER', 'SAUDI']);
    const emirates = await lookup({ url: 'https://coupon-lookup.example/cart', country: 'ae' });
    expect(codes(emirates)).toEqual(['EVERYWHERE', 'GULF', 'LATER']);
    const egypt = await lookup({ host: 'coupon-lookup.example', country: 'eg' });
    expect(codes(egypt)).toEqual(['EVERYWHERE', 'LATER']);
    // A query country never varies by the edge's headers.
    expect(saudi.headers.get('vary')).toBeNull();
  });

  it('follows the clock: a coupon past its end leaves, one started joins', async () => {
    clock = new Date(NOW.getTime() + 2 * DAY);
    const res = await lookup({ host: 'coupon-lookup.example', country: 'sa' });
    expect(codes(res)).toEqual(['EVERYWHERE', 'NOTYET', 'SAUDI']);
  });

  it('takes the country from a trusted edge header, and varies by it', async () => {
    const spoofed = await lookup({ host: 'coupon-lookup.example' }, { 'cf-ipcountry': 'KW' });
    expect(spoofed.body.data.country).toBeNull();
    t.deps.trustedProxies = { kind: 'hops', hops: 1 };
    const kuwait = await lookup({ host: 'coupon-lookup.example' }, { 'cf-ipcountry': 'KW' });
    expect(kuwait.body.data.country).toBe('kw');
    expect(codes(kuwait)).toEqual(['EVERYWHERE', 'GULF', 'LATER']);
    expect(kuwait.headers.get('vary')).toContain('cf-ipcountry');
  });

  it('answers every usable coupon when the country is unknown', async () => {
    const res = await lookup({ host: 'coupon-lookup.example' });
    expect(res.body.data.country).toBeNull();
    expect(codes(res)).toEqual(['EVERYWHERE', 'GULF', 'LATER', 'SAUDI']);
  });
});

describe('GET /shop/lookup: the checkout rule', () => {
  it('carries the store’s rule exactly as GET /cartarm/active sends it', async () => {
    const active = (await t.api('GET', '/api/v1/cartarm/active')).body.data as CartarmActive;
    for (const [slug, host] of [
      ['noon', 'www.noon.com/uae-en/cart'],
      ['amazon-sa', 'www.amazon.sa'],
      ['carrefour', 'www.carrefouruae.com/mafuae/en/cart'],
    ] as const) {
      const res = await lookup({ host, country: 'ae' });
      const rule = (res.body.data as ShopLookup).cartarm;
      expect(rule).not.toBeNull();
      expect(rule).toEqual(active.rules.find((r) => r.shopId === idOf.get(slug)));
    }
    const noon = (await lookup({ host: 'noon.com' })).body.data as ShopLookup;
    expect(noon.cartarm!.cartUrlPatterns).toEqual(['/*/cart*']);
  });

  it('answers null for a store without a live rule', async () => {
    expect((await lookup({ host: 'jumia.ma' })).body.data.cartarm).toBeNull();
    const shein = idOf.get('shein')!;
    await t.db.update(cartarmRules).set({ status: 'PAUSED' }).where(eq(cartarmRules.shopId, shein));
    try {
      const res = await lookup({ host: 'ar.shein.com' });
      expect(res.status).toBe(200);
      expect(res.body.data.cartarm).toBeNull();
    } finally {
      await t.db
        .update(cartarmRules)
        .set({ status: 'ACTIVE' })
        .where(eq(cartarmRules.shopId, shein));
    }
  });
});

describe('caching', () => {
  it('GET /shop/lookup: an ETag, public Cache-Control, 304 on If-None-Match, a new ETag on change', async () => {
    const shop = await createShop(t.db, { websiteUrl: 'https://etag-lookup.example' });
    const first = await lookup({ host: 'etag-lookup.example', country: 'ae' });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');

    const again = await lookup(
      { host: 'etag-lookup.example', country: 'ae' },
      { 'if-none-match': etag },
    );
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=60');
    // Weak comparison and lists, as caches send them.
    const weak = await lookup(
      { host: 'etag-lookup.example', country: 'ae' },
      { 'if-none-match': `"other", W/${etag}` },
    );
    expect(weak.status).toBe(304);

    await createCoupon(t.db, shop.id, { code: 'NEWCODE', countries: [] });
    const changed = await lookup(
      { host: 'etag-lookup.example', country: 'ae' },
      { 'if-none-match': etag },
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.data.coupons.map((c: { code: string }) => c.code)).toEqual(['NEWCODE']);
  });

  it('GET /shop/hosts: every listed store’s entries, its version as the ETag, 304 while unchanged', async () => {
    const first = await t.api('GET', '/api/v1/shop/hosts');
    expect(first.status).toBe(200);
    const list = first.body.data as ShopHostsList;
    expect(first.headers.get('etag')).toBe(`"${list.version}"`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const bySlug = new Map(list.items.map((i) => [i.slug, i]));
    expect(bySlug.get('noon')).toEqual({
      shopId: idOf.get('noon'),
      slug: 'noon',
      priority: expect.any(Number),
      hosts: ['noon.com'],
    });
    expect(bySlug.get('ikea')!.hosts).toEqual(['ikea.com/ae']);
    expect(bySlug.get('hm')!.hosts).toContain('sa.hm.com');
    expect(bySlug.get('jumia')!.hosts).toEqual([
      'jumia.com.eg',
      'jumia.ma',
      'jumia.dz',
      'jumia.com.tn',
    ]);
    // INACTIVE stores are not listed.
    expect(bySlug.has('souq')).toBe(false);
    expect(bySlug.has('wadi')).toBe(false);

    const again = await t.api('GET', '/api/v1/shop/hosts', {
      headers: { 'if-none-match': `"${list.version}"` },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    const admin = await tokenWith(t, crud('shop'));
    const patch = await t.api('PATCH', `/api/v1/shop/${idOf.get('amazon-eg')}`, {
      token: admin,
      json: { hosts: ['amazon.eg', 'souq.com.eg'] },
    });
    expect(patch.status).toBe(200);
    const changed = await t.api('GET', '/api/v1/shop/hosts', {
      headers: { 'if-none-match': `"${list.version}"` },
    });
    expect(changed.status).toBe(200);
    const amazonEg = (changed.body.data as ShopHostsList).items.find((i) => i.slug === 'amazon-eg');
    expect(amazonEg!.hosts).toEqual(['amazon.eg', 'souq.com.eg']);
    expect((await lookup({ host: 'www.souq.com.eg/en' })).body.data.shop.slug.en).toBe('amazon-eg');
  });
});

describe('host entries through the shop resource', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await tokenWith(t, crud('shop'));
  });

  it('stores entries normalized, with the website’s own entry when none covers it', async () => {
    const created = await t.api('POST', '/api/v1/shop', {
      token: admin,
      json: shopBody({
        websiteUrl: 'https://www.entries-store.example/ae',
        hosts: ['https://WWW.Entries-Store.sa/', 'm.entries-store.qa', 'entries-store.sa'],
      }),
    });
    expect(created.status).toBe(200);
    expect(created.body.data.hosts).toEqual([
      'entries-store.sa',
      'entries-store.qa',
      'entries-store.example/ae',
    ]);
    const id = created.body.data.id as string;
    expect((await lookup({ host: 'shop.entries-store.qa' })).body.data.shop.id).toBe(id);
    expect((await lookup({ host: 'entries-store.example/ae/x' })).body.data.shop.id).toBe(id);
    expect((await lookup({ host: 'entries-store.example/sa' })).status).toBe(404);

    // An entry covering the website: nothing is added.
    const covered = await t.api('PATCH', `/api/v1/shop/${id}`, {
      token: admin,
      json: { hosts: ['entries-store.example'] },
    });
    expect(covered.body.data.hosts).toEqual(['entries-store.example']);
    // A new website only: the stored entries stay, the new site's entry joins.
    const moved = await t.api('PATCH', `/api/v1/shop/${id}`, {
      token: admin,
      json: { websiteUrl: 'https://entries-store.jo' },
    });
    expect(moved.body.data.hosts).toEqual(['entries-store.example', 'entries-store.jo']);
  });

  it('refuses a bad entry, naming it', async () => {
    const res = await t.api('POST', '/api/v1/shop', {
      token: admin,
      json: shopBody({ hosts: ['fine-store.example', 'noon.com/a/b/c', '10.0.0.1'] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      { key: 'hosts.1', message: 'validation.shop.host_invalid' },
      { key: 'hosts.2', message: 'validation.shop.host_invalid' },
    ]);
    const many = await t.api('POST', '/api/v1/shop', {
      token: admin,
      json: shopBody({ hosts: Array.from({ length: 51 }, (_, i) => `s${i}.example`) }),
    });
    expect(many.status).toBe(400);
    expect(many.body.error.details).toEqual([
      { key: 'hosts', message: 'validation.shop.hosts_max' },
    ]);
  });
});

describe('migration 0012: the entries of shops stored before', () => {
  it('fills each shop’s hosts with its website’s entry, as websiteHostEntry does', async () => {
    const file = path.join(process.cwd(), 'server/db/migrations/0012_shop_hosts.sql');
    const backfill = readFileSync(file, 'utf8').split('--> statement-breakpoint').at(-1)!;
    const sites = [
      'https://www.noon.com',
      'https://www.IKEA.com/ae/',
      'https://ar.shein.com/',
      'http://m.example-shop.sa:8080/One/two/three?q=1',
      'https://www.trendyol.com/ar',
      'https://hungerstation.com',
      'https://www.noon.com./uae-en',
      'https://127.0.0.1/',
      'http://localhost:3000',
    ];
    const made = await Promise.all(
      sites.map((websiteUrl) => createShop(t.db, { websiteUrl, hosts: [] })),
    );
    const ids = made.map((s) => s.id);
    class Rollback extends Error {}
    let filled: { id: string; hosts: string[] }[] = [];
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(backfill));
        filled = await tx
          .select({ id: shops.id, hosts: shops.hosts })
          .from(shops)
          .where(inArray(shops.id, ids));
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    const byId = new Map(filled.map((r) => [r.id, r.hosts]));
    const expected = sites.map((site) => {
      const entry = websiteHostEntry(site);
      return entry ? [entry] : [];
    });
    expect(expected).toEqual([
      ['noon.com'],
      ['ikea.com/ae'],
      ['ar.shein.com'],
      ['example-shop.sa/one/two'],
      ['trendyol.com/ar'],
      ['hungerstation.com'],
      ['noon.com/uae-en'],
      [],
      [],
    ]);
    expect(ids.map((id) => byId.get(id))).toEqual(expected);
  });
});
