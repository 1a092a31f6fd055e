import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '@/lib/auth/permissions';
import { AppError } from '../../api/errors';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';

// The two rules on rights (docs/admin.md "Rules on users and roles"), shared by the `user` and
// `role` resources and run inside each write's transaction:
//
// - No self-escalation: a caller only puts into a role permissions they hold themselves, and only
//   gives an account (their own included) roles whose every permission they hold.
// - The last full admin stays: no write may take the product from "some active account holds
//   every permission" to "none does". A product that has no full admin (a new permission string
//   nobody holds yet) can still be edited: the rule refuses losing one, not lacking one.

/** Any constant: the key of the advisory lock below. */
const ACCESS_LOCK_KEY = 0x5afa_a11;

/**
 * Serializes the writes that can change who holds which permission (every user and role write
 * that may take rights away). A transaction-scoped advisory lock rather than row locks: the rule
 * depends on rows such a write does not touch (the other admins), so two requests removing two
 * different admins at once would each lock only their own rows and both still see the other admin.
 * Taken before the write, the lock makes the second transaction wait until the first commits;
 * under READ COMMITTED its later statements then see that commit, so its check counts both.
 * Released at commit or rollback.
 */
export async function lockAccessRules(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCESS_LOCK_KEY})`);
}

/** Whether some active, not deleted account holds every permission through non-deleted roles. */
export async function hasFullAdmin(tx: Db): Promise<boolean> {
  const all = sql`array[${sql.join(
    ALL_PERMISSIONS.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[]`;
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
    .innerJoin(
      users,
      and(eq(users.id, userRoles.userId), eq(users.status, 'active'), isNull(users.deletedAt)),
    )
    // Each role's permissions as rows, so the union over a user's roles can be compared.
    .crossJoin(sql`lateral unnest(${roles.permissions}) as p(perm)`)
    .groupBy(userRoles.userId)
    .having(sql`array_agg(distinct p.perm) @> ${all}`)
    .limit(1);
  return rows.length > 0;
}

/**
 * Runs `write` under the access lock and refuses it (CONFLICT, detail `key`) when it took away
 * the last account holding every permission. Throwing inside the transaction rolls it back.
 */
export async function keepFullAdmin<R>(tx: Db, key: string, write: () => Promise<R>): Promise<R> {
  await lockAccessRules(tx);
  const had = await hasFullAdmin(tx);
  const result = await write();
  if (had && !(await hasFullAdmin(tx))) {
    throw new AppError('CONFLICT', [{ key, message: 'validation.role.last_admin' }]);
  }
  return result;
}

/** FORBIDDEN (detail `key`) unless the caller holds every one of `permissions`. */
export function assertPermissionsHeld(
  held: readonly string[],
  permissions: readonly string[],
  key: string,
  message = 'validation.role.not_held',
) {
  if (permissions.some((p) => !held.includes(p))) {
    throw new AppError('FORBIDDEN', [{ key, message }]);
  }
}

/**
 * Roles a caller gives an account: each must exist outside the trash (VALIDATION_ERROR) and
 * hold only permissions the caller holds (FORBIDDEN).
 */
export async function assertRolesGrantable(
  tx: Db,
  held: readonly string[],
  roleIds: readonly string[],
) {
  if (!roleIds.length) return;
  const found = await tx
    .select({ id: roles.id, permissions: roles.permissions })
    .from(roles)
    .where(and(inArray(roles.id, [...roleIds]), isNull(roles.deletedAt)));
  if (found.length !== new Set(roleIds).size) {
    throw new AppError('VALIDATION_ERROR', [
      { key: 'roleIds', message: 'validation.user.role_unknown' },
    ]);
  }
  assertPermissionsHeld(
    held,
    found.flatMap((r) => r.permissions),
    'roleIds',
    'validation.user.role_not_held',
  );
}
