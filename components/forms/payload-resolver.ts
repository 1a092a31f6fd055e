import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver that turns what the inputs hold (strings) into the API's payload, then checks it
 * with the resource's shared zod schema — the same schema the API validates with, so the form
 * and the server agree on every rule and message. Issue paths are the payload's, which the
 * form's field names mirror (`name.en`, `slug.ar`, `startsAt`).
 */
export function payloadResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toPayload: (values: V) => unknown,
): Resolver<V, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(toPayload(values));
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.') || 'root.server';
      flat[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
