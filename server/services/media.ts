import { randomBytes } from 'node:crypto';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { ErrorDetail } from '@/lib/errors/catalogue';
import {
  MAX_IMAGE_SIDE,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  MEDIA_TYPES,
  mediaFileName,
  mediaTypeOf,
  type MediaExtension,
  type MediaFileDto,
  type MediaListingDto,
} from '@/lib/validation/media';
import { AppError } from '../errors';
import { isSafeSvg } from '../media/check-svg';
import { detectImageType } from '../media/detect-type';
import {
  mediaPublicUrl,
  UnsafeMediaPathError,
  type MediaStorage,
  type StoredFileInfo,
} from '../media/storage';

/** The storage and how its files are addressed publicly (MEDIA_PUBLIC_URL). */
export interface MediaContext {
  storage: MediaStorage;
  publicUrl?: string;
}

const invalid = (key: string, message: string, params?: ErrorDetail['params']) =>
  new AppError('VALIDATION_ERROR', [{ key, message, ...(params ? { params } : {}) }]);

const join = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);
const nameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1);
const folderOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/')));

function toDto(ctx: MediaContext, file: string, info: StoredFileInfo): MediaFileDto {
  return {
    name: nameOf(file),
    path: file,
    size: info.size,
    type: mediaTypeOf(file) ?? 'application/octet-stream',
    width: info.width ?? null,
    height: info.height ?? null,
    url: mediaPublicUrl(file, ctx.publicUrl),
    modifiedAt: info.modifiedAt.toISOString(),
  };
}

// GET /media — the folders and image files directly inside `dir`, by name
export async function listMedia(ctx: MediaContext, dir: string): Promise<MediaListingDto> {
  const listing = await ctx.storage.list(dir);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    dir,
    folders: [...listing.folders].sort(byName),
    files: listing.files
      .filter((f) => mediaTypeOf(f.name))
      .sort(byName)
      .map((f) => toDto(ctx, f.path, f)),
  };
}

/** A stored image: its bytes and pixel size. */
interface Prepared {
  body: Buffer;
  width: number;
  height: number;
}

const ENCODERS: Record<Exclude<MediaExtension, 'svg'>, (image: Sharp) => Sharp> = {
  png: (image) => image.png({ compressionLevel: 9 }),
  jpg: (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  webp: (image) => image.webp({ quality: 85 }),
  gif: (image) => image.gif(),
  avif: (image) => image.avif({ quality: 60 }),
};

/**
 * Checks and re-encodes an upload: the pixel limit from the header before anything is decoded,
 * SVGs through the allowlist (kept as they are), bitmaps decoded and written again — turned
 * upright, within MAX_IMAGE_SIDE when `resize`, without their metadata (EXIF, GPS, ICC text).
 */
async function prepareImage(bytes: Buffer, ext: MediaExtension, resize: boolean) {
  const options: SharpOptions = {
    limitInputPixels: MAX_INPUT_PIXELS,
    animated: ext === 'gif' || ext === 'webp',
    failOn: 'error',
  };
  const unreadable = () => invalid('file', 'validation.media.unreadable');
  // The header only (no decode), so the limit is checked here and named in the answer.
  const meta = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw invalid('file', 'validation.media.too_many_pixels', {
      maximum: MAX_INPUT_PIXELS / 1_000_000,
    });
  }
  if (ext === 'svg') {
    if (!isSafeSvg(bytes.toString('utf8'))) throw invalid('file', 'validation.media.svg_unsafe');
    return { body: bytes, width: meta.width, height: meta.height } satisfies Prepared;
  }
  let image = sharp(bytes, options);
  if ((meta.orientation ?? 1) > 1) image = image.rotate();
  if (resize) {
    image = image.resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  const { data, info } = await ENCODERS[ext](image)
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unreadable();
    });
  return {
    body: data,
    width: info.width,
    height: info.pageHeight ?? info.height,
  } satisfies Prepared;
}

/** A file's name as the browser sent it: path tricks are refused rather than cleaned up. */
function uploadName(raw: string): string {
  if (/[/\\%\u0000-\u001f]/.test(raw) || raw === '.' || raw === '..')
    throw invalid('file', 'validation.media.name_invalid');
  return raw;
}

export interface UploadInput {
  file: Blob & { name?: string };
  /** The normalized folder (lib/validation/media.ts), `''` = the root. */
  dir: string;
  resize: boolean;
}

// POST /media — one image, checked by content, re-encoded and stored under a free name
export async function uploadMedia(ctx: MediaContext, input: UploadInput): Promise<MediaFileDto> {
  const name = uploadName(input.file.name ?? '');
  if (input.file.size === 0) throw invalid('file', 'validation.media.empty');
  if (input.file.size > MAX_UPLOAD_BYTES)
    throw invalid('file', 'validation.media.too_large', {
      maximum: MAX_UPLOAD_BYTES / 1024 / 1024,
    });
  const bytes = Buffer.from(await input.file.arrayBuffer());
  const ext = detectImageType(bytes);
  if (!ext) throw invalid('file', 'validation.media.type_not_allowed');
  const prepared = await prepareImage(bytes, ext, input.resize);
  const wanted = mediaFileName(name, ext);
  const base = wanted.slice(0, -(ext.length + 1));
  const candidates = [
    wanted,
    ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}.${ext}`),
    `${base}-${randomBytes(4).toString('hex')}.${ext}`,
  ];
  for (const candidate of candidates) {
    const file = join(input.dir, candidate);
    let written: boolean;
    try {
      written = await ctx.storage.write(file, prepared.body, {
        contentType: MEDIA_TYPES[ext],
        width: prepared.width,
        height: prepared.height,
      });
    } catch (error) {
      if (error instanceof UnsafeMediaPathError)
        throw invalid('dir', 'validation.media.dir_invalid');
      throw error;
    }
    if (written) {
      const info = await ctx.storage.stat(file);
      return toDto(ctx, file, {
        size: info?.size ?? prepared.body.length,
        modifiedAt: info?.modifiedAt ?? new Date(),
        width: prepared.width,
        height: prepared.height,
      });
    }
  }
  throw new AppError('CONFLICT', [{ key: 'file', message: 'validation.media.name_taken' }]);
}

/** A listed image file's details, or NOT_FOUND. */
async function existingFile(ctx: MediaContext, file: string) {
  const info = mediaTypeOf(file) ? await ctx.storage.stat(file) : null;
  if (!info)
    throw new AppError('NOT_FOUND', [{ key: 'path', message: 'validation.media.not_found' }]);
  return info;
}

// POST /media/rename — a new name in the same folder; the extension stays the file's own
export async function renameMedia(
  ctx: MediaContext,
  input: { path: string; name: string },
): Promise<{ before: string; file: MediaFileDto }> {
  const info = await existingFile(ctx, input.path);
  const ext = /\.([a-z0-9]+)$/i.exec(input.path)![1]!.toLowerCase();
  const target = join(folderOf(input.path), mediaFileName(input.name, ext));
  if (target !== input.path && !(await ctx.storage.rename(input.path, target))) {
    throw new AppError('CONFLICT', [{ key: 'name', message: 'validation.media.name_taken' }]);
  }
  const after = (await ctx.storage.stat(target)) ?? info;
  return { before: input.path, file: toDto(ctx, target, { ...info, ...after }) };
}

// POST /media/delete — removes one file (links to it stop working)
export async function deleteMedia(ctx: MediaContext, file: string): Promise<MediaFileDto> {
  const info = await existingFile(ctx, file);
  if (!(await ctx.storage.remove(file)))
    throw new AppError('NOT_FOUND', [{ key: 'path', message: 'validation.media.not_found' }]);
  return toDto(ctx, file, info);
}
