import type { z } from 'zod';
import type { ErrorDetail, ErrorTitle } from '@/lib/errors/catalogue';
import { AppError } from '../errors';

// The API's side of errors: zod issues as translatable `details`, bare HTTP statuses as
// catalogue titles. The error type itself is server/errors.ts.

/** Messages already written as translation keys (`validation.password.min`) or field codes. */
const KEY_LIKE = /^([a-z][a-zA-Z0-9_-]*(\.[a-zA-Z0-9_-]+)+|[A-Z][A-Z0-9_]+)$/;

/** A zod issue as a `details` item whose message the UI can translate. */
export function issueToDetail(issue: z.core.$ZodIssue): ErrorDetail {
  const key = issue.path.map(String).join('.') || 'body';
  if (KEY_LIKE.test(issue.message)) return { key, message: issue.message };
  const params: Record<string, string | number> = {};
  if ('minimum' in issue) params.minimum = Number(issue.minimum);
  if ('maximum' in issue) params.maximum = Number(issue.maximum);
  if ('expected' in issue && typeof issue.expected === 'string') params.expected = issue.expected;
  return {
    key,
    message: `validation.${issue.code}`,
    ...(Object.keys(params).length ? { params } : {}),
  };
}

export function validationError(error: z.core.$ZodError): AppError {
  return new AppError('VALIDATION_ERROR', error.issues.map(issueToDetail));
}

/** The catalogue entry for a bare HTTP status (errors raised by Hono itself). */
export function titleForStatus(status: number): ErrorTitle {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED_ACCESS';
    case 403:
      return 'FORBIDDEN';
    case 404:
    case 405:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    case 504:
      return 'GATEWAY_TIMEOUT';
    default:
      return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
  }
}
