import { desc, eq, inArray } from 'drizzle-orm';
import type { UserDetails } from '@/lib/validation/user-admin';
import type { Db } from '../../db/client';
import { authSessions, roles, userRoles, users, type User } from '../../db/schema';

/** Sign-ins shown for one account: the newest ones. */
const DETAIL_SESSIONS = 50;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const refColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isEmailVerified: users.isEmailVerified,
  createdAt: users.createdAt,
};
type Ref = Pick<User, keyof typeof refColumns>;
const ref = (r: Ref) => ({ ...r, createdAt: r.createdAt.toISOString() });

/**
 * GET /user/{id}/details: an account's sign-ins (newest first), the accounts it invited, who
 * invited it and its roles (those in the trash included: they are still linked). Undefined when
 * there is no such account.
 */
export async function userDetails(db: Db, userId: string): Promise<UserDetails | undefined> {
  const [user] = await db
    .select({ id: users.id, invitedBy: users.invitedBy })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return undefined;
  const [sessions, invitees, inviter, roleRows] = await Promise.all([
    db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, userId))
      .orderBy(desc(authSessions.createdAt), desc(authSessions.id))
      .limit(DETAIL_SESSIONS),
    db
      .select(refColumns)
      .from(users)
      .where(eq(users.invitedBy, userId))
      .orderBy(desc(users.createdAt)),
    inviterOf(db, user),
    db
      .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
      .from(roles)
      .where(
        inArray(
          roles.id,
          db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId)),
        ),
      )
      .orderBy(roles.name),
  ]);
  return {
    sessions: sessions.map((s) => ({
      id: s.id,
      userAgent: s.userAgent,
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: iso(s.lastUsedAt),
      expiresAt: s.expiresAt.toISOString(),
      revokedAt: iso(s.revokedAt),
      revokedReason: s.revokedReason,
    })),
    invitees: invitees.map(ref),
    inviter: inviter ? ref(inviter) : null,
    roles: roleRows.map((r) => ({ ...r, permissions: [...r.permissions].sort() })),
  };
}

async function inviterOf(db: Db, user: Pick<User, 'invitedBy'>): Promise<Ref | undefined> {
  if (!user.invitedBy) return undefined;
  const [row] = await db.select(refColumns).from(users).where(eq(users.id, user.invitedBy));
  return row;
}
