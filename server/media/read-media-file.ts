import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/**
 * A file under the media folder, or null: only known image types, no path outside the folder,
 * no dot-files. SVGs are served with a CSP that forbids scripts inside them.
 */
export async function readMediaFile(mediaDir: string, segments: string[]) {
  if (segments.some((s) => !s || s.startsWith('.') || s.includes('\\') || s.includes('\0')))
    return null;
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep)) return null;
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!type) return null;
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { body: await readFile(file), type, mtime: info.mtime };
  } catch {
    return null;
  }
}
