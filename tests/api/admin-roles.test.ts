import { eq, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '@/lib/auth/permissions';
import { roles, userRoles, users } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import { permissionsOf, upsertRole } from '@/server/services/auth/permissions';
import { hasFullAdmin, keepFullAdmin } from '@/server/services/admin/role-rules';
import { registerUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { fullAdmin, insertUser, staffWith } from '../support/user-helpers';
import { needs } from '../support/services';

// The `role` resource and the two rules on rights: nobody raises their own rights (or anyone
// else's beyond their own), and no change leaves the product without an active account holding
// every permission.

/** Staff who may manage users and roles but not see the dashboard's figures. */
const STAFF = [
  'view_role',
  'create_role',
  'update_role',
  'delete_role',
  'view_user',
  'update_user',
  'view_shop',
];

const api = (t: TestApp, method: string, path: string, token: string, json?: unknown) =>
  t.api(method, `/api/v1${path}`, { token, json });

describe('the role resource', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof fullAdmin>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await fullAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads need view_role, or view_user (the users screen names roles)', async () => {
    expect((await t.api('GET', '/api/v1/role')).status).toBe(401);
    const plain = (await registerUser(t)).tokens.accessToken;
    expect((await api(t, 'GET', '/role', plain)).status).toBe(403);
    const shopStaff = await staffWith(t, ['view_shop', 'update_shop']);
    expect((await api(t, 'GET', `/role/${admin.role.id}`, shopStaff.token)).status).toBe(403);
    const userViewer = await staffWith(t, ['view_user']);
    const list = await api(t, 'GET', '/role?limit=100', userViewer.token);
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((r: { name: string }) => r.name)).toContain(admin.role.name);
    // Reading is all view_user gives.
    expect((await api(t, 'POST', '/role', userViewer.token, { name: 'x' })).status).toBe(403);
  });

  it('creates, renames and counts accounts; names are unique, permissions known', async () => {
    const created = await api(t, 'POST', '/role', admin.token, {
      name: '  Shop editors ',
      permissions: ['view_shop', 'update_shop', 'view_shop'],
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Shop editors',
      permissions: ['update_shop', 'view_shop'],
      userCount: 0,
    });
    const id: string = created.body.data.id;
    const member = await insertUser(t.db);
    const gone = await insertUser(t.db, { status: 'deleted', deletedAt: new Date() });
    await t.db.insert(userRoles).values([
      { userId: member.id, roleId: id },
      { userId: gone.id, roleId: id },
    ]);
    const one = await api(t, 'GET', `/role/${id}`, admin.token);
    expect(one.body.data.userCount).toBe(1);

    const clash = await api(t, 'POST', '/role', admin.token, { name: 'Shop editors' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.details).toEqual([
      { key: 'name', message: 'validation.catalog.taken' },
    ]);

    const bad = await api(t, 'POST', '/role', admin.token, {
      name: 'x'.repeat(61),
      permissions: ['view_shop', 'fly_rocket'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual(
      expect.arrayContaining([
        { key: 'name', message: 'validation.role.name_max' },
        { key: 'permissions.1', message: 'validation.role.permission_unknown' },
      ]),
    );
    const empty = await api(t, 'POST', '/role', admin.token, { name: '   ' });
    expect(empty.body.error.details).toEqual([
      { key: 'name', message: 'validation.role.name_required' },
    ]);

    const renamed = await api(t, 'PATCH', `/role/${id}`, admin.token, { name: 'Store editors' });
    expect(renamed.body.data).toMatchObject({
      name: 'Store editors',
      permissions: ['update_shop', 'view_shop'],
    });
    const search = await api(t, 'GET', '/role?q=STORE%20edit', admin.token);
    expect(search.body.data.items.map((r: { id: string }) => r.id)).toEqual([id]);
  });

  it('a role in the trash grants nothing until it is restored', async () => {
    const staff = await staffWith(t, ['view_shop', 'update_shop']);
    expect((await permissionsOf(t.db, staff.id)).permissions).toEqual(['update_shop', 'view_shop']);
    expect((await api(t, 'DELETE', `/role/${staff.role.id}`, admin.token)).status).toBe(200);
    expect(await permissionsOf(t.db, staff.id)).toEqual({ hasAccess: false, permissions: [] });
    const perms = await api(t, 'GET', '/auth/permissions', staff.token);
    expect(perms.body.data).toEqual({ hasAccess: false, permissions: [] });
    expect((await api(t, 'GET', '/shop?deleted=only', staff.token)).status).toBe(403);
    // The account's roles no longer list it; the link comes back with the role.
    const user = await api(t, 'GET', `/user/${staff.id}`, admin.token);
    expect(user.body.data.roleIds).toEqual([]);
    await api(t, 'PATCH', `/role/${staff.role.id}/restore`, admin.token);
    expect((await permissionsOf(t.db, staff.id)).permissions).toEqual(['update_shop', 'view_shop']);
  });
});

describe('no self-escalation', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof fullAdmin>>;
  let staff: Awaited<ReturnType<typeof staffWith>>;
  let insightsRole: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await fullAdmin(t);
    staff = await staffWith(t, STAFF);
    insightsRole = (await upsertRole(t.db, 'Analysts', ['view_insights', 'view_shop'])).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('cannot put a permission it lacks into its own role or a new one', async () => {
    const own = await api(t, 'PATCH', `/role/${staff.role.id}`, staff.token, {
      permissions: [...STAFF, 'view_insights'],
    });
    expect(own.status).toBe(403);
    expect(own.body.error).toMatchObject({
      title: 'FORBIDDEN',
      details: [{ key: 'permissions', message: 'validation.role.not_held' }],
    });
    const fresh = await api(t, 'POST', '/role', staff.token, {
      name: 'Sneaky',
      permissions: ['view_insights'],
    });
    expect(fresh.status).toBe(403);
    expect(await t.db.select().from(roles).where(eq(roles.name, 'Sneaky'))).toHaveLength(0);
    expect((await permissionsOf(t.db, staff.id)).permissions).not.toContain('view_insights');
  });

  it('may shape roles within its own permissions, even ones holding more', async () => {
    const ok = await api(t, 'POST', '/role', staff.token, {
      name: 'Shop readers',
      permissions: ['view_shop'],
    });
    expect(ok.status).toBe(200);
    // Renaming a role that holds more than the caller does not grant anything.
    const renamed = await api(t, 'PATCH', `/role/${insightsRole}`, staff.token, {
      name: 'Data analysts',
      permissions: ['view_insights', 'view_shop'],
    });
    expect(renamed.status).toBe(200);
  });

  it('cannot give any account, itself included, a role holding a permission it lacks', async () => {
    const mine = await api(t, 'PATCH', `/user/${staff.id}`, staff.token, {
      roleIds: [staff.role.id, insightsRole],
    });
    expect(mine.status).toBe(403);
    expect(mine.body.error.details).toEqual([
      { key: 'roleIds', message: 'validation.user.role_not_held' },
    ]);
    const other = await insertUser(t.db);
    const theirs = await api(t, 'PATCH', `/user/${other.id}`, staff.token, {
      roleIds: [insightsRole],
    });
    expect(theirs.status).toBe(403);
    const creator = await staffWith(t, [...STAFF, 'create_user']);
    const made = await api(t, 'POST', '/user', creator.token, {
      email: 'analyst@example.com',
      password: 'Sunny-Dunes-2026',
      roleIds: [insightsRole],
    });
    expect(made.status).toBe(403);
    // The same role from someone who holds its permissions is fine.
    const granted = await api(t, 'PATCH', `/user/${other.id}`, admin.token, {
      roleIds: [insightsRole],
    });
    expect(granted.status).toBe(200);
    // Now `other` holds a permission the staff lacks: it stands above the staff, whose writes on
    // it are refused altogether, keeping that role or not (tests/api/admin-ranks.test.ts).
    const kept = await api(t, 'PATCH', `/user/${other.id}`, staff.token, {
      roleIds: [insightsRole, staff.role.id],
    });
    expect(kept.status).toBe(403);
    expect(kept.body.error.details).toEqual([{ key: 'id', message: 'validation.user.outranks' }]);
  });

  it('cannot restore a role holding a permission it lacks', async () => {
    const role = await upsertRole(t.db, 'Trashed analysts', ['view_insights']);
    await api(t, 'DELETE', `/role/${role.id}`, admin.token);
    const res = await api(t, 'PATCH', `/role/${role.id}/restore`, staff.token);
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(roles).where(eq(roles.id, role.id));
    expect(row!.deletedAt).not.toBeNull();
  });
});

describe('the last full admin stays', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof fullAdmin>>;

  beforeEach(async () => {
    t = await createTestApp();
    admin = await fullAdmin(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const conflict = (
    res: { status: number; body: { error: { title: string; details: unknown } } },
    key: string,
  ) => {
    expect(res.status).toBe(409);
    expect(res.body.error.title).toBe('CONFLICT');
    expect(res.body.error.details).toEqual([{ key, message: 'validation.role.last_admin' }]);
  };

  it('refuses dropping a permission from, deleting or removing the only full role', async () => {
    const id = admin.role.id;
    conflict(
      await api(t, 'PATCH', `/role/${id}`, admin.token, {
        permissions: ALL_PERMISSIONS.filter((p) => p !== 'delete_role'),
      }),
      'permissions',
    );
    conflict(await api(t, 'DELETE', `/role/${id}`, admin.token), 'permissions');
    conflict(await api(t, 'DELETE', `/role/${id}/hard`, admin.token), 'permissions');
    conflict(
      await api(t, 'POST', '/role/bulk', admin.token, { ids: [id], action: 'delete' }),
      'permissions',
    );
    expect(await hasFullAdmin(t.db)).toBe(true);
    // A rename keeps every permission.
    expect((await api(t, 'PATCH', `/role/${id}`, admin.token, { name: 'Owners' })).status).toBe(
      200,
    );
  });

  it('refuses a user write that would take away the only full admin', async () => {
    // Through the API such a write never gets this far (only someone holding every permission may
    // act on a full admin, and never on themselves: tests/api/admin-ranks.test.ts), so the
    // rule is checked where every user write runs it.
    const write = (key: string, change: (tx: typeof t.db) => Promise<unknown>) =>
      t.db
        .transaction((tx) => keepFullAdmin(tx, key, () => change(tx)))
        .then(
          () => null,
          (error: { title?: string; details?: unknown }) => error,
        );
    for (const [key, change] of [
      [
        'status',
        (tx) => tx.update(users).set({ status: 'suspended' }).where(eq(users.id, admin.id)),
      ],
      [
        'status',
        (tx) =>
          tx
            .update(users)
            .set({ status: 'deleted', deletedAt: new Date() })
            .where(eq(users.id, admin.id)),
      ],
      ['roleIds', (tx) => tx.delete(userRoles).where(eq(userRoles.userId, admin.id))],
      ['status', (tx) => tx.delete(users).where(eq(users.id, admin.id))],
    ] as [string, (tx: typeof t.db) => Promise<unknown>][]) {
      expect(await write(key, change)).toMatchObject({
        title: 'CONFLICT',
        details: [{ key, message: 'validation.role.last_admin' }],
      });
    }
    // Nothing changed: still signed in, still active, still holding the role.
    const me = await api(t, 'GET', '/auth/permissions', admin.token);
    expect(me.body.data.permissions).toHaveLength(ALL_PERMISSIONS.length);
  });

  it('refuses staff below the only full admin suspending, deleting or un-roling it', async () => {
    const staff = await staffWith(t, ['update_user', 'delete_user']);
    const at = (path: string) => `/user/${admin.id}${path}`;
    const forbidden = (res: { status: number; body: { error: { details: unknown } } }) => {
      expect(res.status).toBe(403);
      expect(res.body.error.details).toEqual([
        { key: expect.any(String), message: 'validation.user.outranks' },
      ]);
    };
    forbidden(await api(t, 'PATCH', at(''), staff.token, { status: 'suspended' }));
    forbidden(await api(t, 'PATCH', at(''), staff.token, { roleIds: [] }));
    forbidden(await api(t, 'DELETE', at(''), staff.token));
    forbidden(await api(t, 'DELETE', at('/hard'), staff.token));
    const bystander = await insertUser(t.db);
    for (const action of ['deactivate', 'delete', 'hard_delete']) {
      const res = await api(t, 'POST', '/user/bulk', staff.token, {
        ids: [admin.id, bystander.id],
        action,
      });
      forbidden(res);
    }
    const me = await api(t, 'GET', '/auth/permissions', admin.token);
    expect(me.body.data.permissions).toHaveLength(ALL_PERMISSIONS.length);
    expect((await api(t, 'GET', `/user/${bystander.id}`, admin.token)).body.data.status).toBe(
      'active',
    );
  });

  it('refuses the only full admin suspending or un-roling itself; nobody removes itself for good', async () => {
    // Nobody changes their own account through the staff writes (role-rules.ts), the only full
    // admin included.
    const selfChange = (res: { status: number; body: { error: { details: unknown } } }) => {
      expect(res.status).toBe(403);
      expect(res.body.error.details).toEqual([
        { key: 'id', message: 'validation.user.self_change' },
      ]);
    };
    const self = (json: unknown) => api(t, 'PATCH', `/user/${admin.id}`, admin.token, json);
    selfChange(await self({ status: 'suspended' }));
    selfChange(await self({ roleIds: [] }));
    selfChange(await api(t, 'DELETE', `/user/${admin.id}`, admin.token));
    const second = await fullAdmin(t);
    const gone = await api(t, 'DELETE', `/user/${second.id}/hard`, second.token);
    expect(gone.status).toBe(409);
    expect(gone.body.error.details).toEqual([
      { key: 'id', message: 'validation.user.self_hard_delete' },
    ]);
    expect(await hasFullAdmin(t.db)).toBe(true);
  });

  it('allows it once another active account holds every permission', async () => {
    const second = await fullAdmin(t);
    const res = await api(t, 'PATCH', `/user/${admin.id}`, second.token, { status: 'suspended' });
    expect(res.status).toBe(200);
    // Now `second` is the last one.
    conflict(await api(t, 'DELETE', `/role/${second.role.id}`, second.token), 'permissions');
  });

  it('counts the union of an account’s roles, and only active accounts', async () => {
    const half = ALL_PERMISSIONS.length / 2;
    const split = await staffWith(t, ALL_PERMISSIONS.slice(0, half));
    const rest = await upsertRole(t.db, 'Rest', ALL_PERMISSIONS.slice(half));
    await t.db.insert(userRoles).values({ userId: split.id, roleId: rest.id });
    // `split` holds everything through two roles: the original admin may now go.
    expect((await api(t, 'DELETE', `/user/${admin.id}`, split.token)).status).toBe(200);
    conflict(await api(t, 'DELETE', `/role/${rest.id}`, split.token), 'permissions');
  });

  it('a product without any full admin can still be edited', async () => {
    await t.db.delete(userRoles).where(eq(userRoles.userId, admin.id));
    const staff = await staffWith(t, STAFF);
    const res = await api(t, 'PATCH', `/role/${staff.role.id}`, staff.token, {
      permissions: STAFF.filter((p) => p !== 'view_shop'),
    });
    expect(res.status).toBe(200);
  });

  it('two full admins suspending each other at once: one succeeds, one is refused', async () => {
    const second = await fullAdmin(t);
    const [a, b] = await Promise.all([
      api(t, 'PATCH', `/user/${second.id}`, admin.token, { status: 'suspended' }),
      api(t, 'PATCH', `/user/${admin.id}`, second.token, { status: 'suspended' }),
    ]);
    // The later one finds its caller suspended: at sign-in (USER_INACTIVE) or, already past it,
    // holding nothing any more under the access lock (FORBIDDEN).
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    expect(await hasFullAdmin(t.db)).toBe(true);
  });

  // PGlite runs one transaction at a time; only PostgreSQL can interleave two.
  needs('postgres').it(
    'a second write waits for the first one to commit before it checks',
    async () => {
      const second = await fullAdmin(t);
      const suspend = (tx: typeof t.db, id: string) =>
        tx.update(users).set({ status: 'suspended' }).where(eq(users.id, id));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let firstWrote!: () => void;
      const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
      const first = t.db.transaction((tx) =>
        keepFullAdmin(tx, 'status', async () => {
          await suspend(tx, admin.id);
          firstWrote();
          await gate;
        }),
      );
      await wrote;
      const other = t.db
        .transaction((tx) => keepFullAdmin(tx, 'status', () => suspend(tx, second.id)))
        .then(
          () => 'passed',
          (error: { title?: string }) => error.title,
        );
      // The second transaction queues on the lock (no wall-clock wait: poll the lock table).
      let queued = false;
      for (let polls = 0; !queued && polls < 5000; polls++) {
        const waiting = await t.db.execute(
          sql`select 1 from pg_locks where locktype = 'advisory' and not granted`,
        );
        queued = rowsOf(waiting).length > 0;
      }
      expect(queued).toBe(true);
      release();
      await first;
      expect(await other).toBe('CONFLICT');
      expect(await hasFullAdmin(t.db)).toBe(true);
    },
  );
});
