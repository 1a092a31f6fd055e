import { and, eq, isNull } from 'drizzle-orm';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/site/urls';
import type { ChangePasswordInput, ResetPasswordInput } from '@/lib/validation/auth';
import { AppError } from '../../errors';
import { passwordResetTokens, users, type User } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { randomToken, sha256 } from '../../auth/tokens';
import { HOUR, type AuthContext } from './context';
import { sendAccountMail, sendAccountMailInBackground } from './mail';
import { deviceOf, reservePasswordCheck, signIn, type SignedIn } from './account';
import { readDeviceToken } from '../../auth/device-tokens';
import { revokeUserSessions } from './sessions';
import { findUserByEmail, normalizeEmail } from './users';

const RESET_LIFETIME_MS = HOUR;

/** The link in the mail: the site's reset page in the user's language. */
function resetLink(appUrl: string, locale: string, token: string) {
  const path = `/reset-password/${token}`;
  return new URL(localizedPath(isLocale(locale) ? locale : defaultLocale, path), appUrl).toString();
}

/**
 * POST /auth/forgot-password. The answer is the same whether or not the account exists, and so
 * is the path to it: only the per-address limit runs before it; finding the account, its limit,
 * the token and the mail all run after the answer is sent (`ctx.defer`), so neither the answer
 * nor its timing tells whether the address has an account.
 */
export async function forgotPassword(ctx: AuthContext, email: string, locale?: 'ar' | 'en') {
  await ctx.limits.consume('forgotIp', ctx.client.ip);
  ctx.defer(() => mailResetLink(ctx, email, locale));
}

/** The reset link for the active account of `email`, if there is one (within its hourly limit). */
async function mailResetLink(ctx: AuthContext, email: string, locale?: 'ar' | 'en') {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status !== 'active') return;
  try {
    await ctx.limits.consume('forgotAccount', normalizeEmail(email));
  } catch {
    return; // quietly, as for an unknown address
  }
  const token = randomToken();
  await ctx.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
  });
  const mailLocale = locale ?? (user.locale === 'en' ? 'en' : 'ar');
  await sendAccountMail(
    ctx,
    { email: user.email, locale: mailLocale },
    { kind: 'reset', link: resetLink(ctx.config.appUrl, mailLocale, token) },
  ).catch((error: unknown) => {
    // A mail that did not go was logged by sendAccountMail; anything else is logged by `defer`.
    if (!(error instanceof AppError)) throw error;
  });
}

// POST /auth/reset-password — single use; expired → 1401, unknown or used → 1402
export async function resetPassword(
  ctx: AuthContext,
  input: ResetPasswordInput,
): Promise<SignedIn> {
  await ctx.limits.consume('resetIp', ctx.client.ip);
  const [row] = await ctx.db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, sha256(input.token)))
    .limit(1);
  if (!row || row.consumedAt) throw new AppError('RESET_PASSWORD_TOKEN_INVALID');
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('RESET_PASSWORD_TOKEN_EXPIRED');
  const passwordHash = await hashPassword(input.password);

  const user = await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ consumedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.consumedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw new AppError('RESET_PASSWORD_TOKEN_INVALID');
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), isEmailVerified: true })
      .where(eq(users.id, row.userId))
      .returning();
    // The mailbox owner proved themselves: every other link and sign-in ends.
    await tx
      .update(passwordResetTokens)
      .set({ consumedAt: new Date() })
      .where(
        and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.consumedAt)),
      );
    await revokeUserSessions(tx, row.userId, 'password_reset');
    return updated!;
  });
  if (user.status !== 'active') throw new AppError('USER_INACTIVE');
  // A new password starts with a clean count, here and account-wide.
  await ctx.limits.reset('loginFailures', `${user.emailNormalized}|${ctx.client.ip}`);
  await ctx.limits.reset('loginFailuresAccount', user.emailNormalized);
  sendAccountMailInBackground(ctx, user, { kind: 'passwordChanged' });
  return signIn(ctx, user);
}

// POST /auth/change-password — needs the current password; other sign-ins end
export async function changePassword(
  ctx: AuthContext,
  user: User,
  sessionId: string,
  input: ChangePasswordInput,
  deviceToken?: string,
) {
  const device = deviceOf(user, await readDeviceToken(ctx.config, deviceToken));
  const passed = await reservePasswordCheck(ctx, user.emailNormalized, device);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('PASSWORD_CHANGE_FAILED', [
      { key: 'currentPassword', message: 'validation.password.incorrect' },
    ]);
  }
  await passed();
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, 'password_change', sessionId);
  });
  sendAccountMailInBackground(ctx, user, { kind: 'passwordChanged' });
  return { changed: true as const };
}
