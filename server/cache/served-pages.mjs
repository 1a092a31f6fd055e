// What the cache handler (next-cache-handler.mjs) tells the Node server's page memo
// (server/page-memo.ts) about the cached pages Next serves. Both sides reach the same object
// through `globalThis`: Next loads the handler as its own module, apart from the server's bundle.
//
// - `capture`: while the memo watches a request, the handler records there which cached page
//   entry it handed Next for it (its storage time and lifetime), so the memo knows when Next
//   would stop serving that answer as it is.
// - `generation`: every page stored and every tag invalidated in this process's cache moves it on; a
//   memo made before no longer answers.
// - `local`: whether this process's cache is all there is (memory). With a cache shared by several
//   processes (Redis), another process's invalidation never reaches this one's memo, so there is
//   no memo.
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('safqa.servedPages');

/**
 * @returns {{
 *   capture: AsyncLocalStorage<{ page?: { lastModified: number, cacheControl?: { revalidate?: number | false, expire?: number } } }>,
 *   generation: number,
 *   local: boolean,
 * }}
 */
export function servedPages() {
  const scope = /** @type {Record<symbol, any>} */ (globalThis);
  scope[KEY] ??= { capture: new AsyncLocalStorage(), generation: 0, local: false };
  return scope[KEY];
}
