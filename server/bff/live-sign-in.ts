import { readAccessTokenIgnoringExpiry, type AuthConfig } from '../auth/tokens';
import type { Db } from '../db/client';
import { findSignIn, isAccountActive, isSignInLive } from '../services/auth/sessions';
import type { BffSession } from './session';

export type SignInRow = NonNullable<Awaited<ReturnType<typeof findSignIn>>>;

/**
 * The sign-in a session cookie stands for, when it is still live: the access token (expired or
 * not, but signed by us) names the user and sign-in, and the database says whether that sign-in
 * was ended (logout, password change, account deletion or suspension). A cookie is a sealed copy
 * of what the browser was given, so a copy replayed after logout must not be believed on its
 * own. Null when the sign-in has ended or the cookie does not match it.
 */
export async function findLiveSignIn(
  db: Db,
  config: AuthConfig,
  session: BffSession,
): Promise<SignInRow | null> {
  const claims = await readAccessTokenIgnoringExpiry(config, session.tokens.accessToken);
  if (!claims || claims.userId !== session.user.id) return null;
  const row = await findSignIn(db, claims.userId, claims.sessionId);
  if (!row || !isSignInLive(row.session) || !isAccountActive(row.user)) return null;
  return row;
}

/**
 * Whether a cookie's sign-in is live: `unknown` when the database cannot be asked (a blip must
 * not sign anyone out; the API refuses an ended sign-in on its own anyway).
 */
export type Liveness = 'live' | 'ended' | 'unknown';

/** The liveness of a cookie's sign-in, with the sign-in and its account when it is live. */
export async function checkSignIn(
  getDb: () => Promise<Db>,
  config: AuthConfig,
  session: BffSession,
): Promise<{ liveness: Liveness; row: SignInRow | null }> {
  try {
    const row = await findLiveSignIn(await getDb(), config, session);
    return { liveness: row ? 'live' : 'ended', row };
  } catch {
    return { liveness: 'unknown', row: null };
  }
}

export async function livenessOf(
  getDb: () => Promise<Db>,
  config: AuthConfig,
  session: BffSession,
): Promise<Liveness> {
  return (await checkSignIn(getDb, config, session)).liveness;
}
