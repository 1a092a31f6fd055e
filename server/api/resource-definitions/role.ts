import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import {
  roleCreateSchema,
  roleListQuerySchema,
  roleResourceSchema,
  roleUpdateSchema,
  type RoleResource,
} from '@/lib/validation/role';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import { assertPermissionsHeld, keepFullAdmin } from '../../services/admin/role-rules';
import { textContains } from '../../services/resource/search';
import { defineResource } from '../resource-factory/types';
import { csvList, csvTimestamps } from './csv-columns';

type Role = typeof roles.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

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
 * (server/services/admin/role-rules.ts): only permissions the caller holds go into a role, and no
 * change may leave the product without an active account holding every permission.
 */
export const roleResource = defineResource({
  name: 'role',
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
  async guardWrite(tx, { action, caller, ids, input }, write) {
    const permissions = input?.permissions;
    if (permissions) {
      // Only permissions the role does not have yet are "put into" it.
      const [current] = ids[0]
        ? await tx
            .select({ permissions: roles.permissions })
            .from(roles)
            .where(eq(roles.id, ids[0]))
        : [];
      const added = permissions.filter((p) => !current?.permissions.includes(p));
      assertPermissionsHeld(caller.permissions, added, 'permissions');
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
          caller.permissions,
          changes.flatMap((ch) => ch.after?.permissions ?? []),
          'permissions',
        );
      }
    });
  },
});
