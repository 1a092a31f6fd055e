// Shapes of the user and role resources as the back-office reads them (docs/admin.md).

import type { RoleResource } from '@/lib/validation/role';
import type { UserDetails as UserDetailsDto, UserResource } from '@/lib/validation/user-admin';

export {
  ACCOUNT_STATUSES,
  EDITABLE_STATUSES,
  USER_TYPES,
  type AccountStatus,
} from '@/lib/validation/user-admin';
export type UserType = UserResource['userType'];

export type AdminRole = RoleResource;
export type AdminUser = UserResource;
/** GET /user/{id}/details */
export type UserDetails = UserDetailsDto;
export type UserSession = UserDetails['sessions'][number];
/** An account named in another's details (inviter, invitees). */
export type UserRef = Pick<AdminUser, 'id' | 'email' | 'firstName' | 'lastName'>;

/** A page of GET /{resource}. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export const USER_QUERY_KEY = ['admin', 'user'] as const;
export const ROLE_QUERY_KEY = ['admin', 'role'] as const;

/** "First Last", or the email when the account has no name. */
export function displayName(user: {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}
