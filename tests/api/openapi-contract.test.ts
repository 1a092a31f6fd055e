import { MAIN_API_BASE, WORKER_API_BASE } from '@/lib/api/constants';
import { ERROR_CATALOGUE, type ErrorTitle } from '@/lib/errors/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

// What generated clients read: every operation of both documents has an operationId,
// `group.action` in camel case, unique in its document; a summary; its 4xx answers with the
// catalogue errors each carries; and the extension's request bodies have examples.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it.each([
  ['main', MAIN_API_BASE],
  ['worker', WORKER_API_BASE],
] as const)('every %s operation has a unique group.action operationId', async (which, base) => {
  const app = which === 'main' ? t.app : t.worker;
  const doc = (await (await app.request(`${base}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const ids = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ at: `${method} ${path}`, id: op.operationId })),
  );
  expect(ids.length).toBeGreaterThan(which === 'main' ? 150 : 2);
  expect(ids.filter(({ id }) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(id ?? ''))).toEqual([]);
  const seen = new Map<string, string>();
  const twice = ids.filter(({ id, at }) => seen.has(id!) || !seen.set(id!, at));
  expect(twice).toEqual([]);
});

it.each([
  ['main', MAIN_API_BASE],
  ['worker', WORKER_API_BASE],
] as const)(
  'every %s operation says who may call it, and every tag it uses is declared',
  async (which, base) => {
    const app = which === 'main' ? t.app : t.worker;
    const doc = (await (await app.request(`${base}/openapi.json`)).json()) as {
      tags: { name: string; description: string }[];
      paths: Record<string, Record<string, { security?: unknown[]; tags?: string[] }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ at: `${method} ${path}`, ...op })),
    );
    expect(operations.filter((op) => !Array.isArray(op.security)).map((op) => op.at)).toEqual([]);
    // The health check is public: it says so with an empty list.
    if (which === 'main') {
      expect(operations.find((op) => op.at === `get ${base}/health`)?.security).toEqual([]);
    }
    const declared = new Set(doc.tags.map((tag) => tag.name));
    const used = new Set(operations.flatMap((op) => op.tags ?? []));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
    expect(doc.tags.filter((tag) => !tag.description)).toEqual([]);
  },
);

interface Schema {
  $ref?: string;
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  enum?: unknown[];
}
interface Answer {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  summary?: string;
  security?: Record<string, unknown>[];
  parameters?: { in: string }[];
  requestBody?: { content: Record<string, unknown> };
  'x-permissions'?: unknown;
  responses: Record<string, Answer>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses?: Record<string, Answer> };
}

const documentOf = async (which: 'main' | 'worker', base: string) => {
  const app = which === 'main' ? t.app : t.worker;
  return (await (await app.request(`${base}/openapi.json`)).json()) as Document;
};

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, at: `${method} ${path}`, op })),
  );

/** The catalogue titles a response names, read as a client would: through the references. */
function titlesOf(doc: Document, answer: Answer | undefined): string[] {
  const response = answer?.$ref
    ? doc.components.responses?.[answer.$ref.replace('#/components/responses/', '')]
    : answer;
  const schema = response?.content?.['application/json']?.schema;
  const members = schema?.oneOf ?? (schema ? [schema] : []);
  return members.flatMap((member) => {
    const named = doc.components.schemas[(member.$ref ?? '').replace('#/components/schemas/', '')];
    const envelope = named?.allOf?.[0]?.$ref === '#/components/schemas/ErrorEnvelope';
    const title = named?.allOf?.[1]?.properties?.error?.properties?.title?.enum;
    const code = named?.allOf?.[1]?.properties?.error?.properties?.code?.enum;
    if (!envelope || title?.length !== 1 || code?.length !== 1) return ['(not an error envelope)'];
    const entry = ERROR_CATALOGUE[title[0] as ErrorTitle];
    return entry?.code === code[0] ? [String(title[0])] : ['(a code the catalogue does not give)'];
  });
}

it.each([
  ['main', MAIN_API_BASE],
  ['worker', WORKER_API_BASE],
] as const)(
  'every %s operation has a summary and documents its 4xx answers with catalogue codes',
  async (which, base) => {
    const doc = await documentOf(which, base);
    const operations = operationsOf(doc);
    expect(operations.filter(({ op }) => !op.summary?.trim()).map(({ at }) => at)).toEqual([]);
    const answers = operations.flatMap(({ at, op }) =>
      Object.entries(op.responses)
        .filter(([status]) => /^4\d\d$/.test(status))
        .map(([status, answer]) => ({ at, status, titles: titlesOf(doc, answer) })),
    );
    // Every operation has one; each names catalogue errors of its own status.
    const answered = new Set(answers.map(({ at }) => at));
    expect(operations.filter(({ at }) => !answered.has(at)).map(({ at }) => at)).toEqual([]);
    const wrong = answers.filter(
      ({ status, titles }) =>
        titles.length === 0 ||
        titles.some((title) => String(ERROR_CATALOGUE[title as ErrorTitle]?.status) !== status),
    );
    expect(wrong).toEqual([]);

    // What each declaration implies is there.
    const missing: string[] = [];
    const expectTitle = (at: string, op: Operation, status: string, title: ErrorTitle) => {
      if (!titlesOf(doc, op.responses[status]).includes(title)) missing.push(`${at}: ${title}`);
    };
    for (const { at, path, op } of operations) {
      expectTitle(at, op, '400', 'VALIDATION_ERROR');
      if (op.requestBody?.content['application/json']) expectTitle(at, op, '400', 'BAD_REQUEST');
      if (op.security?.some((scheme) => 'bearerAuth' in scheme)) {
        expectTitle(at, op, '401', 'UNAUTHORIZED_ACCESS');
        expectTitle(at, op, '401', 'ACCESS_TOKEN_EXPIRED');
        expectTitle(at, op, '403', 'USER_INACTIVE');
      }
      if (op['x-permissions']) expectTitle(at, op, '403', 'FORBIDDEN');
      if (path.includes('{')) expectTitle(at, op, '404', 'NOT_FOUND');
    }
    expect(missing).toEqual([]);
  },
);

it('names what a route raises beyond its declaration: conflicts, rate limits, its own tokens', async () => {
  const doc = await documentOf('main', MAIN_API_BASE);
  const titles = (method: string, path: string, status: string) =>
    titlesOf(doc, doc.paths[`${MAIN_API_BASE}${path}`]?.[method]?.responses[status]);
  expect(titles('post', '/auth/login', '401')).toEqual(['INVALID_CREDENTIALS']);
  expect(titles('post', '/auth/login', '429')).toEqual(['TOO_MANY_REQUESTS']);
  expect(titles('post', '/auth/refresh', '401')).toEqual([
    'REFRESH_TOKEN_EXPIRED',
    'REFRESH_TOKEN_INVALID',
  ]);
  expect(titles('post', '/shop', '409')).toEqual(['CONFLICT']);
  expect(titles('delete', '/shop/{id}/hard', '409')).toEqual(['CONFLICT']);
  expect(titles('post', '/coupon/{id}/result', '429')).toEqual(['TOO_MANY_REQUESTS']);
  expect(titles('post', '/tracking', '409')).toEqual(['CONFLICT']);
  expect(titles('post', '/auth/resend-verification-email', '429')).toEqual([
    'TOO_MANY_REQUESTS',
    'EMAIL_RATE_LIMIT',
  ]);
});

it('carries examples of the request bodies the browser extension sends', async () => {
  const doc = await documentOf('main', MAIN_API_BASE);
  const body = (method: string, path: string) =>
    doc.paths[`${MAIN_API_BASE}${path}`]?.[method]?.requestBody?.content['application/json'] as
      { example?: unknown; examples?: Record<string, unknown> } | undefined;
  for (const [method, path] of [
    ['post', '/auth/login'],
    ['post', '/coupon/{id}/result'],
    ['post', '/coupon/{id}/vote'],
    ['post', '/product/search'],
    ['post', '/tracking'],
  ]) {
    const content = body(method!, path!);
    expect({
      at: `${method} ${path}`,
      example: Boolean(content?.example ?? content?.examples),
    }).toEqual({
      at: `${method} ${path}`,
      example: true,
    });
  }
});

// Redocly's no-ambiguous-paths is off (redocly.yaml): it flags GET /shop/shop-list/{id} against
// DELETE /shop/{id}/hard, which no request can confuse. This asks the same question per method.
it.each([
  ['main', MAIN_API_BASE],
  ['worker', WORKER_API_BASE],
] as const)('no two %s operations of one method match the same path', async (which, base) => {
  const doc = await documentOf(which, base);
  const templated = (segment: string) => segment.startsWith('{');
  const operations = operationsOf(doc).map((o) => ({ ...o, segments: o.path.split('/') }));
  const crossing = operations.flatMap((a, i) =>
    operations.slice(i + 1).flatMap((b) => {
      if (a.method !== b.method || a.segments.length !== b.segments.length) return [];
      const pairs = a.segments.map((segment, k) => [segment, b.segments[k]!] as const);
      if (pairs.some(([x, y]) => !templated(x) && !templated(y) && x !== y)) return [];
      // Literal against template both ways: neither path is the more specific one.
      const aLiteral = pairs.some(([x, y]) => !templated(x) && templated(y));
      const bLiteral = pairs.some(([x, y]) => templated(x) && !templated(y));
      const same = pairs.every(([x, y]) => templated(x) === templated(y));
      return (aLiteral && bLiteral) || same ? [`${a.at} ~ ${b.at}`] : [];
    }),
  );
  expect(crossing).toEqual([]);
});
