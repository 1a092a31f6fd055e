// After `next build` compiles: mark the framework chunks every page boots with (React DOM, the
// App Router, the bundler runtime) for eager compilation with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+). Nearly all of their functions run at start-up;
// marked, Chrome compiles them on a background thread while the file downloads instead of on the
// main thread when each is first called: the page's start-up task shrinks from ~100 ms to ~30 ms
// on a mid-range phone (TBT in `npm run bench:lighthouse`). Other browsers ignore the comment.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prepends the hint to the build's root main files; returns the files it changed. */
export async function addCompileHints(distDir) {
  const manifest = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const files = (manifest.rootMainFiles ?? []).filter((f) => f.endsWith('.js'));
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
