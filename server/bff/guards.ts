import 'server-only';
import type { UserState } from '@/lib/auth/user-state';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { currentSession } from './current-session';

/**
 * Route-group guards (auth, setup, protected; the rules are beside each), run by each page on the server (a layout is not re-rendered
 * when the browser moves between its pages, so it cannot be the only check).
 */
const STATE_HOME: Partial<Record<UserState, string>> = {
  AWAITING_VERIFICATION: '/verify',
  PROFILE_INCOMPLETE: '/profile-setup',
  AUTHENTICATED: '/dashboard',
};

/** Auth group (signin, signup, forgot, reset, OAuth callback): signed-in states move on. */
export async function guardAuthPage(locale: Locale) {
  const { state } = await currentSession();
  const target = STATE_HOME[state];
  if (target) redirect({ href: target, locale });
}

/** Setup group (verify, profile-setup): each state to its page, anyone else to /signin. */
export async function guardSetupPage(locale: Locale, here: '/verify' | '/profile-setup') {
  const { session, state } = await currentSession();
  const target = STATE_HOME[state] ?? '/signin';
  if (target === here) return session!;
  // An already complete profile is told so, then redirected.
  if (state === 'AUTHENTICATED' && here === '/profile-setup') {
    redirect({ href: { pathname: '/dashboard', query: { notice: 'profile-complete' } }, locale });
  }
  return redirect({ href: target, locale });
}

/**
 * Protected group: only AUTHENTICATED stays. Unverified or incomplete users are steered to
 * their step; anyone else goes to /signin, with `redirect` = the address asked for.
 */
export async function guardProtectedPage(locale: Locale, returnTo?: string) {
  const { session, state } = await currentSession();
  if (state === 'AUTHENTICATED') return session!;
  const step = STATE_HOME[state];
  if (step) return redirect({ href: step, locale });
  return redirect({
    href: { pathname: '/signin', query: returnTo ? { redirect: returnTo } : {} },
    locale,
  });
}
