// Which deployment this process serves, and at which address, from its environment. Plain
// JavaScript: next.config.mjs, the page cache handler (both loaded by Next uncompiled), the proxy
// and server/env.ts all decide it here, so that they cannot disagree.

/** Where the app is served when nothing says otherwise: a developer's machine. */
const DEFAULT_APP_URL = 'http://localhost:3000';

/** A set value, or undefined for unset and blank (blank counts as unset, as in server/env.ts). */
const valueOf = (env, name) => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * Whether this deployment is a preview: `DEPLOY_ENV` when set (any host), else Vercel's own
 * `VERCEL_ENV`. Anything else is production: a preview must be declared, never guessed.
 *
 * @param {Record<string, unknown>} env
 * @returns {boolean}
 */
export function isPreview(env) {
  const declared = valueOf(env, 'DEPLOY_ENV') ?? valueOf(env, 'VERCEL_ENV');
  return declared === 'preview';
}

/**
 * The site's own address: `APP_URL` as given when set; otherwise, on
 * Vercel, the host name it gives the deployment over https — a preview's branch address
 * (`VERCEL_BRANCH_URL`, the same for every push to the branch), production's own domain
 * (`VERCEL_PROJECT_PRODUCTION_URL`), else the deployment's unique `VERCEL_URL`; otherwise
 * http://localhost:3000.
 *
 * @param {Record<string, unknown>} env
 * @returns {string}
 */
export function appUrlOf(env) {
  if (valueOf(env, 'APP_URL')) return /** @type {string} */ (env.APP_URL);
  const host = isPreview(env)
    ? (valueOf(env, 'VERCEL_BRANCH_URL') ?? valueOf(env, 'VERCEL_URL'))
    : (valueOf(env, 'VERCEL_PROJECT_PRODUCTION_URL') ?? valueOf(env, 'VERCEL_URL'));
  return host ? `https://${host.replace(/\/+$/, '')}` : DEFAULT_APP_URL;
}

/**
 * Whether the host caches pages itself: Vercel (`VERCEL=1`, at build and at run time). There Next
 * runs in the host's "minimal mode": the host stores each cached page (ISR) as the function
 * answered it and serves it from its own cache, never asking the app's cache handler, and
 * `revalidateTag` reaches it through the cache handler the host provides to Next
 * (server/cache/next-cache-handler.mjs hands it on). Any other host: the app's own handler (its
 * memory, or Redis with REDIS_URL) stores the pages.
 *
 * @param {Record<string, unknown>} env
 * @returns {boolean}
 */
export function hostCachesPages(env) {
  return valueOf(env, 'VERCEL') === '1';
}

/**
 * What names this deployment on a host that caches pages itself: Vercel's `VERCEL_DEPLOYMENT_ID`,
 * else its `VERCEL_URL` (also one per deployment), else a fixed name.
 *
 * @param {Record<string, unknown>} env
 * @returns {string}
 */
export function deploymentIdOf(env) {
  return valueOf(env, 'VERCEL_DEPLOYMENT_ID') ?? valueOf(env, 'VERCEL_URL') ?? 'deployment';
}
