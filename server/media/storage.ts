import { randomBytes } from 'node:crypto';
import {
  link,
  lstat,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  rmdir,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { isSafePath, mediaTypeOf } from '@/lib/validation/media';
import { serverEnv, type ServerEnv } from '../env';

/** What a storage knows of a stored file without reading it. */
export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
  /** Pixel size recorded at upload (S3 metadata), when the storage keeps it. */
  width?: number;
  height?: number;
}

interface StoredEntry extends StoredFileInfo {
  name: string;
  path: string;
}

interface StoredListing {
  folders: { name: string; path: string }[];
  files: StoredEntry[];
}

/**
 * The local folder's file calls carry Turbopack's `turbopackIgnore: true` comment: MEDIA_DIR is a
 * data folder named at run time, and without it the build traces the whole project into the
 * server output.
 *
 * Where media files live: the local folder (MEDIA_DIR) or an S3-compatible bucket. Paths are
 * relative and `/`-separated (`shops/noon.svg`, `''` = the root); a path that is not made of
 * safe names (lib/validation/media.ts) is treated as absent and never reaches the disk or bucket.
 * A write is all or nothing and never replaces an existing file.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** The folders and files directly inside `dir` (dot-files left out); empty when it is missing. */
  list(dir: string): Promise<StoredListing>;
  /** A file's size and time, or null when there is no such file. */
  stat(file: string): Promise<StoredFileInfo | null>;
  /** A file's bytes, or null when there is no such file. */
  read(file: string): Promise<Buffer | null>;
  /** Stores a new file; false (and nothing written) when the name is taken. */
  write(file: string, body: Buffer, meta: WriteMeta): Promise<boolean>;
  /** Moves a file to a free name; false when `to` is taken. */
  rename(from: string, to: string): Promise<boolean>;
  /** Removes a file; false when there was none. */
  remove(file: string): Promise<boolean>;
  exists(file: string): Promise<boolean>;
}

interface WriteMeta {
  contentType: string;
  width?: number | null;
  height?: number | null;
}

/** A path the storage refuses (unsafe names, a folder that leads out of the root). */
export class UnsafeMediaPathError extends Error {
  constructor() {
    super('Media path refused');
    this.name = 'UnsafeMediaPathError';
  }
}

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** A relative path as safe names, or null (`''` = the root, only where a folder is meant). */
function checked(relative: string, folder = false): string[] | null {
  if (folder && relative === '') return [];
  return isSafePath(relative) ? relative.split('/') : null;
}

/** The absolute paths under the local root, each resolved so that no link leads out of it. */
function localPaths(rootDir: string) {
  const root = path.resolve(/*turbopackIgnore: true*/ rootDir);
  let realRoot: Promise<string> | undefined;
  const rootReal = () => (realRoot ??= mkdir(root, { recursive: true }).then(() => realpath(root)));
  const inside = (base: string, real: string) => real === base || real.startsWith(base + path.sep);

  /** The absolute path when it exists and stays inside the root (after links), else null. */
  async function existing(segments: string[]): Promise<string | null> {
    const base = await rootReal();
    try {
      const real = await realpath(path.join(/*turbopackIgnore: true*/ root, ...segments));
      return inside(base, real) ? real : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The folder a new file goes to, created when missing; null when it would lead out of the root. */
  async function folderFor(segments: string[]): Promise<string | null> {
    const base = await rootReal();
    let current = base;
    for (const segment of segments) {
      const next = path.join(/*turbopackIgnore: true*/ current, segment);
      try {
        const real = await realpath(next);
        if (!inside(base, real) || !(await stat(real)).isDirectory()) return null;
        current = real;
      } catch (error) {
        if (!isMissing(error)) throw error;
        await mkdir(next).catch((e: NodeJS.ErrnoException) => {
          if (e.code !== 'EEXIST') throw e;
        });
        current = next;
      }
    }
    return current;
  }

  /** Removes folders left empty by a delete or move, up to (not including) the root. */
  async function pruneEmpty(segments: string[]) {
    for (let n = segments.length; n > 0; n--) {
      try {
        await rmdir(path.join(/*turbopackIgnore: true*/ root, ...segments.slice(0, n)));
      } catch {
        return;
      }
    }
  }

  /** A regular file inside the root: its own path (a link is moved or removed, never its target). */
  async function fileInfo(segments: string[] | null) {
    if (!segments) return null;
    const real = await existing(segments);
    if (!real) return null;
    const info = await stat(/*turbopackIgnore: true*/ real);
    return info.isFile()
      ? { file: path.join(/*turbopackIgnore: true*/ root, ...segments), real, info }
      : null;
  }

  return { root, rootReal, inside, existing, folderFor, pruneEmpty, fileInfo };
}

/** Pixel sizes read from image headers, remembered per file version (the last 5000). */
function pixelSizeCache() {
  const sizes = new Map<string, { width?: number; height?: number }>();
  return async function pixelSize(file: string, info: { size: number; mtimeMs: number }) {
    const key = `${file}|${info.size}|${info.mtimeMs}`;
    let size = sizes.get(key);
    if (!size) {
      const meta = await sharp(file, { animated: true })
        .metadata()
        .catch(() => null);
      size = { width: meta?.width, height: meta?.pageHeight ?? meta?.height };
      if (sizes.size >= 5000) sizes.delete(sizes.keys().next().value!);
      sizes.set(key, size);
    }
    return size;
  };
}

/** Links `from` to the free name `to` (fails when taken); a file system without hard links renames. */
async function placeAt(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    await unlink(from);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV'].includes(code ?? '')) throw error;
    if (
      await lstat(to).then(
        () => true,
        () => false,
      )
    )
      return false;
    await rename(from, to);
    return true;
  }
}

/**
 * The local folder. Every access resolves real paths, so a symbolic link that leads out of the
 * root is neither followed nor listed; a write goes to a hidden temporary file that is linked
 * into place only when complete, so a failed upload leaves nothing behind.
 */
export function createLocalStorage(rootDir: string): MediaStorage {
  const { root, rootReal, inside, existing, folderFor, pruneEmpty, fileInfo } = localPaths(rootDir);
  const pixelSize = pixelSizeCache();

  return {
    kind: 'local',
    async list(dir) {
      const segments = checked(dir, true);
      const folder = segments && (await existing(segments));
      if (!folder) return { folders: [], files: [] };
      const base = await rootReal();
      const entries = await readdir(/*turbopackIgnore: true*/ folder, {
        withFileTypes: true,
      }).catch((e: unknown) => {
        if (isMissing(e)) return [];
        throw e;
      });
      const listing: StoredListing = { folders: [], files: [] };
      const prefix = segments.length ? `${segments.join('/')}/` : '';
      for (const entry of entries) {
        if (entry.name.startsWith('.') || !checked(entry.name)) continue;
        const full = path.join(/*turbopackIgnore: true*/ folder, entry.name);
        const real = await realpath(/*turbopackIgnore: true*/ full).catch(() => null);
        if (!real || !inside(base, real)) continue;
        const info = await stat(real);
        const item = { name: entry.name, path: `${prefix}${entry.name}` };
        if (info.isDirectory()) listing.folders.push(item);
        else if (info.isFile())
          listing.files.push({
            ...item,
            size: info.size,
            modifiedAt: info.mtime,
            ...(mediaTypeOf(entry.name) ? await pixelSize(real, info) : {}),
          });
      }
      return listing;
    },
    async stat(file) {
      const found = await fileInfo(checked(file));
      if (!found) return null;
      const size = mediaTypeOf(file) ? await pixelSize(found.real, found.info) : {};
      return { size: found.info.size, modifiedAt: found.info.mtime, ...size };
    },
    async read(file) {
      const found = await fileInfo(checked(file));
      return found && readFile(found.real);
    },
    async write(file, body) {
      const segments = checked(file);
      if (!segments) throw new UnsafeMediaPathError();
      const folder = await folderFor(segments.slice(0, -1));
      if (!folder) throw new UnsafeMediaPathError();
      const temp = path.join(
        /*turbopackIgnore: true*/ folder,
        `.upload-${randomBytes(8).toString('hex')}.tmp`,
      );
      try {
        await writeFile(temp, body, { flag: 'wx', mode: 0o644 });
        return await placeAt(temp, path.join(/*turbopackIgnore: true*/ folder, segments.at(-1)!));
      } finally {
        await unlink(temp).catch(() => undefined);
      }
    },
    async rename(from, to) {
      const source = await fileInfo(checked(from));
      const target = checked(to);
      if (!source || !target) return false;
      const folder = await folderFor(target.slice(0, -1));
      if (!folder) return false;
      const moved = await placeAt(
        source.file,
        path.join(/*turbopackIgnore: true*/ folder, target.at(-1)!),
      );
      if (moved) await pruneEmpty(from.split('/').slice(0, -1));
      return moved;
    },
    async remove(file) {
      const found = await fileInfo(checked(file));
      if (!found) return false;
      await unlink(found.file);
      await pruneEmpty(file.split('/').slice(0, -1));
      return true;
    },
    async exists(file) {
      const segments = checked(file);
      if (!segments) return false;
      // A dangling or outside link still occupies the name.
      return lstat(path.join(/*turbopackIgnore: true*/ root, ...segments)).then(
        () => true,
        () => false,
      );
    },
  };
}

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** An object key in a copy source: each name URL-encoded, the slashes kept. */
const copySource = (bucket: string, key: string) =>
  `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** The client the settings describe (keys when both are given, else the SDK's own chain). */
function s3ClientFor(settings: S3Settings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  });
}

/** A pixel size kept as object metadata, when it reads as one. */
const dimension = (value: string | undefined) =>
  value && /^\d{1,6}$/.test(value) ? Number(value) : undefined;

function infoOf(answer: HeadObjectCommandOutput): StoredFileInfo {
  return {
    size: answer.ContentLength ?? 0,
    modifiedAt: answer.LastModified ?? new Date(0),
    width: dimension(answer.Metadata?.width),
    height: dimension(answer.Metadata?.height),
  };
}

/** Runs `task` over `items`, `limit` at a time. */
async function pooled<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The safe-named sub-prefixes (folders) and objects directly under `Prefix`, every page. */
async function listPrefix(s3: S3Client, Bucket: string, Prefix: string) {
  const folders: StoredListing['folders'] = [];
  const keys: { key: string; size: number; modifiedAt: Date }[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket, Prefix, Delimiter: '/', ContinuationToken }),
    );
    for (const p of page.CommonPrefixes ?? []) {
      const name = p.Prefix?.slice(Prefix.length, -1) ?? '';
      if (checked(name) && !name.startsWith('.')) folders.push({ name, path: `${Prefix}${name}` });
    }
    for (const o of page.Contents ?? []) {
      const name = o.Key?.slice(Prefix.length) ?? '';
      if (!checked(name)) continue;
      keys.push({ key: o.Key!, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) });
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return { folders, keys };
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …). Folders are key prefixes: one exists while a
 * file is in it. Pixel sizes are kept as object metadata so a listing needs no download.
 */
export function createS3Storage(settings: S3Settings, client?: S3Client): MediaStorage {
  const s3 = client ?? s3ClientFor(settings);
  const Bucket = settings.bucket;

  async function head(key: string) {
    try {
      return await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  const storage: MediaStorage = {
    kind: 's3',
    async list(dir) {
      const segments = checked(dir, true);
      if (!segments) return { folders: [], files: [] };
      const Prefix = segments.length ? `${segments.join('/')}/` : '';
      const { folders, keys } = await listPrefix(s3, Bucket, Prefix);
      // The pixel sizes are object metadata, which a listing does not carry.
      const files = await pooled(keys, 8, async (k) => {
        const meta = await head(k.key);
        return {
          name: k.key.slice(Prefix.length),
          path: k.key,
          size: k.size,
          modifiedAt: k.modifiedAt,
          width: dimension(meta?.Metadata?.width),
          height: dimension(meta?.Metadata?.height),
        };
      });
      return { folders, files };
    },
    async stat(file) {
      if (!checked(file)) return null;
      const answer = await head(file);
      return answer && infoOf(answer);
    },
    async read(file) {
      if (!checked(file)) return null;
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: file }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async write(file, body, meta) {
      if (!checked(file)) throw new UnsafeMediaPathError();
      if (await head(file)) return false;
      // A single PUT: the object appears complete or not at all.
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: file,
          Body: body,
          ContentType: meta.contentType,
          CacheControl: 'public, max-age=86400, stale-while-revalidate=604800',
          Metadata: {
            ...(meta.width ? { width: String(meta.width) } : {}),
            ...(meta.height ? { height: String(meta.height) } : {}),
          },
        }),
      );
      return true;
    },
    async rename(from, to) {
      if (!checked(from) || !checked(to) || !(await head(from))) return false;
      if (await head(to)) return false;
      await s3.send(
        new CopyObjectCommand({ Bucket, Key: to, CopySource: copySource(Bucket, from) }),
      );
      await s3.send(new DeleteObjectCommand({ Bucket, Key: from }));
      return true;
    },
    async remove(file) {
      if (!checked(file) || !(await head(file))) return false;
      await s3.send(new DeleteObjectCommand({ Bucket, Key: file }));
      return true;
    },
    async exists(file) {
      return !!checked(file) && !!(await head(file));
    },
  };
  return storage;
}

/** The storage the configuration names: the bucket when S3_BUCKET is set, else MEDIA_DIR. */
export function mediaStorageFromEnv(env: ServerEnv): MediaStorage {
  if (!env.S3_BUCKET) return createLocalStorage(env.MEDIA_DIR);
  return createS3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

/** The public address of a stored file: under MEDIA_PUBLIC_URL when set, else this site's /media/. */
export function mediaPublicUrl(file: string, publicBase?: string): string {
  const encoded = file.split('/').map(encodeURIComponent).join('/');
  return publicBase ? `${publicBase.replace(/\/+$/, '')}/${encoded}` : `/media/${encoded}`;
}

let shared: MediaStorage | undefined;

/** The process's storage, as configured (built once). */
export function mediaStorage(): MediaStorage {
  shared ??= mediaStorageFromEnv(serverEnv());
  return shared;
}
