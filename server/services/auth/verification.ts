import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { users, verificationCodes, type User } from '../../db/schema';
import { hashCode, randomCode, sameHash } from '../../auth/tokens';
import { MINUTE, type AuthContext } from './context';
import { sendAccountMail } from './mail';

const CODE_LIFETIME_MS = 10 * MINUTE;
const RESEND_INTERVAL_MS = MINUTE;
const MAX_CODE_ATTEMPTS = 3;

/**
 * A new 5-digit code replaces any earlier one and is mailed. At most one per minute per account
 * (1108 EMAIL_RATE_LIMIT with the seconds left). Run inside the caller's transaction so a mail
 * that cannot be sent leaves nothing behind.
 */
export async function issueVerificationCode(ctx: AuthContext, db: Db, user: User) {
  const [latest] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.userId, user.id))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const since = latest ? Date.now() - latest.createdAt.getTime() : Infinity;
  if (since < RESEND_INTERVAL_MS) {
    const seconds = Math.ceil((RESEND_INTERVAL_MS - since) / 1000);
    throw new AppError(
      'EMAIL_RATE_LIMIT',
      [{ key: 'retryAfter', message: 'errors.retry_after', params: { seconds } }],
      {
        'Retry-After': String(seconds),
      },
    );
  }
  const code = randomCode();
  await db.delete(verificationCodes).where(eq(verificationCodes.userId, user.id));
  await db.insert(verificationCodes).values({
    userId: user.id,
    codeHash: hashCode(ctx.config.jwtSecret, user.id, code),
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
  });
  await sendAccountMail(ctx, user, { kind: 'verification', code });
  return { retryAfterSeconds: RESEND_INTERVAL_MS / 1000 };
}

/**
 * POST /auth/verify-email. Each code allows 3 wrong tries: an attempt is reserved before the
 * comparison, so the 4th try (even with the right code) is refused without checking.
 */
export async function verifyEmailCode(ctx: AuthContext, user: User, code: string): Promise<User> {
  if (user.isEmailVerified) throw new AppError('EMAIL_ALREADY_VERIFIED');
  await ctx.limits.consume('verifyIp', ctx.client.ip);
  await ctx.limits.check('verifyFailures', user.id);
  const { db } = ctx;
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, user.id), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!live) throw new AppError('VERIFICATION_TOKEN_INVALID');
  if (live.expiresAt.getTime() <= Date.now()) throw new AppError('VERIFICATION_TOKEN_EXPIRED');

  const reserved = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, live.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (reserved.length === 0)
    throw new AppError('VERIFICATION_TOKEN_EXPIRED', [
      { key: 'token', message: 'errors.code_attempts_exceeded' },
    ]);

  if (!sameHash(live.codeHash, hashCode(ctx.config.jwtSecret, user.id, code))) {
    await ctx.limits.penalize('verifyFailures', user.id);
    throw new AppError('VERIFICATION_TOKEN_INVALID');
  }
  return db.transaction(async (tx) => {
    const consumed = await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (consumed.length === 0) throw new AppError('VERIFICATION_TOKEN_INVALID');
    const [updated] = await tx
      .update(users)
      .set({ isEmailVerified: true, emailVerifiedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  });
}
