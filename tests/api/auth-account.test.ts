import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { purgeDeletedAccounts } from '@/server/services/auth/account';
import { grantRole } from '@/server/services/auth/permissions';
import { registerUser, verifiedUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /auth/permissions', () => {
  it('is empty without a role, and lists the role strings once granted', async () => {
    const { tokens, email } = await registerUser(t);
    const none = await t.api('GET', '/api/v1/auth/permissions', { token: tokens.accessToken });
    expect(none.body.data).toEqual({ hasAccess: false, permissions: [] });
    await grantRole(t.db, email, 'shop-editor', ['view_shop', 'update_shop']);
    const some = await t.api('GET', '/api/v1/auth/permissions', { token: tokens.accessToken });
    expect(some.body.data).toEqual({ hasAccess: true, permissions: ['update_shop', 'view_shop'] });
  });

  it('admin holds every section permission', async () => {
    const { tokens, email } = await registerUser(t);
    await grantRole(t.db, email);
    const res = await t.api('GET', '/api/v1/auth/permissions', { token: tokens.accessToken });
    expect(res.body.data.permissions).toEqual(
      expect.arrayContaining(['view_shop', 'delete_coupon', 'create_ads', 'view_user']),
    );
  });

  it('needs a signed-in user', async () => {
    expect((await t.api('GET', '/api/v1/auth/permissions')).status).toBe(401);
  });

  it('grantRole refuses an unknown email', async () => {
    await expect(grantRole(t.db, 'nobody@example.com')).rejects.toThrow(/sign up first/);
  });
});

describe('GET /auth/invites', () => {
  it('lists who joined with my code; each verified invitee raises the tracking allowance above 10', async () => {
    const inviter = await registerUser(t);
    const before = await t.api('GET', '/api/v1/auth/invites', {
      token: inviter.tokens.accessToken,
    });
    expect(before.body.data).toMatchObject({
      inviteCode: inviter.user.inviteCode,
      invitees: [],
      trackingLimit: 10,
    });
    await registerUser(t, { inviteCode: inviter.user.inviteCode });
    await verifiedUser(t, { inviteCode: inviter.user.inviteCode.toLowerCase() });
    const after = await t.api('GET', '/api/v1/auth/invites', { token: inviter.tokens.accessToken });
    expect(after.body.data.invitees).toHaveLength(2);
    expect(after.body.data.verifiedCount).toBe(1);
    expect(after.body.data.trackingLimit).toBe(15);
  });
});

describe('DELETE /user/me', () => {
  it('schedules deletion in 24 hours, ends the sign-ins; signing in again cancels it', async () => {
    const { tokens, email, password, user } = await registerUser(t);
    const res = await t.api('DELETE', '/api/v1/user/me', { token: tokens.accessToken });
    expect(res.status).toBe(200);
    const scheduled = new Date(res.body.data.deletionScheduledAt).getTime();
    expect(scheduled - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(
      (await t.api('GET', '/api/v1/auth/profile', { token: tokens.accessToken })).body.error.code,
    ).toBe(1204);

    const back = await t.api('POST', '/api/v1/auth/login', { json: { email, password } });
    expect(back.status).toBe(200);
    expect(back.body.data.user.deletionRequestedAt).toBeNull();
    expect(await purgeDeletedAccounts(t.db, new Date(Date.now() + 25 * 3600 * 1000))).toBe(0);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('the scheduled job purges accounts not signed into within 24 hours, and only those', async () => {
    const gone = await registerUser(t);
    await t.api('DELETE', '/api/v1/user/me', { token: gone.tokens.accessToken });
    expect(await purgeDeletedAccounts(t.db, new Date(Date.now() + 23 * 3600 * 1000))).toBe(0);
    expect(await purgeDeletedAccounts(t.db, new Date(Date.now() + 25 * 3600 * 1000))).toBe(1);
    expect(await t.db.select().from(users).where(eq(users.id, gone.user.id))).toEqual([]);
    const login = await t.api('POST', '/api/v1/auth/login', {
      json: { email: gone.email, password: gone.password },
    });
    expect(login.body.error.code).toBe(1103);
  });
});

describe('OpenAPI', () => {
  it('documents every auth endpoint with the bearer scheme', async () => {
    const res = await t.api('GET', '/api/v1/openapi.json');
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/api/v1/auth/register',
      '/api/v1/auth/login',
      '/api/v1/auth/verify-email',
      '/api/v1/auth/resend-verification-email',
      '/api/v1/auth/complete-profile',
      '/api/v1/auth/logout',
      '/api/v1/auth/refresh',
      '/api/v1/auth/forgot-password',
      '/api/v1/auth/reset-password',
      '/api/v1/auth/change-password',
      '/api/v1/auth/profile',
      '/api/v1/auth/permissions',
      '/api/v1/auth/invites',
      '/api/v1/user/me',
    ]) {
      expect(paths).toContain(p);
    }
    expect(res.body.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });
});
