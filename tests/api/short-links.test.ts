import { eq } from 'drizzle-orm';
import { DOWNLOAD_SHORT_LINKS, seedDownloadLinks } from '@/server/db/seed/seed';
import { shortLinkDailyStats, shortLinks } from '@/server/db/schema';
import {
  NO_TRUSTED_PROXIES,
  parseTrustedProxies,
  type TrustedProxies,
} from '@/server/client-address';
import { shortLinkResponse, type RedirectDeps } from '@/server/features/short-links/redirect';
import {
  clickPlatform,
  freeGeneratedSlug,
  recordShortLinkClick,
  referrerHost,
} from '@/server/features/short-links/short-links';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { registerUser } from '../support/auth-helpers';
import { crud, tokenWith } from '../support/catalog-helpers';
import { pageSections } from '../support/page-sections';
import { createTestApp, type TestApp } from '../support/test-app';

// The link shortener: the `shortner` resource (slugs, targets, filters, permissions), the
// redirect of /l/{slug} (target by User-Agent, 404, 410, headers), click counting and the stats.
let t: TestApp;
let admin: string;
let clock = new Date('2026-04-10T12:00:00Z');

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  curl: 'curl/8.5.0',
};

const TARGETS = {
  android: 'https://play.google.com/store/apps/details?id=app.safqa',
  ios: 'https://apps.apple.com/app/safqa/id6450000000',
  chrome: 'https://chromewebstore.google.com/detail/safqa/abc',
  firefox: 'https://addons.mozilla.org/firefox/addon/safqa/',
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = await tokenWith(t, crud('shortner'));
});
afterAll(async () => {
  await t.close();
});

/** Deferred work (the click counts) held until the test runs it, as `after()` would. */
let deferred: (() => Promise<void>)[] = [];
/** TRUSTED_PROXIES of the redirect: none unless a test says otherwise. */
let trustedProxies: TrustedProxies = NO_TRUSTED_PROXIES;
const deps = (): RedirectDeps => ({
  getDb: t.deps.getDb,
  logger: t.logger,
  now: () => clock,
  defer: (task) => void deferred.push(task),
  homeUrl: 'http://localhost:3000',
  limits: t.deps.limits,
  trustedProxies,
});
async function runDeferred() {
  const tasks = deferred;
  deferred = [];
  for (const task of tasks) await task();
}
beforeEach(() => {
  deferred = [];
  clock = new Date('2026-04-10T12:00:00Z');
  trustedProxies = NO_TRUSTED_PROXIES;
});

let visitor = 0;
/** Another client address each call (the peer, as Next writes it). */
const newAddress = () => ({ 'x-forwarded-for': `198.51.100.${(visitor++ % 250) + 1}` });

/** GET /l/{slug} as a browser would send it. */
function open(slug: string, headers: Record<string, string> = {}, method = 'GET') {
  return shortLinkResponse(
    new Request(`http://localhost:3000/l/${slug}`, { method, headers }),
    slug,
    deps(),
  );
}

const create = (json: Record<string, unknown>, token = admin) =>
  t.api('POST', '/api/v1/shortner', { token, json });

let n = 0;
const unique = (prefix: string) => `${prefix}-${++n}-${Date.now().toString(36)}`;

/**
 * The page of a missing or expired link as a reader sees it: Arabic first (the document's
 * language), then English, each with the words of its catalogue and the way home.
 */
const errorPage = (page: 'notFound' | 'expired') => ({
  title: `${ar.shortLink[page].title} · ${en.shortLink[page].title}`,
  sections: [ar, en].map((m, i) => ({
    lang: i === 0 ? 'ar' : 'en',
    dir: i === 0 ? 'rtl' : 'ltr',
    texts: [m.shortLink[page].title, m.shortLink[page].text, m.shortLink[page].home],
  })),
});
describe('creating and changing short links', () => {
  it('makes a 7-character slug when none is given, and keeps a chosen one (lower-cased)', async () => {
    const generated = await create({ targetUrl: 'https://example.com/a' });
    expect(generated.status).toBe(200);
    expect(generated.body.data.slug).toMatch(/^[a-z0-9]{7}$/);
    expect(generated.body.data).toMatchObject({
      targetUrl: 'https://example.com/a',
      targets: {},
      title: '',
      tags: [],
      expiresAt: null,
      clicks: 0,
    });

    const slug = unique('Summer-Sale');
    const chosen = await create({
      slug,
      targetUrl: 'https://example.com/b',
      title: '  Summer sale ',
      tags: ['Promo', 'promo', 'ramadan'],
      targets: { android: TARGETS.android },
      expiresAt: '2026-12-31T00:00:00Z',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({
      slug: slug.toLowerCase(),
      title: 'Summer sale',
      tags: ['promo', 'ramadan'],
      targets: { android: TARGETS.android },
      expiresAt: '2026-12-31T00:00:00.000Z',
    });
  });

  it('tries other generated slugs when one is taken', async () => {
    const taken = await create({ slug: 'aaaaaaa', targetUrl: 'https://example.com' });
    expect(taken.status).toBe(200);
    // A fake random source: the first candidate spells the taken slug, the next "bbbbbbb".
    const digits = [...Array(7).fill(0), ...Array(7).fill(1)];
    const random = () => digits.shift() ?? 2;
    expect(await freeGeneratedSlug(t.db, random, 2)).toBe('bbbbbbb');
  });

  it.each(['admin', 'api', 'shops', 'shop', 'signin', 'dashboard', 'en', 'ar', 'go', 'Media'])(
    'refuses the reserved slug %s',
    async (slug) => {
      const res = await create({ slug, targetUrl: 'https://example.com' });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([
        { key: 'slug', message: 'validation.shortner.slug_reserved' },
      ]);
    },
  );

  it.each(['a', 'l', '-start', 'has space', 'ünï', 'x'.repeat(65), 'a/b'])(
    'refuses the malformed slug %j',
    async (slug) => {
      const res = await create({ slug, targetUrl: 'https://example.com' });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([
        { key: 'slug', message: 'validation.shortner.slug_invalid' },
      ]);
    },
  );

  it('answers 409 on a slug already taken, even by a link in the trash', async () => {
    const slug = unique('dup');
    const first = await create({ slug, targetUrl: 'https://example.com' });
    const again = await create({ slug: slug.toUpperCase(), targetUrl: 'https://example.org' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      title: 'CONFLICT',
      details: [{ key: 'slug', message: 'validation.catalog.taken' }],
    });
    const deleted = await t.api('DELETE', `/api/v1/shortner/${first.body.data.id}`, {
      token: admin,
    });
    expect(deleted.status).toBe(200);
    const afterDelete = await create({ slug, targetUrl: 'https://example.org' });
    expect(afterDelete.status).toBe(409);
    // A rename onto a taken slug too.
    const other = await create({ targetUrl: 'https://example.com' });
    const renamed = await t.api('PATCH', `/api/v1/shortner/${other.body.data.id}`, {
      token: admin,
      json: { slug },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.details).toEqual([
      { key: 'slug', message: 'validation.catalog.taken' },
    ]);
  });

  it('accepts only http(s) targets', async () => {
    for (const targetUrl of [
      'javascript:alert(1)',
      'ftp://example.com/x',
      '//example.com',
      'data:text/html,x',
    ]) {
      const res = await create({ targetUrl });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([
        { key: 'targetUrl', message: 'validation.catalog.url_invalid' },
      ]);
    }
    const platform = await create({
      targetUrl: 'https://example.com',
      targets: { ios: 'javascript:alert(1)', android: TARGETS.android },
    });
    expect(platform.status).toBe(400);
    expect(platform.body.error.details).toEqual([
      { key: 'targets.ios', message: 'validation.catalog.url_invalid' },
    ]);
  });

  it('limits tags to 20 of at most 40 characters', async () => {
    const many = await create({
      targetUrl: 'https://example.com',
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
    });
    expect(many.status).toBe(400);
    expect(many.body.error.details).toEqual([
      { key: 'tags', message: 'validation.shortner.tags_max' },
    ]);
    const long = await create({ targetUrl: 'https://example.com', tags: ['x'.repeat(41)] });
    expect(long.status).toBe(400);
    expect(long.body.error.details).toEqual([
      { key: 'tags.0', message: 'validation.shortner.tag_max' },
    ]);
  });

  it('filters by search, tag and expiry, and sorts by clicks and slug', async () => {
    const tag = unique('campaign').toLowerCase();
    const live = await create({
      slug: unique('zz-live'),
      title: 'Live one',
      targetUrl: 'https://live.example/x',
      tags: [tag],
    });
    const gone = await create({
      slug: unique('aa-gone'),
      targetUrl: 'https://gone.example/x',
      tags: [tag],
      expiresAt: '2020-01-01T00:00:00Z',
    });
    await t.db.update(shortLinks).set({ clicks: 5 }).where(eq(shortLinks.id, gone.body.data.id));
    const list = async (query: string) => {
      const res = await t.api('GET', `/api/v1/shortner?tag=${tag}&${query}`, { token: admin });
      expect(res.status).toBe(200);
      return res.body.data.items.map((i: { id: string }) => i.id);
    };
    expect(await list('expired=true')).toEqual([gone.body.data.id]);
    expect(await list('expired=false')).toEqual([live.body.data.id]);
    expect(await list('sort=-clicks')).toEqual([gone.body.data.id, live.body.data.id]);
    expect(await list('sort=slug')).toEqual([gone.body.data.id, live.body.data.id]);
    expect(await list('q=gone.example')).toEqual([gone.body.data.id]);
    expect(await list('q=LIVE%20ONE')).toEqual([live.body.data.id]);
    expect(await list(`q=${live.body.data.slug}`)).toEqual([live.body.data.id]);
  });
});

describe('who may do what', () => {
  it('needs view_shortner to read and create_/update_/delete_shortner to write', async () => {
    const link = await create({ targetUrl: 'https://example.com' });
    const id = link.body.data.id;
    const plain = (await registerUser(t)).tokens.accessToken;
    const viewer = await tokenWith(t, ['view_shortner']);

    expect((await t.api('GET', '/api/v1/shortner')).status).toBe(401);
    expect((await t.api('GET', `/api/v1/shortner/${id}/stats`)).status).toBe(401);
    for (const path of [
      '/api/v1/shortner',
      `/api/v1/shortner/${id}`,
      `/api/v1/shortner/${id}/stats`,
    ]) {
      expect((await t.api('GET', path, { token: plain })).status).toBe(403);
      expect((await t.api('GET', path, { token: viewer })).status).toBe(200);
    }
    expect((await create({ targetUrl: 'https://example.com' }, viewer)).status).toBe(403);
    const patch = await t.api('PATCH', `/api/v1/shortner/${id}`, {
      token: viewer,
      json: { title: 'x' },
    });
    expect(patch.status).toBe(403);
    expect((await t.api('DELETE', `/api/v1/shortner/${id}`, { token: viewer })).status).toBe(403);
  });
});

describe('the redirect', () => {
  let slug: string;
  beforeAll(async () => {
    slug = unique('get');
    const res = await create({ slug, targetUrl: 'https://safqa.app/fallback', targets: TARGETS });
    expect(res.status).toBe(200);
  });

  it.each([
    ['android', TARGETS.android],
    ['iphone', TARGETS.ios],
    ['firefox', TARGETS.firefox],
    ['chrome', TARGETS.chrome],
    // Any other browser gets the Chrome link.
    ['safari', TARGETS.chrome],
  ] as const)('sends %s to its target with a 302', async (ua, target) => {
    const res = await open(slug, { 'user-agent': UA[ua] });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(target);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('uses the main target when the platform has none, and reads the slug in any case', async () => {
    const only = unique('only-mobile');
    await create({
      slug: only,
      targetUrl: 'https://safqa.app/',
      targets: { android: TARGETS.android, ios: TARGETS.ios },
    });
    for (const ua of [UA.chrome, UA.firefox, UA.curl]) {
      const res = await open(only.toUpperCase(), { 'user-agent': ua });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://safqa.app/');
    }
  });

  it('answers 404 for an unknown, malformed, reserved or deleted slug', async () => {
    const gone = await create({ slug: unique('deleted'), targetUrl: 'https://example.com' });
    expect((await open(gone.body.data.slug)).status).toBe(302);
    deferred = [];
    await t.api('DELETE', `/api/v1/shortner/${gone.body.data.id}`, { token: admin });
    for (const s of ['no-such-link', '-bad', 'admin', gone.body.data.slug]) {
      const res = await open(s);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(pageSections(html)).toEqual(errorPage('notFound'));
      expect(html.match(/<a href="http:\/\/localhost:3000">/g)).toHaveLength(2);
    }
    expect(deferred).toEqual([]);
  });

  it('answers 410 Gone from the instant the link expires (by the injected clock)', async () => {
    const expiring = unique('expiring');
    await create({
      slug: expiring,
      targetUrl: 'https://example.com',
      expiresAt: '2026-05-01T00:00:00Z',
    });
    clock = new Date('2026-04-30T23:59:59Z');
    expect((await open(expiring)).status).toBe(302);
    deferred = [];
    clock = new Date('2026-05-01T00:00:00Z');
    const res = await open(expiring);
    expect(res.status).toBe(410);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(pageSections(await res.text())).toEqual(errorPage('expired'));
    expect(deferred).toEqual([]);
  });

  it('follows an edit at once (the slug cache forgets written links)', async () => {
    const s = unique('edited');
    const made = await create({ slug: s, targetUrl: 'https://before.example/' });
    expect((await open(s)).headers.get('location')).toBe('https://before.example/');
    await t.api('PATCH', `/api/v1/shortner/${made.body.data.id}`, {
      token: admin,
      json: { targetUrl: 'https://after.example/' },
    });
    expect((await open(s)).headers.get('location')).toBe('https://after.example/');
    const renamed = unique('renamed');
    await t.api('PATCH', `/api/v1/shortner/${made.body.data.id}`, {
      token: admin,
      json: { slug: renamed },
    });
    expect((await open(s)).status).toBe(404);
    expect((await open(renamed)).status).toBe(302);
  });
});

describe('click counting and the stats', () => {
  it('counts a GET after answering, by day, country, platform and referrer host', async () => {
    const slug = unique('counted');
    const made = await create({ slug, targetUrl: 'https://example.com/', targets: TARGETS });
    const id: string = made.body.data.id;
    const before = await t.db.select().from(shortLinks).where(eq(shortLinks.id, id));
    // Behind one trusted load balancer, whose country header counts.
    trustedProxies = { kind: 'hops', hops: 1 };
    const visit = {
      'user-agent': UA.android,
      'cf-ipcountry': 'SA',
      referer: 'https://www.Google.com/search?q=safqa',
    };

    const res = await open(slug, { ...visit, ...newAddress() });
    expect(res.status).toBe(302);
    // Nothing is written before the answer is out: the count waits in the deferred task.
    expect(deferred).toHaveLength(1);
    expect(
      await t.db.select().from(shortLinkDailyStats).where(eq(shortLinkDailyStats.linkId, id)),
    ).toEqual([]);
    await runDeferred();

    await open(slug, { ...visit, ...newAddress() });
    await open(slug, { 'user-agent': UA.firefox, ...newAddress() });
    await open(slug, newAddress(), 'HEAD'); // a HEAD is not a click
    await runDeferred();
    clock = new Date('2026-04-11T08:00:00Z');
    await open(slug, {
      'user-agent': UA.iphone,
      'cf-ipcountry': 'ae',
      referer: 'not a url',
      ...newAddress(),
    });
    await runDeferred();
    clock = new Date('2026-04-10T12:00:00Z');

    const rows = await t.db
      .select()
      .from(shortLinkDailyStats)
      .where(eq(shortLinkDailyStats.linkId, id))
      .orderBy(shortLinkDailyStats.day, shortLinkDailyStats.platform);
    expect(rows).toEqual([
      {
        linkId: id,
        day: '2026-04-10',
        country: 'sa',
        platform: 'android',
        referrerHost: 'www.google.com',
        clicks: 2,
      },
      {
        linkId: id,
        day: '2026-04-10',
        country: '',
        platform: 'firefox',
        referrerHost: '',
        clicks: 1,
      },
      {
        linkId: id,
        day: '2026-04-11',
        country: 'ae',
        platform: 'ios',
        referrerHost: '',
        clicks: 1,
      },
    ]);
    const [link] = await t.db.select().from(shortLinks).where(eq(shortLinks.id, id));
    expect(link!.clicks).toBe(4);
    // A click is not an edit.
    expect(link!.updatedAt).toEqual(before[0]!.updatedAt);

    const stats = await t.api('GET', `/api/v1/shortner/${id}/stats?from=2026-04-09&to=2026-04-12`, {
      token: admin,
    });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toEqual({
      range: { from: '2026-04-09', to: '2026-04-12' },
      total: 4,
      perDay: [
        { day: '2026-04-09', clicks: 0 },
        { day: '2026-04-10', clicks: 3 },
        { day: '2026-04-11', clicks: 1 },
        { day: '2026-04-12', clicks: 0 },
      ],
      byCountry: [
        { country: 'sa', clicks: 2 },
        // Ties in the order of the stored value ('' is a click from no known country).
        { country: 'unknown', clicks: 1 },
        { country: 'ae', clicks: 1 },
      ],
      byPlatform: [
        { platform: 'android', clicks: 2 },
        { platform: 'firefox', clicks: 1 },
        { platform: 'ios', clicks: 1 },
      ],
      topReferrers: [
        { host: '', clicks: 2 },
        { host: 'www.google.com', clicks: 2 },
      ],
    });

    // By default the last 30 days ending today (the injected clock).
    const recent = await t.api('GET', `/api/v1/shortner/${id}/stats`, { token: admin });
    expect(recent.body.data.range).toEqual({ from: '2026-03-12', to: '2026-04-10' });
    expect(recent.body.data.perDay).toHaveLength(30);
    expect(recent.body.data.total).toBe(3);
  });

  it('refuses a bad range and an unknown link', async () => {
    const made = await create({ targetUrl: 'https://example.com/' });
    const bad = await t.api(
      'GET',
      `/api/v1/shortner/${made.body.data.id}/stats?from=2026-04-10&to=2026-04-01`,
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      { key: 'from', message: 'validation.insights.range_order' },
    ]);
    const unknown = await t.api(
      'GET',
      '/api/v1/shortner/00000000-0000-4000-8000-000000000000/stats',
      {
        token: admin,
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('counts 5 GETs of a link from one client as one click a day, whatever its headers say', async () => {
    await seedDownloadLinks(t.db);
    const [chrome] = await t.db.select().from(shortLinks).where(eq(shortLinks.slug, 'chrome'));
    const clicks = async () =>
      (await t.db.select().from(shortLinks).where(eq(shortLinks.id, chrome!.id)))[0]!.clicks;
    const before = await clicks();
    const client = { 'x-forwarded-for': '192.0.2.77' };
    for (let i = 0; i < 5; i++) {
      const res = await open('chrome', {
        ...client,
        'user-agent': `${UA.chrome} Build/${i}`,
        referer: `https://site-${i}.example/`,
        'x-client-id': `install-${i}-0000`,
        // An X-Forwarded-For of its own changes nothing: no proxy is trusted.
        'x-safqa-forwarded-for': `203.0.113.${i}`,
      });
      expect(res.status).toBe(302);
    }
    await runDeferred();
    expect((await clicks()) - before).toBe(1);
    // Another address counts; the same one counts again the next day (of the injected clock).
    await open('chrome', { 'x-forwarded-for': '192.0.2.78' });
    clock = new Date('2026-04-11T00:00:01Z');
    await open('chrome', client);
    await runDeferred();
    expect((await clicks()) - before).toBe(3);
  });

  it("stores the country only from a trusted proxy's header", async () => {
    const slug = unique('country');
    const made = await create({ slug, targetUrl: 'https://example.com/' });
    const countries = async () =>
      (
        await t.db
          .select({ country: shortLinkDailyStats.country })
          .from(shortLinkDailyStats)
          .where(eq(shortLinkDailyStats.linkId, made.body.data.id))
      ).map((r) => r.country);
    // The client itself sends cf-ipcountry: not the edge's word, the country is unknown.
    await open(slug, { 'cf-ipcountry': 'SA', 'x-forwarded-for': '192.0.2.10' });
    await runDeferred();
    expect(await countries()).toEqual(['']);
    // Through the trusted proxy (10.0.0.0/8), its header is the country.
    trustedProxies = parseTrustedProxies('10.0.0.0/8') as TrustedProxies;
    await open(slug, {
      'x-vercel-ip-country': 'KW',
      'x-safqa-forwarded-for': '192.0.2.11',
      'x-forwarded-for': '10.0.0.5',
    });
    // A peer outside the ranges is the client, whatever it claims.
    await open(slug, { 'cf-ipcountry': 'EG', 'x-forwarded-for': '192.0.2.12' });
    await runDeferred();
    expect((await countries()).sort()).toEqual(['', 'kw']);
  });

  it('logs, and does not throw, when a click cannot be written', async () => {
    const slug = unique('vanishing');
    const made = await create({ slug, targetUrl: 'https://example.com/' });
    expect((await open(slug)).status).toBe(302);
    // The link is removed for good before the deferred count runs.
    await t.api('DELETE', `/api/v1/shortner/${made.body.data.id}/hard`, { token: admin });
    const logged = t.logger.entries.length;
    await runDeferred();
    expect(t.logger.entries.slice(logged)).toEqual([
      expect.objectContaining({ level: 'error', msg: 'short link click not counted' }),
    ]);
  });

  it('records a click directly through the service', async () => {
    const made = await create({ targetUrl: 'https://example.com/' });
    const id: string = made.body.data.id;
    const click = {
      linkId: id,
      at: new Date('2026-01-31T23:59:59Z'),
      country: 'eg',
      platform: 'other' as const,
      referrerHost: 't.co',
    };
    await recordShortLinkClick(t.db, click);
    await recordShortLinkClick(t.db, click);
    const rows = await t.db
      .select()
      .from(shortLinkDailyStats)
      .where(eq(shortLinkDailyStats.linkId, id));
    expect(rows).toEqual([
      {
        day: '2026-01-31',
        linkId: id,
        country: 'eg',
        platform: 'other',
        referrerHost: 't.co',
        clicks: 2,
      },
    ]);
  });

  it('names the platform and the referring host of a click', () => {
    expect(clickPlatform(UA.android)).toBe('android');
    expect(clickPlatform(UA.iphone)).toBe('ios');
    expect(clickPlatform(UA.firefox)).toBe('firefox');
    expect(clickPlatform(UA.chrome)).toBe('chrome');
    expect(clickPlatform(UA.safari)).toBe('other');
    expect(clickPlatform(UA.curl)).toBe('other');
    expect(clickPlatform(null)).toBe('other');
    expect(referrerHost('https://M.Facebook.com/story?id=1')).toBe('m.facebook.com');
    expect(referrerHost('http://user:secret@news.example:8080/a?token=x')).toBe('news.example');
    expect(referrerHost('https://bücher.example/')).toBe('xn--bcher-kva.example');
    expect(referrerHost('android-app://com.google.android.gm/')).toBe('com.google.android.gm');
    expect(referrerHost('')).toBe('');
    expect(referrerHost('nonsense')).toBe('');
    // Only the host of a web page (or an app), in a plain, bounded form: nothing else is stored.
    for (const sent of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://files.example/',
      'android-app://<img src=x>/',
      'android-app://a%22b/',
      'https://[2001:db8::1]/',
      `https://${'a'.repeat(64)}.example/`,
      `https://${'abcdefghi.'.repeat(26)}example/`,
      `https://example.com/${'x'.repeat(5000)}`,
    ]) {
      expect({ sent, host: referrerHost(sent) }).toEqual({ sent, host: '' });
    }
  });
});

describe('the seeded download links', () => {
  it('adds chrome, firefox, android and ios once, each sending its visitors to its store', async () => {
    await seedDownloadLinks(t.db);
    await t.db
      .update(shortLinks)
      .set({ targetUrl: 'https://changed.example/' })
      .where(eq(shortLinks.slug, 'ios'));
    await seedDownloadLinks(t.db); // again: nothing added, the team's change kept
    const rows = await t.db
      .select()
      .from(shortLinks)
      .where(eq(shortLinks.tags, ['download']));
    expect(rows.map((r) => r.slug).sort()).toEqual(['android', 'chrome', 'firefox', 'ios']);
    expect(rows.find((r) => r.slug === 'ios')!.targetUrl).toBe('https://changed.example/');
    for (const [slug, ua] of [
      ['chrome', UA.chrome],
      ['firefox', UA.firefox],
      ['android', UA.android],
    ] as const) {
      const res = await open(slug, { 'user-agent': ua });
      expect(res.headers.get('location')).toBe(DOWNLOAD_SHORT_LINKS[slug]);
    }
    expect((await open('ios', { 'user-agent': UA.iphone })).headers.get('location')).toBe(
      DOWNLOAD_SHORT_LINKS.ios,
    );
  });
});
