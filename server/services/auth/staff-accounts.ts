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
}

/**
 * An account made on the server by an operator (`npm run admin:create -- --password …`): the
 * email counts as verified, since the operator vouches for it. Profile fields left out are asked
 * for at the first sign-in (profile setup). An existing account is returned unchanged.
 */
export async function ensureStaffAccount(db: Db, input: StaffAccountInput): Promise<User> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) return existing;
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.trim(),
      emailNormalized: normalizeEmail(input.email),
      passwordHash: await hashPassword(input.password),
      passwordChangedAt: new Date(),
      isEmailVerified: true,
      emailVerifiedAt: new Date(),
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      sex: input.sex ?? null,
      birthDate: input.birthDate ?? null,
      country: input.country ?? null,
      locale: input.locale ?? 'en',
      inviteCode: newInviteCode(),
    })
    .returning();
  return user!;
}
