'use client';

import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import { Link } from '@/lib/i18n/navigation';

/** The navbar's login button, a profile button once signed in (spec §2); clicks are tracked. */
export function AccountLink({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <Link
      href={signedIn ? '/dashboard' : '/signin'}
      className={buttonVariants({ variant: 'outline' })}
      onClick={() => track({ name: signedIn ? 'navbar_profile' : 'navbar_login', action: 'click' })}
    >
      {children}
    </Link>
  );
}
