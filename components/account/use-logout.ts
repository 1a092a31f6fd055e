'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionApi } from '@/lib/api/session-client';
import { dropQueryCache } from '@/lib/cache/local-cache';
import { useRouter } from '@/lib/i18n/navigation';

const LOGOUT_MESSAGE = { type: 'SAFQA_LOGOUT' } as const;

/** Tells the extension on this page (same origin only) that the session ended. */
export function postLogoutMessage() {
  window.postMessage(LOGOUT_MESSAGE, window.location.origin);
}

/**
 * Ends the session: even when the API call fails, clears it and goes to /signin. The browser's
 * `cache_` entry (the dashboard's profile and tracked products) goes first.
 */
export async function endSession(): Promise<void> {
  dropQueryCache();
  try {
    await sessionApi.post('logout');
  } catch (error) {
    console.warn('logout failed; the session is cleared anyway', error);
  }
  postLogoutMessage();
}

export function useLogout() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await endSession();
    queryClient.clear();
    router.replace('/signin');
    router.refresh();
  }, [router, queryClient]);
}
