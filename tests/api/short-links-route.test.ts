import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { shortLinkDailyStats, shortLinks } from '@/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

// The Next route handler app/l/[slug]/route.ts itself: its wiring to the process's database and
// to Next's `after()`, which runs the click count once the answer is sent.
const afterTasks: (() => Promise<void>)[] = [];
let testDb: Db;

jest.mock('@/server/db', () => ({
  getDatabase: async () => ({ db: testDb }),
}));
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  after: (task: () => Promise<void>) => void afterTasks.push(task),
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  testDb = t.db;
});
afterAll(async () => {
  await t.close();
});

it('GET /l/{slug} redirects and counts the click after answering; HEAD does not count', async () => {
  const { GET, HEAD } = await import('@/app/l/[slug]/route');
  const [link] = await t.db
    .insert(shortLinks)
    .values({
      slug: 'route-test',
      targetUrl: 'https://safqa.app/',
      targets: { ios: 'https://apps.apple.com/app/id1' },
    })
    .returning();
  const request = (method: string) =>
    new Request('http://localhost:3000/l/Route-Test', {
      method,
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
        // Sent by the client itself (no TRUSTED_PROXIES here): not the edge's word.
        'x-vercel-ip-country': 'KW',
        'x-forwarded-for': '192.0.2.30',
      },
    });
  const params = { params: Promise.resolve({ slug: 'Route-Test' }) };

  const res = await GET(request('GET'), params);
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe('https://apps.apple.com/app/id1');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(afterTasks).toHaveLength(1);
  expect((await HEAD(request('HEAD'), params)).status).toBe(302);
  expect(afterTasks).toHaveLength(1);

  await afterTasks[0]!();
  const rows = await t.db
    .select()
    .from(shortLinkDailyStats)
    .where(eq(shortLinkDailyStats.linkId, link!.id));
  expect(rows).toEqual([expect.objectContaining({ country: '', platform: 'ios', clicks: 1 })]);

  // The route counts against the process's rate limits: the same client again is no new click.
  await GET(request('GET'), params);
  expect(afterTasks).toHaveLength(2);
  await afterTasks[1]!();
  const [counted] = await t.db.select().from(shortLinks).where(eq(shortLinks.id, link!.id));
  expect(counted!.clicks).toBe(1);

  const missing = await GET(request('GET'), { params: Promise.resolve({ slug: 'nope-nope' }) });
  expect(missing.status).toBe(404);
});
