import fc from 'fast-check';
import {
  hostileString,
  invalidObject,
  invalidValue,
  resolve,
  validValue,
  type JsonSchema,
  type SchemaContext,
} from './json-schema-arbitrary';

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface MediaEntry {
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaEntry> };
  responses: Record<string, { description?: string; content?: Record<string, MediaEntry> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One operation of a document: `GET /api/v1/shop/{id}`. */
export interface Operation {
  key: string;
  method: string;
  path: string;
  /** The first path segment after the API base, singular: `shop`, `coupon`, `ad`, `campaign`. */
  resource: string;
  spec: OpenApiOperation;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function singular(segment: string) {
  return segment.replace(/s$/, '');
}

export function operationsOf(doc: OpenApiDocument, base: string): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const resource = singular(path.slice(base.length).split('/')[1] ?? '');
      operations.push({ key: `${method.toUpperCase()} ${path}`, method, path, resource, spec });
    }
  }
  return operations;
}

/** Who calls: nobody, a signed-up shopper, one who has not verified yet, an admin, or junk. */
export type Principal = 'anonymous' | 'shopper' | 'newcomer' | 'admin' | 'junk';

/** Stand-ins the runner replaces with the calling account's own values. */
export const SENTINEL = { email: '@@fz-email@@', refreshToken: '@@fz-refresh@@' } as const;

type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string; contentType: string }
  /** Bytes no JavaScript string can hold (UTF-8 of half a surrogate pair). */
  | { kind: 'bytes'; base64: string; contentType: string }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'multipart'; fields: Record<string, string>; file?: FuzzFile };

interface FuzzFile {
  name: string;
  type: string;
  base64: string;
}

export interface FuzzCase {
  /** Which variation this is, for the counts: `body:invalid`, `path:junk`, `valid`… */
  variant: string;
  principal: Principal;
  junkToken: string;
  method: string;
  path: string;
  query: [string, string][];
  body: FuzzBody | null;
  headers: Record<string, string>;
}

/** A 1×1 PNG, an SVG with a script, one without, and bytes that are no image at all. */
const FILES: FuzzFile[] = [
  {
    name: 'pixel.png',
    type: 'image/png',
    base64:
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  },
  {
    name: 'logo.svg',
    type: 'image/svg+xml',
    base64: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ).toString('base64'),
  },
  {
    name: 'mark.svg',
    type: 'image/svg+xml',
    base64: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    ).toString('base64'),
  },
  {
    name: '../../evil.png',
    type: 'image/png',
    base64: Buffer.from('not an image').toString('base64'),
  },
];

/** Raw path segments that play with decoding: traversal, bad escapes, NUL, a doubled escape. */
const RAW_SEGMENTS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%ff',
  '%00',
  '%252e%252e',
  '..',
  '.',
  '%',
];

/** Field names that call for a particular kind of value, so valid bodies get past the schemas. */
export function namedValues(knownPassword: string) {
  return (name: string, schema: JsonSchema): fc.Arbitrary<unknown> | undefined => {
    const max = schema.maxLength ?? 2048;
    const fits = (s: string) => s.length <= max && s.length >= (schema.minLength ?? 0);
    if (/email$/i.test(name)) {
      return fc.oneof(fc.constant(SENTINEL.email), fc.emailAddress().filter(fits));
    }
    if (/password$/i.test(name)) {
      return fc.oneof(fc.constant(knownPassword), fc.string({ minLength: 8, maxLength: 50 }));
    }
    if (name === 'refreshToken') return fc.oneof(fc.constant(SENTINEL.refreshToken), fc.string());
    if (/(url|logo|image|icon|banner|website|android|ios|chrome|firefox)$/i.test(name)) {
      return fc.webUrl({ withQueryParameters: true }).filter(fits);
    }
    if (/(At|Date)$/.test(name)) {
      return fc
        .date({ min: new Date('1950-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((d) => (name === 'birthDate' ? d.toISOString().slice(0, 10) : d.toISOString()));
    }
    if (/price$/i.test(name)) {
      return fc.integer({ min: 0, max: 10_000_000 }).map((n) => (n / 100).toFixed(2));
    }
    return undefined;
  };
}

/** Percent-encodes a path segment's UTF-8 bytes (a lone surrogate becomes U+FFFD). */
function encodeBytes(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

function encodeValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Valid values of one part of a request, and the ways to spoil it (each with its name). */
interface Part<T> {
  valid: fc.Arbitrary<T>;
  mutants: fc.Arbitrary<{ variant: string; value: T }>[];
}

type Query = [string, string][];

function queryPart(params: OpenApiParameter[], ctx: SchemaContext): Part<Query> {
  // An optional parameter in one case of four: lists with every filter set match nothing.
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of params) {
    const value = validValue(p.schema, ctx, p.name);
    model[p.name] = p.required
      ? value
      : fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value });
  }
  const valid = fc.record(model).map((values) =>
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, encodeValue(v)]),
  );
  const mutants: Part<Query>['mutants'] = [
    fc
      .tuple(valid, fc.constantFrom('__proto__', 'constructor[prototype]', 'x'), hostileString)
      .map(([query, key, value]) => ({ variant: 'query:extra', value: [...query, [key, value]] })),
  ];
  if (params.length) {
    mutants.push(
      fc.tuple(valid, fc.constantFrom(...params)).chain(([query, p]) =>
        invalidValue(p.schema, ctx, p.name).map((bad) => ({
          variant: 'query:invalid',
          value: [...query.filter(([k]) => k !== p.name), [p.name, encodeValue(bad)]] as Query,
        })),
      ),
      fc.tuple(valid, fc.constantFrom(...params)).chain(([query, p]) =>
        fc
          .tuple(validValue(p.schema, ctx, p.name), validValue(p.schema, ctx, p.name))
          .map(([a, b]) => ({
            variant: 'query:repeated',
            value: [...query, [p.name, encodeValue(a)], [p.name, encodeValue(b)]] as Query,
          })),
      ),
    );
  }
  return { valid, mutants };
}

function pathPart(op: Operation, params: OpenApiParameter[], ctx: SchemaContext): Part<string> {
  const build = (segments: string[]) =>
    params.reduce((path, p, i) => path.replace(`{${p.name}}`, segments[i] || '%20'), op.path);
  // A path id belongs to the segment before it: /go/shop/{id} is a shop's, /ads/{id}/click an ad's.
  const owner = (p: OpenApiParameter) =>
    singular(op.path.split('/').at(op.path.split('/').indexOf(`{${p.name}}`) - 1) ?? '');
  const validSegments = fc.tuple(
    ...params.map((p) =>
      validValue(p.schema, { ...ctx, resource: owner(p) }, p.name).map((v) =>
        encodeURIComponent(encodeValue(v)),
      ),
    ),
  );
  const junk = fc.oneof(hostileString.map(encodeBytes), fc.constantFrom(...RAW_SEGMENTS));
  return {
    valid: validSegments.map(build),
    mutants: params.length
      ? [
          fc
            .tuple(validSegments, fc.nat({ max: params.length - 1 }), junk)
            .map(([segments, index, bad]) => ({
              variant: 'path:junk',
              value: build(segments.map((s, i) => (i === index ? bad : s))),
            })),
        ]
      : [],
  };
}

function bodyPart(op: Operation, ctx: SchemaContext): Part<FuzzBody | null> {
  if (op.method === 'get') return { valid: fc.constant(null), mutants: [] };
  const content = op.spec.requestBody?.content ?? {};
  const [mediaType, entry] = Object.entries(content)[0] ?? [];
  const none = fc.constant({ variant: 'body:none', value: null });
  const raw = fc
    .tuple(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.constantFrom('{', '{"a":', '[1,', 'null', '"\\ud800"', '{"a":1}{"b":2}'),
      ),
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ),
    )
    .map(([text, contentType]) => ({
      variant: 'body:raw',
      value: { kind: 'text' as const, text, contentType } as FuzzBody,
    }));
  const junkJson = fc
    .jsonValue({ maxDepth: 4 })
    .map((value) => ({ variant: 'body:junk-json', value: { kind: 'json', value } as FuzzBody }));
  if (!mediaType || !entry?.schema) {
    return { valid: fc.constant(null), mutants: [junkJson, raw, deepJson] };
  }
  const schema = resolve(entry.schema, ctx);
  const fields = (value: unknown) =>
    Object.fromEntries(
      Object.entries((value ?? {}) as Record<string, unknown>)
        .filter(([, v]) => typeof v !== 'object' || v === null)
        .map(([k, v]) => [k, encodeValue(v)]),
    );
  if (mediaType === 'multipart/form-data') {
    // The file part is generated apart: bytes, not a JSON value.
    const others = Object.fromEntries(
      Object.entries(schema.properties ?? {}).filter(([key]) => key !== 'file'),
    );
    const rest = { ...schema, properties: others, required: [] };
    const file = fc.oneof(
      fc.constantFrom(...FILES),
      fc.uint8Array({ maxLength: 64 }).map((bytes): FuzzFile => ({
        name: 'junk.bin',
        type: 'application/octet-stream',
        base64: Buffer.from(bytes).toString('base64'),
      })),
    );
    return {
      valid: fc
        .tuple(validValue(rest, ctx), file)
        .map(([value, f]): FuzzBody => ({ kind: 'multipart', fields: fields(value), file: f })),
      mutants: [
        fc
          .tuple(invalidObject(rest, ctx), fc.option(file, { nil: undefined }))
          .map(([value, f]) => ({
            variant: 'body:invalid',
            value: {
              kind: 'multipart',
              fields: fields(value),
              ...(f ? { file: f } : {}),
            } as FuzzBody,
          })),
        raw,
        none,
      ],
    };
  }
  const invalid = schema.properties ? invalidObject(schema, ctx) : invalidValue(schema, ctx);
  const wrap = (value: unknown): FuzzBody =>
    mediaType === 'application/json'
      ? { kind: 'json', value }
      : { kind: 'form', fields: fields(value) };
  return {
    valid: validValue(schema, ctx).map(wrap),
    mutants: [
      invalid.map((value) => ({ variant: 'body:invalid', value: wrap(value) })),
      invalid.map((value) => ({ variant: 'body:invalid', value: wrap(value) })),
      ...(mediaType === 'application/json'
        ? [junkJson, deepJson, loneSurrogateIn(validValue(schema, ctx), schema)]
        : []),
      raw,
      none,
    ],
  };
}

/**
 * Objects or arrays nested 3 000, 5 000 or 100 000 levels (a few thousand exhausted the stack
 * of whatever walked the parsed value), alone or as one field of an object.
 */
const deepJson = fc
  .tuple(
    fc.constantFrom(3_000, 5_000, 100_000),
    fc.constantFrom(['{"a":', '}'], ['[', ']']),
    fc.boolean(),
  )
  .map(([depth, [open, close], inField]) => {
    const nested = open!.repeat(depth) + '1' + close!.repeat(depth);
    return {
      variant: 'body:deep',
      value: {
        kind: 'text',
        contentType: 'application/json',
        text: inField ? `{"name":${nested}}` : nested,
      } as FuzzBody,
    };
  });

/** UTF-8 bytes as they would be for U+D800, which no character has. */
const SURROGATE_BYTES = Buffer.from([0xed, 0xa0, 0x80]);
const RAW_MARK = '@@fz-raw@@';

/**
 * A valid body with one of its fields (or a new one) holding half a surrogate pair: escaped in
 * the JSON (`"\ud800"`), or as raw bytes.
 */
function loneSurrogateIn(valid: fc.Arbitrary<unknown>, schema: JsonSchema) {
  const keys = Object.keys(schema.properties ?? {});
  return fc
    .tuple(
      valid,
      fc.constantFrom(...keys, 'x'),
      fc.constantFrom('\ud800', '\udfff', 'a\udc00b', '\ude00\ud83d', RAW_MARK),
    )
    .map(([value, key, lone]) => {
      const body = { ...(value && typeof value === 'object' ? value : {}), [key]: lone };
      if (lone !== RAW_MARK) {
        return { variant: 'body:surrogate', value: { kind: 'json', value: body } as FuzzBody };
      }
      const [before = '', after = ''] = JSON.stringify(body).split(RAW_MARK);
      const bytes = Buffer.concat([Buffer.from(before), SURROGATE_BYTES, Buffer.from(after)]);
      return {
        variant: 'body:surrogate',
        value: {
          kind: 'bytes',
          contentType: 'application/json',
          base64: bytes.toString('base64'),
        } as FuzzBody,
      };
    });
}

/** Headers the API reads besides the body: client address, origin, language, caching, edge. */
const headersArbitrary = (allowedOrigin: string) =>
  fc
    .record(
      {
        'x-forwarded-for': fc.oneof(
          { weight: 8, arbitrary: fc.ipV4() },
          { weight: 1, arbitrary: fc.ipV6() },
          { weight: 1, arbitrary: fc.constantFrom('unknown', '1.2.3.4, 10.0.0.1', '', '<x>') },
        ),
        origin: fc.constantFrom(
          'https://evil.example',
          'chrome-extension://someoneelse',
          'null',
          allowedOrigin,
        ),
        accept: fc.constantFrom('text/html', '*/*', 'application/json'),
        'x-request-id': fc.oneof(
          fc.constantFrom('fz-request-0001', '<script>', 'x'.repeat(80)),
          fc.string({ unit: 'grapheme-ascii', maxLength: 20 }),
        ),
        'accept-language': fc.constantFrom('ar', 'en', 'fr-CA,fr;q=0.9', '*'),
        'if-none-match': fc.constantFrom('*', 'W/"0"', '"junk"', ''),
        'cf-ipcountry': fc.constantFrom('SA', 'sa', 'XX', 'T1', '', '<b>'),
      },
      { requiredKeys: ['x-forwarded-for'] },
    )
    .map((h) =>
      Object.fromEntries(
        Object.entries(h).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    );

const junkToken = fc.oneof(
  fc.constantFrom('', 'null', 'Bearer', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'a.b.c'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
);

/**
 * The methods of the other operations, those Next answers itself, ones it cannot carry in a
 * fetch Request (TRACE, TRACK) and ones it does not route.
 */
const OTHER_METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'TRACE',
  'TRACK',
  'PROPFIND',
  'FOO',
];

/**
 * Requests for one operation: two in five wholly valid, the rest with one part spoiled (a path
 * parameter, the query, the body, or the method), each from any kind of caller.
 */
export function caseArbitrary(
  op: Operation,
  ctx: SchemaContext,
  allowedOrigin: string,
): fc.Arbitrary<FuzzCase> {
  const params = op.spec.parameters ?? [];
  const path = pathPart(
    op,
    params.filter((p) => p.in === 'path'),
    ctx,
  );
  const query = queryPart(
    params.filter((p) => p.in === 'query'),
    ctx,
  );
  const body = bodyPart(op, ctx);
  const method = op.method.toUpperCase();
  const valid = fc.record({ path: path.valid, query: query.valid, body: body.valid });
  type Request = {
    variant: string;
    method: string;
    path: string;
    query: Query;
    body: FuzzBody | null;
  };
  const asValid = valid.map((v): Request => ({ variant: 'valid', method, ...v }));
  const spoiled: fc.Arbitrary<Request>[] = [
    ...path.mutants.map((m) =>
      fc.tuple(valid, m).map(([v, { variant, value }]) => ({ ...v, variant, method, path: value })),
    ),
    ...query.mutants.map((m) =>
      fc
        .tuple(valid, m)
        .map(([v, { variant, value }]) => ({ ...v, variant, method, query: value })),
    ),
    ...body.mutants.map((m) =>
      fc.tuple(valid, m).map(([v, { variant, value }]) => ({ ...v, variant, method, body: value })),
    ),
    fc
      .tuple(valid, fc.constantFrom(...OTHER_METHODS.filter((m) => m !== method)))
      .map(([v, other]) => ({
        ...v,
        variant: 'method:other',
        method: other,
        body: other === 'GET' || other === 'HEAD' ? null : v.body,
      })),
  ];
  return fc
    .record({
      request: fc.oneof(
        { weight: 2, arbitrary: asValid },
        { weight: 3, arbitrary: fc.oneof(...spoiled) },
      ),
      // Admins most often: most operations are the back-office's, refused to anyone else.
      principal: fc.oneof(
        { weight: 3, arbitrary: fc.constant<Principal>('admin') },
        { weight: 2, arbitrary: fc.constantFrom<Principal>('anonymous', 'shopper') },
        { weight: 1, arbitrary: fc.constantFrom<Principal>('newcomer', 'junk') },
      ),
      junkToken,
      headers: headersArbitrary(allowedOrigin),
    })
    .map(({ request, principal, junkToken: junk, headers }): FuzzCase => ({
      ...request,
      principal,
      junkToken: junk,
      headers,
    }));
}
