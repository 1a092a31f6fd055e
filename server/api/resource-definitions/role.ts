import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { holdsAllOf } from '@/lib/auth/permissions';
import {
  roleCreateSchema,
  roleListQuerySchema,
  roleResourceSchema,
  roleUpdateSchema,
  type RoleResource,
} from '@/lib/validation/role';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import {
  assertPermissionsHeld,
  keepFullAdmin,
  lockCallerRights,
} from '../../services/admin/role-rules';
import { textContains } from '../../services/resource/search';
import { AppError } from '../../errors';
import { defineResource } from '../resource-factory/types';
import { csvList, csvTimestamps } from './csv-columns';

type Role = typeof roles.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const samePermissions = (a: readonly string[], b: readonly string[]) =>
  a.length === new Set(b).size && a.every((p) => b.includes(p));

async function presentRoles(db: Db, rows: Role[]): Promise<RoleResource[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ roleId: userRoles.roleId, n: count() })
        .from(userRoles)
        .innerJoin(users, and(eq(users.id, userRoles.userId), isNull(users.deletedAt)))
        .where(inArray(userRoles.roleId, ids))
        .groupBy(userRoles.roleId)
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    permissions: [...r.permissions].sort(),
    userCount: counts.find((c) => c.roleId === r.id)?.n ?? 0,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: iso(r.deletedAt),
  }));
}

/**
 * /role: named sets of permission strings. Reads need view_role, or view_user (the users screen
 * shows and assigns roles by name). Writes follow the rules on rights
 * (server/services/admin/role-rules.ts): only permissions the caller holds go into a role, a role
 * holding one the caller lacks keeps its permissions and stays out of the trash, and no change
 * may leave the product without an active account holding every permission.
 */
export const roleResource = defineResource({
  name: 'role',
  operations: 'roles',
  tag: 'Role',
  noun: 'role',
  table: roles,
  schemas: {
    create: roleCreateSchema,
    update: roleUpdateSchema,
    list: roleListQuerySchema,
    item: roleResourceSchema,
  },
  publicWhere: null,
  readPermissions: ['view_user'],
  search: (q) => textContains([roles.name], q),
  sortColumns: { name: roles.name, createdAt: roles.createdAt, updatedAt: roles.updatedAt },
  toInsert: (input) => ({ name: input.name, permissions: input.permissions }),
  toUpdate: (input) => ({
    ...(input.name !== undefined && { name: input.name }),
    ...(input.permissions !== undefined && { permissions: input.permissions }),
  }),
  present: (db, rows) => presentRoles(db, rows),
  label: (row) => row.name,
  constraintKeys: { roles_name_key: 'name' },
  csv: {
    columns: {
      id: (r) => r.id,
      name: (r) => r.name,
      permissions: (r) => csvList(r.permissions),
      userCount: (r) => r.userCount,
      ...csvTimestamps,
    },
  },
  async guardWrite(tx, { action, bulk, caller, ids, input }, write) {
    // Judged by the rights the caller holds now, under the access lock.
    const now = await lockCallerRights(tx, caller.userId);
    const permissions = input?.permissions;
    const [current] =
      permissions && ids[0]
        ? await tx
            .select({ permissions: roles.permissions })
            .from(roles)
            .where(eq(roles.id, ids[0]))
        : [];
    if (permissions) {
      // Only permissions the role does not have yet are "put into" it.
      const added = permissions.filter((p) => !current?.permissions.includes(p));
      assertPermissionsHeld(now.permissions, added, 'permissions');
    }
    // A role holding a permission the caller lacks stands above them, as such an account does:
    // they may rename it, but neither change its permissions (its holders' rights) nor delete it.
    if (
      current &&
      permissions &&
      !samePermissions(current.permissions, permissions) &&
      !holdsAllOf(now.permissions, current.permissions)
    ) {
      throw new AppError('FORBIDDEN', [
        { key: 'permissions', message: 'validation.role.outranks' },
      ]);
    }
    if (action === 'delete' || action === 'hard_delete') {
      const targets = await tx
        .select({ permissions: roles.permissions })
        .from(roles)
        .where(inArray(roles.id, ids));
      if (targets.some((r) => !holdsAllOf(now.permissions, r.permissions))) {
        throw new AppError('FORBIDDEN', [
          { key: bulk ? 'ids' : 'id', message: 'validation.role.outranks' },
        ]);
      }
    }
    if (action === 'create') {
      await write();
      return;
    }
    await keepFullAdmin(tx, 'permissions', async () => {
      const changes = await write();
      // A restored role gives its permissions back to its accounts: a grant like any other.
      if (action === 'restore') {
        assertPermissionsHeld(
          now.permissions,
          changes.flatMap((ch) => ch.after?.permissions ?? []),
          'permissions',
        );
      }
    });
  },
});
