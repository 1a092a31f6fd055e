import { and, eq } from 'drizzle-orm';
import { auditLog, uninstallFeedback } from '@/server/db/schema';
import { crud, tokenWith } from '../support/catalog-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// The uninstall answers as a generic resource (/uninstall: the seven verbs, trash and audit log)
// and the dashboard's reasons chart (GET /uninstall/stats): who may read and write them, the day
// range, the filters, exact counts, and that the audit log never copies the free text.
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
      expect(other.body.error).toMatchObject({ code: 1005, title: 'FORBIDDEN' });
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
      updatedAt: expect.any(String),
      deletedAt: null,
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

describe('/uninstall as a resource (create, read, redact, trash, restore, delete for good)', () => {
  const SECRET = 'Call me on +966 55 123 4567, my mail is sara@example.com';
  let staff: string;
  beforeAll(async () => {
    staff = await tokenWith(t, crud('uninstall'));
  });
  const call = (method: string, path: string, token: string | undefined, json?: unknown) =>
    t.api(method, `/api/v1${path}`, { token, json });
  const auditOf = async (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, 'uninstall'), eq(auditLog.recordId, id)))
      .orderBy(auditLog.at);

  it('refuses every verb without a session (1004) and without the permission (1005)', async () => {
    const [row] = await t.db.select({ id: uninstallFeedback.id }).from(uninstallFeedback);
    const id = row!.id;
    const verbs: [string, string, unknown?][] = [
      ['GET', '/uninstall'],
      ['GET', `/uninstall/${id}`],
      ['POST', '/uninstall', { reason: 'OTHER' }],
      ['PATCH', `/uninstall/${id}`, { feedback: null }],
      ['DELETE', `/uninstall/${id}`],
      ['PATCH', `/uninstall/${id}/restore`],
      ['DELETE', `/uninstall/${id}/hard`],
      ['POST', '/uninstall/bulk', { ids: [id], action: 'delete' }],
    ];
    // A shopper (no role) and someone who may only read the answers.
    const shopper = await tokenWith(t, []);
    for (const [method, path, json] of verbs) {
      const anonymous = await call(method, path, undefined, json);
      expect([method, path, anonymous.status, anonymous.body.error.code]).toEqual([
        method,
        path,
        401,
        1004,
      ]);
      const refused = await call(method, path, shopper, json);
      expect([method, path, refused.status, refused.body.error]).toEqual([
        method,
        path,
        403,
        expect.objectContaining({ code: 1005, title: 'FORBIDDEN' }),
      ]);
      if (method !== 'GET') {
        const readOnly = await call(method, path, reader, json);
        expect([method, path, readOnly.status]).toEqual([method, path, 403]);
      }
    }
    expect((await get(`/uninstall/${id}`)).status).toBe(200);
  });

  it('refuses bad input with the catalogue code and the field', async () => {
    const refused = async (
      method: string,
      path: string,
      json: unknown,
      details: { key: string; message: string }[],
    ) => {
      const res = await call(method, path, staff, json);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 1001, title: 'VALIDATION_ERROR' });
      expect(res.body.error.details).toEqual(details);
    };
    await refused('POST', '/uninstall', { reason: 'BORED' }, [
      { key: 'reason', message: 'validation.uninstall.reason' },
    ]);
    await refused('POST', '/uninstall', { reason: 'OTHER', feedback: 'x'.repeat(1001) }, [
      { key: 'feedback', message: 'validation.uninstall.feedback_max' },
    ]);
    await refused('POST', '/uninstall', { reason: 'OTHER', locale: 'fr' }, [
      { key: 'locale', message: 'validation.uninstall.locale' },
    ]);
    const [row] = await t.db.select({ id: uninstallFeedback.id }).from(uninstallFeedback);
    await refused('PATCH', `/uninstall/${row!.id}`, { reason: 'LATER' }, [
      { key: 'reason', message: 'validation.uninstall.reason' },
    ]);
    const badId = await call('GET', '/uninstall/not-a-uuid', staff);
    expect(badId.status).toBe(400);
    expect(badId.body.error.code).toBe(1001);
    const missing = await call('GET', '/uninstall/6a0c7e0e-1c1a-4b5e-9a53-0f5b8f8a2d11', staff);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe(1003);
  });

  it('reads, redacts, trashes, restores and deletes an answer for good, each in the audit log', async () => {
    // What the public form sends (rate-limited, no session), then staff work on it.
    const sent = await t.api('POST', '/api/v1/uninstall/feedback', {
      json: { reason: 'OTHER', feedback: SECRET, locale: 'en' },
      headers: { 'user-agent': 'Mozilla/5.0 (test)' },
    });
    expect(sent.status).toBe(200);
    const { id } = sent.body.data as { id: string };

    const one = await call('GET', `/uninstall/${id}`, staff);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      id,
      reason: 'OTHER',
      feedback: SECRET,
      locale: 'en',
      userAgent: 'Mozilla/5.0 (test)',
      deletedAt: null,
    });
    const listed = await call('GET', `/uninstall?q=${encodeURIComponent('sara@example')}`, staff);
    expect(listed.body.data.items.map((i: { id: string }) => i.id)).toEqual([id]);

    // Redact the text: the answer keeps its reason; an empty text is none.
    const redacted = await call('PATCH', `/uninstall/${id}`, staff, { feedback: '' });
    expect(redacted.status).toBe(200);
    expect(redacted.body.data).toMatchObject({ id, reason: 'OTHER', feedback: null });
    const changed = await call('PATCH', `/uninstall/${id}`, staff, {
      feedback: SECRET,
      reason: 'NOT_USEFUL',
    });
    expect(changed.body.data).toMatchObject({ reason: 'NOT_USEFUL', feedback: SECRET });

    // Soft delete: out of the list, the stats and GET one; in the trash.
    const trashed = await call('DELETE', `/uninstall/${id}`, staff);
    expect(trashed.status).toBe(200);
    expect(trashed.body.data.deletedAt).toEqual(expect.any(String));
    expect((await call('GET', `/uninstall/${id}`, staff)).status).toBe(404);
    const live = await call('GET', '/uninstall?limit=100', staff);
    expect(live.body.data.items.map((i: { id: string }) => i.id)).not.toContain(id);
    const trash = await call('GET', '/uninstall?deleted=only', staff);
    expect(trash.body.data.items.map((i: { id: string }) => i.id)).toEqual([id]);
    expect((await call('GET', `/uninstall/${id}?includeDeleted=true`, staff)).status).toBe(200);
    expect((await call('DELETE', `/uninstall/${id}`, staff)).status).toBe(404);

    // Restore, trash again, then delete for good.
    const restored = await call('PATCH', `/uninstall/${id}/restore`, staff);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id, deletedAt: null, feedback: SECRET });
    expect((await call('GET', `/uninstall/${id}`, staff)).status).toBe(200);
    expect((await call('DELETE', `/uninstall/${id}`, staff)).status).toBe(200);
    const gone = await call('DELETE', `/uninstall/${id}/hard`, staff);
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ id, deleted: true });
    expect((await call('GET', `/uninstall/${id}?includeDeleted=true`, staff)).status).toBe(404);
    expect(await t.db.select().from(uninstallFeedback).where(eq(uninstallFeedback.id, id))).toEqual(
      [],
    );

    // The audit log: every staff write, by whom, and never the text itself.
    const rows = await auditOf(id);
    expect(rows.map((r) => r.action)).toEqual([
      'update',
      'update',
      'delete',
      'restore',
      'delete',
      'hard_delete',
    ]);
    expect(rows.every((r) => r.actorId)).toBe(true);
    expect(rows.map((r) => r.recordLabel?.split(' · ')[0])).toEqual([
      'OTHER',
      ...Array<string>(5).fill('NOT_USEFUL'),
    ]);
    expect(rows[0]!.changes).toMatchObject({ feedbackLength: { before: SECRET.length, after: 0 } });
    expect(rows[1]!.changes).toMatchObject({
      reason: { before: 'OTHER', after: 'NOT_USEFUL' },
      feedbackLength: { before: 0, after: SECRET.length },
    });
    expect(rows[5]!.changes).toMatchObject({ feedbackLength: { before: SECRET.length } });
    expect(JSON.stringify(rows)).not.toContain('sara@example.com');
    expect(JSON.stringify(rows)).not.toContain('123 4567');

    // Staff read the same rows through GET /audit.
    const log = await call('GET', `/audit?section=uninstall&recordId=${id}`, staff);
    expect(log.status).toBe(200);
    expect(log.body.data.items.map((e: { action: string }) => e.action)).toEqual(
      ['update', 'update', 'delete', 'restore', 'delete', 'hard_delete'].reverse(),
    );
  });

  it('creates an answer for staff (create_uninstall) and trashes several at once', async () => {
    const made = await call('POST', '/uninstall', staff, {
      reason: 'TOO_MANY_ADS',
      feedback: '  sent by mail  ',
      locale: 'ar',
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      reason: 'TOO_MANY_ADS',
      feedback: 'sent by mail',
      locale: 'ar',
      userAgent: null,
      deletedAt: null,
    });
    const other = await call('POST', '/uninstall', staff, { reason: 'OTHER' });
    const ids = [made.body.data.id as string, other.body.data.id as string];
    const [created] = await auditOf(ids[0]!);
    expect(created).toMatchObject({
      action: 'create',
      changes: { reason: { after: 'TOO_MANY_ADS' }, feedbackLength: { after: 12 } },
    });
    const bulk = await call('POST', '/uninstall/bulk', staff, { ids, action: 'delete' });
    expect(bulk.body.data.affected).toBe(2);
    const toggle = await call('POST', '/uninstall/bulk', staff, { ids, action: 'activate' });
    expect(toggle.status).toBe(400);
    const hard = await call('POST', '/uninstall/bulk', staff, { ids, action: 'hard_delete' });
    expect(hard.body.data.affected).toBe(2);
    expect((await auditOf(ids[1]!)).map((r) => r.action)).toEqual([
      'create',
      'delete',
      'hard_delete',
    ]);
  });
});
