'use client';

import type { ReactNode } from 'react';
import { track } from '@/lib/analytics';
import { Link } from '@/lib/i18n/navigation';

/**
 * The navbar's login button, a profile button once signed in (spec §2); clicks are tracked.
 * No prefetch: it sits on every page, and most visitors of the public pages never sign in.
 */
export function AccountLink({
  signedIn,
  className,
  children,
}: {
  signedIn: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={signedIn ? '/dashboard' : '/signin'}
      prefetch={false}
      className={className}
      onClick={() => track({ name: signedIn ? 'navbar_profile' : 'navbar_login', action: 'click' })}
    >
      {children}
    </Link>
  );
}
