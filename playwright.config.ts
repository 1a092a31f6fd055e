import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  E2E_PORT,
  E2E_SESSION_SECRET,
  E2E_WORKERS,
  instanceAddresses,
} from './tests/e2e/support/constants';

const oidc = (name: string, issuer: string, authorize = `${issuer}/authorize`) => ({
  [`OAUTH_${name}_CLIENT_ID`]: `safqa-${name.toLowerCase()}`,
  [`OAUTH_${name}_CLIENT_SECRET`]: `${name.toLowerCase()}-secret`,
  [`OAUTH_${name}_ISSUER`]: issuer,
  [`OAUTH_${name}_AUTHORIZATION_URL`]: authorize,
  [`OAUTH_${name}_TOKEN_URL`]: `${issuer}/token`,
  [`OAUTH_${name}_JWKS_URL`]: `${issuer}/jwks`,
});

/**
 * Facebook is plain OAuth (no ID token, no issuer): the same local provider's authorization and
 * token endpoints, and who signed in from a Graph-like `/me` (tests/e2e/support/auth-fixtures.mjs).
 */
const facebook = (issuer: string, graph: string) => ({
  OAUTH_FACEBOOK_CLIENT_ID: 'safqa-facebook',
  OAUTH_FACEBOOK_CLIENT_SECRET: 'facebook-secret',
  OAUTH_FACEBOOK_AUTHORIZATION_URL: `${issuer}/authorize`,
  OAUTH_FACEBOOK_TOKEN_URL: `${issuer}/token`,
  OAUTH_FACEBOOK_USERINFO_URL: `${graph}/me?fields=id,email`,
});

// One app server per worker, each with its own data, clock, mail capture and OpenID provider
// (tests/e2e/support/constants.ts): specs that move the server clock, count rows or use up a
// rate limit cannot meet another worker's.
const instances = Array.from({ length: E2E_WORKERS }, (_, i) => instanceAddresses(i));

/** What differs from one instance's app server to the next. */
function instanceEnv(instance: ReturnType<typeof instanceAddresses>) {
  return {
    // APP_URL's host differs from Next's own origin (http://localhost:<port>) as in production,
    // where Next would otherwise turn the subdomain redirect's absolute Location into a relative one.
    APP_URL: instance.appOrigin,
    // The short-link domain: its bare `/{slug}` paths are short links (short-links.spec).
    LINK_DOMAIN: `http://go.localhost:${instance.ports.app}`,
    SMTP_URL: instance.smtpUrl,
    E2E_CLOCK_PORT: String(instance.ports.clock),
    ...oidc('GOOGLE', instance.oidcIssuer),
    ...oidc('APPLE', instance.oidcIssuer, `${instance.appleFront}/authorize`),
    ...facebook(instance.oidcIssuer, instance.facebookGraph),
  };
}

// The specs that start app servers of their own (PostgreSQL and Redis; ten at once): alone, after
// the others, so that their start-up timeouts are not spent waiting for the CPU.
const OWN_SERVERS = /(multi-process|read-only|previews)\.spec\.ts/;
/** The browser of both desktop projects. */
const DESKTOP = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  locale: 'ar',
};

// Real Chromium from Debian (/usr/bin/chromium), the built app on its own ports and data folders.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: 0,
  // E2E_JSON_REPORT=<file> also writes the JSON report (CI reads its skipped tests: scripts/check-skipped.mjs).
  // The list reporter everywhere: it prints each failure's error and steps again after the run,
  // where the end of a long CI log shows it (the line reporter printed them only inline).
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : 'list',
  timeout: 30_000,
  use: {
    // The worker's own app server (a worker loads this file with its TEST_PARALLEL_INDEX set).
    baseURL: `http://localhost:${E2E_PORT}`,
    // No trace by default: recording one for every test (to keep a failed test's) cost the suite
    // about a sixth of its time. E2E_TRACE=retain-on-failure keeps a failed test's DOM snapshots
    // (re-run the failing spec with it); E2E_TRACE=on keeps every test's, with screenshots.
    trace:
      process.env.E2E_TRACE === 'on'
        ? 'on'
        : process.env.E2E_TRACE === 'retain-on-failure'
          ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
          : 'off',
    // Debian's headless shell: the same Chromium build without the browser's UI, Playwright's own
    // choice for headless runs (lighter to start and to run than /usr/bin/chromium).
    launchOptions: {
      executablePath: '/usr/bin/chromium-headless-shell',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: DESKTOP,
      testIgnore: [/.*\.mobile\.spec\.ts/, OWN_SERVERS],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, locale: 'ar' },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
    {
      name: 'own-servers',
      use: DESKTOP,
      testMatch: OWN_SERVERS,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
    },
  ],
  webServer: [
    {
      // SMTP capture, a local OpenID provider (Google, Apple) and Apple's form_post front.
      command: 'node tests/e2e/support/auth-fixtures.mjs',
      wait: { stdout: /e2e fixtures ready/ },
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_FIXTURES: JSON.stringify(instances.map((instance) => instance.ports)) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      wait: { stdout: /e2e servers ready/ },
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        E2E_INSTANCES: JSON.stringify(
          instances.map((instance) => ({ port: instance.ports.app, env: instanceEnv(instance) })),
        ),
        NEXT_TELEMETRY_DISABLED: '1',
        SESSION_SECRET: E2E_SESSION_SECRET,
        // The specs stand in for a load balancer on loopback: the X-Forwarded-For they send
        // (abuse-limits.spec, support/account.ts) names the client, as behind a real one.
        TRUSTED_PROXIES: '127.0.0.0/8,::1',
      },
    },
  ],
});
