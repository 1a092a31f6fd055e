import {
  allowedRedirectUri,
  REDIRECT_URI_STORAGE_KEY,
  type RedirectPolicy,
} from '@/lib/security/redirect-uri';

declare global {
  interface Window {
    /** The bridge of the mobile app's WebView (react-native-webview). */
    ReactNativeWebView?: { postMessage?: (message: string) => void };
    /** Set by the mobile app's shell when it has no bridge of its own. */
    __SAFQA_MOBILE_APP__?: boolean;
  }
}

/**
 * The `client` query value the browser extension opens /mobile-app-loading with: the page then
 * posts the hand-off id to its own window for the extension's content script.
 */
export const EXTENSION_CLIENT = 'extension';

/** True inside the Safqa mobile app's WebView. */
export function isMobileShell(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    typeof window.ReactNativeWebView?.postMessage === 'function' ||
    window.__SAFQA_MOBILE_APP__ === true
  );
}

/**
 * Sends `message` (as JSON) to the mobile app. A failed send is logged to the console and
 * reported as false; the page goes on without it.
 */
export function sendToMobileShell(message: object): boolean {
  try {
    const bridge = typeof window === 'undefined' ? undefined : window.ReactNativeWebView;
    if (typeof bridge?.postMessage !== 'function') throw new Error('no ReactNativeWebView bridge');
    bridge.postMessage(JSON.stringify(message));
    return true;
  } catch (error) {
    console.warn('Mobile-bridge send failed', error);
    return false;
  }
}

/** The stored `redirect_uri` (see RedirectUriCapture), or null; storage may be blocked. */
export function storedRedirectUri(): string | null {
  try {
    return window.localStorage.getItem(REDIRECT_URI_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Where to send the browser now: the `redirect_uri` of the query, else the stored one, whichever
 * first passes the allowlist. The stored value is used up (removed) either way.
 */
export function takeRedirectUri(fromQuery: string | null, policy: RedirectPolicy): string | null {
  const stored = storedRedirectUri();
  try {
    window.localStorage.removeItem(REDIRECT_URI_STORAGE_KEY);
  } catch {
    // storage blocked: nothing was kept
  }
  return allowedRedirectUri(fromQuery, policy) ?? allowedRedirectUri(stored, policy);
}

/** A URL of an app scheme (`safqa://…`): neither a path on the site nor http(s). */
export function isAppSchemeUrl(target: string): boolean {
  if (target.startsWith('/')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1]?.toLowerCase();
  return Boolean(scheme) && scheme !== 'http' && scheme !== 'https';
}
