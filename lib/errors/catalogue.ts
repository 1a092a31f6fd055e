/**
 * The error catalogue — the only place a code number or HTTP status is spelled.
 * Server code throws `new AppError('TITLE')`; the UI renders `errors.<TITLE>` from messages.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_ERROR: { code: 1001, status: 400, message: 'Validation error' },
  INTERNAL_SERVER_ERROR: { code: 1002, status: 500, message: 'Internal server error' },
  NOT_FOUND: { code: 1003, status: 404, message: 'Not found' },
  UNAUTHORIZED_ACCESS: { code: 1004, status: 401, message: 'Unauthorized access' },
  FORBIDDEN: { code: 1005, status: 403, message: 'Forbidden' },
  BAD_REQUEST: { code: 1006, status: 400, message: 'Bad request' },
  TOO_MANY_REQUESTS: { code: 1007, status: 429, message: 'Too many requests' },
  SERVICE_UNAVAILABLE: { code: 1008, status: 503, message: 'Service unavailable' },
  /** A call to the separate API deployment (API_URL) outlasted API_TIMEOUT_MS (server/api/in-process.ts). */
  GATEWAY_TIMEOUT: { code: 1009, status: 504, message: 'Gateway timeout' },
  CONFLICT: { code: 1010, status: 409, message: 'Conflict' },
  /**
   * Unused on purpose: it would tell anyone which addresses have an account. Sign-in answers
   * INVALID_CREDENTIALS and forgot-password the same success for every address.
   */
  USER_NOT_FOUND: { code: 1101, status: 404, message: 'No account exists with your email' },
  USER_INACTIVE: { code: 1102, status: 403, message: "You don't have a valid account" },
  INVALID_CREDENTIALS: { code: 1103, status: 401, message: 'Email or password is invalid' },
  EMAIL_ALREADY_VERIFIED: { code: 1104, status: 403, message: 'Email already verified' },
  EMAIL_NOT_VERIFIED: { code: 1105, status: 403, message: 'Email not verified' },
  EMAIL_ALREADY_EXISTS: { code: 1106, status: 409, message: 'Email already exists' },
  EMAIL_INVALID: { code: 1107, status: 400, message: 'Email is not valid' },
  EMAIL_RATE_LIMIT: {
    code: 1108,
    status: 429,
    message: 'Email rate limit exceeded, please try again later',
  },
  EMAIL_NOT_SENT: { code: 1109, status: 500, message: 'Email could not be sent' },
  /** The `code` of the success envelopes of resend-verification-email and forgot-password. */
  EMAIL_SENT_SUCCESSFULLY: { code: 1110, status: 200, message: 'Email sent successfully' },
  /**
   * The `code` of `DELETE /auth/test-user`'s success envelope, answered with HTTP 200: the
   * deletion succeeded, and a 403 would read as a refusal to every client and proxy. The 403
   * here is the code's historical status and is not sent. (A deleted test account is gone for
   * good, so its next sign-in is INVALID_CREDENTIALS like any unknown address.)
   */
  TEST_USER_DELETED: { code: 1111, status: 403, message: 'Test user deleted' },
  /** `DELETE /auth/test-user` for a `regular` or `beta` account: refused, the account kept. */
  EMAIL_NOT_TEST_USER: { code: 1112, status: 403, message: 'Email is not a test user' },
  /** `DELETE /auth/test-user` for an address without an account. */
  TEST_USER_NOT_FOUND: { code: 1113, status: 404, message: 'Test user not found' },
  PROFILE_ALREADY_FINISHED: { code: 1114, status: 400, message: 'Profile already finished' },
  ACCESS_TOKEN_EXPIRED: { code: 1201, status: 401, message: 'Access token expired' },
  REFRESH_TOKEN_EXPIRED: { code: 1202, status: 401, message: 'Refresh token expired' },
  REFRESH_TOKEN_INVALID: { code: 1203, status: 401, message: 'Refresh token invalid' },
  LOGIN_SESSION_EXPIRED: { code: 1204, status: 401, message: 'Login session expired' },
  VERIFICATION_TOKEN_EXPIRED: { code: 1301, status: 403, message: 'Verification code expired' },
  VERIFICATION_TOKEN_INVALID: { code: 1302, status: 403, message: 'Verification code invalid' },
  RESET_PASSWORD_TOKEN_EXPIRED: { code: 1401, status: 403, message: 'Reset link expired' },
  RESET_PASSWORD_TOKEN_INVALID: { code: 1402, status: 403, message: 'Reset link invalid' },
  /** The `code` of `POST /auth/change-password`'s success envelope. */
  PASSWORD_CHANGED_SUCCESSFULLY: {
    code: 1404,
    status: 200,
    message: 'Password changed successfully',
  },
  PASSWORD_CHANGE_FAILED: { code: 1405, status: 400, message: 'Password change failed' },
  /**
   * Unused: it names a microservice this product does not have. A separate API deployment that
   * is down answers SERVICE_UNAVAILABLE (503), one that is slow GATEWAY_TIMEOUT; a 500 would
   * tell clients not to retry. Kept so the code is never given to something else.
   */
  TURBO_MICROSERVICE_DOWN: { code: 1501, status: 500, message: 'Service is down' },
  /** 2001–2003: the browser's own failures (lib/api/session-client.ts), never sent by the API. */
  OFFLINE: { code: 2001, status: 503, message: 'Offline' },
  NETWORK_ERROR: { code: 2002, status: 503, message: 'Network error' },
  TIMEOUT_ERROR: { code: 2003, status: 504, message: 'Request timed out' },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type ErrorTitle = keyof typeof ERROR_CATALOGUE;

export const SUCCESS_CODE = 2000;

/**
 * The catalogue's status-200 entries: the code of a success envelope that says what it did
 * (`POST /auth/resend-verification-email`, `/auth/forgot-password`: EMAIL_SENT_SUCCESSFULLY;
 * `/auth/change-password`: PASSWORD_CHANGED_SUCCESSFULLY). Every other success is SUCCESS_CODE.
 */
export type SuccessTitle =
  'EMAIL_SENT_SUCCESSFULLY' | 'PASSWORD_CHANGED_SUCCESSFULLY' | 'TEST_USER_DELETED';

export const ERROR_TITLES = Object.keys(ERROR_CATALOGUE) as ErrorTitle[];

const BY_CODE = new Map<number, ErrorTitle>(ERROR_TITLES.map((t) => [ERROR_CATALOGUE[t].code, t]));

export function titleForCode(code: number): ErrorTitle | undefined {
  return BY_CODE.get(code);
}

export function isErrorTitle(value: string): value is ErrorTitle {
  return Object.hasOwn(ERROR_CATALOGUE, value);
}

/** One field problem: `message` is a translation key (e.g. `validation.password.min`). */
export interface ErrorDetail {
  key: string;
  message: string;
  params?: Record<string, string | number>;
}

export interface ErrorBody {
  code: number;
  title: ErrorTitle;
  message: string;
  details?: ErrorDetail[];
  requestId?: string;
}

export type Envelope<T> =
  | {
      success: true;
      code: typeof SUCCESS_CODE | (typeof ERROR_CATALOGUE)[SuccessTitle]['code'];
      data: T;
    }
  | { success: false; error: ErrorBody };
