/** The user as the API returns it (no secrets). */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  sex: 'MALE' | 'FEMALE' | null;
  birthDate: string | null;
  country: string | null;
  isEmailVerified: boolean;
  status: 'active' | 'inactive' | 'suspended' | 'deleted';
  userType: 'regular' | 'test' | 'beta';
  locale: string;
  inviteCode: string;
  hasPassword: boolean;
  deletionRequestedAt: string | null;
  createdAt: string;
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

export type UserState =
  'UNAUTHENTICATED' | 'AWAITING_VERIFICATION' | 'PROFILE_INCOMPLETE' | 'AUTHENTICATED';

type StateUser = Pick<
  PublicUser,
  'isEmailVerified' | 'firstName' | 'lastName' | 'sex' | 'birthDate' | 'country'
>;

export function isProfileComplete(user: StateUser): boolean {
  return Boolean(user.firstName && user.lastName && user.sex && user.birthDate && user.country);
}

/**
 * Derived locally from the stored user and tokens, never stored: no user or a token missing →
 * UNAUTHENTICATED; e-mail not verified → AWAITING_VERIFICATION; a profile field missing →
 * PROFILE_INCOMPLETE; else AUTHENTICATED, the only state that counts as signed in.
 */
export function deriveUserState(
  user: StateUser | null | undefined,
  tokens: Partial<AuthTokens> | null | undefined,
): UserState {
  if (!user || !tokens?.accessToken || !tokens.refreshToken) return 'UNAUTHENTICATED';
  if (!user.isEmailVerified) return 'AWAITING_VERIFICATION';
  if (!isProfileComplete(user)) return 'PROFILE_INCOMPLETE';
  return 'AUTHENTICATED';
}
