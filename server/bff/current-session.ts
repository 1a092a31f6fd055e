import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { deriveUserState, type UserState } from '@/lib/auth/user-state';
import { defaultAuthConfig } from '../auth/tokens';
import { getDatabase } from '../db';
import { serverEnv, serverSecrets } from '../env';
import { checkSignIn, type SignInRow } from './live-sign-in';
import { SESSION_COOKIE, unsealSession, type BffSession } from './session';

/** The token settings of this process (the BFF only reads tokens; the API issues them). */
export const bffAuthConfig = () =>
  defaultAuthConfig(serverSecrets().JWT_SECRET, serverEnv().APP_URL);
export const getSessionDb = async () => (await getDatabase()).db;

/**
 * The session of the page being rendered (layouts' guards, the navbar), once per request.
 * Server components cannot renew tokens: this is the stored user and its state, once the
 * database confirms the cookie's sign-in has not ended (a copy replayed after logout is no one).
 */
export const currentSession = cache(
  async (): Promise<{
    session: BffSession | null;
    state: UserState;
    /** The live sign-in and its account; null when the database could not be asked. */
    signIn: SignInRow | null;
  }> => {
    const jar = await cookies();
    let session = await unsealSession(
      jar.get(SESSION_COOKIE)?.value,
      serverSecrets().SESSION_SECRET,
    );
    let signIn: SignInRow | null = null;
    if (session) {
      const checked = await checkSignIn(getSessionDb, bffAuthConfig(), session);
      if (checked.liveness === 'ended') session = null;
      signIn = checked.row;
    }
    return { session, state: deriveUserState(session?.user, session?.tokens), signIn };
  },
);
