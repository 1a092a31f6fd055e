// npm run demo — build when the sources changed, load the demo data into the embedded
// database (./data/pglite unless DATABASE_URL is set) and start on PORT (default 3000).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { demoInfluencerVideos, seedAndStart } from './run-app.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const SOURCES = [
  'app',
  'components',
  'lib',
  'server',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'package.json',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    info.mtimeMs,
  );
}

const buildId = '.next/BUILD_ID';
const stale =
  !existsSync(buildId) || SOURCES.some((s) => newestMtime(s) > statSync(buildId).mtimeMs);
if (stale) {
  console.log('Building the app (first start or sources changed)…');
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT || 3000);
console.log(
  `Safqa demo on http://localhost:${port} (Arabic) and http://localhost:${port}/en (English)`,
);
seedAndStart({
  port,
  env: {
    APP_URL: process.env.APP_URL || `http://localhost:${port}`,
    INFLUENCER_VIDEOS: process.env.INFLUENCER_VIDEOS || demoInfluencerVideos(),
  },
});
