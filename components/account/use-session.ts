'use client';

import { useQuery } from '@tanstack/react-query';
import type { PublicUser, UserState } from '@/lib/auth/user-state';
import { sessionApi } from '@/lib/api/session-client';

const sessionKeys = {
  profile: ['session', 'profile'] as const,
};

/** The signed-in user, fresh from the API through the BFF (merged into the session there). */
export function useProfile() {
  return useQuery({
    queryKey: sessionKeys.profile,
    queryFn: () => sessionApi.get<{ user: PublicUser; state?: UserState }>('profile'),
  });
}
