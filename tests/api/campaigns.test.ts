import { and, eq } from 'drizzle-orm';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import { auditLog, campaigns } from '@/server/db/schema';
import { SEED_CAMPAIGN_SHOPS } from '@/server/db/seed/campaign-data';
import { seedDemoData } from '@/server/db/seed/seed';
import { runningCampaigns } from '@/server/services/campaigns';
import { createCoupon, createShop } from '../support/factories';
import { crud, tokenWith } from '../support/catalog-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import { createLocalStorage } from '@/server/media/storage';

// The campaign resource (/campaign) and the public reads (GET /campaigns, /campaigns/{slug}).
const HOUR = 3600 * 1000;
const START = new Date('2031-11-20T00:00:00.000Z');
const END = new Date('2031-11-30T00:00:00.000Z');
let clock = new Date(START.getTime() + HOUR);

let t: TestApp;
let admin: string;
const changes: string[][] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, onCatalogChange: (tags) => changes.push(tags) });
  admin = await tokenWith(t, crud('campaign'));
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  changes.length = 0;
  clock = new Date(START.getTime() + HOUR);
});
afterEach(() => {
  delete t.deps.trustedProxies;
});

let serial = 0;
/** A valid POST /campaign body running from START to END; the slug is unique per call. */
function body(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    slug: `campaign-${serial}`,
    name: { ar: `حملة ${serial}`, en: `Campaign ${serial}` },
    startsAt: START.toISOString(),
    endsAt: END.toISOString(),
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await t.api('POST', '/api/v1/campaign', { token: admin, json: body(overrides) });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; slug: string; shopIds: string[]; couponIds: string[] };
}

const auditOf = (recordId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.section, 'campaign'), eq(auditLog.recordId, recordId)))
    .orderBy(auditLog.at);

describe('POST/PATCH /campaign', () => {
  it('stores shops and coupons in the given order, audits them and tags the pages', async () => {
    const [a, b, c] = await Promise.all([createShop(t.db), createShop(t.db), createShop(t.db)]);
    const [x, y] = [await createCoupon(t.db, a.id), await createCoupon(t.db, b.id)];
    const res = await t.api('POST', '/api/v1/campaign', {
      token: admin,
      json: body({
        slug: 'white-friday',
        description: { ar: 'خصومات', en: 'Deals' },
        banner: '/media/campaigns/white-friday.png',
        countries: ['sa', 'ae'],
        platforms: ['WEBSITE', 'MOBILE_APP'],
        priority: 7,
        shopIds: [c.id, a.id, b.id, a.id],
        couponIds: [y.id, x.id],
      }),
    });
    expect(res.status).toBe(200);
    const created = res.body.data;
    expect(created).toMatchObject({
      slug: 'white-friday',
      status: 'ACTIVE',
      countries: ['sa', 'ae'],
      platforms: ['WEBSITE', 'MOBILE_APP'],
      priority: 7,
      shopIds: [c.id, a.id, b.id], // a repeated id keeps its first place
      couponIds: [y.id, x.id],
      startsAt: START.toISOString(),
      endsAt: END.toISOString(),
    });
    expect(changes).toEqual([[CATALOG_TAGS.campaigns, CATALOG_TAGS.campaign('white-friday')]]);

    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'create', recordLabel: created.name.en });
    expect(entry!.changes.shopIds).toEqual({ after: [c.id, a.id, b.id] });
    expect(entry!.changes.couponIds).toEqual({ after: [y.id, x.id] });

    // Reordering the shops alone: the coupons stay, the audit shows the order before and after.
    changes.length = 0;
    const moved = await t.api('PATCH', `/api/v1/campaign/${created.id}`, {
      token: admin,
      json: { shopIds: [b.id, c.id], slug: 'white-friday-2031' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.shopIds).toEqual([b.id, c.id]);
    expect(moved.body.data.couponIds).toEqual([y.id, x.id]);
    const read = await t.api('GET', `/api/v1/campaign/${created.id}`, { token: admin });
    expect(read.body.data.shopIds).toEqual([b.id, c.id]);
    const update = (await auditOf(created.id)).find((e) => e.action === 'update')!;
    expect(update.changes.shopIds).toEqual({ before: [c.id, a.id, b.id], after: [b.id, c.id] });
    expect(update.changes).not.toHaveProperty('couponIds');
    // The old address and the new one are both stale.
    expect(changes).toEqual([
      [
        CATALOG_TAGS.campaigns,
        CATALOG_TAGS.campaign('white-friday'),
        CATALOG_TAGS.campaign('white-friday-2031'),
      ],
    ]);
  });

  it('refuses an end before the start, on create and against the stored start', async () => {
    const bad = await t.api('POST', '/api/v1/campaign', {
      token: admin,
      json: body({ endsAt: START.toISOString() }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      { key: 'endsAt', message: 'validation.catalog.expires_before_start' },
    ]);
    const campaign = await create();
    const patch = await t.api('PATCH', `/api/v1/campaign/${campaign.id}`, {
      token: admin,
      json: { endsAt: new Date(START.getTime() - HOUR).toISOString() },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.error.details).toEqual([
      { key: 'endsAt', message: 'validation.catalog.expires_before_start' },
    ]);
    // Found by the OpenAPI fuzz suite: a malformed date beside a good one answered 500.
    const malformed = await t.api('POST', '/api/v1/campaign', {
      token: admin,
      json: body({ startsAt: 'soon' }),
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details).toEqual([
      { key: 'startsAt', message: 'validation.catalog.date_invalid' },
    ]);
  });

  it('requires the dates and names, and knows the platforms', async () => {
    const res = await t.api('POST', '/api/v1/campaign', {
      token: admin,
      json: { slug: 'Bad Slug', name: { ar: '', en: 'x' }, platforms: ['TV'] },
    });
    expect(res.status).toBe(400);
    const keys = res.body.error.details.map((d: { key: string }) => d.key).sort();
    expect(keys).toEqual(['endsAt', 'name.ar', 'platforms.0', 'slug', 'startsAt']);
    const empty = await t.api('POST', '/api/v1/campaign', {
      token: admin,
      json: body({ platforms: [] }),
    });
    expect(empty.body.error.details).toEqual([
      { key: 'platforms', message: 'validation.campaign.platforms_required' },
    ]);
  });

  it('answers a field error for an unknown shop or coupon and a taken slug', async () => {
    const ghost = '6a0c7e0e-1c1a-4b5e-9a53-0f5b8f8a2d11';
    const refused = body({ shopIds: [ghost] });
    const shop = await t.api('POST', '/api/v1/campaign', { token: admin, json: refused });
    expect(shop.status).toBe(400);
    expect(shop.body.error.details).toEqual([
      { key: 'shopIds', message: 'validation.catalog.reference_invalid' },
    ]);
    const coupon = await t.api('POST', '/api/v1/campaign', {
      token: admin,
      json: body({ couponIds: [ghost] }),
    });
    expect(coupon.body.error.details).toEqual([
      { key: 'couponIds', message: 'validation.catalog.reference_invalid' },
    ]);
    // The refused write left no campaign behind.
    expect(await t.db.select().from(campaigns).where(eq(campaigns.slug, refused.slug))).toEqual([]);
    const taken = await create();
    const dup = await t.api('POST', '/api/v1/campaign', {
      token: admin,
      json: body({ slug: taken.slug }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.details).toEqual([{ key: 'slug', message: 'validation.catalog.taken' }]);
  });

  it('needs the campaign permissions to read and write', async () => {
    const viewer = await tokenWith(t, ['view_campaign']);
    const nobody = await tokenWith(t, []);
    expect((await t.api('GET', '/api/v1/campaign')).status).toBe(401);
    expect((await t.api('GET', '/api/v1/campaign', { token: nobody })).status).toBe(403);
    expect((await t.api('GET', '/api/v1/campaign', { token: viewer })).status).toBe(200);
    const write = await t.api('POST', '/api/v1/campaign', { token: viewer, json: body() });
    expect(write.status).toBe(403);
  });
});

describe('GET /campaign/export and the API document', () => {
  it('exports the ordered links joined by | and documents the public reads', async () => {
    const [a, b] = [await createShop(t.db), await createShop(t.db)];
    const campaign = await create({ shopIds: [b.id, a.id], platforms: ['WEBSITE', 'MOBILE_APP'] });
    const res = await t.api('GET', `/api/v1/campaign/export?q=${campaign.slug}`, { token: admin });
    expect(res.status).toBe(200);
    const [header, row] = res.text.replace(/^\uFEFF/, '').split('\r\n');
    const cells = Object.fromEntries(header!.split(',').map((h, i) => [h, row!.split(',')[i]]));
    expect(cells).toMatchObject({
      slug: campaign.slug,
      shopIds: `${b.id}|${a.id}`,
      platforms: 'WEBSITE|MOBILE_APP',
    });
    const doc = await t.api('GET', '/api/v1/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/campaigns', '/api/v1/campaigns/{slug}', '/api/v1/campaign']),
    );
  });
});

describe('GET /campaign filters', () => {
  it('narrows by running, status and country (running against the database clock)', async () => {
    const now = Date.now();
    const running = await create({
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + HOUR).toISOString(),
      name: { ar: 'مرشح', en: 'Filter running' },
      countries: ['eg'],
    });
    const over = await create({
      startsAt: new Date(now - 2 * HOUR).toISOString(),
      endsAt: new Date(now - HOUR).toISOString(),
      name: { ar: 'مرشح', en: 'Filter over' },
      countries: ['eg'],
      status: 'PAUSED',
    });
    const ids = async (query: string) =>
      (
        await t.api('GET', `/api/v1/campaign?q=filter&${query}`, { token: admin })
      ).body.data.items.map((c: { id: string }) => c.id);
    expect(await ids('running=true&country=eg')).toEqual([running.id]);
    expect(await ids('running=false&country=eg')).toEqual([over.id]);
    expect(await ids('status=PAUSED&country=eg')).toEqual([over.id]);
    expect(await ids('country=eg&sort=startsAt')).toEqual([over.id, running.id]);
    expect(await ids('country=sa')).toEqual([]);
  });
});

describe('GET /campaigns', () => {
  const slugs = (res: { body: { data: { items: { slug: string }[] } } }) =>
    res.body.data.items.map((c) => c.slug);
  let shopOk: string;
  let shopOff: string;

  beforeAll(async () => {
    // Earlier tests left campaigns running from START; these get their own days.
    await t.db.delete(campaigns);
    const at = (hours: number) => new Date(START.getTime() + hours * HOUR).toISOString();
    await create({ slug: 'gulf', countries: ['sa', 'ae'], platforms: ['WEBSITE'], priority: 9 });
    await create({ slug: 'everywhere', priority: 5 });
    await create({ slug: 'egypt-app', countries: ['eg'], platforms: ['MOBILE_APP'], priority: 3 });
    await create({ slug: 'paused', status: 'PAUSED', priority: 100 });
    const gone = await create({ slug: 'deleted', priority: 100 });
    expect((await t.api('DELETE', `/api/v1/campaign/${gone.id}`, { token: admin })).status).toBe(
      200,
    );
    await create({
      slug: 'later',
      startsAt: at(2),
      endsAt: new Date(END.getTime() + HOUR).toISOString(),
      priority: 1,
    });
    await create({ slug: 'short', startsAt: at(-10), endsAt: at(2), priority: 1 });
    shopOk = (await createShop(t.db)).id;
    shopOff = (await createShop(t.db, { status: 'INACTIVE' })).id;
  });

  it('answers the caller’s country from the trusted edge’s header, every-country ones when unknown', async () => {
    // The country header counts only from a trusted proxy (tests/api/client-address.test.ts).
    const spoofed = await t.api('GET', '/api/v1/campaigns', { headers: { 'cf-ipcountry': 'SA' } });
    expect(spoofed.body.data.country).toBeNull();
    t.deps.trustedProxies = { kind: 'hops', hops: 1 };
    const saudi = await t.api('GET', '/api/v1/campaigns', { headers: { 'cf-ipcountry': 'SA' } });
    expect(saudi.status).toBe(200);
    expect(saudi.body.data.country).toBe('sa');
    expect(slugs(saudi)).toEqual(['gulf', 'everywhere', 'short']);
    expect(saudi.headers.get('vary')).toContain('cf-ipcountry');
    expect(saudi.headers.get('cache-control')).toBe('public, max-age=60');

    const unknown = await t.api('GET', '/api/v1/campaigns');
    expect(unknown.body.data.country).toBeNull();
    expect(slugs(unknown)).toEqual(['everywhere', 'short']);

    const asked = await t.api('GET', '/api/v1/campaigns?country=ae', {
      headers: { 'cf-ipcountry': 'EG' },
    });
    expect(slugs(asked)).toEqual(['gulf', 'everywhere', 'short']);
    expect(asked.headers.get('vary')).toBeNull();
  });

  it('matches the platform (default WEBSITE; ALL on either side matches)', async () => {
    const app = await t.api('GET', '/api/v1/campaigns?country=eg&platform=MOBILE_APP');
    expect(slugs(app)).toEqual(['everywhere', 'egypt-app', 'short']);
    const site = await t.api('GET', '/api/v1/campaigns?country=eg');
    expect(slugs(site)).toEqual(['everywhere', 'short']);
    const all = await t.api('GET', '/api/v1/campaigns?country=all&platform=ALL');
    expect(slugs(all)).toEqual(['gulf', 'everywhere', 'egypt-app', 'short']);
  });

  it('runs from the start (included) to the end (excluded) by the injected clock', async () => {
    const list = async () => slugs(await t.api('GET', '/api/v1/campaigns?country=all'));
    const later = new Date(START.getTime() + 2 * HOUR);
    clock = new Date(later.getTime() - 1);
    expect(await list()).toEqual(['gulf', 'everywhere', 'short']);
    clock = later; // `later` starts and `short` ends at this very instant
    expect(await list()).toEqual(['gulf', 'everywhere', 'later']);
    clock = new Date(END.getTime() - 1);
    expect(await list()).toEqual(['gulf', 'everywhere', 'later']);
    clock = END;
    expect(await list()).toEqual(['later']);
    clock = new Date(START.getTime() - 1);
    expect(await list()).toEqual(['short']);
  });

  it('lists active shops and usable coupons only, in the campaign’s order', async () => {
    const deletedShop = await createShop(t.db, { deletedAt: new Date() });
    const soon = new Date(clock.getTime() + HOUR);
    const c = {
      live1: await createCoupon(t.db, shopOk, { code: 'LIVE1' }),
      live2: await createCoupon(t.db, shopOk, { code: 'LIVE2', expiresAt: soon }),
      expired: await createCoupon(t.db, shopOk, { expiresAt: new Date(clock.getTime() - 1) }),
      notYet: await createCoupon(t.db, shopOk, { startsAt: new Date(clock.getTime() + 1) }),
      paused: await createCoupon(t.db, shopOk, { status: 'PAUSED' }),
      deleted: await createCoupon(t.db, shopOk, { deletedAt: new Date() }),
      hiddenShop: await createCoupon(t.db, shopOff),
    };
    await create({
      slug: 'featured',
      priority: 50,
      shopIds: [shopOff, shopOk, deletedShop.id],
      couponIds: [
        c.expired.id,
        c.live2.id,
        c.notYet.id,
        c.paused.id,
        c.hiddenShop.id,
        c.deleted.id,
        c.live1.id,
      ],
    });
    const [first] = (await t.api('GET', '/api/v1/campaigns?country=all')).body.data.items;
    expect(first.slug).toBe('featured');
    expect(first.shops.map((s: { id: string }) => s.id)).toEqual([shopOk]);
    expect(first.shops[0].couponCount).toBe(2);
    expect(first.coupons.map((x: { code: string }) => x.code)).toEqual(['LIVE2', 'LIVE1']);
    expect(first.coupons[0].shop.id).toBe(shopOk);
    expect(first).not.toHaveProperty('status');

    // The same rules move with the clock: LIVE2 ends, the late one starts.
    clock = soon;
    const [later] = (await t.api('GET', '/api/v1/campaigns?country=all')).body.data.items;
    expect(later.coupons.map((x: { id: string }) => x.id)).toEqual([c.notYet.id, c.live1.id]);
  });

  it('GET /campaigns/{slug} answers a running campaign, 404 otherwise', async () => {
    const one = await t.api('GET', '/api/v1/campaigns/egypt-app');
    expect(one.status).toBe(200);
    expect(one.body.data.slug).toBe('egypt-app');
    expect(one.headers.get('etag')).toBeTruthy();
    const again = await t.api('GET', '/api/v1/campaigns/egypt-app', {
      headers: { 'if-none-match': one.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    for (const slug of ['paused', 'deleted', 'later', 'nope']) {
      const res = await t.api('GET', `/api/v1/campaigns/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body.error.title).toBe('NOT_FOUND');
    }
    expect((await t.api('GET', '/api/v1/campaigns/Not%20A%20Slug')).status).toBe(400);
  });

  it.each(['country=xx', 'platform=TV'])('refuses %s', async (query) => {
    const res = await t.api('GET', `/api/v1/campaigns?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].key).toBe(query.split('=')[0]);
  });
});

describe('demo seed', () => {
  it('runs White Friday with its stores in order and a usable coupon of each', async () => {
    const database = await createTestDatabase();
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'safqa-seed-'));
    try {
      await seedDemoData(database.db, { media: createLocalStorage(mediaDir), now: clock });
      const [campaign, ...others] = await runningCampaigns(
        database.db,
        { country: 'sa', platform: 'WEBSITE' },
        clock,
      );
      expect(others).toEqual([]);
      expect(campaign).toMatchObject({ slug: 'white-friday', name: { ar: 'الجمعة البيضاء' } });
      const slugs = campaign!.shops.map((s) => s.slug.en);
      expect(slugs).toEqual(SEED_CAMPAIGN_SHOPS.filter((s) => slugs.includes(s)));
      expect(slugs.length).toBeGreaterThanOrEqual(4);
      expect(campaign!.coupons.length).toBeGreaterThanOrEqual(4);
      expect(existsSync(path.join(mediaDir, 'campaigns', 'white-friday.svg'))).toBe(true);
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
      await database.close();
    }
  });
});
