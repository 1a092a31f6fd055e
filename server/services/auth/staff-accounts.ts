import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import { findUserByEmail, newInviteCode, normalizeEmail } from './users';

export interface StaffAccountInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  sex?: 'MALE' | 'FEMALE';
  birthDate?: string;
  country?: string;
  locale?: 'ar' | 'en';
  userType?: User['userType'];
}

/**
 * The row of an account made by staff — by an operator (`npm run admin:create -- --password …`)
 * or in the back-office (POST /user): the email counts as verified, since staff vouch for it.
 * Profile fields left out are asked for at the first sign-in (profile setup).
 */
export async function staffAccountValues(
  input: StaffAccountInput,
  now = new Date(),
): Promise<typeof users.$inferInsert> {
  return {
    email: input.email.trim(),
    emailNormalized: normalizeEmail(input.email),
    passwordHash: await hashPassword(input.password),
    passwordChangedAt: now,
    isEmailVerified: true,
    emailVerifiedAt: now,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    sex: input.sex ?? null,
    birthDate: input.birthDate ?? null,
    country: input.country ?? null,
    locale: input.locale ?? 'en',
    userType: input.userType ?? 'regular',
    inviteCode: newInviteCode(),
  };
}

/** A staff account for `npm run admin:create`; an existing account is returned unchanged. */
export async function ensureStaffAccount(db: Db, input: StaffAccountInput): Promise<User> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) return existing;
  const [user] = await db
    .insert(users)
    .values(await staffAccountValues(input))
    .returning();
  return user!;
}
