// The Playwright web server: the built app on its own port with a fresh data folder, and the
// staff accounts of tests/e2e/support/staff.json made with `npm run admin:create` beforehand.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedAndStart } from './run-app.mjs';

const SERVER_CLOCK = 'tests/e2e/support/server-clock.mjs';
const port = Number(process.env.E2E_PORT || 3100);
const dataDir = process.env.E2E_DATA_DIR || './data/e2e';
rmSync(dataDir, { recursive: true, force: true });

const staff = JSON.parse(readFileSync('tests/e2e/support/staff.json', 'utf8'));
const adminCreate = (account) => [
  'scripts/admin-create.ts',
  ...['--email', account.email, '--password', staff.password, '--role', account.role],
  ...(account.permissions ? ['--permissions', account.permissions.join(',')] : []),
  ...['--first-name', account.firstName, '--last-name', staff.profile.lastName],
  ...['--sex', staff.profile.sex, '--birth-date', staff.profile.birthDate],
  ...['--country', staff.profile.country],
];

// APP_URL's host differs from Next's own origin (http://localhost:<port>) as in production,
// where Next would otherwise turn the subdomain redirect's absolute Location into a relative one.
seedAndStart({
  port,
  env: {
    DATA_DIR: dataDir,
    APP_URL: `http://safqa.localhost:${port}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'error',
    DATABASE_URL: '',
    // The spec-movable server clock (tests/e2e/support/server-clock.mjs), on E2E_CLOCK_PORT.
    E2E_CLOCK_PORT: process.env.E2E_CLOCK_PORT || '3127',
    NODE_OPTIONS: [
      process.env.NODE_OPTIONS,
      `--import ${pathToFileURL(path.resolve(SERVER_CLOCK)).href}`,
    ]
      .filter(Boolean)
      .join(' '),
  },
  afterSeed: [adminCreate(staff.admin), adminCreate(staff.shopEditor)],
});
