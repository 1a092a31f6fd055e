// npm run vercel:check — builds with the Vercel CLI's local build (`vercel build`, offline, the
// settings of .vercel/project.json) and checks what it would deploy (.vercel/output, Build Output
// API v3): every function within the host's size limit, the scheduler's calls declared and
// routed, and nothing shipped that must stay on the build machine. Prints each function's size
// (largest first) and the cron list; exits 1 on any violation. `--no-build` checks the output
// already there; other arguments go to `vercel build` (`--prod`).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';

/** Vercel's limit for a Node.js function: 250 MB uncompressed, layers included. */
export const FUNCTION_LIMIT_BYTES = 250 * 1024 * 1024;

/** Files read for a private key: text-sized ones only (a key is a few kB). */
const SCAN_LIMIT_BYTES = 1024 * 1024;
const PRIVATE_KEY = /-----BEGIN [A-Z ]*PRIVATE KEY-----/;
const SECRET_NAMES = /^(secrets\.json|id_(rsa|ecdsa|ed25519)|.*\.(pem|key|p12|pfx))$/i;
const ENV_FILE = /^\.env(\..+)?$/;

/** Every file under `dir` as [path relative to `dir`, absolute path]; symbolic links followed. */
function walk(dir, prefix = '') {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    const stat = statSync(abs, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isDirectory()) files.push(...walk(abs, rel));
    else files.push([rel, abs]);
  }
  return files;
}

/**
 * The files of one function as the host receives them: its folder, plus the files its
 * `.vc-config.json` maps in from the project (`filePathMap`: path in the function → path in the
 * project), which the CLI uploads from there.
 */
function functionFiles(funcDir, projectDir) {
  const files = walk(funcDir);
  const configFile = path.join(funcDir, '.vc-config.json');
  const config = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : {};
  for (const [inFunction, inProject] of Object.entries(config.filePathMap ?? {})) {
    files.push([inFunction, path.resolve(projectDir, inProject)]);
  }
  return { files, config };
}

/** Why `rel` (a path as shipped) must not be shipped, or null. */
function forbidden(rel, abs) {
  const parts = rel.split('/');
  const name = parts.at(-1) ?? '';
  const inPackage = parts.includes('node_modules');
  if (parts[0] === 'data') return 'the ./data folder (embedded database, dev secrets, outbox)';
  if (ENV_FILE.test(name)) return 'an environment file';
  if (SECRET_NAMES.test(name) && !inPackage) return 'a secret or key file';
  if (name.endsWith('.map') && !inPackage) return 'a source map of the server';
  if (!inPackage && statSync(abs).size <= SCAN_LIMIT_BYTES) {
    if (PRIVATE_KEY.test(readFileSync(abs, 'latin1'))) return 'a private key';
  }
  return null;
}

/** `/api/cron/purge` → `api/cron/purge`: the function a path is served by. */
const functionName = (route) => route.replace(/^\/+/, '');

/**
 * Checks a Build Output API v3 folder. `crons`: the schedules vercel.json declares;
 * `cronRoutes`: the paths of the project's cron route handlers (app/api/cron/<job>/route.ts).
 */
export function checkVercelOutput({
  outputDir,
  projectDir,
  crons,
  cronRoutes,
  limitBytes = FUNCTION_LIMIT_BYTES,
}) {
  const violations = [];
  const functions = [];
  const functionsDir = path.join(outputDir, 'functions');
  const funcDirs = existsSync(functionsDir)
    ? walkFunctionDirs(functionsDir)
    : (violations.push('no functions/ folder in the output'), []);
  const sizes = new Map();
  for (const { name, dir } of funcDirs) {
    const link = lstatSync(dir).isSymbolicLink() ? readlinkSync(dir) : null;
    const real = statSync(dir, { throwIfNoEntry: false }) ? path.resolve(dir) : null;
    if (!real) {
      violations.push(`${name}: a link to a missing function (${link})`);
      continue;
    }
    const { files, config } = functionFiles(dir, projectDir);
    let bytes = 0;
    for (const [rel, abs] of files) {
      const stat = statSync(abs, { throwIfNoEntry: false });
      if (!stat) {
        violations.push(`${name}: ${rel} is mapped from a missing file`);
        continue;
      }
      bytes += stat.size;
      const why = forbidden(rel, abs);
      if (why) violations.push(`${name}: ${rel} is ${why}`);
    }
    sizes.set(name, bytes);
    functions.push({ name, bytes, link, runtime: config.runtime, maxDuration: config.maxDuration });
    if (bytes > limitBytes) {
      violations.push(`${name}: ${mb(bytes)} is over the ${mb(limitBytes)} limit`);
    }
  }
  functions.sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));

  const staticDir = path.join(outputDir, 'static');
  if (existsSync(staticDir)) {
    for (const [rel, abs] of walk(staticDir)) {
      const why = forbidden(rel, abs);
      if (why) violations.push(`static: ${rel} is ${why}`);
    }
  }

  const configFile = path.join(outputDir, 'config.json');
  const config = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : null;
  if (!config) violations.push('no config.json in the output');
  else if (config.version !== 3) violations.push(`config.json is version ${config.version}, not 3`);
  const built = config?.crons ?? [];
  for (const cron of crons) {
    const match = built.find((c) => c.path === cron.path);
    if (!match) violations.push(`cron ${cron.path}: declared but not in config.json`);
    else if (match.schedule !== cron.schedule) {
      violations.push(`cron ${cron.path}: schedule ${match.schedule}, declared ${cron.schedule}`);
    }
  }
  const functionNames = new Set(funcDirs.map((f) => f.name));
  for (const cron of built) {
    if (!cronRoutes.includes(cron.path)) {
      violations.push(`cron ${cron.path}: no route handler app${cron.path}/route.ts`);
    } else if (!functionNames.has(functionName(cron.path))) {
      violations.push(`cron ${cron.path}: no function ${functionName(cron.path)}.func`);
    }
  }
  for (const route of cronRoutes) {
    if (!built.some((c) => c.path === route)) {
      violations.push(`cron ${route}: a route handler that no schedule calls`);
    }
  }
  // The pages the host caches itself (ISR; docs/deploy.md, "Page cache"): a function with a
  // `<name>.prerender-config.json` beside it (its `.rsc` and segment variants are the same page).
  // How long the host keeps an answer is in the answer's own Cache-Control (the route's
  // `revalidate`), not in this file, whose `expiration` is that of the empty fallback.
  const hostCached = walkPrerenderConfigs(path.join(outputDir, 'functions'))
    .map(({ name }) => name)
    .filter((name) => !name.endsWith('.rsc') && !name.includes('.segments/'))
    .sort();
  if (!hostCached.length) violations.push('no page is cached by the host (no prerender config)');
  return { functions, crons: built, hostCached, violations };
}

/** The `.prerender-config.json` files under `dir`, named by their path without the suffix. */
function walkPrerenderConfigs(dir, prefix = '') {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.name.endsWith('.prerender-config.json')) {
      found.push({ name: rel.slice(0, -'.prerender-config.json'.length) });
    } else if (entry.isDirectory() && !entry.name.endsWith('.func')) {
      found.push(...walkPrerenderConfigs(abs, rel));
    }
  }
  return found;
}

/** The `.func` folders (or links) under `dir`, named by their path without `.func`. */
function walkFunctionDirs(dir, prefix = '') {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.name.endsWith('.func')) {
      found.push({ name: rel.slice(0, -'.func'.length), dir: abs });
    } else if (entry.isDirectory()) {
      found.push(...walkFunctionDirs(abs, rel));
    }
  }
  return found;
}

/** The cron route handlers of the project: `/api/cron/<job>` for each app/api/cron/<job>/route.ts. */
export function projectCronRoutes(projectDir) {
  const dir = path.join(projectDir, 'app/api/cron');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, 'route.ts')))
    .map((e) => `/api/cron/${e.name}`)
    .sort();
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The report as printed: one line per function, the crons, the violations. */
export function formatReport({ functions, crons, hostCached = [], violations }) {
  const lines = [`${functions.length} functions (uncompressed, largest first):`];
  for (const f of functions) {
    const extra = [f.runtime, f.maxDuration && `max ${f.maxDuration}s`, f.link && `→ ${f.link}`];
    lines.push(`  ${mb(f.bytes).padStart(9)}  ${f.name}  ${extra.filter(Boolean).join(', ')}`);
  }
  lines.push(`crons (${crons.length}):`);
  for (const c of crons) lines.push(`  ${c.schedule.padEnd(12)} ${c.path}`);
  lines.push(`pages the host caches (ISR, ${hostCached.length}):`);
  for (const name of hostCached) lines.push(`  ${name}`);
  if (violations.length) {
    lines.push(`${violations.length} violation(s):`, ...violations.map((v) => `  ✗ ${v}`));
  } else {
    lines.push('✓ every function within the limit, crons routed, nothing forbidden shipped');
  }
  return lines.join('\n');
}

/** The Vercel CLI that builds offline here (newer ones do not install from this registry). */
const VERCEL_CLI = '60.1.3';

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const projectDir = process.cwd();
  if (!args.includes('--no-build')) {
    const started = Date.now();
    // The CLI is fetched by npx on first use, not a devDependency: the registry here holds its
    // native helper (@vercel/vc-native-*) for linux-x64 only, and a lockfile without the other
    // platforms' entries makes `npm ci` refuse to install. 60.1.3 is the newest that installs.
    const build = spawnSync('npx', ['--yes', `vercel@${VERCEL_CLI}`, 'build', '--yes', ...args], {
      stdio: 'inherit',
      // vercel.json's build command starts with `npm run db:deploy`, which on a real deploy
      // migrates the deployment's database: a build check has none (scripts/db-deploy.ts).
      env: {
        ...process.env,
        DB_DEPLOY: 'skip',
        VERCEL_TELEMETRY_DISABLED: '1',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
    console.log(`vercel build: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // The .next folder is now the Vercel build's (its functions map files from it): its
    // standalone server is not one to run (its proxy answers every page with a 307 to itself).
    // Removed, so that `npm start`, the demo, the e2e suite and the benches stop and ask for
    // `npm run build` instead of serving it.
    rmSync(path.join(projectDir, '.next/standalone'), { recursive: true, force: true });
  }
  const vercelJson = JSON.parse(readFileSync(path.join(projectDir, 'vercel.json'), 'utf8'));
  const result = checkVercelOutput({
    outputDir: path.join(projectDir, '.vercel/output'),
    projectDir,
    crons: vercelJson.crons ?? [],
    cronRoutes: projectCronRoutes(projectDir),
  });
  console.log(formatReport(result));
  process.exit(result.violations.length ? 1 : 0);
}
