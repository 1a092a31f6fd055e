import { and, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import {
  userAdminListQuerySchema,
  userCreateSchema,
  userResourceSchema,
  userUpdateSchema,
  type UserCreateInput,
  type UserResource,
  type UserUpdateInput,
} from '@/lib/validation/user-admin';
import type { Db } from '../../db/client';
import { authSessions, roles, userRoles, users, type User } from '../../db/schema';
import {
  assertAccountsManageable,
  assertRolesGrantable,
  canManageAccount,
  keepFullAdmin,
  lockCallerRights,
  permissionsOfAccounts,
} from '../../services/admin/role-rules';
import { staffAccountValues } from '../../services/auth/staff-accounts';
import { textContains } from '../../services/resource/search';
import { AppError } from '../../errors';
import type { Viewer } from '../resource-factory/access';
import { defineResource, type RowChange } from '../resource-factory/types';
import { csvList, csvTimestamps, namesById } from './csv-columns';

const qb = new QueryBuilder();
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The ids of the roles outside the trash that each account holds. */
async function liveRoleIds(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return byUser;
  const links = await db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
    .where(inArray(userRoles.userId, userIds));
  for (const link of links) byUser.get(link.userId)?.push(link.roleId);
  for (const ids of byUser.values()) ids.sort();
  return byUser;
}

/**
 * Accounts as the API answers them. `manageable` tells the reader whether they may act on the
 * account at all (role-rules.ts: not their own, holding no permission they lack), so the screens
 * offer only what the API would accept; the writes still need update_user / delete_user.
 */
async function presentUsers(db: Db, rows: User[], viewer: Viewer): Promise<UserResource[]> {
  const ids = rows.map((r) => r.id);
  const [roleIds, permissions] = await Promise.all([
    liveRoleIds(db, ids),
    permissionsOfAccounts(db, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    sex: r.sex,
    birthDate: r.birthDate,
    country: r.country,
    isEmailVerified: r.isEmailVerified,
    status: r.status,
    userType: r.userType,
    locale: r.locale,
    inviteCode: r.inviteCode,
    roleIds: roleIds.get(r.id) ?? [],
    manageable:
      viewer.userId !== null &&
      canManageAccount(
        { userId: viewer.userId, permissions: viewer.permissions },
        { id: r.id, permissions: permissions.get(r.id) ?? [] },
      ),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    lastLoginAt: iso(r.lastLoginAt),
    deletedAt: iso(r.deletedAt),
  }));
}

/**
 * Replaces the account's roles when the payload names `roleIds`. Links to roles in the trash stay:
 * the screens never see them, and restoring such a role gives it back to the same accounts.
 */
async function writeUserRoles(tx: Db, user: User, input: UserCreateInput | UserUpdateInput) {
  if (!input.roleIds) return;
  const live = qb.select({ id: roles.id }).from(roles).where(isNull(roles.deletedAt));
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, user.id), inArray(userRoles.roleId, live)));
  if (input.roleIds.length) {
    await tx
      .insert(userRoles)
      .values(input.roleIds.map((roleId) => ({ userId: user.id, roleId })))
      .onConflictDoNothing();
  }
}

/** Ends every live sign-in of these accounts: their next call answers USER_INACTIVE. */
async function endSignIns(tx: Db, userIds: string[], now: Date) {
  if (!userIds.length) return;
  await tx
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: 'admin_status' })
    .where(and(inArray(authSessions.userId, userIds), isNull(authSessions.revokedAt)));
}

/** Accounts a write took out of `active` (suspended, deactivated, deleted). */
const leftActive = (changes: RowChange<User>[]) =>
  changes
    .filter(
      (ch) =>
        ch.before?.status === 'active' &&
        ch.before.deletedAt === null &&
        ch.after &&
        (ch.after.status !== 'active' || ch.after.deletedAt !== null),
    )
    .map((ch) => ch.after!.id);

/**
 * /user: accounts, for staff only (every read needs view_user). Writes follow the rules on
 * rights (server/services/admin/role-rules.ts) and end the sign-ins of an account that stops
 * being active, in the write's transaction.
 */
export const userResource = defineResource({
  name: 'user',
  operations: 'users',
  tag: 'User',
  noun: 'user',
  table: users,
  schemas: {
    create: userCreateSchema,
    update: userUpdateSchema,
    list: userAdminListQuerySchema,
    item: userResourceSchema,
  },
  publicWhere: null,
  filters: (query) => [
    query.status ? eq(users.status, query.status) : undefined,
    query.userType ? eq(users.userType, query.userType) : undefined,
    query.country ? eq(users.country, query.country) : undefined,
    query.verified !== undefined ? eq(users.isEmailVerified, query.verified) : undefined,
    query.roleId
      ? exists(
          qb
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, query.roleId))),
        )
      : undefined,
  ],
  search: (q) => textContains([users.email, users.firstName, users.lastName], q),
  sortColumns: {
    createdAt: users.createdAt,
    email: users.emailNormalized,
    lastLoginAt: users.lastLoginSort,
  },
  toInsert: ({ email, password, firstName, lastName, country, userType }) =>
    staffAccountValues({ email, password, firstName, lastName, country, userType }),
  // Only status, type and roles: nothing else of an account is staff's to change.
  toUpdate: (input) => ({
    ...(input.status !== undefined && { status: input.status }),
    ...(input.userType !== undefined && { userType: input.userType }),
  }),
  afterWrite: writeUserRoles,
  present: presentUsers,
  label: (row) => row.email,
  // Never the password hash: the columns come from the presented item.
  csv: {
    columns: {
      id: (u) => u.id,
      email: (u) => u.email,
      firstName: (u) => u.firstName,
      lastName: (u) => u.lastName,
      country: (u) => u.country,
      status: (u) => u.status,
      userType: (u) => u.userType,
      isEmailVerified: (u) => u.isEmailVerified,
      locale: (u) => u.locale,
      roles: (u, _row, names) => csvList(u.roleIds.flatMap((id) => names.get(id) ?? [])),
      lastLoginAt: (u) => u.lastLoginAt,
      ...csvTimestamps,
    },
    names: (db, _rows, items) =>
      namesById(
        db,
        roles,
        { id: roles.id, name: roles.name },
        items.flatMap((u) => u.roleIds),
      ),
  },
  statusToggle: { column: users.status, active: 'active', inactive: 'inactive' },
  softDelete: { set: { status: 'deleted' }, restore: { status: 'active' } },
  auditSnapshot: async (db, row) => ({
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    country: row.country,
    isEmailVerified: row.isEmailVerified,
    status: row.status,
    userType: row.userType,
    deletedAt: row.deletedAt,
    roleIds: (await liveRoleIds(db, [row.id])).get(row.id) ?? [],
  }),
  constraintKeys: {
    users_email_normalized_key: 'email',
    user_roles_role_id_roles_id_fk: 'roleIds',
  },
  async guardWrite(tx, { action, bulk, caller, ids, input }, write) {
    // Its audit rows would name an actor that no longer exists; another account may do it.
    if (action === 'hard_delete' && ids.includes(caller.userId)) {
      throw new AppError('CONFLICT', [{ key: 'id', message: 'validation.user.self_hard_delete' }]);
    }
    // Judged by the rights the caller holds now, under the access lock.
    const now = await lockCallerRights(tx, caller.userId);
    const roleIds = input?.roleIds;
    if (roleIds?.length) {
      // Only roles the account does not hold yet are "given".
      const held = ids[0] ? ((await liveRoleIds(tx, [ids[0]])).get(ids[0]) ?? []) : [];
      await assertRolesGrantable(
        tx,
        now.permissions,
        roleIds.filter((id) => !held.includes(id)),
      );
    }
    // Then on whom: never the caller's own account, never one holding a permission they lack.
    if (action !== 'create') await assertAccountsManageable(tx, now, ids, bulk ? 'ids' : 'id');
    const run = async () => {
      const changes = await write();
      await endSignIns(tx, leftActive(changes), new Date());
    };
    // A new or restored account, or one made active, takes no one's rights away.
    if (action === 'create' || action === 'restore' || action === 'activate') return run();
    const statusChange = input !== undefined && 'status' in input && input.status !== undefined;
    const rolesOnly = action === 'update' && roleIds !== undefined && !statusChange;
    await keepFullAdmin(tx, rolesOnly ? 'roleIds' : 'status', run);
  },
});
