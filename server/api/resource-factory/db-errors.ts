import { AppError } from '../../errors';

/** SQLSTATE and constraint of a database error, through drizzle's wrapper (`cause`). */
function pgError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const constraint = e.constraint;
      return { code: e.code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A value the column type refuses (SQLSTATE class 22: bad text for an integer, a date, …). */
export function isDataException(error: unknown): boolean {
  return pgError(error)?.code.startsWith('22') ?? false;
}

/**
 * Turns constraint violations of a write into catalogue errors: unique → 1010 CONFLICT,
 * a reference to a missing row → 1001 VALIDATION_ERROR (on delete: CONFLICT, still referenced),
 * a value the column type refuses → VALIDATION_ERROR. `keys` names the field of a constraint.
 */
export function writeError(
  error: unknown,
  keys: Record<string, string> = {},
  operation: 'write' | 'delete' = 'write',
): unknown {
  const pg = pgError(error);
  if (!pg) return error;
  const key = (pg.constraint && keys[pg.constraint]) || 'body';
  if (pg.code === '23505') {
    return new AppError('CONFLICT', [{ key, message: 'validation.catalog.taken' }]);
  }
  if (pg.code === '23503') {
    return operation === 'delete'
      ? new AppError('CONFLICT', [{ key, message: 'validation.catalog.in_use' }])
      : new AppError('VALIDATION_ERROR', [
          { key, message: 'validation.catalog.reference_invalid' },
        ]);
  }
  if (pg.code.startsWith('22')) {
    return new AppError('VALIDATION_ERROR', [{ key, message: 'validation.invalid_value' }]);
  }
  return error;
}
