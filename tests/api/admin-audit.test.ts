import { and, eq } from 'drizzle-orm';
import { auditLog, shops } from '@/server/db/schema';
import { createCategory, crud, shopBody, tokenWith } from '../support/catalog-helpers';
import { createCoupon, createShop } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Every write of the generic resources leaves an audit row in the write's own transaction, and
// the activity log shows each reader only the sections they may view.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenWith(t, crud('shop', 'coupon', 'category', 'provider'));
});
afterAll(async () => {
  await t.close();
});

const auditOf = (recordId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.recordId, recordId)).orderBy(auditLog.at);

describe('audit rows of resource writes', () => {
  it('records create, update (before → after), delete, restore and hard delete', async () => {
    const [a, b] = await Promise.all([createCategory(t.db), createCategory(t.db)]);
    const created = await t.api('POST', '/api/v1/shop', {
      token: admin,
      json: shopBody({ categoryIds: [a.id] }),
    });
    expect(created.status).toBe(200);
    const id: string = created.body.data.id;
    const requestId = created.headers.get('x-request-id');

    const changed = await t.api('PATCH', `/api/v1/shop/${id}`, {
      token: admin,
      json: { status: 'INACTIVE', priority: 7, categoryIds: [a.id, b.id] },
    });
    expect(changed.status).toBe(200);
    expect((await t.api('DELETE', `/api/v1/shop/${id}`, { token: admin })).status).toBe(200);
    expect((await t.api('PATCH', `/api/v1/shop/${id}/restore`, { token: admin })).status).toBe(200);
    expect((await t.api('DELETE', `/api/v1/shop/${id}/hard`, { token: admin })).status).toBe(200);

    const rows = await auditOf(id);
    expect(rows.map((r) => r.action)).toEqual([
      'create',
      'update',
      'delete',
      'restore',
      'hard_delete',
    ]);
    const [create, update, , , hard] = rows;
    expect(create!.section).toBe('shop');
    expect(create!.recordLabel).toBe(created.body.data.name.en);
    expect(create!.requestId).toBe(requestId);
    expect(create!.actorEmail).toMatch(/@/);
    expect(create!.changes.nameEn).toEqual({ after: created.body.data.name.en });
    expect(create!.changes).not.toHaveProperty('searchText');
    expect(update!.changes).toEqual({
      status: { before: 'ACTIVE', after: 'INACTIVE' },
      priority: { before: 0, after: 7 },
      categoryIds: { before: [a.id], after: [a.id, b.id].sort() },
    });
    expect(hard!.changes.nameEn).toEqual({ before: created.body.data.name.en });
  });

  it('a write that fails leaves no audit row', async () => {
    const body = shopBody();
    expect((await t.api('POST', '/api/v1/shop', { token: admin, json: body })).status).toBe(200);
    const before = await t.db.select().from(auditLog);
    const clash = await t.api('POST', '/api/v1/shop', {
      token: admin,
      json: shopBody({ slug: body.slug }),
    });
    expect(clash.status).toBe(409);
    const unknownCategory = await t.api('POST', '/api/v1/shop', {
      token: admin,
      json: shopBody({ categoryIds: ['00000000-0000-4000-8000-000000000000'] }),
    });
    expect(unknownCategory.status).toBe(400);
    expect(await t.db.select().from(auditLog)).toHaveLength(before.length);
  });
});

describe('POST /{res}/bulk', () => {
  it('pauses, deletes, restores and removes many coupons in one call, each audited', async () => {
    const shop = await createShop(t.db);
    const [c1, c2, c3] = await Promise.all(
      [1, 2, 3].map((n) => createCoupon(t.db, shop.id, { code: `BULK${n}` })),
    );
    const ids = [c1!.id, c2!.id, c3!.id];
    const paused = await t.api('POST', '/api/v1/coupon/bulk', {
      token: admin,
      json: { ids: [...ids, '00000000-0000-4000-8000-000000000000'], action: 'deactivate' },
    });
    expect(paused.body.data).toEqual({ affected: 3, ids: expect.arrayContaining(ids) });
    const listed = await t.api('GET', `/api/v1/coupon?shopId=${shop.id}&status=PAUSED`, {
      token: admin,
    });
    expect(listed.body.data.total).toBe(3);
    const again = await t.api('POST', '/api/v1/coupon/bulk', {
      token: admin,
      json: { ids, action: 'deactivate' },
    });
    expect(again.body.data.affected).toBe(0);

    expect(
      (
        await t.api('POST', '/api/v1/coupon/bulk', {
          token: admin,
          json: { ids, action: 'delete' },
        })
      ).body.data.affected,
    ).toBe(3);
    expect(
      (
        await t.api('POST', '/api/v1/coupon/bulk', {
          token: admin,
          json: { ids: [c1!.id], action: 'restore' },
        })
      ).body.data.affected,
    ).toBe(1);
    expect(
      (
        await t.api('POST', '/api/v1/coupon/bulk', {
          token: admin,
          json: { ids: [c2!.id, c3!.id], action: 'hard_delete' },
        })
      ).body.data.affected,
    ).toBe(2);

    expect((await auditOf(c1!.id)).map((r) => [r.action, r.changes.status ?? null])).toEqual([
      ['update', { before: 'ACTIVE', after: 'PAUSED' }],
      ['delete', null],
      ['restore', null],
    ]);
    expect((await auditOf(c2!.id)).map((r) => r.action)).toEqual([
      'update',
      'delete',
      'hard_delete',
    ]);
  });

  it('checks the permission of the action and the body', async () => {
    const shop = await createShop(t.db);
    const editor = await tokenWith(t, ['view_shop', 'update_shop']);
    const toggled = await t.api('POST', '/api/v1/shop/bulk', {
      token: editor,
      json: { ids: [shop.id], action: 'deactivate' },
    });
    expect(toggled.body.data.affected).toBe(1);
    const deleting = await t.api('POST', '/api/v1/shop/bulk', {
      token: editor,
      json: { ids: [shop.id], action: 'delete' },
    });
    expect(deleting.status).toBe(403);
    expect(deleting.body.error.title).toBe('FORBIDDEN');
    const anonymous = await t.api('POST', '/api/v1/shop/bulk', {
      json: { ids: [shop.id], action: 'delete' },
    });
    expect(anonymous.status).toBe(401);

    const noToggle = await t.api('POST', '/api/v1/category/bulk', {
      token: admin,
      json: { ids: [shop.id], action: 'activate' },
    });
    expect(noToggle.status).toBe(400);
    expect(noToggle.body.error.details).toEqual([
      { key: 'action', message: 'validation.bulk.action_unsupported' },
    ]);
    const empty = await t.api('POST', '/api/v1/shop/bulk', {
      token: admin,
      json: { ids: [], action: 'delete' },
    });
    expect(empty.body.error.details).toEqual([{ key: 'ids', message: 'validation.bulk.ids_min' }]);
    const [stored] = await t.db
      .select()
      .from(shops)
      .where(and(eq(shops.id, shop.id)));
    expect(stored!.deletedAt).toBeNull();
  });
});

describe('GET /audit', () => {
  it('shows each reader the sections they may view, filtered and paged', async () => {
    const shop = await createShop(t.db);
    await t.api('PATCH', `/api/v1/shop/${shop.id}`, { token: admin, json: { priority: 3 } });
    const coupon = await createCoupon(t.db, shop.id);
    await t.api('PATCH', `/api/v1/coupon/${coupon.id}`, {
      token: admin,
      json: { status: 'PAUSED' },
    });

    const all = await t.api('GET', `/api/v1/audit?recordId=${shop.id}`, { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 1, page: 1 });
    expect(all.body.data.items[0]).toMatchObject({
      section: 'shop',
      recordId: shop.id,
      action: 'update',
      changes: { priority: { before: 0, after: 3 } },
      actor: { email: expect.stringMatching(/@/) },
    });

    const shopsOnly = await tokenWith(t, ['view_shop']);
    const seen = await t.api('GET', '/api/v1/audit?limit=100', { token: shopsOnly });
    const sections = new Set(seen.body.data.items.map((i: { section: string }) => i.section));
    expect([...sections]).toEqual(['shop']);
    const asked = await t.api('GET', `/api/v1/audit?section=coupon`, { token: shopsOnly });
    expect(asked.body.data.total).toBe(0);

    const future = await t.api('GET', '/api/v1/audit?from=2999-01-01', { token: admin });
    expect(future.body.data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const upToToday = await t.api('GET', `/api/v1/audit?to=${today}&section=coupon`, {
      token: admin,
    });
    expect(upToToday.body.data.total).toBeGreaterThan(0);
  });

  it('is for staff only, validates its query and offers no way to change entries', async () => {
    expect((await t.api('GET', '/api/v1/audit')).status).toBe(401);
    const plain = await tokenWith(t, []);
    const refused = await t.api('GET', '/api/v1/audit', { token: plain });
    expect(refused.status).toBe(403);
    const bad = await t.api('GET', '/api/v1/audit?from=yesterday&section=nope', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { key: string }) => d.key).sort()).toEqual([
      'from',
      'section',
    ]);
    const [entry] = await t.db.select().from(auditLog).limit(1);
    for (const method of ['PATCH', 'DELETE', 'PUT']) {
      const res = await t.api(method, `/api/v1/audit/${entry!.id}`, {
        token: admin,
        ...(method === 'DELETE' ? {} : { json: { action: 'create' } }),
      });
      expect(res.status).toBe(404);
      expect(res.body.error.title).toBe('NOT_FOUND');
    }
    const [still] = await t.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(still).toEqual(entry);
  });
});
