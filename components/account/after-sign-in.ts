'use client';

import type { UserState } from '@/lib/auth/user-state';
import { localizedPath } from '@/lib/site/urls';
import type { Locale } from '@/lib/i18n/routing';
import { sameSitePath } from '@/lib/security/redirect-uri';

const STEP: Record<UserState, string> = {
  UNAUTHENTICATED: '/signin',
  AWAITING_VERIFICATION: '/verify',
  PROFILE_INCOMPLETE: '/profile-setup',
  AUTHENTICATED: '/dashboard',
};

/** The localized address of the step a user state belongs on. */
export function stepPath(state: UserState, locale: Locale): string {
  return localizedPath(locale, STEP[state]);
}

/**
 * Where to go once the session changed: the `redirect` the sign-in page was given (same site
 * only) when fully signed in, otherwise the state's step. A full navigation, so every server
 * component (navbar, guards) sees the new cookie.
 */
export function goAfterSignIn(state: UserState, locale: Locale, redirect?: string | null) {
  const back = state === 'AUTHENTICATED' ? sameSitePath(redirect, window.location.origin) : null;
  window.location.assign(back ?? stepPath(state, locale));
}
