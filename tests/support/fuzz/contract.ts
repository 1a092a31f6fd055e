import { ERROR_CATALOGUE, SUCCESS_CODE, isErrorTitle } from '@/lib/errors/catalogue';
import { XSS_MARKER, resolve, type SchemaContext } from './json-schema-arbitrary';
import type { FuzzCase, OpenApiOperation } from './openapi-cases';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const NO_CONTENT = new Set([204, 301, 302, 303, 304, 307, 308]);

function mediaType(headers: Headers) {
  return (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What is wrong with an error answer: the envelope, its catalogue title and code, its status. */
export function errorEnvelopeProblems(status: number, body: unknown): string[] {
  if (!isRecord(body) || body.success !== false || !isRecord(body.error)) {
    return [`${status} is not an error envelope`];
  }
  const { code, title, message, details } = body.error;
  if (typeof title !== 'string' || !isErrorTitle(title))
    return [`title ${String(title)} not in the catalogue`];
  const entry = ERROR_CATALOGUE[title];
  const problems: string[] = [];
  if (code !== entry.code)
    problems.push(`${title} with code ${String(code)}, catalogue ${entry.code}`);
  if (status !== entry.status)
    problems.push(`${title} answered ${status}, catalogue ${entry.status}`);
  if (typeof message !== 'string') problems.push('error.message is not a string');
  if (
    details !== undefined &&
    !(
      Array.isArray(details) &&
      details.every(
        (d) => isRecord(d) && typeof d.key === 'string' && typeof d.message === 'string',
      )
    )
  ) {
    problems.push('error.details is not a list of {key, message}');
  }
  return problems;
}

/**
 * Every way an answer can break the API contract: a 5xx; an error that is not the envelope of a
 * catalogue title with its code and status; a success that is not `{success: true, code, data}`
 * (code 2000, or the catalogue success code the document gives) where the document says
 * envelope; a status or media type the document does not list;
 * a redirect without Location; the request's markup echoed into HTML; CORS headers for an origin
 * not allowed; a missing or unsafe X-Request-Id.
 */
export function contractProblems(
  /** The document's operation for the request's method and path (none: a wrong method). */
  spec: OpenApiOperation | undefined,
  fuzzCase: FuzzCase,
  answer: Answer,
  ctx: SchemaContext,
  allowedOrigins: readonly string[],
): string[] {
  const { status, headers, text } = answer;
  const problems: string[] = [];
  if (status >= 500) problems.push(`${status} server error`);
  const requestId = headers.get('x-request-id');
  if (!requestId || !SAFE_REQUEST_ID.test(requestId))
    problems.push(`X-Request-Id ${String(requestId)}`);
  const origin = fuzzCase.headers.origin;
  if (origin && !allowedOrigins.includes(origin) && headers.has('access-control-allow-origin')) {
    problems.push(`CORS headers for the foreign origin ${origin}`);
  }
  // Next sends a HEAD answer's headers alone.
  if (fuzzCase.method === 'HEAD') return text === '' ? problems : [...problems, 'HEAD with a body'];
  const type = mediaType(headers);
  const documented = spec?.responses[String(status)];

  if (type.endsWith('json')) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [...problems, `${status} ${type} that is not JSON`];
    }
    if (status >= 400) return [...problems, ...errorEnvelopeProblems(status, body)];
    if (!spec) return problems;
    const schema =
      documented?.content?.[type]?.schema ?? documented?.content?.['application/json']?.schema;
    if (!schema) return [...problems, `${status} JSON is not in the document`];
    const envelope = resolve(schema, ctx).properties;
    if (envelope?.success) {
      // 2000, or the catalogue's success code the route documents (1110 mail sent, …).
      const codes = envelope.code?.enum ?? [envelope.code?.const ?? SUCCESS_CODE];
      if (
        !isRecord(body) ||
        body.success !== true ||
        !codes.includes(body.code) ||
        !('data' in body)
      ) {
        problems.push(`${status} is not a success envelope with code ${codes.join(' or ')}`);
      }
    }
    return problems;
  }

  // Not JSON: only where the document says so (pages, files, redirects, empty answers).
  if (!documented)
    return [...problems, `${status} ${type || 'without a type'} is not in the document`];
  if (documented.content && !(type in documented.content)) {
    problems.push(
      `${status} ${type || 'without a type'}, the document says ${Object.keys(documented.content).join(', ')}`,
    );
  }
  if (!documented.content && !NO_CONTENT.has(status)) problems.push(`${status} without content`);
  if (status >= 300 && status < 400 && status !== 304 && !headers.get('location')) {
    problems.push(`${status} without Location`);
  }
  if (type === 'text/html' && text.includes(XSS_MARKER))
    problems.push('the request markup is echoed into HTML');
  return problems;
}
