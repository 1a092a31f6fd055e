import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { SEED_SHOPS } from '../../server/db/seed/stores-data';
import {
  TEST_JWT_SECRET,
  TEST_SESSION_SECRET,
  createFreshDatabase,
  flushRedis,
  redisDatabaseUrl,
  runScript,
  startApp,
  stopApp,
  waitHealthy,
  type AppProcess,
  type FreshDatabase,
  SHARED_DATABASE_URL,
  SHARED_REDIS_URL,
  SHARED_SERVICES_MISSING,
  SHARED_SERVICES_REASON,
} from './support/processes';

// One build deployed three times on one PostgreSQL and one Redis, as a host runs it: production,
// a preview declared with DEPLOY_ENV=preview (any host), and a Vercel preview (VERCEL_ENV=preview)
// that has no APP_URL and works out its address from VERCEL_BRANCH_URL. The preview's database is
// prepared by the deploy step (`scripts/db-deploy.ts` with SEED_DEMO=1). Search engines are kept
// out of both previews on every answer; production is untouched; the shared page cache never
// hands one deployment's page to another.

test.skip(SHARED_SERVICES_MISSING, SHARED_SERVICES_REASON);

const PORTS = { production: 3461, preview: 3462, vercel: 3463 };
/** This spec's own Redis logical database, emptied before and after use. */
const REDIS_DB = 13;
const BRANCH_HOST = 'safqa-git-x.vercel.app';
const HEALTHY_MS = 120_000;

test.describe('deploy previews beside production', () => {
  let database: FreshDatabase | undefined;
  let redisUrl = '';
  const folders: string[] = [];
  const apps: Record<keyof typeof PORTS, AppProcess | undefined> = {
    production: undefined,
    preview: undefined,
    vercel: undefined,
  };
  /** A seeded store's page, as the site links it. */
  let storePath = '';

  const folder = (name: string) => {
    const made = mkdtempSync(path.join(tmpdir(), `safqa-previews-${name}-`));
    folders.push(made);
    return made;
  };

  test.beforeAll(async () => {
    // Migrations, the demo data and three cold starts on two shared cores.
    test.setTimeout(300_000);
    database = await createFreshDatabase(SHARED_DATABASE_URL, 'safqa_previews');
    redisUrl = redisDatabaseUrl(SHARED_REDIS_URL, REDIS_DB);
    await flushRedis(redisUrl);
    const services = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      SESSION_SECRET: TEST_SESSION_SECRET,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'error',
    };

    // The deploy step of the preview: migrate, then the demo data (what `npm run demo` loads).
    const media = folder('media');
    const deployed = await runScript('scripts/db-deploy.ts', [], {
      ...services,
      DEPLOY_ENV: 'preview',
      SEED_DEMO: '1',
      DATA_DIR: folder('deploy'),
      MEDIA_DIR: media,
    });
    expect(deployed).toMatch(/^Migrated \(postgres\)\.$/m);
    expect(deployed).toMatch(/^Loaded \d+ stores/m);

    const seeded = SEED_SHOPS[0]!;
    const [shop] = await database.sql<{ id: string; slugAr: string }[]>`
      select id, slug_ar as "slugAr" from shops where slug_en = ${seeded.slugEn}`;
    expect(shop).toBeDefined();
    storePath = `/shop/${shop!.id}/${encodeURIComponent(shop!.slugAr)}`;

    // Each deployment with its own (read-only, unused) data folder: PostgreSQL holds the data.
    const deployment = {
      production: { APP_URL: `http://localhost:${PORTS.production}` },
      preview: { APP_URL: `http://localhost:${PORTS.preview}`, DEPLOY_ENV: 'preview' },
      // No APP_URL: the address is the branch's, https://safqa-git-x.vercel.app.
      vercel: {
        VERCEL_ENV: 'preview',
        VERCEL_BRANCH_URL: BRANCH_HOST,
        VERCEL_URL: 'safqa-3f9a1c2b7-team.vercel.app',
      },
    };
    const names = Object.keys(PORTS) as (keyof typeof PORTS)[];
    await Promise.all(
      names.map(async (name) => {
        apps[name] = await startApp(PORTS[name], {
          ...services,
          ...deployment[name],
          DATA_DIR: folder(name),
          MEDIA_DIR: media,
        });
      }),
    );
    await Promise.all(names.map((name) => waitHealthy(apps[name]!, HEALTHY_MS)));
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await Promise.all(Object.values(apps).map((app) => stopApp(app)));
    const cleaned = await Promise.allSettled([
      database?.drop(),
      redisUrl ? flushRedis(redisUrl) : undefined,
    ]);
    for (const made of folders) rmSync(made, { recursive: true, force: true });
    const failed = cleaned.find((c) => c.status === 'rejected');
    if (failed) throw failed.reason;
  });

  const get = (app: AppProcess, target: string) =>
    fetch(`${app.origin}${target}`, { redirect: 'manual' });

  /** What a crawler fetches: the pages the issue names, the API, a public file, a built chunk. */
  async function crawl(app: AppProcess) {
    const home = await (await get(app, '/')).text();
    const chunk = /\/_next\/static\/[^"'\s]+\.js/.exec(home)?.[0];
    expect(chunk).toBeDefined();
    const answers = [];
    for (const target of ['/', '/en', storePath, '/robots.txt', '/sitemap.xml']) {
      answers.push({ target, response: await get(app, target) });
    }
    for (const target of ['/api/v1/health', '/icons.svg', chunk!]) {
      answers.push({ target, response: await get(app, target) });
    }
    return answers.map(({ target, response }) => ({
      target,
      status: response.status,
      robots: response.headers.get('x-robots-tag'),
    }));
  }

  for (const name of ['preview', 'vercel'] as const) {
    test(`${name}: every answer says noindex, robots.txt disallows all, the sitemap is empty`, async () => {
      const app = apps[name]!;
      for (const answer of await crawl(app)) {
        expect(answer).toEqual({ target: answer.target, status: 200, robots: 'noindex' });
      }
      const robots = await (await get(app, '/robots.txt')).text();
      expect(robots.trim().split('\n')).toEqual(['User-Agent: *', 'Disallow: /']);
      const sitemap = await (await get(app, '/sitemap.xml')).text();
      expect(sitemap).toContain('<urlset');
      expect(sitemap).not.toContain('<url>');
    });
  }

  test('production: no noindex anywhere, robots.txt allows the site, the sitemap lists it', async () => {
    const app = apps.production!;
    for (const answer of await crawl(app)) {
      expect(answer).toEqual({ target: answer.target, status: 200, robots: null });
    }
    const robots = await (await get(app, '/robots.txt')).text();
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toContain(`Sitemap: ${app.origin}/sitemap.xml`);
    const sitemap = await (await get(app, '/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${app.origin}${storePath}</loc>`);
  });

  test('the Vercel preview links to its branch address, worked out from VERCEL_BRANCH_URL', async () => {
    const html = await (await get(apps.vercel!, storePath)).text();
    expect(html).toContain(`<link rel="canonical" href="https://${BRANCH_HOST}${storePath}"/>`);
  });

  test("the shared page cache never serves one deployment's store page in another", async () => {
    const visit = async (app: AppProcess) => {
      const response = await get(app, storePath);
      return {
        cache: response.headers.get('x-nextjs-cache'),
        robots: response.headers.get('x-robots-tag'),
        canonical: /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1],
      };
    };
    // The preview renders and caches the page (in the crawl above or now)…
    await visit(apps.vercel!);
    expect(await visit(apps.vercel!)).toEqual({
      cache: 'HIT',
      robots: 'noindex',
      canonical: `https://${BRANCH_HOST}${storePath}`,
    });
    // …production, of the same build on the same Redis, serves its own, and says no noindex.
    await visit(apps.production!);
    expect(await visit(apps.production!)).toEqual({
      cache: 'HIT',
      robots: null,
      canonical: `${apps.production!.origin}${storePath}`,
    });
    // The other preview too: its own address, never the first preview's.
    await visit(apps.preview!);
    expect(await visit(apps.preview!)).toEqual({
      cache: 'HIT',
      robots: 'noindex',
      canonical: `${apps.preview!.origin}${storePath}`,
    });
  });

  test("a shopper's browser gets the preview store page with noindex", async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const response = await page.goto(`${apps.preview!.origin}${storePath}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(
      page.getByRole('heading', { level: 1, name: SEED_SHOPS[0]!.nameAr }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});
