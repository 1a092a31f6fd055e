import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AuthTokens, PublicUser } from '@/lib/auth/user-state';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { authSessions, refreshTokens, users, type User } from '../../db/schema';
import {
  randomToken,
  sha256,
  signAccessToken,
  verifyAccessToken,
  type AuthConfig,
} from '../../auth/tokens';
import { DAY } from './context';
import { toPublicUser } from './users';

type Client = { ip: string; userAgent: string | null };

/**
 * A new sign-in: a refresh-token family with an absolute lifetime, and its first tokens. Both
 * rows in one transaction (a savepoint inside the caller's): never a sign-in without its token.
 */
export async function startSession(
  db: Db,
  config: AuthConfig,
  user: User,
  client: Client,
): Promise<AuthTokens> {
  const refreshToken = randomToken();
  const sessionId = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({
        userId: user.id,
        expiresAt: new Date(Date.now() + config.sessionDays * DAY),
        ip: client.ip.slice(0, 64),
        userAgent: client.userAgent?.slice(0, 300) ?? null,
      })
      .returning({ id: authSessions.id });
    await tx
      .insert(refreshTokens)
      .values({ sessionId: session!.id, tokenHash: sha256(refreshToken) });
    return session!.id;
  });
  return { accessToken: await signAccessToken(config, user.id, sessionId), refreshToken };
}

export async function revokeSession(db: Db, sessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every sign-in of a user, except `keep` (the one changing the password). */
export async function revokeUserSessions(db: Db, userId: string, reason: string, keep?: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keep ? ne(authSessions.id, keep) : undefined,
      ),
    );
}

/**
 * POST /auth/refresh: the presented token is used up and replaced. A token presented again
 * after its replacement is reuse — the whole family is revoked — except within a few seconds
 * of the rotation, where it lost a race with a parallel refresh (refused, family kept).
 */
export async function rotateRefreshToken(
  db: Db,
  config: AuthConfig,
  token: string,
): Promise<{ user: PublicUser; tokens: AuthTokens }> {
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions, user: users })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) throw new AppError('REFRESH_TOKEN_INVALID');
  // Before the token checks: an account suspended by staff (which also revoked the sign-in)
  // learns that it is inactive rather than that its token is invalid.
  if (!isAccountActive(row.user)) {
    await revokeSession(db, row.session.id, 'user_inactive');
    throw new AppError('USER_INACTIVE');
  }
  if (row.session.revokedAt) throw new AppError('REFRESH_TOKEN_INVALID');
  if (row.session.expiresAt.getTime() <= Date.now()) throw new AppError('REFRESH_TOKEN_EXPIRED');

  // Claiming the old token, storing its successor and touching the sign-in are one transaction:
  // a failure half-way leaves the old token usable, never used up without a successor.
  const refreshToken = randomToken();
  const rotated = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date(config.now()) })
      .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      const [current] = await tx
        .select({ usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, row.token.id));
      const usedAgo = current?.usedAt ? config.now() - current.usedAt.getTime() : Infinity;
      // Revoked and committed before the refusal: the reuse answer must not undo it.
      if (usedAgo > config.refreshRaceSeconds * 1000) {
        await revokeSession(tx, row.session.id, 'refresh_token_reuse');
      }
      return false;
    }
    await tx
      .insert(refreshTokens)
      .values({ sessionId: row.session.id, tokenHash: sha256(refreshToken) });
    await tx
      .update(authSessions)
      .set({ lastUsedAt: new Date() })
      .where(eq(authSessions.id, row.session.id));
    return true;
  });
  if (!rotated) throw new AppError('REFRESH_TOKEN_INVALID');
  return {
    user: toPublicUser(row.user),
    tokens: {
      accessToken: await signAccessToken(config, row.user.id, row.session.id),
      refreshToken,
    },
  };
}

/** The sign-in a refresh token belongs to (for logout), if any. */
export async function sessionOfRefreshToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row?.sessionId;
}

export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,2048})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The signed-in user of a request: a valid access token whose sign-in is still live. */
export async function authenticate(
  db: Db,
  config: AuthConfig,
  authorization: string | null | undefined,
) {
  const token = bearerToken(authorization);
  if (!token) throw new AppError('UNAUTHORIZED_ACCESS');
  const { userId, sessionId } = await verifyAccessToken(config, token);
  const row = await findSignIn(db, userId, sessionId);
  if (!row) throw new AppError('LOGIN_SESSION_EXPIRED');
  // Checked before the sign-in itself: suspending or deleting an account also ends its sign-ins,
  // and the account is to be told why on every later call, not just "session expired".
  if (!isAccountActive(row.user)) throw new AppError('USER_INACTIVE');
  if (!isSignInLive(row.session)) throw new AppError('LOGIN_SESSION_EXPIRED');
  return { user: row.user, sessionId };
}

/** A sign-in of `userId` and its account, if both exist. */
export async function findSignIn(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select({ user: users, session: authSessions })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .limit(1);
  return row;
}

/** Status `active` and not in the admin's trash. */
export function isAccountActive(user: Pick<User, 'status' | 'deletedAt'>): boolean {
  return user.status === 'active' && user.deletedAt === null;
}

/** Neither revoked nor past its absolute end. */
export function isSignInLive(session: { revokedAt: Date | null; expiresAt: Date }): boolean {
  return !session.revokedAt && session.expiresAt.getTime() > Date.now();
}
