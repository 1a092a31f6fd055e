/**
 * @jest-environment node
 */
// Which addresses proxy.ts runs for, decided the way Next decides it: its own matcher code
// (path-to-regexp, the `_next/data` and `.json` variants it adds) through its testing helper.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/proxy';

const runsFor = (url: string) =>
  unstable_doesMiddlewareMatch({ config, url: `http://localhost:3000${url}` });

describe('the proxy matcher', () => {
  it.each([
    // Pages in both languages, cached or not, and their RSC requests.
    '/',
    '/en',
    '/shops',
    '/shops?q=noon',
    '/en/shops?letter=n',
    '/shop/1/noon',
    '/en/shop/1/noon?_rsc=abc',
    '/en/signin',
    '/admin',
    '/en/admin/shop',
    // Redirects it owns: a short link on the link domain, the subdomains' addresses.
    '/noon',
    '/l/noon',
    // The API (client address, method refusals) and the routes with an extension.
    '/api/v1/health',
    '/api/session/login',
    '/robots.txt',
    '/sitemap.xml',
    // An address no file answers gets its 404 page with a CSP.
    '/favicon.ico',
    '/icons.svg.bak',
    '/en/icons.svg',
    '/does-not-exist.png',
    '/_next/data/build/en.json',
    '/mediafoo',
  ])('runs for %s', (url) => {
    expect(runsFor(url)).toBe(true);
  });

  it.each([
    // Next's build output: scripts, CSS, fonts.
    '/_next/static/chunks/main-app.js',
    '/_next/static/chunks/2fvv5_ndw1pnp.css',
    '/_next/static/media/cairo-arabic.0d1c2e3f.woff2',
    '/_next/image?url=%2Fmedia%2Fx.png&w=96&q=75',
    // The media storage's files.
    '/media/shops/noon.svg',
    '/media/shops/noon.png?w=96',
    // Public files, versioned or not.
    '/favicon.svg',
    '/icons.svg',
    '/icons.svg?v=3b3d017798',
    '/icon-48.png',
    '/apple-touch-icon.png',
    '/logo-512.png',
  ])('never runs for %s', (url) => {
    expect(runsFor(url)).toBe(false);
  });

  it('never runs for a file of public/', () => {
    const files = readdirSync(path.join(process.cwd(), 'public'), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => runsFor(file))).toEqual([]);
  });
});
