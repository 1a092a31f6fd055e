'use client';

import { useSyncExternalStore } from 'react';
import { track } from '@/lib/analytics';
import { hasSignedInMark } from '@/lib/auth/signed-in-cookie';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';

const never = () => () => {};

/**
 * The navbar's login button, a profile button once signed in; clicks are tracked. The page is
 * the same for every visitor (cached), so the browser decides from the readable signed-in mark
 * (lib/auth/signed-in-cookie.ts) once it runs; before that, and without JavaScript, "Log in".
 * No prefetch: it sits on every page, and most visitors of the public pages never sign in.
 */
export function AccountLink({
  locale,
  labels,
  className,
}: {
  locale: Locale;
  labels: { signedOut: string; signedIn: string };
  className: string;
}) {
  const signedIn = useSyncExternalStore(
    never,
    () => hasSignedInMark(document.cookie),
    () => false,
  );
  return (
    <Link
      href={signedIn ? '/dashboard' : '/signin'}
      locale={locale}
      prefetch={false}
      className={className}
      onClick={() => track({ name: signedIn ? 'navbar_profile' : 'navbar_login', action: 'click' })}
    >
      {signedIn ? labels.signedIn : labels.signedOut}
    </Link>
  );
}
