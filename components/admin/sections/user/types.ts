// Shapes of the user and role resources as the back-office reads them (docs/admin.md).

export const ACCOUNT_STATUSES = ['active', 'inactive', 'suspended', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const USER_TYPES = ['regular', 'test', 'beta'] as const;
export type UserType = (typeof USER_TYPES)[number];

export interface AdminRole {
  id: string;
  name: string;
  permissions: string[];
  userCount?: number;
  createdAt?: string;
  updatedAt?: string;
  deletedAt?: string | null;
}

export interface AdminUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  country: string | null;
  status: AccountStatus;
  userType: UserType;
  isEmailVerified: boolean;
  roleIds?: string[];
  roles?: { id: string; name: string }[];
  createdAt: string;
  updatedAt?: string;
  lastLoginAt?: string | null;
  deletedAt?: string | null;
}

export interface UserSession {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt?: string | null;
  revokedAt?: string | null;
  endedAt?: string | null;
}

export interface UserRef {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  createdAt?: string;
}

/** GET /user/{id}/details */
export interface UserDetails {
  sessions: UserSession[];
  invitees: UserRef[];
  inviter: UserRef | null;
  roles: { id: string; name: string; permissions?: string[] }[];
}

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
