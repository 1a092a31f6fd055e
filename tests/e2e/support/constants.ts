/** Shared by playwright.config.ts and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
/** The app's APP_URL in e2e: mailed links and OAuth callbacks point here (Chromium resolves *.localhost). */
export const APP_ORIGIN = `http://safqa.localhost:${E2E_PORT}`;
/** Lets specs open the session cookie to check what it holds. */
export const E2E_SESSION_SECRET = 'e2e-session-secret-not-for-production-0123456789';
/** The fixtures server (tests/e2e/support/auth-fixtures.mjs): captured mail, provider identity. */
export const FIXTURES_API = 'http://127.0.0.1:3126';
export const OIDC_ISSUER = 'http://127.0.0.1:3190';
export const APPLE_FRONT = 'http://127.0.0.1:3191';
/** The app server's movable clock in e2e (tests/e2e/support/server-clock.mjs). */
export const SERVER_CLOCK_API = `http://127.0.0.1:${process.env.E2E_CLOCK_PORT || 3127}`;
