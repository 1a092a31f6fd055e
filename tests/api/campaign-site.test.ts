import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import { createCoupon, createShop } from '../support/factories';
import { crud, tokenWith } from '../support/catalog-helpers';
import { createTestApp, TEST_APP_URL, type TestApp } from '../support/test-app';

// The campaign's public page, the home page's banner and the sitemap, rendered on the server
// against the real API (in process, as `serverApi` does in the Next process).

let mockApp: TestApp['app'] | undefined;
const mockCacheTags: string[][] = [];

jest.mock('@/server/api/in-process', () => ({
  serverApi: async (path: string) => {
    const { MAIN_API_BASE, PRODUCT_VERSION, PRODUCT_VERSION_HEADER } =
      jest.requireActual('@/lib/api/constants');
    const res = await mockApp!.request(`${MAIN_API_BASE}${path}`, {
      headers: { [PRODUCT_VERSION_HEADER]: PRODUCT_VERSION },
    });
    return res.json();
  },
}));
// unstable_cache needs Next's incremental cache: here it calls through, keeping the tags it got.
jest.mock('next/cache', () => ({
  unstable_cache:
    (fn: () => Promise<unknown>, _keys: string[], options: { tags: string[] }) => () => {
      mockCacheTags.push(options.tags);
      return fn();
    },
}));
jest.mock('@/server/env', () => ({ serverEnv: () => ({ APP_URL: 'http://localhost:3000' }) }));
jest.mock('next-intl/server', () => {
  const messages = {
    ar: jest.requireActual('@/messages/ar.json'),
    en: jest.requireActual('@/messages/en.json'),
  };
  const translator = (locale: 'ar' | 'en', namespace?: string) =>
    jest
      .requireActual('next-intl')
      .createTranslator({ locale, messages: messages[locale], namespace });
  let current: 'ar' | 'en' = 'ar';
  return {
    setRequestLocale: (locale: 'ar' | 'en') => {
      current = locale;
    },
    getLocale: async () => current,
    getTranslations: async (arg?: string | { locale: 'ar' | 'en'; namespace?: string }) =>
      typeof arg === 'object' ? translator(arg.locale, arg.namespace) : translator(current, arg),
  };
});

// jest hoists the mocks above these imports.
import CampaignPage, { generateMetadata } from '@/app/[locale]/campaigns/[slug]/page';
import HomePage from '@/app/[locale]/page';
import sitemap from '@/app/sitemap';

const HOUR = 3600 * 1000;
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

async function html(element: ReactElement | Promise<ReactElement>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(await element);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

const page = (locale: 'ar' | 'en', slug: string) =>
  CampaignPage({ params: Promise.resolve({ locale, slug }) });

async function campaign(body: Record<string, unknown>) {
  const now = Date.now();
  const res = await t.api('POST', '/api/v1/campaign', {
    token: admin,
    json: {
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + 24 * HOUR).toISOString(),
      ...body,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  mockApp = t.app;
  admin = await tokenWith(t, crud('campaign'));
  const noon = await createShop(t.db, {
    nameEn: 'Noon',
    nameAr: 'نون',
    slugEn: 'noon',
    slugAr: 'نون',
  });
  const hidden = await createShop(t.db, { nameEn: 'Hidden Store', status: 'INACTIVE' });
  const live = await createCoupon(t.db, noon.id, {
    code: 'WHITE25',
    titleEn: '25% off everything',
  });
  const over = await createCoupon(t.db, noon.id, {
    code: 'OVER',
    titleEn: 'Finished deal',
    expiresAt: new Date(Date.now() - HOUR),
  });
  Object.assign(ids, { noon: noon.id });
  await campaign({
    slug: 'white-friday',
    name: { ar: 'الجمعة البيضاء', en: 'White Friday' },
    description: { ar: 'أكبر التخفيضات', en: 'The biggest sale of the year' },
    banner: '/media/campaigns/white-friday.png',
    countries: ['sa'],
    shopIds: [hidden.id, noon.id],
    couponIds: [over.id, live.id],
    priority: 5,
  });
  await campaign({ slug: 'paused-sale', name: { ar: 'موقوفة', en: 'Paused' }, status: 'PAUSED' });
  const ended = Date.now() - HOUR;
  await campaign({
    slug: 'ended-sale',
    name: { ar: 'انتهت', en: 'Ended' },
    startsAt: new Date(ended - HOUR).toISOString(),
    endsAt: new Date(ended).toISOString(),
  });
  const gone = await campaign({ slug: 'deleted-sale', name: { ar: 'محذوفة', en: 'Deleted' } });
  expect((await t.api('DELETE', `/api/v1/campaign/${gone}`, { token: admin })).status).toBe(200);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  mockCacheTags.length = 0;
});

describe('/campaigns/{slug}', () => {
  it('renders a running campaign with its active shops and usable coupons, no script needed', async () => {
    const out = await html(page('en', 'white-friday'));
    expect(out).toContain('<h1');
    expect(out).toContain('White Friday');
    expect(out).toContain('The biggest sale of the year');
    expect(out).toContain(`href="/en/shop/${ids.noon}/noon"`);
    expect(out).toContain('25% off everything');
    expect(out).not.toContain('Finished deal');
    expect(out).not.toContain('Hidden Store');
    // The banner is a sized bitmap of the media route.
    expect(out).toMatch(
      /<img[^>]+src="\/media\/campaigns\/white-friday.png\?w=1280"[^>]+width="1280"/,
    );
    // Breadcrumb and ItemList structured data: the offer, then the store.
    const ld = [...out.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(ld.map((d) => d['@type'])).toEqual(['BreadcrumbList', 'WebPage']);
    const list = ld[1].mainEntity;
    expect(list['@type']).toBe('ItemList');
    expect(
      list.itemListElement.map((i: { item: { '@type': string; name: string } }) => [
        i.item['@type'],
        i.item.name,
      ]),
    ).toEqual([
      ['Offer', '25% off everything'],
      ['Store', 'Noon'],
    ]);
    expect(ld[1].url).toBe(`${TEST_APP_URL}/en/campaigns/white-friday`);
    // Cached under its own tag and the catalogue's, which campaign, shop and coupon writes expire.
    expect(mockCacheTags).toContainEqual([
      CATALOG_TAGS.campaign('white-friday'),
      CATALOG_TAGS.shops,
    ]);
  });

  it('renders in Arabic with the Arabic store address', async () => {
    const out = await html(page('ar', 'white-friday'));
    expect(out).toContain('الجمعة البيضاء');
    expect(out).toContain(`href="/shop/${ids.noon}/${encodeURIComponent('نون')}"`);
  });

  it('has a canonical address and hreflang alternates in both languages', async () => {
    const meta = await generateMetadata({
      params: Promise.resolve({ locale: 'ar', slug: 'white-friday' }),
    });
    expect(meta.alternates).toEqual({
      canonical: `${TEST_APP_URL}/campaigns/white-friday`,
      languages: {
        ar: `${TEST_APP_URL}/campaigns/white-friday`,
        en: `${TEST_APP_URL}/en/campaigns/white-friday`,
        'x-default': `${TEST_APP_URL}/campaigns/white-friday`,
      },
    });
    expect(String(meta.title)).toContain('الجمعة البيضاء');
  });

  it.each(['paused-sale', 'ended-sale', 'deleted-sale', 'no-such-sale', 'Bad%20Slug'])(
    'is a 404 for %s',
    async (slug) => {
      await expect(page('en', slug)).rejects.toMatchObject({
        digest: expect.stringContaining('404'),
      });
    },
  );
});

// The proxy serves the home of a visitor whose country the edge names from
// `/{locale}/in/{country}` (lib/site/cached-pages.ts): the country arrives as a route parameter.
describe('the home page banner', () => {
  it('shows the running campaign of the visitor’s country, linking to its page', async () => {
    const out = await html(HomePage({ params: Promise.resolve({ locale: 'en', country: 'sa' }) }));
    expect(out).toContain('href="/en/campaigns/white-friday"');
    expect(out).toMatch(
      /<img[^>]+loading="lazy"[^>]+campaigns\/white-friday.png|<img[^>]+campaigns\/white-friday.png[^>]+loading="lazy"/,
    );
    expect(mockCacheTags).toContainEqual([CATALOG_TAGS.campaigns]);
  });

  it('shows nothing to a visitor of a country without a campaign, nor without a country', async () => {
    for (const country of ['eg', undefined]) {
      const out = await html(HomePage({ params: Promise.resolve({ locale: 'en', country }) }));
      expect(out).not.toContain('/campaigns/');
    }
  });
});

describe('sitemap', () => {
  it('lists a running campaign in both languages, not a paused or ended one', async () => {
    const entries = await sitemap();
    const urls = entries.map((e) => e.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${TEST_APP_URL}/campaigns/white-friday`,
        `${TEST_APP_URL}/en/campaigns/white-friday`,
      ]),
    );
    expect(urls.filter((u) => u.includes('/campaigns/'))).toHaveLength(2);
    const ar = entries.find((e) => e.url === `${TEST_APP_URL}/campaigns/white-friday`)!;
    expect(ar.alternates?.languages).toMatchObject({
      en: `${TEST_APP_URL}/en/campaigns/white-friday`,
    });
  });
});
