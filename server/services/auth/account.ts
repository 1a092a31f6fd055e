import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { AuthTokens, PublicUser } from '@/lib/auth/user-state';
import { isProfileComplete } from '@/lib/auth/user-state';
import type { CompleteProfileInput, LoginInput, RegisterInput } from '@/lib/validation/auth';
import { isDisposableEmailDomain } from '@/lib/validation/disposable-domains';
import { suggestEmailDomain } from '@/lib/validation/email-typo';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import { trackingLimit } from '../../features/price-tracking/allowance';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import {
  newDeviceId,
  readDeviceToken,
  signDeviceToken,
  type KnownDevice,
} from '../../auth/device-tokens';
import { LIMITS, tooManyRequests } from '../../auth/rate-limits';
import { DAY, MINUTE, type AuthContext } from './context';
import { sendAccountMailInBackground } from './mail';
import { revokeSession, revokeUserSessions, sessionOfRefreshToken, startSession } from './sessions';
import {
  findUserByEmail,
  isUniqueViolation,
  newInviteCode,
  normalizeEmail,
  toPublicUser,
} from './users';
import { issueVerificationCode } from './verification';

export interface SignedIn {
  user: PublicUser;
  tokens: AuthTokens;
  /** This client's device token for the account (server/auth/device-tokens.ts). */
  deviceToken: string;
}

/** Disposable domains are refused; a likely typo of a big provider is refused with the fix. */
function assertAcceptableEmail(email: string, acceptAsTyped = false) {
  if (isDisposableEmailDomain(email)) {
    throw new AppError('EMAIL_INVALID', [{ key: 'email', message: 'validation.email.disposable' }]);
  }
  const suggestion = acceptAsTyped ? null : suggestEmailDomain(email);
  if (suggestion) {
    throw new AppError('EMAIL_INVALID', [
      {
        key: 'email',
        message: 'validation.email.typo',
        params: { suggestion, domain: suggestion.split('@')[1] ?? '' },
      },
    ]);
  }
}

// POST /auth/register
export async function register(ctx: AuthContext, input: RegisterInput): Promise<SignedIn> {
  await ctx.limits.consume('registerIp', ctx.client.ip);
  assertAcceptableEmail(input.email, input.acceptEmailAsTyped);
  if (await findUserByEmail(ctx.db, input.email)) throw new AppError('EMAIL_ALREADY_EXISTS');

  const passwordHash = await hashPassword(input.password);
  let inviter: string | null = null;
  if (input.inviteCode) {
    const [row] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.inviteCode, input.inviteCode.toUpperCase()))
      .limit(1);
    inviter = row?.id ?? null;
  }
  try {
    const { row, tokens } = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email.trim(),
          emailNormalized: normalizeEmail(input.email),
          passwordHash,
          passwordChangedAt: new Date(),
          locale: input.locale ?? 'ar',
          inviteCode: newInviteCode(),
          invitedBy: inviter,
        })
        .returning();
      await issueVerificationCode(ctx, tx, user!);
      const tokens = await startSession(tx, ctx.config, user!, ctx.client);
      return { row: user!, tokens };
    });
    return { user: toPublicUser(row), tokens, deviceToken: await deviceTokenFor(ctx, row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_EXISTS');
    throw error;
  }
}

/**
 * Counts a password check of an account before it runs, so a burst of concurrent wrong
 * passwords is counted at once rather than after the slow hash (25 at once: 10 checked, the rest
 * refused unchecked). Per account and client address, always: someone guessing cannot lock the
 * owner out of their own address. Then either per device, when the check presents a device token
 * of this account (`device`) that has not failed too often, or per account from anywhere, past
 * whose threshold one check a minute is admitted rather than none (LIMITS.loginFailuresAccount).
 * Answers what to call once the password proved right: it clears this address's (and device's)
 * count and gives the account's point back.
 */
export async function reservePasswordCheck(
  ctx: Pick<AuthContext, 'limits' | 'client' | 'config'>,
  accountKey: string,
  device: KnownDevice | null = null,
): Promise<() => Promise<void>> {
  const addressKey = `${accountKey}|${ctx.client.ip}`;
  await ctx.limits.consume('loginFailures', addressKey);
  if (device && (await ctx.limits.once('loginFailuresDevice', device.deviceId))) {
    return async () => {
      await ctx.limits.reset('loginFailures', addressKey);
      await ctx.limits.reset('loginFailuresDevice', device.deviceId);
    };
  }
  const failures = await ctx.limits.count('loginFailuresAccount', accountKey);
  if (failures > LIMITS.loginFailuresAccount.points) {
    const now = ctx.config.now();
    const minute = Math.floor(now / MINUTE);
    if (!(await ctx.limits.once('loginAccountSlot', `${accountKey}|${minute}`))) {
      // Not checked, so not counted: both points go back.
      await ctx.limits.refund('loginFailuresAccount', accountKey);
      await ctx.limits.refund('loginFailures', addressKey);
      throw tooManyRequests(((minute + 1) * MINUTE - now) / 1000);
    }
  }
  return async () => {
    await ctx.limits.reset('loginFailures', addressKey);
    await ctx.limits.refund('loginFailuresAccount', accountKey);
    // A device token that had failed too often is believed again once its password was right.
    if (device) await ctx.limits.reset('loginFailuresDevice', device.deviceId);
  };
}

/** The device a token names when it is this user's; null for anyone else's, or none. */
export function deviceOf(user: User | undefined, presented: KnownDevice | null) {
  return user && presented?.userId === user.id ? presented : null;
}

// POST /auth/login — `deviceToken` is the one an earlier sign-in of this client answered
export async function login(
  ctx: AuthContext,
  input: LoginInput,
  deviceToken?: string,
): Promise<SignedIn> {
  await ctx.limits.consume('loginIp', ctx.client.ip);
  const presented = await readDeviceToken(ctx.config, deviceToken);
  // Looked up before the count only when a token could make this client a known device.
  const known = presented ? await findUserByEmail(ctx.db, input.email) : undefined;
  const device = deviceOf(known, presented);
  const passed = await reservePasswordCheck(ctx, normalizeEmail(input.email), device);
  const user = presented ? known : await findUserByEmail(ctx.db, input.email);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    throw new AppError('INVALID_CREDENTIALS');
  }
  await passed();
  if (user.status !== 'active') throw new AppError('USER_INACTIVE');
  return signIn(ctx, user, device?.deviceId);
}

/**
 * Records the sign-in (which cancels a pending deletion) and opens a session, in one transaction.
 * The answer carries a renewed device token: of the device the client proved it is, or a new one.
 */
export async function signIn(ctx: AuthContext, user: User, deviceId?: string): Promise<SignedIn> {
  const signedIn = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ lastLoginAt: new Date(), deletionRequestedAt: null })
      .where(eq(users.id, user.id))
      .returning();
    const tokens = await startSession(tx, ctx.config, updated!, ctx.client);
    return { user: toPublicUser(updated!), tokens };
  });
  return { ...signedIn, deviceToken: await deviceTokenFor(ctx, user, deviceId) };
}

function deviceTokenFor(ctx: Pick<AuthContext, 'config'>, user: User, deviceId?: string) {
  return signDeviceToken(ctx.config, { userId: user.id, deviceId: deviceId ?? newDeviceId() });
}

// POST /auth/resend-verification-email
export async function resendVerification(ctx: AuthContext, user: User) {
  if (user.isEmailVerified) throw new AppError('EMAIL_ALREADY_VERIFIED');
  await ctx.limits.consume('resendIp', ctx.client.ip);
  await ctx.limits.consume('resendAccount', user.id);
  return ctx.db.transaction((tx) => issueVerificationCode(ctx, tx, user));
}

// POST /auth/complete-profile
export async function completeProfile(
  ctx: AuthContext,
  user: User,
  input: CompleteProfileInput,
): Promise<PublicUser> {
  if (!user.isEmailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
  if (isProfileComplete(user)) throw new AppError('PROFILE_ALREADY_FINISHED');
  const [updated] = await ctx.db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      sex: input.sex,
      birthDate: input.birthDate,
      country: input.country,
      ...(input.locale ? { locale: input.locale } : {}),
    })
    .where(eq(users.id, user.id))
    .returning();
  return toPublicUser(updated!);
}

// POST /auth/logout — ends the sign-in of the refresh token (or of the access token)
export async function logout(
  db: Db,
  refreshToken: string | undefined,
  sessionId: string | undefined,
) {
  const fromToken = refreshToken ? await sessionOfRefreshToken(db, refreshToken) : undefined;
  const target = fromToken ?? sessionId;
  if (target) await revokeSession(db, target, 'logout');
}

const DELETION_GRACE_MS = DAY;

// DELETE /user/me — scheduled for deletion in 24 hours; signing in before then cancels it
export async function requestAccountDeletion(ctx: AuthContext, user: User) {
  const requestedAt = new Date();
  // Scheduled and signed out together: never a deletion pending behind live sign-ins.
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ deletionRequestedAt: requestedAt }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, 'account_deletion');
  });
  sendAccountMailInBackground(ctx, user, { kind: 'deletion' });
  return { deletionScheduledAt: new Date(requestedAt.getTime() + DELETION_GRACE_MS).toISOString() };
}

/**
 * The scheduled job: removes accounts whose deletion was asked for over 24 hours ago — all of
 * them, or at most `limit` (oldest request first) so that a run stays short. Two runs at once
 * delete each account once: a row the other removed is simply not there any more.
 */
export async function purgeDeletedAccounts(
  db: Db,
  now = new Date(),
  limit?: number,
): Promise<number> {
  const due = and(
    isNotNull(users.deletionRequestedAt),
    lt(users.deletionRequestedAt, new Date(now.getTime() - DELETION_GRACE_MS)),
  );
  const removed = await db
    .delete(users)
    .where(
      limit === undefined
        ? due
        : inArray(
            users.id,
            db
              .select({ id: users.id })
              .from(users)
              .where(due)
              .orderBy(asc(users.deletionRequestedAt))
              .limit(limit),
          ),
    )
    .returning({ id: users.id });
  return removed.length;
}

// GET /auth/invites — the invitees, and the tracking allowance they raise (price tracking's rule)
export async function listInvites(db: Db, user: User) {
  const rows = await db
    .select({
      firstName: users.firstName,
      joinedAt: users.createdAt,
      verified: users.isEmailVerified,
    })
    .from(users)
    .where(eq(users.invitedBy, user.id))
    .orderBy(users.createdAt);
  const verified = rows.filter((r) => r.verified).length;
  return {
    inviteCode: user.inviteCode,
    invitees: rows.map((r) => ({
      firstName: r.firstName,
      joinedAt: r.joinedAt.toISOString(),
      verified: r.verified,
    })),
    verifiedCount: verified,
    trackingLimit: trackingLimit(verified),
  };
}
