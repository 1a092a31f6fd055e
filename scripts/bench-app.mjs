// The built app for the page benchmarks: its own port and data folder (fresh demo data), APP_URL on
// that port so canonical links point at what is measured. Builds first when no build exists.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

export const BENCH_PORT = Number(process.env.BENCH_PORT || 3200);
export const BENCH_ORIGIN = `http://localhost:${BENCH_PORT}`;

/** Starts the app and resolves once it answers; `stop()` ends it. */
export async function startBenchApp() {
  if (!existsSync('.next/BUILD_ID')) {
    console.log('No build yet: running next build…');
    const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dataDir = './data/bench';
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { seedAndStart } from './scripts/run-app.mjs'; seedAndStart({ port: ${BENCH_PORT} });`,
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        APP_URL: BENCH_ORIGIN,
        DATABASE_URL: '',
        LOG_LEVEL: 'error',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The app exited before it answered');
    try {
      const res = await fetch(`${BENCH_ORIGIN}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The app did not answer within 90 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The id and Arabic/English paths of the first store of the directory. */
export async function firstShop() {
  const res = await fetch(`${BENCH_ORIGIN}/api/v1/shop/shop-list?limit=1`);
  const shop = (await res.json()).data.items[0];
  return {
    ar: `/shop/${shop.id}/${encodeURIComponent(shop.slug.ar)}`,
    en: `/en/shop/${shop.id}/${encodeURIComponent(shop.slug.en)}`,
  };
}
