import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, holdsAllOf } from '@/lib/auth/permissions';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import { permissionsOf } from '../auth/permissions';

// The rules on rights (docs/admin.md "Rules on users and roles"), shared by the `user` and
// `role` resources and run inside each write's transaction:
//
// - No self-escalation: a caller only puts into a role permissions they hold themselves, and only
//   gives an account (their own included) roles whose every permission they hold.
// - Nobody acts above themselves: a staff write on an account (its status, type or roles, a soft
//   or hard delete, a restore, one row or a bulk, the QA removal of a test account) is refused
//   when that account holds a permission the caller lacks: a user editor cannot suspend, un-role
//   or delete the admins above it. Nor does anyone change their own account through these staff
//   writes: that could only lock themselves out (another staff member does it; the account's own
//   routes still edit its profile, password and deletion). A role holding a permission the caller
//   lacks stands above them the same way: they may rename it, not change its permissions or
//   delete it (the `role` resource).
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
async function lockAccessRules(tx: Db) {
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

/** A caller as the rules on rights judge them: who, and every permission they hold now. */
export interface CallerRights {
  userId: string;
  permissions: readonly string[];
}

/**
 * The permissions each account holds through roles outside the trash, whatever the account's
 * status (a suspended or deleted admin is still an admin once made active again).
 */
export async function permissionsOfAccounts(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
    .where(inArray(userRoles.userId, [...userIds]));
  for (const row of rows) byUser.get(row.userId)?.push(...row.permissions);
  for (const [id, held] of byUser) byUser.set(id, [...new Set(held)].sort());
  return byUser;
}

/** Whether the caller may act on an account: not their own, and holding nothing they lack. */
export function canManageAccount(
  caller: CallerRights,
  account: { id: string; permissions: readonly string[] },
): boolean {
  return account.id !== caller.userId && holdsAllOf(caller.permissions, account.permissions);
}

/**
 * Takes the access lock, then reads what the caller holds now. Every write that takes rights away
 * holds the same lock, so a caller demoted, suspended or deleted since their request began is
 * judged by what is left: an account that is no longer active holds nothing.
 */
export async function lockCallerRights(tx: Db, userId: string): Promise<CallerRights> {
  await lockAccessRules(tx);
  const [account] = await tx
    .select({ status: users.status, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  const active = account?.status === 'active' && account.deletedAt === null;
  return { userId, permissions: active ? (await permissionsOf(tx, userId)).permissions : [] };
}

/**
 * FORBIDDEN (detail `key`) when one of the accounts `ids` is the caller's own
 * (`validation.user.self_change`) or holds a permission the caller lacks
 * (`validation.user.outranks`). Run it inside the write's transaction, before the write, with the
 * caller read by `lockCallerRights`.
 */
export async function assertAccountsManageable(
  tx: Db,
  caller: CallerRights,
  ids: readonly string[],
  key: string,
) {
  if (ids.includes(caller.userId)) {
    throw new AppError('FORBIDDEN', [{ key, message: 'validation.user.self_change' }]);
  }
  const held = await permissionsOfAccounts(tx, ids);
  for (const [id, permissions] of held) {
    if (!canManageAccount(caller, { id, permissions })) {
      throw new AppError('FORBIDDEN', [{ key, message: 'validation.user.outranks' }]);
    }
  }
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
