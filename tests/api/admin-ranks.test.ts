import { asc, count, eq, inArray } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '@/lib/auth/permissions';
import { ERROR_CATALOGUE } from '@/lib/errors/catalogue';
import { auditLog, authSessions, roles, userRoles, users } from '@/server/db/schema';
import { upsertRole } from '@/server/services/auth/permissions';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertUser, staffWith } from '../support/user-helpers';

// Nobody acts above themselves: every staff write on an account (status, roles, type, soft and
// hard delete, restore, bulk, the QA removal of a test account) is refused with 403 FORBIDDEN when
// the account holds a permission the caller lacks, or is the caller's own; a refused write
// changes nothing. GET /user says the same per row (`manageable`), so the screens agree. A role
// holding a permission the caller lacks stands above them too: renamed, never re-permissioned or
// deleted.

const USER_PERMISSIONS = ['view_user', 'create_user', 'update_user', 'delete_user'];
const CALLERS = {
  'only the user permissions': USER_PERMISSIONS,
  'user permissions and some others': [...USER_PERMISSIONS, 'view_shop', 'update_shop'],
  'a full admin': ALL_PERMISSIONS,
} as const;
type CallerName = keyof typeof CALLERS;

/** Whom each write aims at: the permissions the target holds, or the caller itself. */
const TARGETS = {
  'a full admin': ALL_PERMISSIONS,
  'a user with one extra permission': [...USER_PERMISSIONS, 'view_shop'],
  'a peer user editor': USER_PERMISSIONS,
  'a plain shopper': [],
  self: null,
} as const;
type TargetName = keyof typeof TARGETS;

interface Action {
  /** How the target starts (a restore needs a deleted account, the QA removal a test one). */
  setup?: Partial<typeof users.$inferInsert>;
  send(
    t: TestApp,
    token: string,
    target: { id: string; email: string },
    bystander: string,
  ): ReturnType<TestApp['api']>;
}
const ACTIONS: Record<string, Action> = {
  'PATCH status': {
    send: (t, token, u) =>
      t.api('PATCH', `/api/v1/user/${u.id}`, { token, json: { status: 'suspended' } }),
  },
  'PATCH roleIds': {
    send: (t, token, u) => t.api('PATCH', `/api/v1/user/${u.id}`, { token, json: { roleIds: [] } }),
  },
  'PATCH userType': {
    send: (t, token, u) =>
      t.api('PATCH', `/api/v1/user/${u.id}`, { token, json: { userType: 'beta' } }),
  },
  DELETE: { send: (t, token, u) => t.api('DELETE', `/api/v1/user/${u.id}`, { token }) },
  'DELETE hard': { send: (t, token, u) => t.api('DELETE', `/api/v1/user/${u.id}/hard`, { token }) },
  'PATCH restore': {
    setup: { status: 'deleted', deletedAt: new Date('2026-01-02T00:00:00Z') },
    send: (t, token, u) => t.api('PATCH', `/api/v1/user/${u.id}/restore`, { token }),
  },
  'bulk deactivate': {
    send: (t, token, u, bystander) =>
      t.api('POST', '/api/v1/user/bulk', {
        token,
        json: { ids: [bystander, u.id], action: 'deactivate' },
      }),
  },
  'bulk hard_delete': {
    send: (t, token, u, bystander) =>
      t.api('POST', '/api/v1/user/bulk', {
        token,
        json: { ids: [bystander, u.id], action: 'hard_delete' },
      }),
  },
  'DELETE /auth/test-user': {
    setup: { userType: 'test' },
    send: (t, token, u) =>
      t.api('DELETE', '/api/v1/auth/test-user', { token, json: { email: u.email } }),
  },
};
type ActionName = keyof typeof ACTIONS;

/** Whether the caller holds every permission the target holds (stands at least as high). */
function covers(caller: CallerName, target: TargetName): boolean {
  const held: readonly string[] = CALLERS[caller];
  const theirs = TARGETS[target];
  return theirs !== null && theirs.every((p) => held.includes(p));
}

/** The expected answer: 200 on an account at or below the caller, 403 otherwise. */
function expected(caller: CallerName, target: TargetName, action: ActionName) {
  if (target === 'self') {
    // Removing one's own account for good was a CONFLICT before this rule and stays one.
    if (action === 'DELETE hard' || action === 'bulk hard_delete') {
      return { status: 409, message: 'validation.user.self_hard_delete' };
    }
    return { status: 403, message: 'validation.user.self_change' };
  }
  return covers(caller, target)
    ? { status: 200 }
    : { status: 403, message: 'validation.user.outranks' };
}

const CASES = (Object.keys(CALLERS) as CallerName[]).flatMap((caller) =>
  (Object.keys(TARGETS) as TargetName[]).flatMap((target) =>
    (Object.keys(ACTIONS) as ActionName[]).map((action) => {
      const { status, message } = expected(caller, target, action);
      return [caller, target, action, status, message ?? null] as const;
    }),
  ),
);

let t: TestApp;
const callers = {} as Record<CallerName, Awaited<ReturnType<typeof staffWith>>>;
const roleOf = {} as Record<Exclude<TargetName, 'self'>, string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, permissions] of Object.entries(CALLERS)) {
    callers[name as CallerName] = await staffWith(t, permissions);
  }
  for (const [name, permissions] of Object.entries(TARGETS)) {
    if (permissions === null || !permissions.length) continue;
    roleOf[name as Exclude<TargetName, 'self'>] = (
      await upsertRole(t.db, `target ${name}`, [...permissions])
    ).id;
  }
});
afterAll(async () => {
  await t.close();
});

/** A fresh account standing as `target` (the caller itself for `self`). */
async function targetFor(
  caller: CallerName,
  target: TargetName,
  setup: Partial<typeof users.$inferInsert> = {},
) {
  if (target === 'self') {
    const self = callers[caller];
    if (setup.userType)
      await t.db.update(users).set({ userType: setup.userType }).where(eq(users.id, self.id));
    return { id: self.id, email: self.email };
  }
  const account = await insertUser(t.db, setup);
  const role = roleOf[target as Exclude<TargetName, 'self'>];
  if (role) await t.db.insert(userRoles).values({ userId: account.id, roleId: role });
  return { id: account.id, email: account.email };
}

/** Everything a write on these accounts could move: their rows, roles, sign-ins and the log. */
async function stateOf(ids: string[]) {
  const [rows, links, sessions, [audit]] = await Promise.all([
    t.db.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)),
    t.db
      .select()
      .from(userRoles)
      .where(inArray(userRoles.userId, ids))
      .orderBy(asc(userRoles.roleId)),
    t.db
      .select()
      .from(authSessions)
      .where(inArray(authSessions.userId, ids))
      .orderBy(asc(authSessions.id)),
    t.db.select({ n: count() }).from(auditLog),
  ]);
  return { rows, links, sessions, audit: audit!.n };
}

describe('staff writes on accounts, by rank', () => {
  afterEach(async () => {
    // A `self` case may have made the caller a test account; callers stay regular.
    await t.db
      .update(users)
      .set({ userType: 'regular' })
      .where(
        inArray(
          users.id,
          Object.values(callers).map((c) => c.id),
        ),
      );
  });

  test.each(CASES)(
    'caller with %s → %s, %s: %i',
    async (caller, target, action, status, message) => {
      const { setup, send } = ACTIONS[action]!;
      const account = await targetFor(caller, target, setup);
      const bystander = (await insertUser(t.db)).id;
      const before = await stateOf([account.id, bystander]);

      const res = await send(t, callers[caller].token, account, bystander);

      expect(res.status).toBe(status);
      const after = await stateOf([account.id, bystander]);
      if (status === 200) {
        expect(after).not.toEqual(before);
        return;
      }
      const title = status === 403 ? 'FORBIDDEN' : 'CONFLICT';
      expect(res.body.error).toMatchObject({ code: ERROR_CATALOGUE[title].code, title });
      expect(res.body.error.details).toEqual([{ key: expect.any(String), message }]);
      // A refused write loses nothing: not the target, its roles or sign-ins, nor a bystander.
      expect(after).toEqual(before);
    },
  );
});

describe('GET /user tells each row whether the reader may act on it', () => {
  const PAIRS = (Object.keys(CALLERS) as CallerName[]).flatMap((caller) =>
    (Object.keys(TARGETS) as TargetName[]).map(
      (target) => [caller, target, target !== 'self' && covers(caller, target)] as const,
    ),
  );

  test.each(PAIRS)('%s reading %s: manageable %s', async (caller, target, manageable) => {
    const account = await targetFor(caller, target);
    const token = callers[caller].token;
    const one = await t.api('GET', `/api/v1/user/${account.id}`, { token });
    expect(one.body.data.manageable).toBe(manageable);
    const list = await t.api('GET', `/api/v1/user?q=${encodeURIComponent(account.email)}`, {
      token,
    });
    expect(list.body.data.items).toEqual([expect.objectContaining({ id: account.id, manageable })]);
  });
});

describe('giving roles', () => {
  it('refuses a role holding a permission the caller lacks, allows one within its rights', async () => {
    const editor = callers['only the user permissions'];
    const shopper = await insertUser(t.db);
    const above = await t.api('PATCH', `/api/v1/user/${shopper.id}`, {
      token: editor.token,
      json: { roleIds: [roleOf['a user with one extra permission']] },
    });
    expect(above.status).toBe(403);
    expect(above.body.error.details).toEqual([
      { key: 'roleIds', message: 'validation.user.role_not_held' },
    ]);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, shopper.id))).toEqual([]);
    const peer = await t.api('PATCH', `/api/v1/user/${shopper.id}`, {
      token: editor.token,
      json: { roleIds: [roleOf['a peer user editor']] },
    });
    expect(peer.status).toBe(200);
    expect(peer.body.data.roleIds).toEqual([roleOf['a peer user editor']]);
  });
});

describe('roles above the caller', () => {
  /** Manages roles and users; lacks view_insights. */
  const ROLE_EDITOR = [
    'view_role',
    'create_role',
    'update_role',
    'delete_role',
    ...USER_PERMISSIONS,
  ];
  let editor: Awaited<ReturnType<typeof staffWith>>;
  beforeAll(async () => {
    editor = await staffWith(t, ROLE_EDITOR);
  });

  /** The role's permissions when the case starts, what the editor tries, and the answer. */
  type Request = [method: string, path: string, json?: unknown];
  type RoleCase = [string, string, number, string[], (id: string) => Request];
  const LACKED = ['view_insights', 'view_user'];
  const WITHIN = ['view_user', 'update_user'];
  const patch =
    (permissions: string[], name?: string) =>
    (id: string): Request => ['PATCH', `/role/${id}`, { name, permissions }];
  const remove =
    (hard: boolean) =>
    (id: string): Request => ['DELETE', `/role/${id}${hard ? '/hard' : ''}`];
  const lacks = 'a role holding a permission it lacks';
  const admins = 'the full admin role';
  const within = 'a role within its rights';
  const ROLE_CASES: RoleCase[] = [
    [lacks, 'remove that permission', 403, LACKED, patch(['view_user'])],
    [lacks, 'remove a permission it holds', 403, LACKED, patch(['view_insights'])],
    [lacks, 'add a permission it holds', 403, LACKED, patch([...LACKED, 'update_user'])],
    [lacks, 'rename it, same permissions', 200, LACKED, patch(LACKED, 'Renamed')],
    [lacks, 'DELETE', 403, LACKED, remove(false)],
    [lacks, 'DELETE hard', 403, LACKED, remove(true)],
    [
      lacks,
      'bulk delete',
      403,
      LACKED,
      (id) => ['POST', '/role/bulk', { ids: [id], action: 'delete' }],
    ],
    [
      admins,
      'remove a permission it holds',
      403,
      ALL_PERMISSIONS,
      patch(ALL_PERMISSIONS.filter((p) => p !== 'view_user')),
    ],
    [admins, 'DELETE', 403, ALL_PERMISSIONS, remove(false)],
    [within, 'remove a permission', 200, WITHIN, patch(['view_user'])],
    [within, 'DELETE', 200, WITHIN, remove(false)],
    [within, 'DELETE hard', 200, WITHIN, remove(true)],
  ];

  test.each(ROLE_CASES)('on %s: %s → %i', async (_name, _what, status, permissions, request) => {
    const role = await upsertRole(
      t.db,
      `ranked ${Math.random().toString(36).slice(2)}`,
      permissions,
    );
    // Someone holds it, so a change would move an account's rights.
    const holder = await insertUser(t.db);
    await t.db.insert(userRoles).values({ userId: holder.id, roleId: role.id });
    const read = () => t.db.select().from(roles).where(eq(roles.id, role.id));
    const before = await read();
    const [method, path, json] = request(role.id);
    const res = await t.api(method, `/api/v1${path}`, { token: editor.token, json });
    expect(res.status).toBe(status);
    if (status === 200) return;
    expect(res.body.error).toMatchObject({ title: 'FORBIDDEN' });
    expect(res.body.error.details).toEqual([
      { key: expect.any(String), message: 'validation.role.outranks' },
    ]);
    expect(await read()).toEqual(before);
  });
});
