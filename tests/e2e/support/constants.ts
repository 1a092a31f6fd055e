/**
 * Shared by playwright.config.ts and the specs.
 *
 * Each Playwright worker has its own app server, with its own data folder, movable clock, mail
 * capture and OpenID provider: an "instance". Instance i listens on instance 0's ports plus
 * 10 × i (no two instances' ports meet below ten instances, and none is a port browsers and
 * fetch refuse, such as 4190), and a worker uses the instance of its parallel index
 * (TEST_PARALLEL_INDEX, set by Playwright in the worker before this module loads; 0 in the
 * runner and outside Playwright).
 */
export const E2E_WORKERS = Math.min(9, Math.max(1, Number(process.env.E2E_WORKERS || 2)));

/** The ports of instance `i`. */
function instancePorts(i: number) {
  const shift = 10 * i;
  return {
    app: Number(process.env.E2E_PORT || 3100) + shift,
    /** The app server's movable clock (tests/e2e/support/server-clock.mjs). */
    clock: 3127 + shift,
    /** The SMTP capture the app sends its mail to (tests/e2e/support/auth-fixtures.mjs)… */
    smtp: 3125 + shift,
    /** …and its HTTP API: captured mail, the provider's next identity. */
    api: 3126 + shift,
    /** The local OpenID provider standing in for Google, Apple and Facebook. */
    oidc: 3190 + shift,
    /** Apple's form_post front door. */
    appleFront: 3191 + shift,
    /** Facebook's Graph API stand-in (`/me`), over the same provider's tokens. */
    facebookGraph: 3192 + shift,
  };
}

/** Where instance `i`'s pieces are reached, by the specs and by its app server's settings. */
export function instanceAddresses(i: number) {
  const ports = instancePorts(i);
  return {
    ports,
    /** The app's APP_URL in e2e: mailed links and OAuth callbacks point here (Chromium resolves *.localhost). */
    appOrigin: `http://safqa.localhost:${ports.app}`,
    /** The fixtures server (tests/e2e/support/auth-fixtures.mjs): captured mail, provider identity. */
    fixturesApi: `http://127.0.0.1:${ports.api}`,
    smtpUrl: `smtp://127.0.0.1:${ports.smtp}`,
    oidcIssuer: `http://127.0.0.1:${ports.oidc}`,
    appleFront: `http://127.0.0.1:${ports.appleFront}`,
    facebookGraph: `http://127.0.0.1:${ports.facebookGraph}`,
    /** The app server's movable clock in e2e (tests/e2e/support/server-clock.mjs). */
    serverClockApi: `http://127.0.0.1:${ports.clock}`,
  };
}

const own = instanceAddresses(Number(process.env.TEST_PARALLEL_INDEX || 0));
export const E2E_PORT = own.ports.app;
export const APP_ORIGIN = own.appOrigin;
/** Lets specs open the session cookie to check what it holds. */
export const E2E_SESSION_SECRET = 'e2e-session-secret-not-for-production-0123456789';
export const FIXTURES_API = own.fixturesApi;
export const SMTP_URL = own.smtpUrl;
export const SERVER_CLOCK_API = own.serverClockApi;

/**
 * The test browser's flags (playwright.config.ts, and specs that launch a browser of their own).
 * No outside host resolves: nothing a test does can reach the internet (store sites, fonts,
 * videos); routed requests are answered before resolving; localhost, *.localhost and 127.0.0.1
 * are this machine's test servers.
 */
export const CHROMIUM_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
