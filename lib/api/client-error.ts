import { isErrorTitle, type ErrorDetail, type ErrorTitle } from '@/lib/errors/catalogue';

/** A failed call as the UI sees it: a catalogue title, field details and, for 429s, the wait. */
export class ClientError extends Error {
  constructor(
    public readonly title: ErrorTitle,
    public readonly status: number,
    public readonly details: ErrorDetail[] = [],
    public readonly retryAfterSeconds?: number,
  ) {
    super(title);
    this.name = 'ClientError';
  }
}

/** The error of a failed envelope (or a body that is not one). */
export function clientErrorFromBody(
  status: number,
  body: unknown,
  retryAfter?: string | null,
): ClientError {
  const error = (body as { error?: { title?: unknown; details?: unknown } } | null)?.error;
  const title =
    typeof error?.title === 'string' && isErrorTitle(error.title)
      ? error.title
      : status >= 500
        ? 'INTERNAL_SERVER_ERROR'
        : 'BAD_REQUEST';
  const details = Array.isArray(error?.details) ? (error.details as ErrorDetail[]) : [];
  const seconds = retryAfter ? Number.parseInt(retryAfter, 10) : Number.NaN;
  return new ClientError(title, status, details, Number.isFinite(seconds) ? seconds : undefined);
}

export function isClientError(error: unknown): error is ClientError {
  return error instanceof ClientError;
}
