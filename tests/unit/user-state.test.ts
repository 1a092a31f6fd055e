import { deriveUserState, isProfileComplete } from '@/lib/auth/user-state';

const complete = {
  isEmailVerified: true,
  firstName: 'Layla',
  lastName: 'Haddad',
  sex: 'FEMALE' as const,
  birthDate: '1994-03-17',
  country: 'jo',
};
const tokens = { accessToken: 'a', refreshToken: 'r' };

describe('deriveUserState', () => {
  it('UNAUTHENTICATED without a user or with a token missing', () => {
    expect(deriveUserState(null, tokens)).toBe('UNAUTHENTICATED');
    expect(deriveUserState(complete, null)).toBe('UNAUTHENTICATED');
    expect(deriveUserState(complete, { accessToken: 'a' })).toBe('UNAUTHENTICATED');
    expect(deriveUserState(complete, { refreshToken: 'r' })).toBe('UNAUTHENTICATED');
  });

  it('AWAITING_VERIFICATION while the email is not verified, whatever else is filled', () => {
    expect(deriveUserState({ ...complete, isEmailVerified: false }, tokens)).toBe(
      'AWAITING_VERIFICATION',
    );
  });

  it.each(['firstName', 'lastName', 'sex', 'birthDate', 'country'] as const)(
    'PROFILE_INCOMPLETE without %s',
    (field) => {
      const user = { ...complete, [field]: null };
      expect(isProfileComplete(user)).toBe(false);
      expect(deriveUserState(user, tokens)).toBe('PROFILE_INCOMPLETE');
    },
  );

  it('AUTHENTICATED only with everything present', () => {
    expect(deriveUserState(complete, tokens)).toBe('AUTHENTICATED');
  });
});
