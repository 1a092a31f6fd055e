import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { deploymentHeaders } from './lib/security/security-headers.mjs';
import { isPreview } from './lib/site/deployment.mjs';
import { addCompileHints } from './scripts/compile-hints.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** The product version: what busts the browser's `cache_` query cache (lib/cache/query-persistence.ts). */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * The files of public/, which proxy.ts never sees (its matcher names them): one `headers()`
 * source matching each of them by name.
 */
const PUBLIC_FILES_SOURCE = `/:file(${readdirSync(new URL('./public', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isFile())
  .map((entry) => entry.name.replace(/[.+*?^$()[\]{}|\\]/g, '\\$&'))
  .join('|')})`;

/** @type {import('next').NextConfig} */
const nextConfig = {
  env: { NEXT_PUBLIC_APP_VERSION: version },
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole document in JavaScript on every response, which
  // cost a cached store page two thirds of its throughput (bench:pages). Cached pages carry
  // Cache-Control for shared caches instead; the API's own ETags (cartarm rules) are unaffected.
  generateEtags: false,
  // Cached pages and data reads: this process's memory, or Redis shared by every process when
  // REDIS_URL is set; each cached page stores its own CSP (server/cache/next-cache-handler.mjs).
  // Nothing is written under the project folder at run time.
  cacheHandler: fileURLToPath(new URL('./server/cache/next-cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // Container hosts: `.next/standalone` holds the server and the packages it needs (docs/deploy.md,
  // "A container or a plain Node host"). The migrations are read from disk at start, so they are copied along.
  output: 'standalone',
  outputFileTracingIncludes: { '/**': ['./server/db/migrations/**/*'] },
  reactStrictMode: true,
  // `npm test` (scripts/test-all.sh) type-checks everything, the route types of `next typegen`
  // included, right before it builds: its build skips checking the same program again.
  typescript: { ignoreBuildErrors: process.env.SAFQA_TYPES_CHECKED === '1' },
  experimental: {
    // Turbopack keeps what it compiled in .next/cache (~190 MB): a build with it takes a third of
    // the time of one without (a developer's machine; a host that restores the folder between
    // builds). Writing it costs a quarter of a first build, which `npm test` skips on a clean
    // checkout, where nothing reads it again (scripts/test-all.sh sets SAFQA_BUILD_CACHE=0).
    turbopackFileSystemCacheForBuild: process.env.SAFQA_BUILD_CACHE !== '0',
  },
  // pg-boss (background jobs on PostgreSQL) is loaded by Node itself, with its `pg` driver.
  serverExternalPackages: ['pg-boss'],
  compiler: {
    // Framework chunks compiled off the main thread in Chrome (scripts/compile-hints.mjs).
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir);
    },
  },
  // Security headers that do not depend on the request; the CSP (with its nonce) is set in proxy.ts.
  // Answers Next makes before any of these apply (its trailing-slash redirect) get the same list
  // from the server's request guard (server/guard-requests.ts). These are fixed when the app is
  // built: a preview build (Vercel's VERCEL_ENV, or DEPLOY_ENV, at build time) adds the noindex
  // header to its static files on the host's CDN; the proxy and the guard add it at run time.
  async headers() {
    return [
      { source: '/:path*', headers: deploymentHeaders({ preview: isPreview(process.env) }) },
      // Short links and the counted click redirects pass no referrer to their targets (a later
      // entry overrides an earlier one; the API's own header would otherwise be replaced).
      { source: '/l/:slug*', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      { source: '/api/v1/go/:path*', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      // The files of public/ skip the proxy: the media storage's sandboxing policy (nothing in
      // one runs or loads anything when opened on its own) instead of a page's, and a day in
      // caches (their addresses do not change with them), a week more while one revalidates.
      {
        source: PUBLIC_FILES_SOURCE,
        headers: [
          {
            key: 'Content-Security-Policy',
            value: "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          },
          { key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' },
        ],
      },
      // The icon sprite's address carries its content version (lib/icons/sprite-url.ts): a
      // versioned address never changes.
      {
        source: '/icons.svg',
        has: [{ type: 'query', key: 'v' }],
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
