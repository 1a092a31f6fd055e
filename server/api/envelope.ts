import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import {
  ERROR_CATALOGUE,
  SUCCESS_CODE,
  type SuccessTitle,
  type ErrorBody,
  type ErrorDetail,
  type ErrorTitle,
} from '@/lib/errors/catalogue';

/** `{ success: true, code: 2000, data }` */
export function ok<T>(c: Context, data: T) {
  return c.json({ success: true as const, code: SUCCESS_CODE as typeof SUCCESS_CODE, data }, 200);
}

/**
 * A success that the catalogue names (its status-200 entries): `{ success: true, code: 1110,
 * data }` for a mail sent, 1404 for a password changed. The route documents the same code.
 */
export function okAs<T, S extends SuccessTitle>(c: Context, title: S, data: T) {
  const code = ERROR_CATALOGUE[title].code as (typeof ERROR_CATALOGUE)[S]['code'];
  return c.json({ success: true as const, code, data }, 200);
}

export function errorBody(
  title: ErrorTitle,
  requestId: string | undefined,
  details?: ErrorDetail[],
): { success: false; error: ErrorBody } {
  const entry = ERROR_CATALOGUE[title];
  return {
    success: false,
    error: {
      code: entry.code,
      title,
      message: entry.message,
      ...(details?.length ? { details } : {}),
      ...(requestId ? { requestId } : {}),
    },
  };
}

/** OpenAPI description of the envelopes, for route definitions. */
export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.number().int().openapi({ example: 1001 }),
      title: z.string().openapi({ example: 'VALIDATION_ERROR' }),
      message: z.string(),
      details: z
        .array(
          z.object({
            key: z.string(),
            message: z.string(),
            params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
          }),
        )
        .optional(),
      requestId: z.string().optional(),
    }),
  })
  .openapi('ErrorEnvelope');

export function successEnvelopeSchema<T extends z.ZodType, C extends number = typeof SUCCESS_CODE>(
  data: T,
  code: C = SUCCESS_CODE as C,
) {
  return z.object({ success: z.literal(true), code: z.literal(code), data });
}

/**
 * The JSON response entries of a route definition: 200 with `data` (and `code`, 2000 unless the
 * route answers a named success, see `okAs`), plus the error envelope.
 */
export function jsonResponses<T extends z.ZodType, C extends number = typeof SUCCESS_CODE>(
  data: T,
  description: string,
  code: C = SUCCESS_CODE as C,
) {
  return {
    200: {
      description,
      content: { 'application/json': { schema: successEnvelopeSchema(data, code) } },
    },
    default: {
      description: 'Failure: an error envelope (code and status from the error catalogue)',
      content: { 'application/json': { schema: errorEnvelopeSchema } },
    },
  } as const;
}

/** A redirecting route's answers: 302 to `to`, or an error envelope on `failure`. */
export function redirectResponses(to: string, failure: string) {
  return {
    302: { description: to, headers: z.object({ Location: z.string() }) },
    default: {
      description: failure,
      content: { 'application/json': { schema: errorEnvelopeSchema } },
    },
  } as const;
}
