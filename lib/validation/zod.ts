import { z } from 'zod';

/**
 * zod, as every schema in lib/ and components/ takes it. An object schema checks, when it is
 * made, whether `new Function` may run (to compile a faster parser). In the browser that probe
 * is a violation of the pages' Content-Security-Policy (no 'unsafe-eval'), reported although zod
 * catches it; there zod is told not to try. The server keeps the compiled parsers. Every schema
 * module imports `z` from here, so this runs before the first schema is made (eslint.config.mjs
 * refuses `zod` itself in lib/ and components/, type imports aside).
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
