import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  DEFAULT_MEDIA_DIR,
  MAX_IMAGE_SIDE,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  mediaDeleteSchema,
  mediaFileSchema,
  mediaListingSchema,
  mediaListQuerySchema,
  mediaRenameSchema,
  mediaUploadQuerySchema,
} from '@/lib/validation/media';
import type { ApiEnv } from '../context';
import { jsonResponses, ok } from '../envelope';
import { AppError } from '../../errors';
import { validationError } from '../errors';
import { guarded } from '../resource-factory/access';
import { mediaStorage } from '../../media/storage';
import { serverEnv } from '../../env';
import { recordAudit, type AuditAction, type AuditChanges } from '../../services/audit';
import {
  deleteMedia,
  listMedia,
  renameMedia,
  uploadMedia,
  type MediaContext,
} from '../../services/media';

const secured = { tags: ['Media'], security: [{ bearerAuth: [] }] };

const listRoute = createRoute({
  operationId: 'media.list',
  ...secured,
  method: 'get',
  path: '/media',
  summary:
    `The folders and images directly inside \`dir\` (default \`${DEFAULT_MEDIA_DIR}\`; \`/\` = ` +
    'the root), by name. Needs view_media.',
  ...guarded({ allOf: ['view_media'] }),
  request: { query: mediaListQuerySchema },
  responses: jsonResponses(mediaListingSchema, 'The folder'),
});

const uploadRoute = createRoute({
  operationId: 'media.upload',
  ...secured,
  method: 'post',
  path: '/media',
  summary:
    'Upload one image (PNG, JPEG, WebP, GIF, AVIF or an SVG that passes the allowlist), told ' +
    `apart by its content. At most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and ` +
    `${MAX_INPUT_PIXELS / 1_000_000} megapixels. Bitmaps are re-encoded without their metadata ` +
    `(EXIF) and, unless resize=false, scaled to fit ${MAX_IMAGE_SIDE} px. The name is made safe ` +
    '(lower-case, the extension of the real type) and never replaces a file: `-2`, `-3`… are ' +
    'added. A new folder is made by uploading into it. Needs create_media.',
  ...guarded({ allOf: ['create_media'] }),
  request: {
    query: mediaUploadQuerySchema,
    body: {
      required: true,
      content: {
        // A plain schema (not zod): the handler reads the form itself so a broken or partial
        // body is answered VALIDATION_ERROR on `file`.
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', format: 'binary' },
              dir: { type: 'string', description: 'Folder (also accepted as a query value)' },
              resize: { type: 'string', enum: ['true', 'false'], default: 'true' },
            },
          },
        },
      },
    },
  },
  responses: jsonResponses(mediaFileSchema, 'The stored file'),
});

const renameRoute = createRoute({
  operationId: 'media.rename',
  ...secured,
  method: 'post',
  path: '/media/rename',
  summary:
    'Rename a file within its folder; the name is made safe and keeps the extension. ' +
    '1010 CONFLICT when the name is taken. Needs update_media.',
  ...guarded({ allOf: ['update_media'] }),
  request: {
    body: { required: true, content: { 'application/json': { schema: mediaRenameSchema } } },
  },
  responses: jsonResponses(mediaFileSchema, 'The renamed file'),
});

const deleteRoute = createRoute({
  operationId: 'media.delete',
  ...secured,
  method: 'post',
  path: '/media/delete',
  summary: 'Delete a file (pages that show it lose the image). Needs delete_media.',
  ...guarded({ allOf: ['delete_media'] }),
  request: {
    body: { required: true, content: { 'application/json': { schema: mediaDeleteSchema } } },
  },
  responses: jsonResponses(mediaFileSchema, 'The deleted file'),
});

function mediaOf(c: Context<ApiEnv>): MediaContext {
  return c.var.deps.media ?? { storage: mediaStorage(), publicUrl: serverEnv().MEDIA_PUBLIC_URL };
}

/** An activity-log row for a media write (files have no table; the path is the record). */
async function audit(c: Context<ApiEnv>, action: AuditAction, path: string, changes: AuditChanges) {
  const auth = c.get('auth');
  await recordAudit(
    await c.var.deps.getDb(),
    { userId: auth?.user.id ?? null, email: auth?.user.email ?? null, requestId: c.var.requestId },
    [{ section: 'media', recordId: path, recordLabel: path, action, changes }],
  );
}

/** The upload form, or VALIDATION_ERROR on `file` when the body is not a complete form. */
async function readForm(c: Context<ApiEnv>) {
  try {
    return await c.req.parseBody();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_ERROR', [
      { key: 'file', message: 'validation.media.upload_incomplete' },
    ]);
  }
}

export function registerMedia(app: OpenAPIHono<ApiEnv>) {
  // GET /media — list a folder
  app.openapi(listRoute, async (c) => {
    const { dir } = c.req.valid('query');
    return ok(c, await listMedia(mediaOf(c), dir ?? DEFAULT_MEDIA_DIR));
  });

  // POST /media — upload one image (multipart `file`, optional `dir`, `resize`)
  app.openapi(uploadRoute, async (c) => {
    const form = await readForm(c);
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const fields = mediaUploadQuerySchema.safeParse({
      dir: text(form.dir) ?? c.req.query('dir'),
      resize: text(form.resize) ?? c.req.query('resize'),
    });
    if (!fields.success) throw validationError(fields.error);
    const file = form.file;
    if (!(file instanceof Blob)) {
      throw new AppError('VALIDATION_ERROR', [
        { key: 'file', message: 'validation.media.file_required' },
      ]);
    }
    const stored = await uploadMedia(mediaOf(c), {
      file,
      dir: fields.data.dir ?? DEFAULT_MEDIA_DIR,
      resize: fields.data.resize ?? true,
    });
    await audit(c, 'create', stored.path, {
      path: { after: stored.path },
      size: { after: stored.size },
      type: { after: stored.type },
    });
    return ok(c, stored);
  });

  // POST /media/rename — rename a file in its folder
  app.openapi(renameRoute, async (c) => {
    const { before, file } = await renameMedia(mediaOf(c), c.req.valid('json'));
    if (before !== file.path)
      await audit(c, 'update', file.path, { path: { before, after: file.path } });
    return ok(c, file);
  });

  // POST /media/delete — delete a file
  app.openapi(deleteRoute, async (c) => {
    const removed = await deleteMedia(mediaOf(c), c.req.valid('json').path);
    await audit(c, 'delete', removed.path, { path: { before: removed.path } });
    return ok(c, removed);
  });
}
