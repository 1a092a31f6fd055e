import { once } from 'node:events';
import { Redis } from 'ioredis';
import CacheHandler, {
  afterFirstConnection,
  cacheScope,
  memoryStore,
  redisStore,
  withFallback,
} from '@/server/cache/next-cache-handler.mjs';
import { needs } from '../support/services';

// The shared page cache on a real Redis (CI sets REDIS_URL): two handlers with their own Redis
// connections stand for two processes of one build. What one stores, the other serves; a tag one
// invalidates is invalidated for both; another build's entries are never served.
const url = process.env.REDIS_URL;
const onRedis = needs('redis').describe;

onRedis('the page cache in Redis', () => {
  const db = new URL(url ?? 'redis://127.0.0.1:6379');
  db.pathname = '/11';
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(db.toString(), { maxRetriesPerRequest: 1 });
    connections.push(redis);
    return redis;
  };
  let clock = 1_000;
  const now = () => ++clock;
  const processOf = (build = 'build-1', scope?: string) =>
    new CacheHandler({ store: redisStore(connect(), build, scope), now });

  beforeAll(async () => {
    await connect().flushdb();
  });
  afterAll(async () => {
    await connections[0]?.flushdb();
    await Promise.all(connections.map((r) => r.quit()));
  });

  it('one process stores a page, another serves it with its policy, buffers and maps intact', async () => {
    const [a, b] = [processOf(), processOf()];
    await a.set(
      '/ar/shops',
      {
        kind: 'APP_PAGE',
        html: '<p>متاجر</p><script>boot()</script>',
        rscData: Buffer.from('rsc'),
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
        headers: { 'x-next-cache-tags': 'catalog:shops' },
        status: 200,
      },
      { cacheControl: { revalidate: 300 } },
    );
    const hit = await b.get('/ar/shops', { kind: 'APP_PAGE' });
    // Stored as its UTF-8 bytes, encoded once (Next sends bytes as they are).
    expect(hit?.value.html).toEqual(Buffer.from('<p>متاجر</p><script>boot()</script>'));
    expect(hit?.value.rscData).toEqual(Buffer.from('rsc'));
    expect(hit?.value.segmentData.get('/_tree')).toEqual(Buffer.from('tree'));
    expect(hit?.value.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(hit?.cacheControl).toEqual({ revalidate: 300 });
    expect(await processOf('build-2').get('/ar/shops', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('a tag invalidated through one process is a miss in every other', async () => {
    const [a, b] = [processOf(), processOf()];
    await a.set('k', { kind: 'FETCH', data: { body: '1' }, revalidate: 300 }, { tags: ['t:1'] });
    expect(await b.get('k', { kind: 'FETCH', tags: ['t:1'] })).not.toBeNull();
    await b.revalidateTag(['t:1'], { expire: 0 });
    expect(await a.get('k', { kind: 'FETCH', tags: ['t:1'] })).toBeNull();
  });

  it("a hit is one round trip to Redis: the entry with its tags' and the route's times", async () => {
    const redis = connect();
    await once(redis, 'ready');
    // Each write to the connection is one round trip: a pipeline's commands go in one write.
    let writes = 0;
    const write = redis.stream.write.bind(redis.stream);
    redis.stream.write = ((...args: Parameters<typeof write>) => {
      writes += 1;
      return write(...args);
    }) as typeof write;
    const a = processOf();
    const b = new CacheHandler({ store: redisStore(redis, 'build-1'), now });
    const page = (html: string, tags: string) => ({
      kind: 'APP_PAGE',
      html,
      headers: { 'x-next-cache-tags': tags },
      status: 200,
    });
    await a.set('/ar/shop/7', page('<p>7</p>', 'shop:7'), {});
    const ctx = { kind: 'APP_PAGE', softTags: ['_N_T_/ar/shop/7'] };
    // The first lookup in a process learns the page's own tags (and reads their times)…
    expect(await b.get('/ar/shop/7', ctx)).not.toBeNull();
    writes = 0;
    // …every later one reads the entry and all its tags' times at once.
    expect(await b.get('/ar/shop/7', ctx)).not.toBeNull();
    expect(writes).toBe(1);
    // Its own tag and the route's implicit one each invalidate it, through the other process.
    await a.revalidateTag('shop:7', { expire: 0 });
    expect(await b.get('/ar/shop/7', ctx)).toBeNull();
    await a.set('/ar/shop/7', page('<p>7 again</p>', 'shop:7'), {});
    expect(await b.get('/ar/shop/7', ctx)).not.toBeNull();
    await a.revalidateTag('_N_T_/ar/shop/7', { expire: 0 });
    expect(await b.get('/ar/shop/7', ctx)).toBeNull();
    // A render that gives the page a new tag: the lookup reads that tag's time too.
    await b.set('/ar/shop/7', page('<p>7</p>', 'shop:7'), {});
    await a.set('/ar/shop/7', page('<p>7, in a campaign</p>', 'shop:7,campaign:3'), {});
    await a.revalidateTag('campaign:3', { expire: 0 });
    expect(await b.get('/ar/shop/7', ctx)).toBeNull();
  });

  it('keeps a preview apart from production and from other previews of the same build', async () => {
    expect(cacheScope({})).toBe('safqa:cache');
    expect(cacheScope({ VERCEL_ENV: 'production', VERCEL_URL: 'safqa-abc.vercel.app' })).toBe(
      'safqa:cache',
    );
    const previewX = cacheScope({
      VERCEL_ENV: 'preview',
      VERCEL_BRANCH_URL: 'safqa-git-x.vercel.app',
    });
    const previewY = cacheScope({
      DEPLOY_ENV: 'preview',
      APP_URL: 'https://pr-2.preview.safqa.app',
    });
    expect(previewX).toBe('safqa:cache:preview:safqa-git-x.vercel.app');
    expect(previewY).toBe('safqa:cache:preview:pr-2.preview.safqa.app');

    const production = processOf('build-3', cacheScope({}));
    const preview = processOf('build-3', previewX);
    const otherPreview = processOf('build-3', previewY);
    const page = (site: string) => ({
      kind: 'APP_PAGE',
      html: `<link rel="canonical" href="${site}/shops">`,
      headers: { 'x-next-cache-tags': 'catalog:shops' },
      status: 200,
    });
    await preview.set('/ar/shops', page('https://safqa-git-x.vercel.app'), {});
    expect(await production.get('/ar/shops', { kind: 'APP_PAGE' })).toBeNull();
    expect(await otherPreview.get('/ar/shops', { kind: 'APP_PAGE' })).toBeNull();
    await production.set('/ar/shops', page('https://safqa.app'), {});
    expect(String((await production.get('/ar/shops', { kind: 'APP_PAGE' }))?.value.html)).toContain(
      'https://safqa.app/shops',
    );
    expect(String((await preview.get('/ar/shops', { kind: 'APP_PAGE' }))?.value.html)).toContain(
      'https://safqa-git-x.vercel.app/shops',
    );
    // An edit on the preview invalidates its own pages only.
    await preview.revalidateTag(['catalog:shops'], { expire: 0 });
    expect(await preview.get('/ar/shops', { kind: 'APP_PAGE' })).toBeNull();
    expect(await production.get('/ar/shops', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  it("a new process's first request finds what another process cached", async () => {
    await processOf().set('/ar/cold', { kind: 'FETCH', data: { body: '1' }, revalidate: 300 }, {});
    // A new process's client as the handler makes it: still connecting on its first request.
    const redis = new Redis(db.toString(), { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    connections.push(redis);
    const store = withFallback(
      afterFirstConnection(redisStore(redis, 'build-1'), redis, 5_000),
      memoryStore(1024 * 1024),
    );
    const cold = new CacheHandler({ store, now });
    expect(await cold.get('/ar/cold', { kind: 'FETCH' })).not.toBeNull();
  });
});
