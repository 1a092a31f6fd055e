import { defineConfig, devices } from '@playwright/test';
import {
  APPLE_FRONT,
  E2E_PORT,
  E2E_SESSION_SECRET,
  FIXTURES_API,
  OIDC_ISSUER,
} from './tests/e2e/support/constants';

const PORT = E2E_PORT;
const OIDC = OIDC_ISSUER;
const oidc = (name: string, authorize = `${OIDC}/authorize`) => ({
  [`OAUTH_${name}_CLIENT_ID`]: `safqa-${name.toLowerCase()}`,
  [`OAUTH_${name}_CLIENT_SECRET`]: `${name.toLowerCase()}-secret`,
  [`OAUTH_${name}_ISSUER`]: OIDC,
  [`OAUTH_${name}_AUTHORIZATION_URL`]: authorize,
  [`OAUTH_${name}_TOKEN_URL`]: `${OIDC}/token`,
  [`OAUTH_${name}_JWKS_URL`]: `${OIDC}/jwks`,
});

// Real Chromium from Debian (/usr/bin/chromium), the built app on its own port and data folder.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, locale: 'ar' },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, locale: 'ar' },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // SMTP capture, a local OpenID provider (Google, Apple) and Apple's form_post front.
      command: 'node tests/e2e/support/auth-fixtures.mjs',
      url: `${FIXTURES_API}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${PORT}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        E2E_PORT: String(PORT),
        NEXT_TELEMETRY_DISABLED: '1',
        SESSION_SECRET: E2E_SESSION_SECRET,
        SMTP_URL: 'smtp://127.0.0.1:3125',
        // The short-link domain: its bare `/{slug}` paths are short links (short-links.spec).
        LINK_DOMAIN: `http://go.localhost:${PORT}`,
        // The specs stand in for a load balancer on loopback: the X-Forwarded-For they send
        // (abuse-limits.spec, support/account.ts) names the client, as behind a real one.
        TRUSTED_PROXIES: '127.0.0.0/8,::1',
        ...oidc('GOOGLE'),
        ...oidc('APPLE', `${APPLE_FRONT}/authorize`),
      },
    },
  ],
});
