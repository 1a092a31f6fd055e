// The Playwright web server: one built app per e2e instance (E2E_INSTANCES, a JSON list of
// `{ port, env }` made by playwright.config.ts, one per worker), each on its own port with its own
// data folder and movable clock. The demo data and the staff accounts of
// tests/e2e/support/staff.json (made with `npm run admin:create`) are seeded once and copied to
// each instance's folder; "e2e servers ready" is printed when every instance answers its health.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  demoInfluencerVideos,
  seed,
  startServer,
  superviseServers,
  waitHealthy,
} from './run-app.mjs';
import { copyStandaloneAssets } from './standalone-assets.mjs';

const SERVER_CLOCK = 'tests/e2e/support/server-clock.mjs';
const instances = JSON.parse(process.env.E2E_INSTANCES || '[{"port":3100,"env":{}}]');
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

const shared = {
  LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'error',
  DATABASE_URL: '',
  // The home page's creator videos, as in the demo (tests/e2e/home.spec.ts).
  INFLUENCER_VIDEOS: demoInfluencerVideos(),
};
const seeded = path.join(dataDir, 'seed');
seed({
  env: { ...shared, DATA_DIR: seeded },
  afterSeed: [adminCreate(staff.admin), adminCreate(staff.shopEditor)],
});

copyStandaloneAssets();
const servers = instances.map(({ port, env }, i) => {
  const folder = path.join(dataDir, String(i));
  cpSync(seeded, folder, { recursive: true });
  return startServer({
    port,
    env: {
      ...shared,
      ...env,
      DATA_DIR: folder,
      // The spec-movable server clock (tests/e2e/support/server-clock.mjs), on E2E_CLOCK_PORT.
      NODE_OPTIONS: [
        process.env.NODE_OPTIONS,
        `--import ${pathToFileURL(path.resolve(SERVER_CLOCK)).href}`,
      ]
        .filter(Boolean)
        .join(' '),
    },
  });
});
superviseServers(servers);

/**
 * Every route once, so that no spec pays for a route's first load (Next loads a route's code on
 * its first request; several servers doing that at once under a spec's 5 s expectations is
 * what made parallel workers flaky). Dynamic segments get a placeholder: a 404 loads the code
 * too.
 */
function routePaths() {
  const manifest = JSON.parse(readFileSync('.next/server/app-paths-manifest.json', 'utf8'));
  const paths = Object.keys(manifest)
    .filter((key) => !key.startsWith('/_'))
    .map(
      (key) =>
        key
          .replace(/\/(page|route)$/, '')
          .replace('/[locale]', '')
          .replace(/\/\([^)]+\)/g, '')
          .replace(/\[[^/]+\]/g, 'x') || '/',
    );
  return [...new Set(paths)];
}

async function warm(port, paths) {
  for (const path of paths) {
    await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' }).then(
      (res) => res.arrayBuffer(),
      () => undefined,
    );
  }
}

const paths = routePaths();
await Promise.all(
  instances.map(({ port }) =>
    waitHealthy(`http://127.0.0.1:${port}`).then(() => warm(port, paths)),
  ),
);
console.log('e2e servers ready');
