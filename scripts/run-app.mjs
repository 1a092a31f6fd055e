// Seeds DATA_DIR (migrations + demo data + development secrets) and starts the built app.
// Used by `npm run demo` and by the Playwright web server (its own port and data folder).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyStandaloneAssets } from './standalone-assets.mjs';

/**
 * INFLUENCER_VIDEOS for the demo and the e2e suite (`youtubeId|title,…`): placeholders from the
 * demo data, so that the home page's creator-videos section shows; a deployment lists its own.
 */
export function demoInfluencerVideos() {
  const videos = JSON.parse(readFileSync('server/db/seed/data/influencer-videos.json', 'utf8'));
  return videos.map(({ id, title }) => `${id}|${title}`).join(',');
}

/** The environment the seed scripts and the server start from: NODE_ENV is theirs to set. */
function baseEnv(env) {
  const childEnv = { ...process.env, ...env };
  delete childEnv.NODE_ENV;
  return childEnv;
}

/**
 * Seeds `env.DATA_DIR`. `afterSeed`: more TypeScript scripts to run on the seeded data before a
 * server takes the embedded database's lock, each as `[script, ...args]` (the e2e suite's staff
 * accounts). Exits the process when one fails.
 */
export function seed({ env = {}, afterSeed = [] }) {
  const childEnv = baseEnv(env);
  for (const [script, ...args] of [['scripts/db-seed.ts'], ...afterSeed]) {
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', script, ...args], {
      stdio: 'inherit',
      env: childEnv,
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

/**
 * Starts the built app on `port` over the seeded `env.DATA_DIR`; returns its process. The
 * standalone build's assets must be in place (copyStandaloneAssets, once for all servers).
 */
export function startServer({ port, env = {} }) {
  const childEnv = baseEnv(env);
  const dataDir = path.resolve(childEnv.DATA_DIR || './data');
  const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  // The standalone server runs from its own folder: folders given as relative paths are made
  // absolute first. HOSTNAME is always set (a container's HOSTNAME is its machine name); without
  // HOST it listens on every interface.
  return spawn(process.execPath, [path.resolve('.next/standalone/server.js')], {
    stdio: 'inherit',
    env: {
      ...childEnv,
      DATA_DIR: dataDir,
      ...(childEnv.MEDIA_DIR ? { MEDIA_DIR: path.resolve(childEnv.MEDIA_DIR) } : {}),
      PORT: String(port),
      HOSTNAME: childEnv.HOST || '0.0.0.0',
      SESSION_SECRET: childEnv.SESSION_SECRET || secrets.SESSION_SECRET,
      JWT_SECRET: childEnv.JWT_SECRET || secrets.JWT_SECRET,
      NODE_ENV: 'production',
    },
  });
}

/**
 * Passes SIGINT and SIGTERM on to `servers`, and exits as soon as one of them ends: with its
 * code, or as a shell says for a server ended by a signal it did not handle (128 + its number).
 */
export function superviseServers(servers) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => servers.forEach((server) => server.kill(signal)));
  }
  for (const server of servers) {
    server.on('exit', (code, signal) => {
      for (const other of servers) if (other !== server) other.kill('SIGTERM');
      process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 0));
    });
  }
}

/**
 * Resolves once the app at `origin` answers its health check (or `path`, when given: the
 * first request a fresh process then answers is that one) with a 2xx. Rejects when `child` (the
 * app's process, when given) exits first, or after `timeoutMs`.
 */
export async function waitHealthy(
  origin,
  { child, timeoutMs = Infinity, intervalMs = 250, path = '/api/v1/health' } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error('The app exited before it answered');
    try {
      const res = await fetch(`${origin}${path}`);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(`The app did not answer within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export function seedAndStart({ port, env = {}, afterSeed = [] }) {
  seed({ env, afterSeed });
  copyStandaloneAssets();
  superviseServers([startServer({ port, env })]);
}
