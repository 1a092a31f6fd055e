import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { deriveUserState, type UserState } from '@/lib/auth/user-state';
import { serverSecrets } from '../env';
import { SESSION_COOKIE, unsealSession, type BffSession } from './session';

/**
 * The session of the page being rendered (layouts' guards, the navbar), once per request.
 * Server components cannot renew tokens: this is the stored user and its state (spec §4).
 */
export const currentSession = cache(
  async (): Promise<{ session: BffSession | null; state: UserState }> => {
    const jar = await cookies();
    const session = await unsealSession(
      jar.get(SESSION_COOKIE)?.value,
      serverSecrets().SESSION_SECRET,
    );
    return { session, state: deriveUserState(session?.user, session?.tokens) };
  },
);
