import { ERROR_CATALOGUE, type ErrorDetail, type ErrorTitle } from '@/lib/errors/catalogue';

/**
 * The one error type the server throws on purpose, named by its catalogue title
 * (lib/errors/catalogue.ts). Services raise it; the API's `onError` (server/api/middleware.ts)
 * turns it into the envelope with the catalogue's status. It sits below the API layer so a
 * service never imports server/api.
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(
    public readonly title: ErrorTitle,
    public readonly details?: ErrorDetail[],
    public readonly headers?: Record<string, string>,
  ) {
    super(ERROR_CATALOGUE[title].message);
    this.name = 'AppError';
    this.code = ERROR_CATALOGUE[title].code;
    this.status = ERROR_CATALOGUE[title].status;
  }
}
