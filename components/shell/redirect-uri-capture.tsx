'use client';

import { useEffect } from 'react';
import {
  allowedRedirectUri,
  REDIRECT_URI_STORAGE_KEY,
  type RedirectPolicy,
} from '@/lib/security/redirect-uri';

/** Stores an allowed `redirect_uri` query parameter in local storage under `redirect_uri`, for the mobile app's hand-off. */
export function RedirectUriCapture(policy: RedirectPolicy) {
  const { appUrl, appSchemes } = policy;
  useEffect(() => {
    const raw = new URLSearchParams(window.location.search).get('redirect_uri');
    const allowed = allowedRedirectUri(raw, { appUrl, appSchemes });
    if (!allowed) return;
    try {
      window.localStorage.setItem(REDIRECT_URI_STORAGE_KEY, allowed);
    } catch {
      // storage blocked (private mode): nothing to keep
    }
  }, [appUrl, appSchemes]);
  return null;
}
