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
 * no dot-files. Only its metadata is read here; `read()` loads the bytes, so an answer that comes
 * from a cache (a resized variant, a 304) never touches the file's content. SVGs are served with
 * a CSP that forbids scripts inside them.
 */
export async function findMediaFile(mediaDir: string, segments: string[]) {
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
    return { type, mtime: info.mtime, read: () => readFile(file) };
  } catch {
    return null;
  }
}

/**
 * Whether a request's `If-Modified-Since` covers a file last changed at `mtime` (HTTP dates
 * carry whole seconds, so the file's time is compared at that precision).
 */
export function notModifiedSince(header: string | null, mtime: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  if (Number.isNaN(since)) return false;
  return Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}
