// The media library's inputs (GET/POST /media, /media/rename, /media/delete) and answers.
// Paths are relative to the media root, `/`-separated; every rule here runs before a path
// reaches the storage (server/media/storage.ts), which checks the root again on its own.
import { z } from '@/lib/validation/zod';
import { slugify } from '@/lib/format/slugify';

/** The folder `GET /media` lists and `POST /media` writes to when none is given. */
export const DEFAULT_MEDIA_DIR = 'defaultDirectory';
/** `dir=/` names the root itself (the folder tree starts there). */
export const MEDIA_ROOT_DIR = '/';
/** Largest upload, before any resizing. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Longest side of an uploaded image after the default resize. */
export const MAX_IMAGE_SIDE = 2048;
/** Largest decoded image accepted (sharp `limitInputPixels`): 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
const MAX_DEPTH = 8;
const MAX_SEGMENT = 120;

/** The image types the library keeps, by the extension a stored file gets. */
export const MEDIA_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
} as const;
export type MediaExtension = keyof typeof MEDIA_TYPES;

/** The content type of a stored name by its extension (`.jpeg` too), or null. */
export function mediaTypeOf(name: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (!ext) return null;
  if (ext === 'jpeg') return MEDIA_TYPES.jpg;
  return Object.hasOwn(MEDIA_TYPES, ext) ? MEDIA_TYPES[ext as MediaExtension] : null;
}

/**
 * One name of a stored path as it may exist: not empty, not `.`/`..` or a dot-file, no slash,
 * backslash, `%` (encoded tricks such as `%2e%2e` or `%252e`), colon or control character.
 */
function isSafeSegment(segment: string): boolean {
  return (
    segment.length > 0 &&
    segment.length <= MAX_SEGMENT &&
    !segment.startsWith('.') &&
    !/[/\\%:\u0000-\u001f\u007f]/.test(segment)
  );
}

/** A relative stored path (`shops/noon.svg`): safe names only, no leading slash. */
export function isSafePath(value: string): boolean {
  const segments = value.split('/');
  return segments.length <= MAX_DEPTH && segments.every(isSafeSegment);
}

/** A name an admin typed (`Shop Logos`, `new logo.PNG`) as a lower-case safe name, or ''. */
const safeName = (raw: string) => slugify(raw, 80);

/** Whether a typed name could be a path trick rather than a name (refused, not normalized). */
const looksLikePath = (raw: string) =>
  /[/\\%\u0000-\u001f\u007f]/.test(raw) || raw.trim() === '.' || raw.trim() === '..';

/** A file name for `ext`: the typed base name made safe (`image` when nothing is left). */
export function mediaFileName(raw: string, ext: string): string {
  const base = safeName(raw.replace(/\.[a-z0-9]{1,5}$/i, ''));
  return `${base || 'image'}.${ext}`;
}

/** A folder as an admin typed it, each name made safe; the default folder (`defaultDirectory`) keeps its case. */
function normalizeDir(raw: string): string {
  return raw
    .split('/')
    .map((s) =>
      s.toLowerCase() === DEFAULT_MEDIA_DIR.toLowerCase() ? DEFAULT_MEDIA_DIR : safeName(s),
    )
    .join('/');
}

const PATH_INVALID = 'validation.media.path_invalid';
const DIR_INVALID = 'validation.media.dir_invalid';
const NAME_INVALID = 'validation.media.name_invalid';

/** An existing file's path, exactly as listed (`shops/noon.svg`). */
const mediaPathSchema = z
  .string({ error: PATH_INVALID })
  .max(512, PATH_INVALID)
  .refine(isSafePath, PATH_INVALID);

/** The folder to list: absent or empty = the default folder, `/` = the root. */
export const mediaDirSchema = z
  .string({ error: DIR_INVALID })
  .max(512, DIR_INVALID)
  .refine((v) => v === '' || v === MEDIA_ROOT_DIR || isSafePath(v), DIR_INVALID)
  .transform((v) => (v === '' ? DEFAULT_MEDIA_DIR : v === MEDIA_ROOT_DIR ? '' : v));

/**
 * The folder to upload into, as typed (`Shop Logos/2026`): path tricks are refused, each name is
 * then made safe (`shop-logos/2026`); a new folder comes into being with its first file.
 */
export const mediaUploadDirSchema = z
  .string({ error: DIR_INVALID })
  .max(512, DIR_INVALID)
  .refine(
    (v) =>
      v === '' ||
      v === MEDIA_ROOT_DIR ||
      (!looksLikePath(v.replaceAll('/', '')) &&
        v.split('/').length <= MAX_DEPTH &&
        v.split('/').every((s) => s.trim() !== '.' && s.trim() !== '..' && safeName(s) !== '')),
    DIR_INVALID,
  )
  .transform((v) => (v === '' ? DEFAULT_MEDIA_DIR : v === MEDIA_ROOT_DIR ? '' : normalizeDir(v)));

/** A new name typed for a file (the extension stays the file's own). */
export const mediaNameSchema = z
  .string({ error: NAME_INVALID })
  .max(MAX_SEGMENT, NAME_INVALID)
  .refine(
    (v) => !looksLikePath(v) && safeName(v.replace(/\.[a-z0-9]{1,5}$/i, '')) !== '',
    NAME_INVALID,
  );

/** `true`/`false` as a query or form value. */
const flagSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'validation.catalog.flag_invalid' })
  .transform((v) => v === 'true' || v === '1');

export const mediaListQuerySchema = z.object({ dir: mediaDirSchema.optional() });
/** `POST /media` query (`dir` and `resize` belong there; form fields of the same names also count). */
export const mediaUploadQuerySchema = z.object({
  dir: mediaUploadDirSchema.optional(),
  resize: flagSchema.optional(),
});
export const mediaRenameSchema = z.object({ path: mediaPathSchema, name: mediaNameSchema });
export const mediaDeleteSchema = z.object({ path: mediaPathSchema });

/** A stored file as the API lists it. */
export const mediaFileSchema = z.object({
  name: z.string(),
  path: z.string(),
  size: z.number().int(),
  type: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Where the public fetches it: `/media/…`, or under MEDIA_PUBLIC_URL when configured. */
  url: z.string(),
  modifiedAt: z.string(),
});
const mediaFolderSchema = z.object({ name: z.string(), path: z.string() });
export const mediaListingSchema = z.object({
  /** The listed folder (`''` = the root). */
  dir: z.string(),
  folders: z.array(mediaFolderSchema),
  files: z.array(mediaFileSchema),
});

export type MediaFileDto = z.infer<typeof mediaFileSchema>;
export type MediaFolderDto = z.infer<typeof mediaFolderSchema>;
export type MediaListingDto = z.infer<typeof mediaListingSchema>;
