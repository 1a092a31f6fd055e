import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ClientError } from '@/lib/api/client-error';

/**
 * Puts an API failure on the form: detail items on their
 * fields when the form has them, everything else as one form-level (root) error. Network
 * trouble becomes the translated network message; a 429 carries its wait in seconds.
 */
export function applyApiError<T extends FieldValues>(
  error: ClientError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  let placed = false;
  for (const detail of error.details) {
    if ((fields as readonly string[]).includes(detail.key)) {
      setError(detail.key as Path<T>, { type: 'server', message: detail.message });
      placed = true;
    }
  }
  if (placed) return;
  const unplaced = error.details.map((d) => d.message);
  const message =
    error.title === 'TOO_MANY_REQUESTS' && error.retryAfterSeconds
      ? `errors.retry_after?seconds=${error.retryAfterSeconds}`
      : error.title === 'VALIDATION_ERROR' && unplaced.length
        ? unplaced.join('\n')
        : error.title;
  setError('root.server' as Path<T>, { type: error.title, message });
}
