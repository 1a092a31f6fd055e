import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { ALL_PERMISSIONS } from '@/lib/auth/permissions';
import type { Db } from '@/server/db/client';
import { userRoles, users } from '@/server/db/schema';
import { upsertRole } from '@/server/services/auth/permissions';
import { newInviteCode } from '@/server/services/auth/users';
import { registerUser } from './auth-helpers';
import type { TestApp } from './test-app';

/** What list answers must never contain: the stored hash of `insertUser` accounts. */
const FAKE_HASH = '$argon2id$v=19$m=19456,t=2,p=1$ZmFrZQ$ZmFrZWhhc2g';

/** An account written straight into the database (no sign-up round trip); overrides win. */
export async function insertUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const email = overrides.email ?? `member-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      emailNormalized: email.toLowerCase(),
      passwordHash: FAKE_HASH,
      inviteCode: newInviteCode(),
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A signed-up account holding exactly `permissions` through a role of its own: its id, email,
 * tokens and role.
 */
export async function staffWith(t: TestApp, permissions: readonly string[]) {
  const account = await registerUser(t);
  const role = await upsertRole(t.db, `role-${randomUUID().slice(0, 8)}`, [...permissions]);
  await t.db.insert(userRoles).values({ userId: account.user.id, roleId: role.id });
  return {
    id: account.user.id as string,
    email: account.email,
    token: account.tokens.accessToken,
    refreshToken: account.tokens.refreshToken,
    role,
  };
}

/** A full admin: every permission. */
export const fullAdmin = (t: TestApp) => staffWith(t, ALL_PERMISSIONS);

/** The answer's JSON holds no password hash, under any name. */
export function expectNoHash(res: { text: string }) {
  expect(res.text).not.toMatch(/passwordHash|password_hash|\$argon2/);
}
