'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { track } from '@/lib/analytics';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/site/urls';

/**
 * The navbar's login button, a profile button once signed in (spec §2); clicks are tracked.
 * No prefetch: it sits on every page, and most visitors of the public pages never sign in.
 * Next's own Link with the localized path: next-intl's Link needs its client provider, which the
 * public pages leave out (components/shell/error-texts.tsx).
 */
export function AccountLink({
  locale,
  signedIn,
  className,
  children,
}: {
  locale: Locale;
  signedIn: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={localizedPath(locale, signedIn ? '/dashboard' : '/signin')}
      prefetch={false}
      className={className}
      onClick={() => track({ name: signedIn ? 'navbar_profile' : 'navbar_login', action: 'click' })}
    >
      {children}
    </Link>
  );
}
