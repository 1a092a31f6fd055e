'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { localizedPath } from '@/lib/site/urls';
import type { Locale } from '@/lib/i18n/routing';
import { isMobileShell, storedRedirectUri } from './mobile-shell';

/**
 * On a signed-in page: inside the mobile app, or when an app asked to get the sign-in back
 * (a stored redirect_uri), go on to /mobile-app-loading, which hands the session over.
 */
export function MobileShellRedirect() {
  const locale = useLocale() as Locale;
  useEffect(() => {
    const stored = storedRedirectUri();
    if (!stored && !isMobileShell()) return;
    const path = localizedPath(locale, '/mobile-app-loading');
    const query = stored ? `?redirect_uri=${encodeURIComponent(stored)}` : '';
    window.location.replace(`${path}${query}`);
  }, [locale]);
  return null;
}
