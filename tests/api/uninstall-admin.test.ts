import { uninstallFeedback } from '@/server/db/schema';
import { tokenWith } from '../support/catalog-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// The back-office's read of the uninstall answers (GET /uninstall) and the dashboard's reasons
// chart (GET /uninstall/stats): who may read them, the day range, the filters and exact counts.
let t: TestApp;
let reader: string;
const clock = new Date('2026-03-10T12:00:00Z');

type Reason = (typeof uninstallFeedback.$inferInsert)['reason'];
const ANSWERS: [string, Reason, string | null][] = [
  ['2026-03-01T00:00:00Z', 'NOT_USEFUL', 'never used it'],
  ['2026-03-01T23:59:59Z', 'TOO_MANY_ADS', 'إعلانات كثيرة'],
  ['2026-03-05T10:00:00Z', 'TOO_MANY_ADS', null],
  ['2026-03-09T08:00:00Z', 'OTHER', 'Switched browsers'],
  ['2026-03-10T11:00:00Z', 'NOT_USEFUL', null],
  ['2026-01-15T09:00:00Z', 'FOUND_BETTER_EXTENSION', 'old one'],
];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  reader = await tokenWith(t, ['view_uninstall']);
  await t.db.insert(uninstallFeedback).values(
    ANSWERS.map(([at, reason, feedback]) => ({
      reason,
      feedback,
      locale: 'ar',
      userAgent: 'Mozilla/5.0',
      createdAt: new Date(at),
    })),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, token = reader) => t.api('GET', `/api/v1${path}`, { token });
const times = (res: { body: { data: { items: { createdAt: string }[] } } }) =>
  res.body.data.items.map((i) => i.createdAt);

describe('GET /uninstall', () => {
  it('needs view_uninstall', async () => {
    for (const path of ['/uninstall', '/uninstall/stats']) {
      expect((await t.api('GET', `/api/v1${path}`)).status).toBe(401);
      const other = await get(path, await tokenWith(t, ['view_shop', 'view_insights']));
      expect(other.status).toBe(403);
      expect(other.body.error.title).toBe('FORBIDDEN');
    }
  });

  it('lists every answer newest first, with its reason, text, language and browser', async () => {
    const res = await get('/uninstall');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 6, page: 1, limit: 24 });
    expect(res.body.data.items[0]).toEqual({
      id: expect.any(String),
      reason: 'NOT_USEFUL',
      feedback: null,
      locale: 'ar',
      userAgent: 'Mozilla/5.0',
      createdAt: '2026-03-10T11:00:00.000Z',
    });
    expect(times(res)).toEqual(
      ANSWERS.map(([at]) => new Date(at).toISOString())
        .sort()
        .reverse(),
    );
    const oldest = await get('/uninstall?sort=createdAt&limit=2&page=2');
    expect(oldest.body.data.total).toBe(6);
    expect(times(oldest)).toEqual(['2026-03-01T23:59:59.000Z', '2026-03-05T10:00:00.000Z']);
  });

  it('filters by whole UTC days, reason and text', async () => {
    const day = await get('/uninstall?from=2026-03-01&to=2026-03-01');
    expect(times(day)).toEqual(['2026-03-01T23:59:59.000Z', '2026-03-01T00:00:00.000Z']);
    expect((await get('/uninstall?from=2026-03-05')).body.data.total).toBe(3);
    expect((await get('/uninstall?to=2026-03-04')).body.data.total).toBe(3);
    const ads = await get('/uninstall?reason=TOO_MANY_ADS&from=2026-03-02');
    expect(times(ads)).toEqual(['2026-03-05T10:00:00.000Z']);
    const text = await get(`/uninstall?q=${encodeURIComponent('اعلانات')}`);
    expect(text.body.data.items.map((i: { feedback: string }) => i.feedback)).toEqual([
      'إعلانات كثيرة',
    ]);
    expect((await get('/uninstall?q=SWITCHED')).body.data.total).toBe(1);
  });

  it('refuses bad days, reasons, sorts and reversed ranges', async () => {
    const refused = async (query: string, key: string, message: string) => {
      const res = await get(`/uninstall?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([{ key, message }]);
    };
    await refused('from=2026-02-30', 'from', 'validation.insights.day_invalid');
    await refused('reason=BORED', 'reason', 'validation.uninstall.reason');
    await refused('sort=reason', 'sort', 'validation.catalog.sort_invalid');
    await refused('from=2026-03-09&to=2026-03-01', 'from', 'validation.insights.range_order');
  });

  it('has no writes for the back-office', async () => {
    const admin = await tokenWith(t, ['view_uninstall', 'delete_uninstall', 'update_uninstall']);
    const [row] = await t.db.select({ id: uninstallFeedback.id }).from(uninstallFeedback);
    expect((await t.api('DELETE', `/api/v1/uninstall/${row!.id}`, { token: admin })).status).toBe(
      404,
    );
    expect((await get('/uninstall')).body.data.total).toBe(6);
  });
});

describe('GET /uninstall/stats', () => {
  it('counts every reason in the range, zeros included', async () => {
    const res = await get('/uninstall/stats?from=2026-03-01&to=2026-03-09');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      range: { from: '2026-03-01', to: '2026-03-09' },
      total: 4,
      reasons: [
        { reason: 'NOT_USEFUL', count: 1 },
        { reason: 'FOUND_BETTER_EXTENSION', count: 0 },
        { reason: 'TOO_MANY_ADS', count: 2 },
        { reason: 'OTHER', count: 1 },
      ],
    });
  });

  it('defaults to the last 30 days ending today (the injected clock)', async () => {
    const res = await get('/uninstall/stats');
    expect(res.body.data.range).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(res.body.data.total).toBe(5);
    const wide = await get('/uninstall/stats?from=2026-01-01');
    expect(wide.body.data.reasons[1]).toEqual({ reason: 'FOUND_BETTER_EXTENSION', count: 1 });
    const tooLong = await get('/uninstall/stats?from=2024-01-01&to=2026-01-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details).toEqual([
      { key: 'to', message: 'validation.insights.range_max' },
    ]);
  });
});
