import type { Locale } from './routing';

/**
 * The namespaces every message-formatting client component gets (the rest stays on the server).
 * The error view's strings travel separately (components/shell/error-texts.tsx).
 */
export const SHELL_NAMESPACES = ['common', 'language'] as const;
/** What the account screens add: their own texts and every error message. */
export const ACCOUNT_NAMESPACES = [
  'auth',
  'signin',
  'signup',
  'forgot',
  'reset',
  'verify',
  'profileSetup',
  'oauthCallback',
  'logout',
  'mobileApp',
  'dashboard',
  'tracking',
  'priceHistory',
  'changePassword',
  'deleteAccount',
  'errors',
  'fieldErrors',
  'validation',
] as const;

/**
 * A product page: the price chart and the "track this price" form (its submit button's
 * "please wait" is in `auth`, its refusals in the error namespaces).
 */
export const PRODUCT_NAMESPACES = [
  'priceHistory',
  'tracking',
  'auth',
  'errors',
  'fieldErrors',
  'validation',
] as const;

/** The post-install tour (/installed). */
export const TOUR_NAMESPACES = ['installed'] as const;
/** The uninstall feedback form: its texts, the submit button's "please wait" and error messages. */
export const UNINSTALL_NAMESPACES = ['uninstall', 'auth', 'errors', 'validation'] as const;

/** The chosen namespaces of a locale's catalogue, for a NextIntlClientProvider. */
export async function clientMessages(
  locale: Locale,
  namespaces: readonly string[],
): Promise<Record<string, unknown>> {
  const all = (await import(`../../messages/${locale}.json`)).default as Record<string, unknown>;
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]]));
}
