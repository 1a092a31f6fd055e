import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PublicUser } from '@/lib/auth/user-state';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user as every auth answer carries it: no hash, no internal fields. */
export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    sex: user.sex,
    birthDate: user.birthDate,
    country: user.country,
    isEmailVerified: user.isEmailVerified,
    status: user.status,
    userType: user.userType,
    locale: user.locale,
    inviteCode: user.inviteCode,
    hasPassword: Boolean(user.passwordHash),
    deletionRequestedAt: user.deletionRequestedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.emailNormalized, normalizeEmail(email)))
    .limit(1);
  return row;
}

const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 8 characters without look-alikes (0/O, 1/I/L): easy to read out and type. */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

/** PostgreSQL's unique_violation, through pg or PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
