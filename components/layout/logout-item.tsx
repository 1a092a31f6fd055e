'use client';

import { useState, useSyncExternalStore } from 'react';
import { hasSignedInMark } from '@/lib/auth/signed-in-cookie';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/site/urls';

const never = () => () => {};

/**
 * The navbar's "Log out", for a signed-in shopper only (the cached page learns that from the
 * readable signed-in mark, as the account button does). Ends the session like the account card,
 * then loads the sign-in page afresh, so nothing of the session stays in memory.
 */
export function LogoutItem({
  locale,
  label,
  className,
}: {
  locale: Locale;
  label: string;
  className: string;
}) {
  const signedIn = useSyncExternalStore(
    never,
    () => hasSignedInMark(document.cookie),
    () => false,
  );
  const [busy, setBusy] = useState(false);
  if (!signedIn) return null;
  const logout = async () => {
    setBusy(true);
    // Loaded on the click: the BFF client stays out of every public page's first load.
    const { endSession } = await import('@/components/account/use-logout');
    await endSession();
    window.location.assign(localizedPath(locale, '/signin'));
  };
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void logout()}>
      {label}
    </button>
  );
}
