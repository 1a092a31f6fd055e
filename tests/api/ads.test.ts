import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adDailyStats, ads } from '@/server/db/schema';
import { seedDemoData } from '@/server/db/seed/seed';
import { crud, tokenWith } from '../support/catalog-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createLocalStorage } from '@/server/media/storage';

// Ads: the back-office resource, the public reads the extension and the app make (targeting by
// platform, country, placement and schedule on an injected clock; ETag / 304), and the counted
// impressions and clicks (once per client and minute, per-address limit, per-day figures).
let t: TestApp;
let clock = new Date('2026-03-10T12:00:00Z');
let admin: string;
let ipCounter = 0;
/** A client address of its own for each use (the per-address limit stays per test). */
const freshIp = () => `192.0.2.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = await tokenWith(t, crud('ads'));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  clock = new Date('2026-03-10T12:00:00Z');
  await t.db.delete(ads);
});
afterEach(() => {
  delete t.deps.trustedProxies;
});

const title = (en: string) => ({ ar: `إعلان ${en}`, en });

/** An ad created through POST /ads; `fields` override the defaults. */
async function createAd(fields: Record<string, unknown> = {}) {
  const res = await t.api('POST', '/api/v1/ads', {
    token: admin,
    json: {
      title: title('Ad'),
      targetUrl: 'https://shop.example/sale',
      placement: 'EXTENSION_BANNER',
      ...fields,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; updatedAt: string };
}

const publicGet = (path: string, headers: Record<string, string> = {}) =>
  t.api('GET', `/api/v1${path}`, { headers });
const titles = (res: { body: { data: { items: { title: { en: string } }[] } } }) =>
  res.body.data.items.map((ad) => ad.title.en);

describe('the ads resource', () => {
  it('needs view_ads to read and create_/update_ads to write', async () => {
    const ad = await createAd();
    expect((await t.api('GET', '/api/v1/ads')).status).toBe(401);
    expect((await t.api('GET', `/api/v1/ads/${ad.id}`)).status).toBe(401);
    const viewer = await tokenWith(t, ['view_ads']);
    const plain = await tokenWith(t, []);
    expect((await t.api('GET', '/api/v1/ads', { token: plain })).status).toBe(403);
    const list = await t.api('GET', '/api/v1/ads', { token: viewer });
    expect(list.status).toBe(200);
    expect(list.body.data.items).toHaveLength(1);
    const write = await t.api('PATCH', `/api/v1/ads/${ad.id}`, {
      token: viewer,
      json: { priority: 9 },
    });
    expect(write.status).toBe(403);
    expect(write.body.error.title).toBe('FORBIDDEN');
  });

  it('stores every field and refuses bad URLs, enums and dates', async () => {
    const created = await t.api('POST', '/api/v1/ads', {
      token: admin,
      json: {
        title: title('Full'),
        text: { ar: 'نص', en: 'Text' },
        image: '/media/ads/banner.png',
        targetUrl: 'https://shop.example/',
        platform: 'MOBILE_APP',
        countries: ['sa', 'ae', 'sa'],
        placement: 'MOBILE_BANNER',
        startsAt: '2026-03-01T00:00:00Z',
        endsAt: '2026-04-01T00:00:00Z',
        priority: 7,
        status: 'PAUSED',
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      title: title('Full'),
      text: { ar: 'نص', en: 'Text' },
      image: '/media/ads/banner.png',
      platform: 'MOBILE_APP',
      countries: ['sa', 'ae'],
      placement: 'MOBILE_BANNER',
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: '2026-04-01T00:00:00.000Z',
      priority: 7,
      status: 'PAUSED',
      impressions: 0,
      clicks: 0,
    });

    const refused = async (json: Record<string, unknown>, key: string, message: string) => {
      const res = await t.api('POST', '/api/v1/ads', {
        token: admin,
        json: {
          title: title('Bad'),
          targetUrl: 'https://ok.example',
          placement: 'IN_LIST',
          ...json,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([{ key, message }]);
    };
    await refused(
      { targetUrl: 'javascript:alert(1)' },
      'targetUrl',
      'validation.catalog.url_invalid',
    );
    await refused(
      { targetUrl: 'ftp://files.example/x' },
      'targetUrl',
      'validation.catalog.url_invalid',
    );
    await refused({ platform: 'TV' }, 'platform', 'validation.ads.platform_invalid');
    await refused({ placement: 'POPUP' }, 'placement', 'validation.ads.placement_invalid');
    await refused({ countries: ['fr'] }, 'countries.0', 'COUNTRY_INVALID');
    await refused({ image: 'javascript:x' }, 'image', 'validation.catalog.image_invalid');
    await refused(
      { startsAt: '2026-03-02T00:00:00Z', endsAt: '2026-03-02T00:00:00Z' },
      'endsAt',
      'validation.catalog.expires_before_start',
    );
    // Found by the OpenAPI fuzz suite: a malformed date beside a good one answered 500.
    await refused(
      { startsAt: 'twelve', endsAt: '2026-03-02T00:00:00Z' },
      'startsAt',
      'validation.catalog.date_invalid',
    );

    // A new end is checked against the stored start.
    const patch = await t.api('PATCH', `/api/v1/ads/${created.body.data.id}`, {
      token: admin,
      json: { endsAt: '2026-02-01T00:00:00Z' },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.error.details).toEqual([
      { key: 'endsAt', message: 'validation.catalog.expires_before_start' },
    ]);
  });

  it('filters by status, platform, placement, country and running; sorts by the counters', async () => {
    const a = await createAd({ title: title('A'), platform: 'MOBILE_APP', countries: ['sa'] });
    const b = await createAd({ title: title('B'), status: 'PAUSED', placement: 'IN_LIST' });
    const c = await createAd({
      title: title('C'),
      countries: ['eg'],
      startsAt: '2099-01-01T00:00:00Z',
    });
    await t.db.update(ads).set({ impressions: 5 }).where(eq(ads.id, c.id));
    await t.db.update(ads).set({ impressions: 9 }).where(eq(ads.id, b.id));
    const ids = async (query: string) => {
      const res = await t.api('GET', `/api/v1/ads?${query}`, { token: admin });
      expect(res.status).toBe(200);
      return res.body.data.items.map((x: { title: { en: string } }) => x.title.en);
    };
    expect(await ids('status=PAUSED')).toEqual(['B']);
    expect(await ids('platform=MOBILE_APP')).toEqual(['A']);
    expect(await ids('placement=IN_LIST')).toEqual(['B']);
    // `country`: listed in it, or in every country.
    expect(await ids('country=sa&sort=createdAt')).toEqual(['A', 'B']);
    expect(await ids('running=true')).toEqual(['A']);
    expect(await ids('running=false&sort=createdAt')).toEqual(['B', 'C']);
    expect(await ids('sort=-impressions')).toEqual(['B', 'C', 'A']);
    expect(a.id).toBeDefined();
  });

  it('pauses and resumes many ads at once (bulk deactivate / activate)', async () => {
    const one = await createAd({ title: title('One') });
    const two = await createAd({ title: title('Two') });
    const off = await t.api('POST', '/api/v1/ads/bulk', {
      token: admin,
      json: { ids: [one.id, two.id], action: 'deactivate' },
    });
    expect(off.body.data.affected).toBe(2);
    const rows = await t.db.select({ status: ads.status }).from(ads);
    expect(rows.map((r) => r.status)).toEqual(['PAUSED', 'PAUSED']);
    expect(titles(await publicGet('/ads/extension/banner?country=sa'))).toEqual([]);
  });
});

describe('public reads: only running ads for the target', () => {
  it('matches the platform (or ALL) and the country (or every country), by priority', async () => {
    await createAd({
      title: title('Ext SA'),
      platform: 'BROWSER_EXTENSION',
      countries: ['sa'],
      priority: 5,
    });
    await createAd({ title: title('All everywhere'), platform: 'ALL', priority: 9 });
    await createAd({
      title: title('Mobile SA'),
      platform: 'MOBILE_APP',
      countries: ['sa'],
      priority: 50,
    });
    await createAd({
      title: title('Ext EG'),
      platform: 'BROWSER_EXTENSION',
      countries: ['eg', 'ae'],
      priority: 1,
    });

    const sa = await publicGet('/ads/active?platform=BROWSER_EXTENSION&country=sa');
    expect(sa.status).toBe(200);
    expect(sa.body.data.country).toBe('sa');
    expect(titles(sa)).toEqual(['All everywhere', 'Ext SA']);
    expect(titles(await publicGet('/ads/active?platform=BROWSER_EXTENSION&country=ae'))).toEqual([
      'All everywhere',
      'Ext EG',
    ]);
    expect(titles(await publicGet('/ads/active?platform=MOBILE_APP&country=sa'))).toEqual([
      'Mobile SA',
      'All everywhere',
    ]);
    // No platform (or ALL): every platform.
    expect(titles(await publicGet('/ads/active?country=sa'))).toEqual([
      'Mobile SA',
      'All everywhere',
      'Ext SA',
    ]);
    expect(titles(await publicGet('/ads/active?platform=ALL&country=eg'))).toEqual([
      'All everywhere',
      'Ext EG',
    ]);
    const bad = await publicGet('/ads/active?platform=TV&country=xx');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { key: string }) => d.key).sort()).toEqual([
      'country',
      'platform',
    ]);
  });

  it("takes the caller's country from the trusted edge's header when the query names none", async () => {
    await createAd({ title: title('SA only'), countries: ['sa'] });
    await createAd({ title: title('Everywhere'), priority: 1 });
    // From a client that is not a trusted proxy, the header is the client's word: unknown.
    const spoofed = await publicGet('/ads/extension/banner', { 'cf-ipcountry': 'SA' });
    expect(spoofed.body.data.country).toBeNull();
    expect(titles(spoofed)).toEqual(['Everywhere']);
    t.deps.trustedProxies = { kind: 'hops', hops: 1 };
    const fromHeader = await publicGet('/ads/extension/banner', { 'cf-ipcountry': 'SA' });
    expect(fromHeader.body.data.country).toBe('sa');
    expect(titles(fromHeader)).toEqual(['Everywhere', 'SA only']);
    expect(fromHeader.headers.get('vary')).toMatch(/cf-ipcountry/i);
    const other = await publicGet('/ads/extension/banner', { 'x-vercel-ip-country': 'EG' });
    expect(titles(other)).toEqual(['Everywhere']);
    // Unknown country (no header, or one we do not serve): only ads for every country.
    const unknown = await publicGet('/ads/extension/banner', { 'cf-ipcountry': 'FR' });
    expect(unknown.body.data.country).toBeNull();
    expect(titles(unknown)).toEqual(['Everywhere']);
    // The query wins over the header, and the answer then does not vary by it.
    const asked = await publicGet('/ads/extension/banner?country=sa', { 'cf-ipcountry': 'EG' });
    expect(titles(asked)).toEqual(['Everywhere', 'SA only']);
    expect(asked.headers.get('vary') ?? '').not.toMatch(/cf-ipcountry/i);
  });

  it('serves each banner route its own placement and platform', async () => {
    await createAd({
      title: title('Ext banner'),
      placement: 'EXTENSION_BANNER',
      platform: 'BROWSER_EXTENSION',
    });
    await createAd({
      title: title('Mobile banner'),
      placement: 'MOBILE_BANNER',
      platform: 'MOBILE_APP',
    });
    await createAd({ title: title('Any banner'), placement: 'MOBILE_BANNER', platform: 'ALL' });
    await createAd({ title: title('List card'), placement: 'IN_LIST', platform: 'ALL' });
    // The right placement for the wrong platform stays out.
    await createAd({
      title: title('Web ext banner'),
      placement: 'EXTENSION_BANNER',
      platform: 'WEBSITE',
    });
    expect(titles(await publicGet('/ads/extension/banner?country=sa'))).toEqual(['Ext banner']);
    expect(titles(await publicGet('/ads/mobile/banner?country=sa')).sort()).toEqual([
      'Any banner',
      'Mobile banner',
    ]);
    expect(titles(await publicGet('/ads/active?placement=IN_LIST&country=sa'))).toEqual([
      'List card',
    ]);
  });

  it('runs from startsAt (included) to endsAt (excluded) on the injected clock', async () => {
    await createAd({
      title: title('Window'),
      startsAt: '2026-03-10T12:00:00Z',
      endsAt: '2026-03-10T13:00:00Z',
    });
    await createAd({ title: title('Open start'), endsAt: '2026-03-10T12:00:00Z', priority: 1 });
    await createAd({ title: title('Open end'), startsAt: '2026-03-10T13:00:00Z', priority: 2 });
    const at = async (iso: string) => {
      clock = new Date(iso);
      return titles(await publicGet('/ads/extension/banner?country=sa'));
    };
    expect(await at('2026-03-10T11:59:59.999Z')).toEqual(['Open start']);
    expect(await at('2026-03-10T12:00:00.000Z')).toEqual(['Window']);
    expect(await at('2026-03-10T12:59:59.999Z')).toEqual(['Window']);
    expect(await at('2026-03-10T13:00:00.000Z')).toEqual(['Open end']);
    expect(await at('2030-01-01T00:00:00.000Z')).toEqual(['Open end']);
  });

  it('hides paused and deleted ads, and shows them again when resumed or restored', async () => {
    const paused = await createAd({ title: title('Paused'), status: 'PAUSED' });
    const deleted = await createAd({ title: title('Deleted') });
    await t.api('DELETE', `/api/v1/ads/${deleted.id}`, { token: admin });
    expect(titles(await publicGet('/ads/extension/banner?country=sa'))).toEqual([]);
    await t.api('PATCH', `/api/v1/ads/${paused.id}`, { token: admin, json: { status: 'ACTIVE' } });
    await t.api('PATCH', `/api/v1/ads/${deleted.id}/restore`, { token: admin });
    expect(titles(await publicGet('/ads/extension/banner?country=sa')).sort()).toEqual([
      'Deleted',
      'Paused',
    ]);
  });

  it('answers with an ETag and a short public max-age; 304 while unchanged', async () => {
    const ad = await createAd({ title: title('Cached') });
    const first = await publicGet('/ads/extension/banner?country=sa');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const again = await publicGet('/ads/extension/banner?country=sa', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // Weak form and lists match too.
    const weak = await publicGet('/ads/extension/banner?country=sa', {
      'if-none-match': `"other", W/${etag}`,
    });
    expect(weak.status).toBe(304);
    // A change is a new body, so a new tag and a full answer.
    await t.api('PATCH', `/api/v1/ads/${ad.id}`, { token: admin, json: { title: title('New') } });
    const changed = await publicGet('/ads/extension/banner?country=sa', { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(titles(changed)).toEqual(['New']);
  });
});

describe('impressions and clicks', () => {
  const count = (id: string, event: 'impression' | 'click', headers: Record<string, string>) =>
    t.api('POST', `/api/v1/ads/${id}/${event}`, { headers });
  const totals = async (id: string) => {
    const [row] = await t.db
      .select({ impressions: ads.impressions, clicks: ads.clicks, updatedAt: ads.updatedAt })
      .from(ads)
      .where(eq(ads.id, id));
    return row!;
  };
  const daily = (id: string) =>
    t.db
      .select({
        day: adDailyStats.day,
        impressions: adDailyStats.impressions,
        clicks: adDailyStats.clicks,
      })
      .from(adDailyStats)
      .where(eq(adDailyStats.adId, id))
      .orderBy(adDailyStats.day);

  it('counts once per address and minute; a new minute or another address counts again', async () => {
    const ad = await createAd();
    const before = await totals(ad.id);
    const ip = { 'x-forwarded-for': freshIp() };
    const first = await count(ad.id, 'impression', ip);
    expect(first.status).toBe(204);
    expect(first.text).toBe('');
    clock = new Date('2026-03-10T12:00:59.999Z');
    expect((await count(ad.id, 'impression', ip)).status).toBe(204);
    expect((await totals(ad.id)).impressions).toBe(1);
    // A client id (well-formed or not) makes no new client behind an address already counted.
    expect(
      (await count(ad.id, 'impression', { ...ip, 'x-client-id': 'install-0001' })).status,
    ).toBe(204);
    expect((await count(ad.id, 'impression', { ...ip, 'x-client-id': 'x' })).status).toBe(204);
    expect((await totals(ad.id)).impressions).toBe(1);
    // Another address is another client.
    await count(ad.id, 'impression', { 'x-forwarded-for': freshIp() });
    expect((await totals(ad.id)).impressions).toBe(2);
    // The next minute of the clock counts again.
    clock = new Date('2026-03-10T12:01:00Z');
    await count(ad.id, 'impression', ip);
    // A click is counted apart from the impressions.
    await count(ad.id, 'click', ip);
    await count(ad.id, 'click', ip);
    const after = await totals(ad.id);
    expect(after).toMatchObject({ impressions: 3, clicks: 1 });
    // A counter is not an edit.
    expect(after.updatedAt.toISOString()).toBe(before.updatedAt.toISOString());
    expect(await daily(ad.id)).toEqual([{ day: '2026-03-10', impressions: 3, clicks: 1 }]);
  });

  it('counts 30 clicks from one address with a new X-Client-Id each as one', async () => {
    const ad = await createAd();
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await count(ad.id, 'click', {
        'x-forwarded-for': ip,
        'x-client-id': `install-${String(i).padStart(4, '0')}`,
      });
      expect(res.status).toBe(204);
    }
    expect(await totals(ad.id)).toMatchObject({ clicks: 1 });
    expect(await daily(ad.id)).toEqual([{ day: '2026-03-10', impressions: 0, clicks: 1 }]);
  });

  it('narrows by client id: one installation on two addresses within the minute counts once', async () => {
    const ad = await createAd();
    const id = { 'x-client-id': 'install-roaming' };
    await count(ad.id, 'impression', { ...id, 'x-forwarded-for': freshIp() });
    await count(ad.id, 'impression', { ...id, 'x-forwarded-for': freshIp() });
    expect((await totals(ad.id)).impressions).toBe(1);
    clock = new Date('2026-03-10T12:01:00Z');
    await count(ad.id, 'impression', { ...id, 'x-forwarded-for': freshIp() });
    expect((await totals(ad.id)).impressions).toBe(2);
  });

  it('keeps each UTC day in its own row', async () => {
    const ad = await createAd();
    const ip = { 'x-forwarded-for': freshIp() };
    clock = new Date('2026-03-10T23:59:30Z');
    await count(ad.id, 'impression', ip);
    clock = new Date('2026-03-11T00:00:30Z');
    await count(ad.id, 'impression', ip);
    await count(ad.id, 'click', ip);
    expect(await daily(ad.id)).toEqual([
      { day: '2026-03-10', impressions: 1, clicks: 0 },
      { day: '2026-03-11', impressions: 1, clicks: 1 },
    ]);
  });

  it('answers 404 for unknown, paused, deleted and not-yet-running ads, counting nothing', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const unknown = await count('00000000-0000-4000-8000-000000000000', 'impression', ip);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.title).toBe('NOT_FOUND');
    expect((await count('not-a-uuid', 'click', ip)).status).toBe(400);
    const paused = await createAd({ status: 'PAUSED' });
    const later = await createAd({ startsAt: '2026-03-10T12:05:00Z' });
    const deleted = await createAd();
    await t.api('DELETE', `/api/v1/ads/${deleted.id}`, { token: admin });
    for (const ad of [paused, later, deleted]) {
      expect((await count(ad.id, 'impression', ip)).status).toBe(404);
      expect((await count(ad.id, 'click', ip)).status).toBe(404);
      expect(await totals(ad.id)).toMatchObject({ impressions: 0, clicks: 0 });
    }
    expect(await t.db.select().from(adDailyStats)).toEqual([]);
  });

  it('answers a repeat for an ad paused within the minute with 404', async () => {
    const ad = await createAd();
    const ip = { 'x-forwarded-for': freshIp() };
    expect((await count(ad.id, 'click', ip)).status).toBe(204);
    await t.api('PATCH', `/api/v1/ads/${ad.id}`, { token: admin, json: { status: 'PAUSED' } });
    expect((await count(ad.id, 'click', ip)).status).toBe(404);
  });

  it('refuses the 121st event of an address within a minute', async () => {
    const ad = await createAd();
    const ip = { 'x-forwarded-for': freshIp() };
    for (let i = 0; i < 120; i += 1) {
      const res = await count(ad.id, i % 2 ? 'click' : 'impression', ip);
      expect(res.status).toBe(204);
    }
    const refused = await count(ad.id, 'impression', ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error.title).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await count(ad.id, 'impression', { 'x-forwarded-for': freshIp() })).status).toBe(204);
  });
});

describe('GET /ads/{id}/stats', () => {
  it('gives impressions, clicks and CTR for every day of the range', async () => {
    const ad = await createAd();
    const other = await createAd();
    for (const [iso, impressions, clicks] of [
      ['2026-03-08T10:00:00Z', 4, 1],
      ['2026-03-10T10:00:00Z', 3, 0],
    ] as const) {
      clock = new Date(iso);
      for (let i = 0; i < impressions; i += 1) {
        const ip = { 'x-forwarded-for': freshIp() };
        await t.api('POST', `/api/v1/ads/${ad.id}/impression`, { headers: ip });
        if (i < clicks) await t.api('POST', `/api/v1/ads/${ad.id}/click`, { headers: ip });
      }
    }
    await t.api('POST', `/api/v1/ads/${other.id}/impression`, {
      headers: { 'x-forwarded-for': freshIp() },
    });
    const viewer = await tokenWith(t, ['view_ads']);
    const res = await t.api('GET', `/api/v1/ads/${ad.id}/stats?from=2026-03-07&to=2026-03-10`, {
      token: viewer,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      range: { from: '2026-03-07', to: '2026-03-10' },
      totals: { impressions: 7, clicks: 1, ctr: 0.1429 },
      days: [
        { day: '2026-03-07', impressions: 0, clicks: 0, ctr: 0 },
        { day: '2026-03-08', impressions: 4, clicks: 1, ctr: 0.25 },
        { day: '2026-03-09', impressions: 0, clicks: 0, ctr: 0 },
        { day: '2026-03-10', impressions: 3, clicks: 0, ctr: 0 },
      ],
    });
    // By default the last 30 days ending today (the injected clock).
    const recent = await t.api('GET', `/api/v1/ads/${ad.id}/stats`, { token: viewer });
    expect(recent.body.data.range).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(recent.body.data.days).toHaveLength(30);
  });

  it('needs view_ads, a known ad and a sane range', async () => {
    const ad = await createAd();
    const path = `/api/v1/ads/${ad.id}/stats`;
    expect((await t.api('GET', path)).status).toBe(401);
    expect((await t.api('GET', path, { token: await tokenWith(t, ['view_shop']) })).status).toBe(
      403,
    );
    const missing = await t.api('GET', '/api/v1/ads/00000000-0000-4000-8000-000000000000/stats', {
      token: admin,
    });
    expect(missing.status).toBe(404);
    const reversed = await t.api('GET', `${path}?from=2026-03-10&to=2026-03-01`, { token: admin });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.details).toEqual([
      { key: 'from', message: 'validation.insights.range_order' },
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents every ads and uninstall route with its answers', async () => {
    const { paths } = (await t.api('GET', '/api/v1/openapi.json')).body;
    for (const path of ['/ads/active', '/ads/extension/banner', '/ads/mobile/banner']) {
      const get = paths[`/api/v1${path}`].get;
      expect(Object.keys(get.responses).sort()).toEqual(['200', '304', '400', 'default']);
      expect(get.parameters.map((p: { name: string }) => p.name)).toContain('country');
    }
    for (const event of ['impression', 'click']) {
      const post = paths[`/api/v1/ads/{id}/${event}`].post;
      // A junk id or query; an unknown ad; over the address limit.
      expect(Object.keys(post.responses).sort()).toEqual(['204', '400', '404', '429', 'default']);
    }
    expect(paths['/api/v1/ads/{id}/stats'].get.security).toEqual([{ bearerAuth: [] }]);
    for (const path of ['/ads', '/ads/{id}', '/ads/{id}/restore', '/ads/bulk', '/ads/export']) {
      expect(paths[`/api/v1${path}`]).toBeDefined();
    }
    expect(Object.keys(paths['/api/v1/uninstall']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/v1/uninstall/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    for (const path of ['/uninstall/{id}/hard', '/uninstall/{id}/restore', '/uninstall/bulk']) {
      expect(paths[`/api/v1${path}`]).toBeDefined();
    }
    expect(paths['/api/v1/uninstall/stats'].get).toBeDefined();
    expect(paths['/api/v1/uninstall/feedback'].post).toBeDefined();
  });
});

describe('the demo seed', () => {
  it('leaves one running ad per placement', async () => {
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'safqa-ads-seed-'));
    try {
      await seedDemoData(t.db, { media: createLocalStorage(mediaDir), now: clock });
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
    expect(titles(await publicGet('/ads/extension/banner?country=eg'))).toEqual([
      'noon daily deals',
    ]);
    expect(titles(await publicGet('/ads/mobile/banner?country=sa'))).toEqual([
      'Amazon: free delivery',
    ]);
    expect(titles(await publicGet('/ads/active?placement=IN_LIST&country=eg'))).toEqual([
      'Save more with Safqa',
    ]);
  });
});
