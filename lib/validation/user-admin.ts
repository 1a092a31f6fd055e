// Payloads of the back-office's `user` resource (POST/PATCH /user, GET /user). Accounts made
// here reuse the sign-up rules of ./auth.ts; a PATCH only ever touches status, type and roles.
import { z } from '@/lib/validation/zod';
import { COUNTRY_CODES } from '@/lib/countries';
import { completeProfileSchema, emailSchema, newPasswordSchema, SEXES } from './auth';
import { uuidSchema } from './catalog-fields';
import { listQuerySchema, queryFlag } from './list-query';

export const ACCOUNT_STATUSES = ['active', 'inactive', 'suspended', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
/** What PATCH may set: `deleted` comes with DELETE /user/{id} (the trash), `active` with restore. */
export const EDITABLE_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const USER_TYPES = ['regular', 'test', 'beta'] as const;
const ROLES_PER_USER_MAX = 50;

const statusSchema = z.enum(ACCOUNT_STATUSES, { error: 'validation.user.status_invalid' });
const userTypeSchema = z.enum(USER_TYPES, { error: 'validation.user.type_invalid' });
const countrySchema = z.enum(COUNTRY_CODES, { error: 'COUNTRY_INVALID' });

/** Role ids, each once (order kept). */
const roleIdsSchema = z
  .array(uuidSchema, { error: 'validation.user.roles_invalid' })
  .max(ROLES_PER_USER_MAX, 'validation.user.roles_max')
  .transform((ids) => [...new Set(ids)]);

/**
 * GET /user. `q` matches the email, first or last name (contains, any case). `lastLoginAt`
 * sorts accounts that never signed in after every other (descending) or before (ascending).
 */
export const userAdminListQuerySchema = listQuerySchema(
  ['createdAt', 'email', 'lastLoginAt'],
  '-createdAt',
).extend({
  status: statusSchema.optional(),
  userType: userTypeSchema.optional(),
  country: countrySchema.optional(),
  verified: queryFlag.optional(),
  roleId: uuidSchema.optional(),
});

const profile = completeProfileSchema.shape;

/** POST /user: an account made by staff (its email counts as verified). */
export const userCreateSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: profile.firstName.optional(),
  lastName: profile.lastName.optional(),
  country: countrySchema.optional(),
  userType: userTypeSchema.default('regular'),
  roleIds: roleIdsSchema.default([]),
});

/** PATCH /user/{id}: nothing else of an account is changed by staff. */
export const userUpdateSchema = z.object({
  status: z.enum(EDITABLE_STATUSES, { error: 'validation.user.status_invalid' }).optional(),
  userType: userTypeSchema.optional(),
  roleIds: roleIdsSchema.optional(),
});

/** An account as GET/POST/PATCH /user answer it (never its password hash). */
export const userResourceSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  sex: z.enum(SEXES).nullable(),
  birthDate: z.string().nullable(),
  country: z.string().nullable(),
  isEmailVerified: z.boolean(),
  status: statusSchema,
  userType: userTypeSchema,
  locale: z.string(),
  inviteCode: z.string(),
  roleIds: z.array(z.string()),
  /**
   * Whether the reader may act on this account at all: it is not their own and holds no
   * permission they lack (changing it still needs update_user or delete_user).
   */
  manageable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});

const accountRef = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isEmailVerified: z.boolean(),
  createdAt: z.string(),
});

/** GET /user/{id}/details: sign-ins (newest 50), invited accounts, the inviter, roles. */
export const userDetailsSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
      expiresAt: z.string(),
      revokedAt: z.string().nullable(),
      revokedReason: z.string().nullable(),
    }),
  ),
  invitees: z.array(accountRef),
  inviter: accountRef.nullable(),
  roles: z.array(z.object({ id: z.string(), name: z.string(), permissions: z.array(z.string()) })),
});

export type UserCreateInput = z.output<typeof userCreateSchema>;
export type UserUpdateInput = z.output<typeof userUpdateSchema>;
export type UserResource = z.infer<typeof userResourceSchema>;
export type UserDetails = z.infer<typeof userDetailsSchema>;
