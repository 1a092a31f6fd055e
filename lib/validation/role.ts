// Payloads of the back-office's `role` resource (POST/PATCH /role, GET /role).
import { z } from '@/lib/validation/zod';
import { ALL_PERMISSIONS, isPermission } from '@/lib/auth/permissions';
import { listQuerySchema } from './list-query';

export const ROLE_NAME_MAX = 60;

const nameSchema = z
  .string({ error: 'validation.role.name_required' })
  .trim()
  .min(1, 'validation.role.name_required')
  .max(ROLE_NAME_MAX, 'validation.role.name_max');

/** Known permission strings only (lib/auth/permissions.ts), each once, sorted. */
const permissionsSchema = z
  .array(
    z
      .string({ error: 'validation.role.permission_unknown' })
      .refine(isPermission, 'validation.role.permission_unknown'),
    { error: 'validation.role.permissions_invalid' },
  )
  .max(ALL_PERMISSIONS.length * 2, 'validation.role.permissions_invalid')
  .transform((list) => [...new Set(list)].sort());

export const roleCreateSchema = z.object({
  name: nameSchema,
  permissions: permissionsSchema.default([]),
});

export const roleUpdateSchema = z.object({
  name: nameSchema.optional(),
  permissions: permissionsSchema.optional(),
});

export const roleListQuerySchema = listQuerySchema(['name', 'createdAt', 'updatedAt'], 'name');

/** A role as GET/POST/PATCH /role answer it; `userCount`: accounts (not deleted) holding it. */
export const roleResourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});

export type RoleResource = z.infer<typeof roleResourceSchema>;
