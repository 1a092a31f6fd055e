import { eq } from 'drizzle-orm';
import { shops } from '@/server/db/schema';
import CacheHandler, { memoryStore } from '@/server/cache/next-cache-handler.mjs';
import { createShop } from '../support/factories';
import { crud, tokenWith } from '../support/catalog-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// The public store reads of the API are kept in the site's cache under catalogue tags, and a
// catalogue write through the API expires them. The cache here is the site's own handler (its
// in-memory store): reads it holds never reach the database; a write's tags make the next read
// fresh. In Next, `cachedRead` is unstable_cache over that same handler.
let t: TestApp;
let admin: string;
let clock = 1_000;
const handler = new CacheHandler({ store: memoryStore(50_000_000), now: () => ++clock });

async function cachedRead<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  const name = key.join('|');
  const hit = await handler.get(name, { kind: 'FETCH', tags, softTags: [] });
  if (hit) return hit.value.data as T;
  const value = await read();
  await handler.set(name, { kind: 'FETCH', data: value, revalidate: 300 }, { tags });
  return value;
}

beforeAll(async () => {
  t = await createTestApp({
    cachedRead,
    onCatalogChange: (tags) => void handler.revalidateTag(tags, { expire: 0 }),
  });
  admin = await tokenWith(t, crud('shop'));
});
afterAll(async () => {
  await t.close();
});

describe('cached public store reads', () => {
  it('serve the list and the page from the cache until a write through the API expires them', async () => {
    const shop = await createShop(t.db, { nameEn: 'Cached Name' });
    const list = () => t.api('GET', '/api/v1/shop/shop-list?limit=100');
    const page = () => t.api('GET', `/api/v1/shop/shop-list/${shop.id}`);
    expect((await list()).body.data.items.map((s: { id: string }) => s.id)).toContain(shop.id);
    expect((await page()).body.data.name.en).toBe('Cached Name');

    // A change behind the API's back is not seen: the reads come from the cache.
    await t.db.update(shops).set({ nameEn: 'Changed Quietly' }).where(eq(shops.id, shop.id));
    expect((await page()).body.data.name.en).toBe('Cached Name');

    // A write through the API names the shop's tags: the next reads are fresh.
    const renamed = await t.api('PATCH', `/api/v1/shop/${shop.id}`, {
      token: admin,
      json: { name: { ar: 'اسم جديد', en: 'Renamed' } },
    });
    expect(renamed.status).toBe(200);
    expect((await page()).body.data.name.en).toBe('Renamed');
    const after = (await list()).body.data.items;
    expect(after.find((s: { id: string }) => s.id === shop.id).name.en).toBe('Renamed');
  });

  it('an unknown store is cached as absent and still answers NOT_FOUND', async () => {
    const missing = await t.api(
      'GET',
      '/api/v1/shop/shop-list/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error.title).toBe('NOT_FOUND');
  });
});
