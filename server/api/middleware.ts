import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { PRODUCT_VERSION_HEADER, REQUEST_ID_HEADER } from '@/lib/api/constants';
import type { ErrorDetail } from '@/lib/errors/catalogue';
import type { ApiDeps, ApiEnv } from './context';
import { errorBody } from './envelope';
import { AppError, titleForStatus, validationError } from './errors';

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
    const details: ErrorDetail[] | undefined = /json/i.test(err.message)
      ? [{ key: 'body', message: 'validation.malformed_json' }]
      : undefined;
    const status = (title === 'NOT_FOUND' ? 404 : err.status) as ContentfulStatusCode;
    return c.json(errorBody(title, requestId, details), status);
  }
  c.get('deps')?.logger.error('unhandled error', {
    requestId,
    method: c.req.method,
    path: c.req.path,
    error: err instanceof Error ? (err.stack ?? err.message) : String(err),
  });
  return c.json(errorBody('INTERNAL_SERVER_ERROR', requestId), 500);
}
