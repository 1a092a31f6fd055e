// After `next build`: the standalone server (.next/standalone/server.js, what `npm start`, the
// demo, the tests and container images run) serves `public/` and the built browser assets only
// from its own folder, so they are copied in. Idempotent; run by `npm run build` and before a start.
import { cpSync, existsSync } from 'node:fs';

export function copyStandaloneAssets() {
  if (!existsSync('.next/standalone/server.js')) {
    throw new Error('No standalone build: run `npm run build` first');
  }
  cpSync('public', '.next/standalone/public', { recursive: true });
  cpSync('.next/static', '.next/standalone/.next/static', { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) copyStandaloneAssets();
