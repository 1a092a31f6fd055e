// The Content-Security-Policy of every page, in plain JavaScript: the proxy (TypeScript, through
// lib/security/csp.ts) and the page cache handler (server/cache/next-cache-handler.mjs, loaded by
// Next at run time without compiling) build it from this one definition.

/**
 * The policy with the given script sources. Two kinds of pages use it:
 * - pages rendered per request (account, admin, search): `'nonce-…' 'strict-dynamic'`, the
 *   nonce Next stamps on its own scripts;
 * - pages served from the shared cache (home, directory, store pages…): `'self'` plus the
 *   SHA-256 of each inline script of that cached document, computed when it is stored. No
 *   `'unsafe-inline'`: an injected inline script matches no hash.
 * `'unsafe-eval'` only in development, where React's tooling needs it.
 *
 * `options.integrations` (lib/site/integrations.mjs `integrationSources`): the origins of the
 * live chat and the analytics collector, added only when they are configured.
 *
 * @param {string[]} scriptSources
 * @param {{ development: boolean, https: boolean, integrations?: { script: string[], connect: string[], frame: string[], img: string[] } }} options
 * @returns {string}
 */
export function cspWithScripts(scriptSources, options) {
  const extra = options.integrations ?? { script: [], connect: [], frame: [], img: [] };
  const more = (sources) => sources.map((source) => ` ${source}`).join('');
  const script = [...scriptSources, ...extra.script];
  if (options.development) script.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${more(extra.img)}`,
    "font-src 'self'",
    `connect-src 'self'${more(extra.connect)}${options.development ? ' ws: wss:' : ''}`,
    `frame-src 'self' https://www.youtube-nocookie.com${more(extra.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The `'sha256-…'` sources of a document's inline scripts (those without `src`), each once, in
 * document order. The hash is over the script's text exactly as written between the tags, which
 * is what the browser hashes.
 *
 * @param {string} html
 * @param {(text: string) => string} sha256Base64
 * @returns {string[]}
 */
export function inlineScriptHashes(html, sha256Base64) {
  const seen = new Set();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    const text = match[2] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`) || text === '') continue;
    seen.add(`'sha256-${sha256Base64(text)}'`);
  }
  return [...seen];
}
