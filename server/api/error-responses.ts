import { ERROR_CATALOGUE, type ErrorTitle } from '@/lib/errors/catalogue';

// The 4xx answers of every operation in the OpenAPI documents, each with the catalogue codes it
// can carry. Most follow from what a route declares already (its parameters and body, its
// security, its `x-permissions`, an `{id}` in its path); a route names the rest with `raises()`.
// `describeErrors()` (a pass of `completeDocument()`) writes them into the document.

const RAISES = 'x-errors';

/**
 * The catalogue errors a route answers beyond those its declaration implies (spread into
 * `createRoute`, as `guarded()` is): a conflict, a rate limit, an account state, a token of its
 * own. What is implied, see `impliedErrors`.
 */
export function raises(...titles: ErrorTitle[]): { 'x-errors': ErrorTitle[] } {
  return { [RAISES]: titles };
}

/** What an access token's check (`requireAuth`, `optionalAuth` with a token) can refuse. */
const SIGN_IN: ErrorTitle[] = [
  'UNAUTHORIZED_ACCESS',
  'ACCESS_TOKEN_EXPIRED',
  'LOGIN_SESSION_EXPIRED',
  'USER_INACTIVE',
];

interface Parameter {
  in?: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown> };
  security?: Record<string, unknown>[];
  responses?: Record<string, Response>;
  'x-permissions'?: unknown;
  [RAISES]?: ErrorTitle[];
}
interface Response {
  description: string;
  content?: Record<string, { schema?: unknown }>;
}
interface Schema {
  [key: string]: unknown;
}
interface DocumentParts {
  paths?: object;
  components?: { schemas?: object };
}

/**
 * What every operation of the shape of `operation` can answer: 1001 VALIDATION_ERROR always (a
 * NUL byte in any query is refused before the route, and the route's own parameters and body are
 * judged); 1006 BAD_REQUEST for a JSON body (malformed, too large); the access token's refusals
 * where the bearer token is accepted; 1005 FORBIDDEN where `x-permissions` guard it; 1003
 * NOT_FOUND where the path names a row.
 */
function impliedErrors(path: string, operation: Operation): ErrorTitle[] {
  const titles: ErrorTitle[] = ['VALIDATION_ERROR'];
  if (operation.requestBody?.content?.['application/json']) titles.push('BAD_REQUEST');
  if (operation.security?.some((scheme) => 'bearerAuth' in scheme)) titles.push(...SIGN_IN);
  if (operation['x-permissions']) titles.push('FORBIDDEN');
  if (path.includes('{')) titles.push('NOT_FOUND');
  return titles;
}

/** `VALIDATION_ERROR` → `ValidationError`, `NOT_FOUND` → `NotFoundError`. */
function schemaName(title: ErrorTitle): string {
  const pascal = title
    .toLowerCase()
    .replace(/(^|_)([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase());
  return pascal.endsWith('Error') ? pascal : `${pascal}Error`;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The envelope of one catalogue error: its code and title fixed. */
function titleSchema(title: ErrorTitle): Schema {
  const { code, status, message } = ERROR_CATALOGUE[title];
  return {
    description: `${code} ${title} (HTTP ${status}): ${message}`,
    allOf: [
      ref('ErrorEnvelope'),
      {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'title'],
            properties: { code: { enum: [code] }, title: { enum: [title] } },
          },
        },
      },
    ],
  };
}

const byCode = (a: ErrorTitle, b: ErrorTitle) => ERROR_CATALOGUE[a].code - ERROR_CATALOGUE[b].code;

/** One status's answer: the envelope of one of `titles`, each named in the description. */
function errorResponse(titles: ErrorTitle[]): Response {
  const schema =
    titles.length === 1
      ? ref(schemaName(titles[0]!))
      : { oneOf: titles.map((title) => ref(schemaName(title))) };
  return {
    description: titles
      .map((title) => `${ERROR_CATALOGUE[title].code} ${title}: ${ERROR_CATALOGUE[title].message}`)
      .join('; '),
    content: { 'application/json': { schema } },
  };
}

/** Status codes first in order, `default` last. */
function ordered<T>(responses: Record<string, T>): Record<string, T> {
  const rank = (key: string) => (key === 'default' ? 1000 : Number(key) || 999);
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => rank(a) - rank(b)));
}

/**
 * Writes each operation's 4xx answers (implied and raised, grouped by status) into the document.
 * Each answer is a shared response (`#/components/responses/ValidationErrorOrBadRequestError`)
 * whose schema is one per catalogue error (`ValidationError`, `BadRequestError`, …: the error
 * envelope with its `code` and `title` fixed), so generated clients can tell them apart. A status
 * the route documents itself keeps its answer; a JSON envelope is added beside another media type.
 */
export function describeErrors<D extends DocumentParts>(doc: D): D {
  const shared = new Map<string, ErrorTitle[]>();
  const inline = new Set<ErrorTitle>();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(doc.paths ?? {}) as [string, object | undefined][]) {
    paths[path] = Object.fromEntries(
      Object.entries(item ?? {}).map(([method, value]) => {
        if (!value || typeof value !== 'object' || !('responses' in value)) return [method, value];
        const { [RAISES]: raised = [], ...operation } = value as Operation;
        const titles = [...new Set([...impliedErrors(path, operation), ...raised])].sort(byCode);
        const responses = withErrors(operation.responses ?? {}, titles, shared, inline);
        return [method, { ...operation, responses }];
      }),
    );
  }
  const schemas: Record<string, unknown> = { ...doc.components?.schemas };
  if (!schemas.ErrorEnvelope) throw new Error('The document has no ErrorEnvelope schema');
  const used = [...new Set([...shared.values()].flat().concat([...inline]))].sort(byCode);
  for (const title of used) {
    const name = schemaName(title);
    if (name in schemas) throw new Error(`The schema name ${name} is taken`);
    schemas[name] = titleSchema(title);
  }
  const responses = Object.fromEntries(
    [...shared]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, titles]) => [name, errorResponse(titles)]),
  );
  return { ...doc, paths, components: { ...doc.components, schemas, responses } };
}

/**
 * `responses` with the answers of `titles` (in catalogue order), one entry per status: a
 * reference to the shared response of its titles, which `shared` collects (`inline`: the titles of
 * answers written out beside a route's own).
 */
function withErrors(
  responses: Record<string, Response>,
  titles: ErrorTitle[],
  shared: Map<string, ErrorTitle[]>,
  inline: Set<ErrorTitle>,
): Record<string, Response | { $ref: string }> {
  const byStatus = new Map<string, ErrorTitle[]>();
  for (const title of titles) {
    const status = String(ERROR_CATALOGUE[title].status);
    byStatus.set(status, [...(byStatus.get(status) ?? []), title]);
  }
  const answers: Record<string, Response | { $ref: string }> = { ...responses };
  for (const [status, group] of byStatus) {
    const own = responses[status];
    if (!own) {
      const name = group.map(schemaName).join('Or');
      shared.set(name, group);
      answers[status] = { $ref: `#/components/responses/${name}` };
    } else if (own.content && !own.content['application/json']) {
      const answer = errorResponse(group);
      for (const title of group) inline.add(title);
      answers[status] = {
        description: `${own.description}; as JSON: ${answer.description}`,
        content: { ...own.content, ...answer.content },
      };
    }
  }
  return ordered(answers);
}
