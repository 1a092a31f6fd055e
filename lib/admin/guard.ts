import type { AdminSection } from '@/lib/auth/permissions';
import type { UserState } from '@/lib/auth/user-state';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/site/urls';
import { isAdminPath } from './locale';
import { canSee } from './sections';

/**
 * What the server knows of the visitor of an admin page:
 * - `signed-out`: no session cookie;
 * - `ended`: a session cookie whose sign-in is over (revoked, past its end, account no longer
 *   active, token not ours) — the visitor is signed out, but the cookie must go first;
 * - `live`: a sign-in the API would still accept, with the account's permissions.
 */
export type AdminVisitor =
  | { kind: 'signed-out' }
  | { kind: 'ended' }
  | { kind: 'live'; state: UserState; permissions: readonly string[] };

function signinPath(returnTo: string, locale: Locale): string {
  return localizedPath(locale, `/signin?${new URLSearchParams({ redirect: returnTo })}`);
}

/**
 * Where an admin page sends its visitor, or null to render it. In order: signed out → sign-in
 * with this page as the return address; an ended sign-in → /logout (which clears the cookie),
 * then the same sign-in; unverified → /verify; profile incomplete → /profile-setup; no
 * permission at all → /dashboard; no `view_<section>` → /admin/welcome. The site's pages are
 * in the admin's language.
 */
export function adminGuardTarget(
  visitor: AdminVisitor,
  section: AdminSection | null,
  returnTo: string,
  locale: Locale,
): string | null {
  if (visitor.kind === 'signed-out') return signinPath(returnTo, locale);
  if (visitor.kind === 'ended') {
    const query = new URLSearchParams({ redirect_uri: signinPath(returnTo, locale) });
    return localizedPath(locale, `/logout?${query}`);
  }
  if (visitor.state === 'UNAUTHENTICATED') return signinPath(returnTo, locale);
  if (visitor.state === 'AWAITING_VERIFICATION') return localizedPath(locale, '/verify');
  if (visitor.state === 'PROFILE_INCOMPLETE') return localizedPath(locale, '/profile-setup');
  if (visitor.permissions.length === 0) return localizedPath(locale, '/dashboard');
  if (!canSee(visitor.permissions, section)) return '/admin/welcome';
  return null;
}

/** Request header (set by proxy.ts on admin paths) holding the page's return address. */
export const ADMIN_PATH_HEADER = 'x-safqa-admin-path';

/** The admin address to come back to: the path and query, without Next's `_rsc` marker. */
export function adminReturnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('_rsc');
  const query = params.toString();
  return isAdminPath(pathname) ? `${pathname}${query ? `?${query}` : ''}` : '/admin';
}
