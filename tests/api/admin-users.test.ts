import { and, eq } from 'drizzle-orm';
import { auditLog, authSessions, userRoles, users } from '@/server/db/schema';
import { GOOD_PASSWORD, registerUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectNoHash, fullAdmin, insertUser, staffWith } from '../support/user-helpers';

// The back-office's `user` resource: who may read and write accounts, the list's filters,
// search and sort, what an account answer holds (never a password hash), accounts made by staff,
// and suspending / deleting an account ending its sign-ins at once.
let t: TestApp;
let admin: Awaited<ReturnType<typeof fullAdmin>>;
/** Reads accounts only. */
let viewer: string;

const MARK = 'zq7';
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await fullAdmin(t);
  viewer = (await staffWith(t, ['view_user'])).token;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
  const a = await insertUser(t.db, {
    email: `${MARK}-Alice@Example.com`,
    firstName: 'Alice',
    lastName: 'Rahman',
    country: 'sa',
    isEmailVerified: true,
    userType: 'beta',
    createdAt: day(3),
    lastLoginAt: day(20),
  });
  const b = await insertUser(t.db, {
    email: `${MARK}-bob@example.com`,
    firstName: 'Bob',
    lastName: 'Haddad',
    country: 'ae',
    status: 'suspended',
    createdAt: day(1),
  });
  const c = await insertUser(t.db, {
    email: `${MARK}-carol@example.com`,
    firstName: 'Carol',
    lastName: 'ALIYEV',
    country: 'sa',
    isEmailVerified: true,
    userType: 'test',
    createdAt: day(2),
    lastLoginAt: day(25),
  });
  const gone = await insertUser(t.db, {
    email: `${MARK}-gone@example.com`,
    status: 'deleted',
    deletedAt: day(4),
    createdAt: day(4),
  });
  await t.db.insert(userRoles).values({ userId: c.id, roleId: admin.role.id });
  Object.assign(ids, { a: a.id, b: b.id, c: c.id, gone: gone.id });
});
afterAll(async () => {
  await t.close();
});

async function list(query: string, token = admin.token) {
  const res = await t.api('GET', `/api/v1/user?q=${MARK}&${query}`, { token });
  expect(res.status).toBe(200);
  expectNoHash(res);
  return res.body.data as { items: { id: string; email: string }[]; total: number };
}
const emails = (page: { items: { email: string }[] }) =>
  page.items.map((u) => u.email.split('@')[0]!.replace(`${MARK}-`, '').toLowerCase());

describe('who may read and write accounts', () => {
  it('answers 401 without a token and 403 without view_user / create_ / update_ / delete_user', async () => {
    const plain = (await registerUser(t)).tokens.accessToken;
    expect((await t.api('GET', '/api/v1/user')).status).toBe(401);
    for (const path of ['/user', `/user/${ids.a}`, `/user/${ids.a}/details`]) {
      const res = await t.api('GET', `/api/v1${path}`, { token: plain });
      expect(res.status).toBe(403);
      expect(res.body.error.title).toBe('FORBIDDEN');
    }
    const writes: [string, string, unknown?][] = [
      ['POST', '/user', { email: 'x@example.com', password: GOOD_PASSWORD }],
      ['PATCH', `/user/${ids.a}`, { status: 'inactive' }],
      ['DELETE', `/user/${ids.a}`],
      ['POST', '/user/bulk', { ids: [ids.a], action: 'deactivate' }],
    ];
    for (const [method, path, json] of writes) {
      const res = await t.api(method, `/api/v1${path}`, { token: viewer, json });
      expect(res.status).toBe(403);
    }
    expect((await t.api('GET', '/api/v1/user', { token: viewer })).status).toBe(200);
  });

  it('leaves DELETE /user/me to the account itself', async () => {
    const self = await registerUser(t);
    const res = await t.api('DELETE', '/api/v1/user/me', { token: self.tokens.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data.deletionScheduledAt).toEqual(expect.any(String));
  });
});

describe('GET /user', () => {
  it('searches email, first and last name in any case; hides deleted accounts', async () => {
    expect(emails(await list('sort=email'))).toEqual(['alice', 'bob', 'carol']);
    const search = async (q: string) => {
      const res = await t.api('GET', `/api/v1/user?sort=email&q=${encodeURIComponent(q)}`, {
        token: admin.token,
      });
      return emails(res.body.data);
    };
    expect(await search('ALICE')).toEqual(['alice']);
    expect(await search('aliyev')).toEqual(['carol']);
    expect(await search('haDDad')).toEqual(['bob']);
    expect(await search('nobody-here')).toEqual([]);
    expect(emails(await list('deleted=only'))).toEqual(['gone']);
  });

  it('filters by status, type, country, verified and role', async () => {
    expect(emails(await list('status=suspended'))).toEqual(['bob']);
    expect(emails(await list('userType=beta'))).toEqual(['alice']);
    expect(emails(await list('country=sa&sort=email'))).toEqual(['alice', 'carol']);
    expect(emails(await list('verified=false'))).toEqual(['bob']);
    expect(emails(await list('verified=true&sort=email'))).toEqual(['alice', 'carol']);
    expect(emails(await list(`roleId=${admin.role.id}`))).toEqual(['carol']);
    expect(emails(await list('status=deleted&deleted=only'))).toEqual(['gone']);
    const bad = await t.api('GET', '/api/v1/user?status=banned&country=xx&verified=yes', {
      token: admin.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { key: string }) => d.key).sort()).toEqual([
      'country',
      'status',
      'verified',
    ]);
  });

  it('sorts by createdAt, email and lastLoginAt (never signed in last when descending)', async () => {
    expect(emails(await list('sort=createdAt'))).toEqual(['bob', 'carol', 'alice']);
    expect(emails(await list('sort=-createdAt'))).toEqual(['alice', 'carol', 'bob']);
    expect(emails(await list('sort=-email'))).toEqual(['carol', 'bob', 'alice']);
    expect(emails(await list('sort=-lastLoginAt'))).toEqual(['carol', 'alice', 'bob']);
    expect(emails(await list('sort=lastLoginAt'))).toEqual(['bob', 'alice', 'carol']);
    // Cursor paging over the nullable column's sort key.
    const first = await list('sort=-lastLoginAt&limit=2');
    const next = await t.api(
      'GET',
      `/api/v1/user?q=${MARK}&sort=-lastLoginAt&limit=2&cursor=${(first as unknown as { nextCursor: string }).nextCursor}`,
      { token: admin.token },
    );
    expect(next.body.data.items.map((u: { id: string }) => u.id)).toEqual([ids.b]);
    expect((await t.api('GET', '/api/v1/user?sort=password', { token: admin.token })).status).toBe(
      400,
    );
  });

  it('answers the account fields and roles, never the password hash', async () => {
    const res = await t.api('GET', `/api/v1/user/${ids.c}`, { token: viewer });
    expect(res.status).toBe(200);
    expectNoHash(res);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'birthDate',
        'country',
        'createdAt',
        'deletedAt',
        'email',
        'firstName',
        'id',
        'inviteCode',
        'isEmailVerified',
        'lastLoginAt',
        'lastName',
        'locale',
        'manageable',
        'roleIds',
        'sex',
        'status',
        'updatedAt',
        'userType',
      ].sort(),
    );
    expect(res.body.data).toMatchObject({
      email: `${MARK}-carol@example.com`,
      roleIds: [admin.role.id],
      lastLoginAt: '2026-01-25T12:00:00.000Z',
    });
  });
});

describe('POST /user and PATCH /user/{id}', () => {
  it('makes a verified account that signs in with its password; a taken email is a CONFLICT', async () => {
    const email = `${MARK}-made@example.com`;
    const res = await t.api('POST', '/api/v1/user', {
      token: admin.token,
      json: {
        email,
        password: GOOD_PASSWORD,
        firstName: 'Made',
        country: 'eg',
        userType: 'test',
        roleIds: [admin.role.id],
        isEmailVerified: false,
        status: 'suspended',
      },
    });
    expect(res.status).toBe(200);
    expectNoHash(res);
    expect(res.body.data).toMatchObject({
      email,
      firstName: 'Made',
      country: 'eg',
      userType: 'test',
      status: 'active',
      isEmailVerified: true,
      roleIds: [admin.role.id],
    });
    const login = await t.api('POST', '/api/v1/auth/login', {
      json: { email, password: GOOD_PASSWORD },
    });
    expect(login.status).toBe(200);

    const again = await t.api('POST', '/api/v1/user', {
      token: admin.token,
      json: { email: email.toUpperCase(), password: GOOD_PASSWORD },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.details).toEqual([
      { key: 'email', message: 'validation.catalog.taken' },
    ]);

    const weak = await t.api('POST', '/api/v1/user', {
      token: admin.token,
      json: { email: 'not-an-email', password: 'short', country: 'xx' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.details).toEqual(
      expect.arrayContaining([
        { key: 'email', message: 'EMAIL_INVALID' },
        { key: 'password', message: 'PASSWORD_MIN_8' },
        { key: 'country', message: 'COUNTRY_INVALID' },
      ]),
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, res.body.data.id), eq(auditLog.action, 'create')));
    expect(audit!.recordLabel).toBe(email);
    expect(JSON.stringify(audit!.changes)).not.toMatch(/password|argon2/i);
  });

  it('changes status, type and roles only, with an audit row', async () => {
    const target = await insertUser(t.db, { email: `${MARK}-patch@example.com` });
    const res = await t.api('PATCH', `/api/v1/user/${target.id}`, {
      token: admin.token,
      json: {
        userType: 'beta',
        email: 'hijack@example.com',
        isEmailVerified: true,
        passwordHash: 'x',
        firstName: 'Mallory',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: target.email,
      userType: 'beta',
      isEmailVerified: false,
      firstName: null,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.passwordHash).toBe(target.passwordHash);
    const deletedStatus = await t.api('PATCH', `/api/v1/user/${target.id}`, {
      token: admin.token,
      json: { status: 'deleted' },
    });
    expect(deletedStatus.status).toBe(400);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, target.id), eq(auditLog.action, 'update')));
    expect(audit!.changes).toEqual({ userType: { before: 'regular', after: 'beta' } });
  });

  it('refuses roles that do not exist or are in the trash', async () => {
    const target = await insertUser(t.db);
    const res = await t.api('PATCH', `/api/v1/user/${target.id}`, {
      token: admin.token,
      json: { roleIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      { key: 'roleIds', message: 'validation.user.role_unknown' },
    ]);
  });
});

describe('suspending, deactivating or deleting an account ends its sign-ins', () => {
  const profile = (token: string) => t.api('GET', '/api/v1/auth/profile', { token });
  const liveSessions = async (userId: string) =>
    (await t.db.select().from(authSessions).where(eq(authSessions.userId, userId))).filter(
      (s) => !s.revokedAt,
    );

  it('suspend: the next call answers USER_INACTIVE and refresh is refused', async () => {
    const member = await registerUser(t);
    expect((await profile(member.tokens.accessToken)).status).toBe(200);
    const res = await t.api('PATCH', `/api/v1/user/${member.user.id}`, {
      token: admin.token,
      json: { status: 'suspended' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('suspended');
    expect(await liveSessions(member.user.id)).toHaveLength(0);
    const [session] = await t.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, member.user.id));
    expect(session!.revokedReason).toBe('admin_status');

    const next = await profile(member.tokens.accessToken);
    expect(next.status).toBe(403);
    expect(next.body.error.title).toBe('USER_INACTIVE');
    const refresh = await t.api('POST', '/api/v1/auth/refresh', {
      token: member.tokens.refreshToken,
    });
    expect(refresh.body.error.title).toBe('USER_INACTIVE');

    // Back to active: the ended sign-in stays ended.
    await t.api('PATCH', `/api/v1/user/${member.user.id}`, {
      token: admin.token,
      json: { status: 'active' },
    });
    expect((await profile(member.tokens.accessToken)).body.error.title).toBe(
      'LOGIN_SESSION_EXPIRED',
    );
  });

  it('a type change leaves the sign-ins alone', async () => {
    const member = await registerUser(t);
    await t.api('PATCH', `/api/v1/user/${member.user.id}`, {
      token: admin.token,
      json: { userType: 'test' },
    });
    expect((await profile(member.tokens.accessToken)).status).toBe(200);
  });

  it('delete sets status deleted and ends sign-ins; restore makes the account active', async () => {
    const member = await registerUser(t);
    const res = await t.api('DELETE', `/api/v1/user/${member.user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'deleted', deletedAt: expect.any(String) });
    expect((await profile(member.tokens.accessToken)).body.error.title).toBe('USER_INACTIVE');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, member.user.id), eq(auditLog.action, 'delete')));
    expect(audit!.changes.status).toEqual({ before: 'active', after: 'deleted' });

    const restored = await t.api('PATCH', `/api/v1/user/${member.user.id}/restore`, {
      token: admin.token,
    });
    expect(restored.body.data).toMatchObject({ status: 'active', deletedAt: null });
    const login = await t.api('POST', '/api/v1/auth/login', {
      json: { email: member.email, password: member.password },
    });
    expect(login.status).toBe(200);
  });

  it('bulk deactivate and bulk delete end the sign-ins of every account they change', async () => {
    const [one, two, three] = await Promise.all([
      registerUser(t),
      registerUser(t),
      registerUser(t),
    ]);
    const off = await t.api('POST', '/api/v1/user/bulk', {
      token: admin.token,
      json: { ids: [one.user.id, two.user.id], action: 'deactivate' },
    });
    expect(off.body.data.affected).toBe(2);
    const gone = await t.api('POST', '/api/v1/user/bulk', {
      token: admin.token,
      json: { ids: [three.user.id], action: 'delete' },
    });
    expect(gone.body.data.affected).toBe(1);
    for (const member of [one, two, three]) {
      const res = await profile(member.tokens.accessToken);
      expect(res.body.error.title).toBe('USER_INACTIVE');
      expect(await liveSessions(member.user.id)).toHaveLength(0);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, three.user.id));
    expect(row).toMatchObject({ status: 'deleted', deletedAt: expect.any(Date) });
    const back = await t.api('POST', '/api/v1/user/bulk', {
      token: admin.token,
      json: { ids: [three.user.id], action: 'restore' },
    });
    expect(back.body.data.affected).toBe(1);
    const [restored] = await t.db.select().from(users).where(eq(users.id, three.user.id));
    expect(restored).toMatchObject({ status: 'active', deletedAt: null });
  });
});

describe('GET /user/{id}/details', () => {
  it('lists sign-ins newest first, invitees, the inviter and roles', async () => {
    const inviter = await registerUser(t);
    const invitee = await registerUser(t, { inviteCode: inviter.user.inviteCode });
    await t.api('POST', '/api/v1/auth/login', {
      json: { email: inviter.email, password: inviter.password },
      headers: { 'user-agent': 'DetailsTest/2' },
    });
    await t.db.insert(userRoles).values({ userId: inviter.user.id, roleId: admin.role.id });

    const res = await t.api('GET', `/api/v1/user/${inviter.user.id}/details`, { token: viewer });
    expect(res.status).toBe(200);
    expectNoHash(res);
    const data = res.body.data;
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions[0]).toMatchObject({ userAgent: 'DetailsTest/2', revokedAt: null });
    expect(Object.keys(data.sessions[0]).sort()).toEqual(
      [
        'createdAt',
        'expiresAt',
        'id',
        'ip',
        'lastUsedAt',
        'revokedAt',
        'revokedReason',
        'userAgent',
      ].sort(),
    );
    expect(data.invitees).toEqual([
      expect.objectContaining({
        id: invitee.user.id,
        email: invitee.email,
        isEmailVerified: false,
      }),
    ]);
    expect(data.inviter).toBeNull();
    expect(data.roles).toEqual([
      {
        id: admin.role.id,
        name: admin.role.name,
        permissions: expect.arrayContaining(['view_user']),
      },
    ]);

    const other = await t.api('GET', `/api/v1/user/${invitee.user.id}/details`, {
      token: viewer,
    });
    expect(other.body.data.inviter).toMatchObject({ id: inviter.user.id, email: inviter.email });
    const unknown = await t.api(
      'GET',
      '/api/v1/user/00000000-0000-4000-8000-000000000000/details',
      {
        token: viewer,
      },
    );
    expect(unknown.status).toBe(404);
  });
});
