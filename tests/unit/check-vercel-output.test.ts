/** @jest-environment node */
// scripts/check-vercel-output.mjs (npm run vercel:check): each rule of the check of
// `vercel build`'s output, on a small Build Output API folder made here.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  checkVercelOutput,
  formatReport,
  projectCronRoutes,
} from '../../scripts/check-vercel-output.mjs';

const CRONS = [
  { path: '/api/cron/purge', schedule: '0 * * * *' },
  { path: '/api/cron/price-alerts', schedule: '*/5 * * * *' },
];
const CRON_ROUTES = ['/api/cron/price-alerts', '/api/cron/purge'];

let root: string;
let project: string;
let output: string;

function write(file: string, content: string | Buffer = 'x') {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A function folder with its config and the given files (path in the function → content). */
function func(name: string, files: Record<string, string | Buffer> = {}, config = {}) {
  const dir = path.join(output, 'functions', `${name}.func`);
  write(
    path.join(dir, '.vc-config.json'),
    JSON.stringify({ runtime: 'nodejs24.x', handler: 'index.js', ...config }),
  );
  write(path.join(dir, 'index.js'), 'module.exports = () => {};');
  for (const [rel, content] of Object.entries(files)) write(path.join(dir, rel), content);
  return dir;
}

function check(crons = CRONS, cronRoutes = CRON_ROUTES, limitBytes?: number) {
  return checkVercelOutput({
    outputDir: output,
    projectDir: project,
    crons,
    cronRoutes,
    limitBytes,
  });
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'vercel-output-'));
  project = path.join(root, 'project');
  output = path.join(project, '.vercel/output');
  write(path.join(output, 'config.json'), JSON.stringify({ version: 3, routes: [], crons: CRONS }));
  func('index');
  func('api/v1/[[...path]]', { 'node_modules/pkg/index.js': 'x'.repeat(2000) });
  func('api/cron/purge');
  func('api/cron/price-alerts');
  func('[locale]/shops');
  write(
    path.join(output, 'functions/[locale]/shops.prerender-config.json'),
    JSON.stringify({ expiration: 1, group: 1 }),
  );
  write(
    path.join(output, 'functions/[locale]/shops.rsc.prerender-config.json'),
    JSON.stringify({ expiration: 1, group: 1 }),
  );
  write(path.join(output, 'static/favicon.svg'), '<svg/>');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the check of the Vercel build output', () => {
  it('fails an output where the host caches no page', () => {
    rmSync(path.join(output, 'functions/[locale]/shops.prerender-config.json'));
    expect(check().violations).toEqual(['no page is cached by the host (no prerender config)']);
  });

  it('passes a clean output and lists each function by size, largest first, and the crons', () => {
    const result = check();
    expect(result.violations).toEqual([]);
    expect(result.functions.map((f) => f.name)).toEqual([
      'api/v1/[[...path]]',
      '[locale]/shops',
      'api/cron/price-alerts',
      'api/cron/purge',
      'index',
    ]);
    expect(result.functions[0]?.bytes).toBeGreaterThan(2000);
    expect(result.hostCached).toEqual(['[locale]/shops']);
    const report = formatReport(result);
    expect(report).toContain('5 functions');
    expect(report).toContain('pages the host caches (ISR, 1):\n  [locale]/shops');
    expect(report).toContain('*/5 * * * *  /api/cron/price-alerts');
    expect(report).toContain('✓');
  });

  it('counts the files a function maps in from the project against the size limit', () => {
    write(path.join(project, 'node_modules/big/index.js'), Buffer.alloc(5000));
    func(
      'api/big',
      {},
      { filePathMap: { 'node_modules/big/index.js': 'node_modules/big/index.js' } },
    );
    const result = check(CRONS, CRON_ROUTES, 4000);
    expect(result.functions[0]).toMatchObject({ name: 'api/big' });
    expect(result.functions[0]?.bytes).toBeGreaterThan(5000);
    expect(result.violations).toEqual([expect.stringMatching(/^api\/big: .* over the .* limit$/)]);
  });

  it('sizes a linked function by the function it links to', () => {
    symlinkSync(
      path.join(output, 'functions/api/v1/[[...path]].func'),
      path.join(output, 'functions/api/v1/alias.func'),
    );
    const result = check();
    const alias = result.functions.find((f) => f.name === 'api/v1/alias');
    expect(alias?.bytes).toBe(result.functions.find((f) => f.name === 'api/v1/[[...path]]')?.bytes);
    expect(alias?.link).toContain('[[...path]].func');
  });

  it.each([
    ['data/secrets.json', '{}', /the \.\/data folder/],
    ['data/pglite/PG_VERSION', '17', /the \.\/data folder/],
    ['.env', 'A=1', /an environment file/],
    ['.env.production.local', 'A=1', /an environment file/],
    ['server/certs/tls.pem', 'x', /a secret or key file/],
    ['secrets.json', '{}', /a secret or key file/],
    ['.next/server/app/page.js.map', '{}', /a source map of the server/],
    ['.next/server/chunks/1.js', '-----BEGIN PRIVATE KEY-----\nMII', /a private key/],
    ['.next/server/k.txt', '-----BEGIN EC PRIVATE KEY-----', /a private key/],
  ])('refuses %s shipped in a function', (file, content, why) => {
    func('api/v1/[[...path]]', { [file]: content });
    const result = check();
    expect(result.violations).toEqual([
      expect.stringMatching(
        new RegExp(
          `^api/v1/\\[\\[\\.\\.\\.path\\]\\]: ${file.replace(/[.*[\]]/g, '\\$&')} is ${why.source}`,
        ),
      ),
    ]);
    expect(formatReport(result)).toContain('1 violation(s)');
  });

  it('refuses forbidden files mapped in from the project and in the static files', () => {
    write(path.join(project, 'data/secrets.json'), '{}');
    func('index', {}, { filePathMap: { 'data/secrets.json': 'data/secrets.json' } });
    write(path.join(output, 'static/.env.local'), 'A=1');
    expect(check().violations).toEqual([
      'index: data/secrets.json is the ./data folder (embedded database, dev secrets, outbox)',
      'static: .env.local is an environment file',
    ]);
  });

  it("leaves packages' own source maps and test keys alone", () => {
    func('index', {
      'node_modules/pkg/dist/index.js.map': '{}',
      'node_modules/pkg/test/key.pem': '-----BEGIN PRIVATE KEY-----',
    });
    expect(check().violations).toEqual([]);
  });

  it('refuses a declared cron missing from config.json, or with another schedule', () => {
    write(
      path.join(output, 'config.json'),
      JSON.stringify({ version: 3, crons: [{ path: '/api/cron/purge', schedule: '0 0 * * *' }] }),
    );
    expect(check().violations).toEqual([
      'cron /api/cron/purge: schedule 0 0 * * *, declared 0 * * * *',
      'cron /api/cron/price-alerts: declared but not in config.json',
      'cron /api/cron/price-alerts: a route handler that no schedule calls',
    ]);
  });

  it('refuses a cron without its route handler or its function, and a handler without a cron', () => {
    rmSync(path.join(output, 'functions/api/cron/price-alerts.func'), { recursive: true });
    expect(
      check(CRONS, ['/api/cron/price-alerts', '/api/cron/purge', '/api/cron/sweep']).violations,
    ).toEqual([
      'cron /api/cron/price-alerts: no function api/cron/price-alerts.func',
      'cron /api/cron/sweep: a route handler that no schedule calls',
    ]);
    expect(check(CRONS, ['/api/cron/purge']).violations).toEqual([
      'cron /api/cron/price-alerts: no route handler app/api/cron/price-alerts/route.ts',
    ]);
  });

  it('refuses an output without config.json or of another version', () => {
    rmSync(path.join(output, 'config.json'));
    expect(check().violations).toContain('no config.json in the output');
    write(path.join(output, 'config.json'), JSON.stringify({ version: 2, crons: CRONS }));
    expect(check().violations).toEqual(['config.json is version 2, not 3']);
  });

  it('finds the cron route handlers of a project', () => {
    write(path.join(project, 'app/api/cron/purge/route.ts'), '');
    write(path.join(project, 'app/api/cron/price-alerts/route.ts'), '');
    write(path.join(project, 'app/api/cron/notes/readme.md'), '');
    expect(projectCronRoutes(project)).toEqual(['/api/cron/price-alerts', '/api/cron/purge']);
  });
});
