import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { deriveUserState, type UserState } from '@/lib/auth/user-state';
import { defaultAuthConfig } from '../auth/tokens';
import { getDatabase } from '../db';
import { serverEnv, serverSecrets } from '../env';
import { livenessOf } from './live-sign-in';
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
  async (): Promise<{ session: BffSession | null; state: UserState }> => {
    const jar = await cookies();
    let session = await unsealSession(
      jar.get(SESSION_COOKIE)?.value,
      serverSecrets().SESSION_SECRET,
    );
    if (session && (await livenessOf(getSessionDb, bffAuthConfig(), session)) === 'ended') {
      session = null;
    }
    return { session, state: deriveUserState(session?.user, session?.tokens) };
  },
);
