import 'server-only';
import { ERROR_CATALOGUE } from '@/lib/errors/catalogue';
import { MAX_UPLOAD_BYTES } from '@/lib/validation/media';
import { jsonTextProblem } from '../api/check-json-text';
import { errorBody } from '../api/envelope';
import { failure, json } from './answers';

// Reading what the page sent: a JSON object within a size bound, or an upload's raw bytes.

/** Largest JSON body the named handlers forward. */
const MAX_BODY_BYTES = 64 * 1024;
/** Largest JSON body the generic proxy forwards: a CSV import carries a file of up to 2 MB. */
export const PROXY_MAX_BODY_BYTES = 3 * 1024 * 1024;
/** Media uploads (`POST /api/session/api/media`) pass through as multipart bytes up to this size. */
export const UPLOAD_MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/**
 * The JSON object the page sent ({} when empty), or the answer refusing it: BAD_REQUEST when it
 * is too large, not a JSON object, or nested too deeply; VALIDATION_ERROR naming a string that
 * holds a NUL or half a surrogate pair (server/api/check-json-text.ts, as the API checks).
 */
export async function readBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Record<string, unknown> | Response> {
  const text = await request.text();
  if (text.length > maxBytes) return failure('BAD_REQUEST');
  if (!text.trim()) return {};
  const problem = jsonTextProblem(text);
  if (problem) {
    return json(
      errorBody(problem.title, undefined, [problem.detail]),
      ERROR_CATALOGUE[problem.title].status,
    );
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return failure('BAD_REQUEST');
    }
    return parsed as Record<string, unknown>;
  } catch {
    return failure('BAD_REQUEST');
  }
}

/**
 * The raw body of an upload, or the VALIDATION_ERROR answer when it is over `maxBytes` (read
 * chunk by chunk, so an oversized body is refused without being held whole).
 */
export async function readBytes(request: Request, maxBytes: number) {
  const tooLarge = () =>
    json(
      errorBody('VALIDATION_ERROR', undefined, [
        {
          key: 'file',
          message: 'validation.media.too_large',
          params: { maximum: MAX_UPLOAD_BYTES / 1024 / 1024 },
        },
      ]),
      ERROR_CATALOGUE.VALIDATION_ERROR.status,
    );
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
