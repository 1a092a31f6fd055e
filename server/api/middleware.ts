import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { PRODUCT_VERSION_HEADER, REQUEST_ID_HEADER } from '@/lib/api/constants';
import { ERROR_CATALOGUE, type ErrorDetail } from '@/lib/errors/catalogue';
import { jsonTextProblem } from './check-json-text';
import type { ApiDeps, ApiEnv } from './context';
import { errorBody } from './envelope';
import { AppError } from '../errors';
import { titleForStatus, validationError } from './errors';
import { noteConnectionFailure } from './read-retry';
import { isDataException } from './resource-factory/db-errors';
import { connectionFailure, DATABASE_RETRY_AFTER_SECONDS } from '../db/connection-errors';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Request id (kept from the caller when well-formed), deps, product-version logging. */
export function requestContext(deps: ApiDeps) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.header(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    deps.logger.debug('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      productVersion: c.req.header(PRODUCT_VERSION_HEADER) ?? null,
    });
  });
}

const NUL = '\u0000';

/**
 * Input no handler should see: a path whose percent-encoding does not decode (`/%ff`); a NUL
 * character in the path or a query value (PostgreSQL cannot store one in text, and no real name,
 * title or search holds one); a JSON body nested deeper than any payload, or holding a NUL or
 * half a surrogate pair in a string (server/api/check-json-text.ts). Refused as BAD_REQUEST /
 * VALIDATION_ERROR naming the place, before any route runs.
 */
export const rejectBadBytes = createMiddleware<ApiEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw new AppError('BAD_REQUEST', [{ key: 'path', message: 'validation.malformed_path' }]);
  }
  if (path.includes(NUL)) {
    throw new AppError('BAD_REQUEST', [{ key: 'path', message: 'validation.nul_character' }]);
  }
  for (const [key, value] of url.searchParams) {
    if (key.includes(NUL) || value.includes(NUL)) {
      throw new AppError('VALIDATION_ERROR', [
        { key: key.replaceAll(NUL, ''), message: 'validation.nul_character' },
      ]);
    }
  }
  if (/json/i.test(c.req.header('content-type') ?? '') && c.req.method !== 'GET') {
    // Hono keeps the text: the route's own JSON validation reads it again without a second read.
    const problem = jsonTextProblem(await c.req.text());
    if (problem) throw new AppError(problem.title, [problem.detail]);
  }
  await next();
});

export function notFound(c: Context<ApiEnv>) {
  return c.json(errorBody('NOT_FOUND', c.get('requestId')), 404);
}

/** Every failure becomes the envelope; unknown ones are logged and answered without internals. */
export function handleError(err: Error, c: Context<ApiEnv>) {
  const requestId = c.get('requestId');
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    return c.json(errorBody(err.title, requestId, err.details), err.status as ContentfulStatusCode);
  }
  if (err instanceof ZodError) {
    const v = validationError(err);
    return c.json(errorBody(v.title, requestId, v.details), 400);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const title = titleForStatus(err.status);
    const message =
      err.status === 415
        ? 'validation.unsupported_media_type'
        : /json/i.test(err.message)
          ? 'validation.malformed_json'
          : undefined;
    const details: ErrorDetail[] | undefined = message ? [{ key: 'body', message }] : undefined;
    // The catalogue's status for the title: a body of the wrong type (415) is a BAD_REQUEST, 400.
    const status = ERROR_CATALOGUE[title].status as ContentfulStatusCode;
    return c.json(errorBody(title, requestId, details), status);
  }
  if (isDataException(err)) {
    // A value the database refuses (text it cannot store, a number out of range) that no schema
    // caught: the caller's input, never a server fault.
    return c.json(
      errorBody('VALIDATION_ERROR', requestId, [
        { key: 'body', message: 'validation.invalid_value' },
      ]),
      400,
    );
  }
  const failure = connectionFailure(err);
  if (failure) {
    // The database is restarting or away: never a 500. A read is tried once more
    // (read-retry.ts); a write whose statement may have reached the server is not.
    noteConnectionFailure(c.req.raw);
    c.get('deps')?.logger.warn('database unavailable', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      failure,
      error: String(err),
    });
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    const message =
      failure === 'unknown' && !['GET', 'HEAD'].includes(c.req.method)
        ? 'errors.outcome_unknown'
        : 'health.database_unreachable';
    return c.json(errorBody('SERVICE_UNAVAILABLE', requestId, [{ key: 'database', message }]), 503);
  }
  c.get('deps')?.logger.error('unhandled error', {
    requestId,
    method: c.req.method,
    path: c.req.path,
    error: err instanceof Error ? (err.stack ?? err.message) : String(err),
  });
  return c.json(errorBody('INTERNAL_SERVER_ERROR', requestId), 500);
}
