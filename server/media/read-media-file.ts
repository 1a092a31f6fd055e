import { mediaTypeOf } from '@/lib/validation/media';
import type { MediaStorage } from './storage';

/**
 * A file of the media storage (local folder or bucket), or null: only known image types, only
 * safe names (no path outside the root, no dot-files, no backslash or encoded trick). Only its
 * metadata is read here; `read()` loads the bytes, so an answer that comes from a cache (a
 * resized variant, a 304) never touches the file's content. SVGs are served with a CSP that
 * forbids scripts inside them.
 */
export async function findMediaFile(storage: MediaStorage, segments: string[]) {
  const file = segments.join('/');
  const type = mediaTypeOf(file);
  if (!type || segments.some((s) => s.includes('/'))) return null;
  const info = await storage.stat(file);
  if (!info) return null;
  return {
    type,
    mtime: info.modifiedAt,
    read: async () => {
      const body = await storage.read(file);
      if (!body) throw new Error('Media file vanished while being served');
      return body;
    },
  };
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
