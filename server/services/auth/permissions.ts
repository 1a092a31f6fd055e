import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ALL_PERMISSIONS, type PermissionsResult } from '@/lib/auth/permissions';
import type { Db } from '../../db/client';
import { roles, userRoles } from '../../db/schema';
import { findUserByEmail } from './users';

// GET /auth/permissions — the union of the user's roles; a role in the trash grants nothing
export async function permissionsOf(db: Db, userId: string): Promise<PermissionsResult> {
  const rows = await db
    .select({ permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
    .where(eq(userRoles.userId, userId));
  const permissions = [...new Set(rows.flatMap((r) => r.permissions))].sort();
  return { hasAccess: permissions.length > 0, permissions };
}

/** Creates (or updates) a role; `admin` holds every permission. */
export async function upsertRole(db: Db, name: string, permissions: string[]) {
  const [row] = await db
    .insert(roles)
    .values({ name, permissions })
    .onConflictDoUpdate({ target: roles.name, set: { permissions } })
    .returning();
  return row!;
}

/** `npm run admin:create -- --email …`: grants a role to an existing user. */
export async function grantRole(
  db: Db,
  email: string,
  roleName = 'admin',
  permissions = ALL_PERMISSIONS,
) {
  const user = await findUserByEmail(db, email);
  if (!user)
    throw new Error(`No account with the email ${email}: sign up first, then grant the role.`);
  const [existing] = await db
    .select()
    .from(roles)
    .where(inArray(roles.name, [roleName]))
    .limit(1);
  const role = existing ?? (await upsertRole(db, roleName, permissions));
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id }).onConflictDoNothing();
  return { user, role };
}
