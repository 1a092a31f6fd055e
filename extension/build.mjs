// npm run extension:build [-- --out <folder>] — bundles the reference extension with esbuild
// into extension/dist (gitignored) or <folder>: the service worker, the two content scripts and
// manifest.json. SAFQA_ORIGIN names the site and API it talks to (default: `next dev`'s).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = path.resolve(values.out ?? path.join(here, 'dist'));
const origin = new URL(process.env.SAFQA_ORIGIN ?? 'http://localhost:3000');
const site = `${origin.protocol}//${origin.hostname}/*`; // match patterns hold no port

const manifest = {
  manifest_version: 3,
  name: 'Safqa (reference)',
  version: '0.1.0',
  description: 'The coupons of the store you are on, tried at checkout for you.',
  // Calls to the site's API from the worker: no CORS needed, no page cookies sent.
  host_permissions: [site],
  permissions: ['storage'],
  background: { service_worker: 'background.js' },
  content_scripts: [
    // The site's hand-off and sign-out messages; from document_start so none is missed.
    { matches: [site], js: ['site-content.js'], run_at: 'document_start' },
    // Every other page: is it a known store?
    {
      matches: ['http://*/*', 'https://*/*'],
      exclude_matches: [site],
      js: ['store-content.js'],
      run_at: 'document_idle',
    },
  ],
};

await mkdir(out, { recursive: true });
await build({
  entryPoints: ['background', 'site-content', 'store-content'].map((name) =>
    path.join(here, 'src', `${name}.ts`),
  ),
  outdir: out,
  bundle: true,
  format: 'iife',
  target: 'chrome120',
  // The root tsconfig.json, for esbuild's reading of the sources (the extension uses no `@/` path).
  tsconfig: path.join(here, '..', 'tsconfig.json'),
  define: { __SAFQA_ORIGIN__: JSON.stringify(origin.origin) },
  logLevel: 'warning',
});
await writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`extension built in ${path.relative(process.cwd(), out) || '.'} for ${origin.origin}`);
