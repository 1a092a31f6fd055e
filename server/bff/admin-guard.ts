import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { ADMIN_PATH_HEADER, adminGuardTarget, type AdminVisitor } from '@/lib/admin/guard';
import { ADMIN_LANG_COOKIE, adminLocaleOf } from '@/lib/admin/locale';
import type { AdminSection } from '@/lib/auth/permissions';
import type { PublicUser } from '@/lib/auth/user-state';
import type { Locale } from '@/lib/i18n/routing';
import { getDatabase } from '../db';
import { permissionsOf } from '../services/auth/permissions';
import { bffAuthConfig, currentSession } from './current-session';
import { findLiveSignIn } from './live-sign-in';

/** What an admin page knows of its staff member once the guard let them in. */
export interface AdminAccess {
  user: PublicUser;
  permissions: string[];
}

type Lookup = { visitor: AdminVisitor; access: AdminAccess | null };

/**
 * The visitor of this request, checked against the database once per request (the layout and
 * the page share it). Server components cannot renew tokens, and must never rotate the refresh
 * token (the browser would keep the old one and be signed out), so the access token is only
 * read for its user and sign-in — expired or not — and the sign-in's liveness, the account's
 * status and its permissions come from the database, as the API would see them.
 */
const lookUpVisitor = cache(async (): Promise<Lookup> => {
  const { session, state, signIn } = await currentSession();
  if (!session) return { visitor: { kind: 'signed-out' }, access: null };
  const ended: Lookup = { visitor: { kind: 'ended' }, access: null };

  const { db } = await getDatabase();
  // The sign-in the session check already read; asked again only when that check could not
  // reach the database (this time a failure is the page's error, not a signed-out visitor).
  const row = signIn ?? (await findLiveSignIn(db, bffAuthConfig(), session));
  if (!row) return ended;

  const { permissions } = await permissionsOf(db, row.user.id);
  // The names and email as they are now (an admin may have changed them since sign-in).
  const user: PublicUser = {
    ...session.user,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
  };
  return { visitor: { kind: 'live', state, permissions }, access: { user, permissions } };
});

/** The admin's language (cookie `safqa_admin_lang`, English by default). */
export async function adminLocale(): Promise<Locale> {
  return adminLocaleOf((await cookies()).get(ADMIN_LANG_COOKIE)?.value);
}

/**
 * Where this request's visitor must go before seeing `section` (null: any staff member), or
 * null when they may stay.
 */
async function guardTarget(section: AdminSection | null) {
  const { visitor, access } = await lookUpVisitor();
  const returnTo = (await headers()).get(ADMIN_PATH_HEADER) ?? '/admin';
  return { target: adminGuardTarget(visitor, section, returnTo, await adminLocale()), access };
}

/**
 * For the admin layout: everything but the section check (the layout cannot know the section).
 * Run there, a redirect is a real HTTP redirect: the layout renders before the pages' loading
 * boundary starts streaming, where a page's redirect can only happen in the browser.
 */
export async function guardAdminLayout(): Promise<AdminAccess> {
  const { target, access } = await guardTarget(null);
  if (target || !access) redirect(target ?? '/admin');
  return access;
}

/**
 * First call of every admin page (a layout is not re-rendered between its pages, so it cannot
 * be the only check): redirects anyone who may not see `section` (null: any staff member), see
 * adminGuardTarget for where to; returns the staff member and permissions otherwise.
 */
export async function guardAdminPage(section: AdminSection | null): Promise<AdminAccess> {
  const { target, access } = await guardTarget(section);
  if (target || !access) redirect(target ?? '/admin/welcome');
  return access;
}
