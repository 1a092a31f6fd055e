import { ERROR_CATALOGUE } from './generated/contract';
import type { components } from './generated/main-v1';

/** A title of the API's error catalogue: `VALIDATION_ERROR`, `NOT_FOUND`, … */
export type ErrorTitle = keyof typeof ERROR_CATALOGUE;
/** One field problem; `message` is a translation key such as `validation.password.min`. */
export type ErrorDetail = NonNullable<
  components['schemas']['ErrorEnvelope']['error']['details']
>[number];

const isTitle = (value: unknown): value is ErrorTitle =>
  typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);

/**
 * A failed call: the error envelope's catalogue title and code, its field details and request
 * id, and for 429s how many seconds to wait. A failure without an envelope (a proxy's page) is
 * INTERNAL_SERVER_ERROR from 5xx, BAD_REQUEST otherwise; no answer at all is NETWORK_ERROR.
 */
export class SafqaApiError extends Error {
  readonly title: ErrorTitle;
  /** The catalogue code: 1001 for VALIDATION_ERROR, 1003 for NOT_FOUND, … */
  readonly code: number;
  /** The HTTP status (the catalogue's for errors made here). */
  readonly status: number;
  readonly details: ErrorDetail[];
  readonly requestId?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    title: ErrorTitle,
    init: {
      status?: number;
      details?: ErrorDetail[];
      requestId?: string;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(title, { cause: init.cause });
    this.name = 'SafqaApiError';
    this.title = title;
    this.code = ERROR_CATALOGUE[title].code;
    this.status = init.status ?? ERROR_CATALOGUE[title].status;
    this.details = init.details ?? [];
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The error of a failed answer, from its parsed body (an error envelope, or anything else). */
  static fromResponse(response: Response, body: unknown): SafqaApiError {
    const error = (body as { error?: Record<string, unknown> } | null | undefined)?.error;
    const title = isTitle(error?.title)
      ? error.title
      : response.status >= 500
        ? 'INTERNAL_SERVER_ERROR'
        : 'BAD_REQUEST';
    const seconds = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
    return new SafqaApiError(title, {
      status: response.status,
      details: Array.isArray(error?.details) ? (error.details as ErrorDetail[]) : [],
      requestId:
        (typeof error?.requestId === 'string' ? error.requestId : undefined) ??
        response.headers.get('x-request-id') ??
        undefined,
      retryAfterSeconds: Number.isFinite(seconds) ? seconds : undefined,
    });
  }
}

export function isSafqaApiError(error: unknown): error is SafqaApiError {
  return error instanceof SafqaApiError;
}

/** What an openapi-fetch call resolves to. */
type Outcome<T> = { data?: T; error?: unknown; response: Response };
/** The `data` of a success envelope (`{success, code, data}`); a bodiless answer is undefined. */
type Unwrapped<T> = T extends { success: true; data: infer D } ? D : T;

/**
 * The `data` of a call's success envelope, or a thrown SafqaApiError: its error envelope, or
 * NETWORK_ERROR / TIMEOUT_ERROR when no answer came (a caller's own abort is thrown as it is).
 */
export async function unwrap<T>(call: Promise<Outcome<T>>): Promise<Unwrapped<T>> {
  let outcome: Outcome<T>;
  try {
    outcome = await call;
  } catch (error) {
    if (error instanceof SafqaApiError) throw error;
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'AbortError') throw error;
    throw new SafqaApiError(name === 'TimeoutError' ? 'TIMEOUT_ERROR' : 'NETWORK_ERROR', {
      cause: error,
    });
  }
  if (!outcome.response.ok) throw SafqaApiError.fromResponse(outcome.response, outcome.error);
  const data = outcome.data as { success?: unknown; data?: unknown } | undefined;
  return (
    data && typeof data === 'object' && data.success === true ? data.data : data
  ) as Unwrapped<T>;
}
