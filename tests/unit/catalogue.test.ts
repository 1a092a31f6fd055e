import { ERROR_CATALOGUE, ERROR_TITLES, titleForCode } from '@/lib/errors/catalogue';

// The catalogue, written out once more here on purpose: the test fails when the table drifts.
const SPEC: [string, number, number][] = [
  ['VALIDATION_ERROR', 1001, 400],
  ['INTERNAL_SERVER_ERROR', 1002, 500],
  ['NOT_FOUND', 1003, 404],
  ['UNAUTHORIZED_ACCESS', 1004, 401],
  ['FORBIDDEN', 1005, 403],
  ['BAD_REQUEST', 1006, 400],
  ['TOO_MANY_REQUESTS', 1007, 429],
  ['SERVICE_UNAVAILABLE', 1008, 503],
  ['GATEWAY_TIMEOUT', 1009, 504],
  ['CONFLICT', 1010, 409],
  ['USER_NOT_FOUND', 1101, 404],
  ['USER_INACTIVE', 1102, 403],
  ['INVALID_CREDENTIALS', 1103, 401],
  ['EMAIL_ALREADY_VERIFIED', 1104, 403],
  ['EMAIL_NOT_VERIFIED', 1105, 403],
  ['EMAIL_ALREADY_EXISTS', 1106, 409],
  ['EMAIL_INVALID', 1107, 400],
  ['EMAIL_RATE_LIMIT', 1108, 429],
  ['EMAIL_NOT_SENT', 1109, 500],
  ['EMAIL_SENT_SUCCESSFULLY', 1110, 200],
  ['TEST_USER_DELETED', 1111, 403],
  ['EMAIL_NOT_TEST_USER', 1112, 403],
  ['TEST_USER_NOT_FOUND', 1113, 404],
  ['PROFILE_ALREADY_FINISHED', 1114, 400],
  ['ACCESS_TOKEN_EXPIRED', 1201, 401],
  ['REFRESH_TOKEN_EXPIRED', 1202, 401],
  ['REFRESH_TOKEN_INVALID', 1203, 401],
  ['LOGIN_SESSION_EXPIRED', 1204, 401],
  ['VERIFICATION_TOKEN_EXPIRED', 1301, 403],
  ['VERIFICATION_TOKEN_INVALID', 1302, 403],
  ['RESET_PASSWORD_TOKEN_EXPIRED', 1401, 403],
  ['RESET_PASSWORD_TOKEN_INVALID', 1402, 403],
  ['PASSWORD_CHANGED_SUCCESSFULLY', 1404, 200],
  ['PASSWORD_CHANGE_FAILED', 1405, 400],
  ['TURBO_MICROSERVICE_DOWN', 1501, 500],
  ['OFFLINE', 2001, 503],
  ['NETWORK_ERROR', 2002, 503],
  ['TIMEOUT_ERROR', 2003, 504],
];

describe('error catalogue', () => {
  it.each(SPEC)('%s is code %i with HTTP %i', (title, code, status) => {
    const entry = ERROR_CATALOGUE[title as keyof typeof ERROR_CATALOGUE];
    expect(entry).toMatchObject({ code, status });
    expect(titleForCode(code)).toBe(title);
  });

  it('has exactly the listed entries', () => {
    expect([...ERROR_TITLES].sort()).toEqual(SPEC.map(([t]) => t).sort());
  });

  it('has unique codes', () => {
    const codes = ERROR_TITLES.map((t) => ERROR_CATALOGUE[t].code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
