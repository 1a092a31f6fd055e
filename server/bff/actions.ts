// The named handlers under /api/session/{name}: which main-API call each one makes, and
// whether it needs a session.

type Access = 'public' | 'session';

export interface Action {
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT';
  /** Main-API path; a function when it depends on the body. */
  path: string | ((body: Record<string, unknown>) => string);
  apiMethod?: string;
  access: Access;
  /** Send the JSON body on (default for POST/PATCH/PUT). */
  body?: boolean;
  /** Pass the OAuth flow's browser-binding cookie on (and remove it: it is single use). */
  oauthBinding?: boolean;
  /** Pass the browser's device cookie on as `X-Device-Token` (a password check). */
  deviceToken?: boolean;
}

/** The named handlers under /api/session/{name} (the main API's auth calls, seen from the site). */
export const ACTIONS: Record<string, Action> = {
  // POST /api/session/login — email + password; the session is stored, tokens stay here
  login: { method: 'POST', path: '/auth/login', access: 'public', deviceToken: true },
  // POST /api/session/register — create the account; the session is stored
  register: { method: 'POST', path: '/auth/register', access: 'public' },
  // POST /api/session/forgot-password — mail a reset link
  'forgot-password': { method: 'POST', path: '/auth/forgot-password', access: 'public' },
  // POST /api/session/reset-password — token + new password; signs in
  'reset-password': { method: 'POST', path: '/auth/reset-password', access: 'public' },
  // POST /api/session/oauth-session — redeem the one-time id of the OAuth callback
  'oauth-session': {
    method: 'POST',
    path: (b) => `/auth/oauth-session/${encodeURIComponent(String(b.id ?? ''))}`,
    apiMethod: 'GET',
    access: 'public',
    body: false,
    oauthBinding: true,
  },
  // POST /api/session/verify — the 5-digit code
  verify: { method: 'POST', path: '/auth/verify-email', access: 'session' },
  // POST /api/session/resend — mail a new code
  resend: {
    method: 'POST',
    path: '/auth/resend-verification-email',
    access: 'session',
    body: false,
  },
  // POST /api/session/complete-profile — names, sex, birth date, country
  'complete-profile': { method: 'POST', path: '/auth/complete-profile', access: 'session' },
  // POST /api/session/change-password — current, new, confirm
  'change-password': {
    method: 'POST',
    path: '/auth/change-password',
    access: 'session',
    deviceToken: true,
  },
  // GET /api/session/profile — the user, fresh from the API (merged into the session)
  profile: { method: 'GET', path: '/auth/profile', access: 'session' },
  // GET /api/session/permissions — {hasAccess, permissions}
  permissions: { method: 'GET', path: '/auth/permissions', access: 'session' },
  // GET /api/session/invites — invite code and invitees
  invites: { method: 'GET', path: '/auth/invites', access: 'session' },
  // DELETE /api/session/account — schedule the account's deletion
  account: { method: 'DELETE', path: '/user/me', access: 'session' },
  // POST /api/session/handoff — one-time id for the mobile shell (no token reaches the page)
  handoff: { method: 'POST', path: '/auth/handoff', access: 'session', body: false },
};
