import fc from 'fast-check';
import { isErrorTitle } from '@/lib/errors/catalogue';
import { hashPassword } from '@/server/auth/passwords';
import { ACTIONS } from '@/server/bff/actions';
import { SESSION_COOKIE, cookieValue, sessionSetCookie } from '@/server/bff/session';
import { startSession } from '@/server/services/auth/sessions';
import { toPublicUser } from '@/server/services/auth/users';
import { edgeRefusal } from '@/server/guard-requests';
import { GOOD_PASSWORD, PROFILE } from '../support/auth-helpers';
import { testBff } from '../support/bff-helpers';
import { errorEnvelopeProblems } from '../support/fuzz/contract';
import { createTestApp, TEST_APP_URL, type TestApp } from '../support/test-app';
import { insertUser } from '../support/user-helpers';

/*
 * The BFF (/api/session/*) the way the built server meets it: every named handler, the proxy to
 * the main API, every HTTP method and the body shapes that once answered 500 (objects and arrays
 * nested 3 000, 5 000 and 100 000 levels; half a surrogate pair, escaped or as raw bytes), from
 * nobody, a signed-in shopper and a junk cookie. A request goes through the server's request
 * guard first, as in production (server/guard-requests.ts): what it lets through must be a
 * Request Next can build (TRACE is not) and reaches the route handler. Every answer: below 500,
 * and an error is the catalogue's envelope with the catalogue's status. FUZZ_RUNS / FUZZ_SEED
 * (`npm run fuzz -- --runs N --seed S`) set the random part's runs and seed.
 */

const BFF_SECRET = 'bff-fuzz-session-secret-0123456789-abcdef';
const RUNS = Number(process.env.FUZZ_RUNS || 150);
const SEED = Number(process.env.FUZZ_SEED || 20261127);

/** Every address of the BFF: its own handlers, the API proxy, and ones it does not have. */
const PATHS = [
  '',
  'me',
  'logout',
  ...Object.keys(ACTIONS),
  'api/shop',
  'api/product/search',
  'api/media',
  'api/auth/login',
  'api/user/me',
  'no-such-action',
  'login/extra',
];

/** Methods Next routes, ones it does not, ones a fetch Request cannot carry, and junk. */
const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'TRACK',
  'PROPFIND',
  'MKCOL',
  'FOO',
  'get',
];

const nest = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

/** A text body, or raw bytes (what no JavaScript string can hold); shown by its name alone. */
interface Body {
  name: string;
  content: string | Uint8Array<ArrayBuffer>;
  [fc.toStringMethod]: () => string;
}

function body(name: string, content: string | Uint8Array<ArrayBuffer>): Body {
  return { name, content, [fc.toStringMethod]: () => `body(${name})` };
}

/** Bodies that answered 500 before, and the kinds around them. */
const HOSTILE_BODIES: Body[] = [
  ...[3_000, 5_000, 100_000].flatMap((depth) => [
    body(`objects nested ${depth}`, nest(depth, '{"a":', '}')),
    body(`arrays nested ${depth}`, `{"email":${nest(depth, '[', ']')}}`),
  ]),
  body('escaped high surrogate', '{"id":"\\ud800"}'),
  body('escaped low surrogate, deep', '{"email":{"a":["ok","x\\udc00y"]}}'),
  body('reversed pair', '{"password":"\\ude00\\ud83d"}'),
  body('surrogate in a key', '{"\\ud800":"x"}'),
  body('lone surrogate in a JS string', '{"id":"\ud800"}'),
  body(
    'raw bytes of a surrogate',
    new Uint8Array(
      Buffer.concat([Buffer.from('{"id":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
    ),
  ),
  body('NUL', '{"email":"a\\u0000@example.com"}'),
];

const PLAIN_BODIES: Body[] = [
  body('empty', ''),
  body('not JSON', '{"a":'),
  body('an array', '[1,2]'),
  body('a paired surrogate', '{"id":"\\ud83d\\ude00"}'),
  body('over the size bound', JSON.stringify({ a: 'x'.repeat(70_000) })),
];

type Principal = 'anonymous' | 'shopper' | 'junk';

let t: TestApp;
let bff: ReturnType<typeof testBff>;
let passwordHash: string;
/** A signed-in shopper of its own for each test: one may sign out or delete the account. */
let shopperCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  bff = testBff(t, BFF_SECRET);
  passwordHash = await hashPassword(GOOD_PASSWORD);
});

beforeEach(async () => {
  const user = await insertUser(t.db, {
    passwordHash,
    isEmailVerified: true,
    emailVerifiedAt: new Date(),
    ...PROFILE,
    sex: 'FEMALE',
  });
  const tokens = await startSession(t.db, t.deps.auth, user, {
    ip: '127.0.0.1',
    userAgent: 'fuzz',
  });
  const setCookie = await sessionSetCookie(
    { user: toPublicUser(user), tokens },
    { password: BFF_SECRET, secure: false },
  );
  shopperCookie = cookieValue(setCookie.split(';')[0], SESSION_COOKIE)!;
});

afterAll(() => t.close());

interface Sent {
  status: number;
  type: string;
  text: string;
  setCookie: string | null;
}

/** One request as the server handles it: the request guard, then Next's route handler. */
async function send(
  method: string,
  path: string,
  principal: Principal,
  body?: Body,
): Promise<Sent> {
  const target = `/api/session/${path}`;
  const refusal = edgeRefusal(method, target);
  if (refusal) {
    const type = refusal.headers['Content-Type'] ?? '';
    return { status: refusal.status, type, text: refusal.body, setCookie: null };
  }
  const headers: Record<string, string> = {
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': '198.51.100.30',
    'content-type': 'application/json',
  };
  if (principal === 'shopper') headers.cookie = `${SESSION_COOKIE}=${shopperCookie}`;
  if (principal === 'junk') headers.cookie = `${SESSION_COOKIE}=Fe26.2**junk*junk`;
  const withBody = body && !['GET', 'HEAD'].includes(method.toUpperCase());
  // What the guard lets through must be a Request Next can build: it throws on TRACE.
  const request = new Request(`${TEST_APP_URL}${target}`, {
    method,
    headers,
    ...(withBody ? { body: body.content } : {}),
  });
  // Next hands the route its path segments decoded.
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  const response = await bff.handle(request, segments);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
    setCookie: response.headers.get('set-cookie'),
  };
}

/** What is wrong with an answer: a 5xx, or an error that is not the catalogue's envelope. */
function problems(sent: Sent, method: string): string[] {
  if (sent.status >= 500) return [`${sent.status} server error`];
  // Next sends a HEAD answer's headers alone.
  if (sent.status < 400 || method === 'HEAD') return [];
  if (!sent.type.includes('json'))
    return sent.status === 405 ? [] : [`${sent.status} ${sent.type}`];
  let body: unknown;
  try {
    body = JSON.parse(sent.text);
  } catch {
    return [`${sent.status} JSON that is not JSON`];
  }
  return errorEnvelopeProblems(sent.status, body);
}

const methodOf = (path: string) => (Object.hasOwn(ACTIONS, path) ? ACTIONS[path]!.method : 'POST');
/** The addresses that read a body: every named handler but the GETs, and the API proxy. */
const BODY_PATHS = PATHS.filter(
  (p) => (Object.hasOwn(ACTIONS, p) && ACTIONS[p]!.method !== 'GET') || p === 'api/shop',
);

describe('every BFF address and method', () => {
  it("runs the shopper's cases signed in", async () => {
    const profile = await send('GET', 'profile', 'shopper');
    expect(profile.status).toBe(200);
  });

  it.each(PATHS)('/api/session/%s answers every method below 500', async (path) => {
    const seen: string[] = [];
    for (const principal of ['anonymous', 'shopper'] as const) {
      for (const method of METHODS) {
        const sent = await send(method, path, principal, body('small', '{"a":1}'));
        const found = problems(sent, method);
        if (found.length) seen.push(`${principal} ${method}: ${found.join('; ')}`);
        // Refused at the edge or by the handler: never answered as if the method were its own.
        if (!['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].includes(method)) {
          expect({ method, status: sent.status }).toEqual({ method, status: 404 });
        }
      }
    }
    expect(seen).toEqual([]);
  });
});

describe('every body shape at every BFF address that reads one', () => {
  it.each(BODY_PATHS)('%s refuses the hostile bodies with a 400', async (path) => {
    const seen: string[] = [];
    for (const principal of ['anonymous', 'shopper'] as const) {
      for (const body of HOSTILE_BODIES) {
        const sent = await send(methodOf(path), path, principal, body);
        seen.push(...problems(sent, methodOf(path)).map((p) => `${principal} ${body.name}: ${p}`));
        // Half a pair as raw bytes, or in a JavaScript string, arrives as U+FFFD: any 4xx.
        const expected = /raw bytes|JS string/.test(body.name) ? sent.status : 400;
        if (sent.status !== expected || sent.status >= 500) {
          seen.push(`${principal} ${body.name}: ${sent.status}, not 400`);
        }
      }
      for (const body of PLAIN_BODIES) {
        const sent = await send(methodOf(path), path, principal, body);
        seen.push(...problems(sent, methodOf(path)).map((p) => `${principal} ${body.name}: ${p}`));
      }
    }
    expect(seen).toEqual([]);
  });

  it('names the field that holds half a surrogate pair', async () => {
    const sent = await send(
      'POST',
      'oauth-session',
      'anonymous',
      HOSTILE_BODIES.find((b) => b.name === 'escaped high surrogate'),
    );
    expect(sent.status).toBe(400);
    expect(JSON.parse(sent.text).error).toMatchObject({
      title: 'VALIDATION_ERROR',
      details: [{ key: 'id', message: 'validation.unpaired_surrogate' }],
    });
    const deep = await send('POST', 'login', 'anonymous', HOSTILE_BODIES[0]);
    expect(JSON.parse(deep.text).error).toMatchObject({
      title: 'BAD_REQUEST',
      details: [{ key: 'body', message: 'validation.json_too_deep' }],
    });
  });
});

describe('random requests to the BFF', () => {
  const bodyArbitrary: fc.Arbitrary<Body> = fc.oneof(
    fc.constantFrom(...HOSTILE_BODIES, ...PLAIN_BODIES),
    fc.jsonValue().map((value) => body('json', JSON.stringify(value) ?? 'null')),
    fc
      .record(
        {
          email: fc.oneof(fc.emailAddress(), fc.string()),
          password: fc.string(),
          id: fc.string({ unit: 'binary' }),
          token: fc.string({ unit: 'binary-ascii' }),
        },
        { requiredKeys: [] },
      )
      .map((value) => body('fields', JSON.stringify(value))),
    fc.string({ unit: 'binary', maxLength: 200 }).map((text) => body('text', text)),
    fc
      .tuple(fc.integer({ min: 1, max: 200_000 }), fc.constantFrom('[', '{"k":'))
      .map(([depth, open]) => body(`nested ${depth}`, nest(depth, open, open === '[' ? ']' : '}'))),
  );

  it('never answers 5xx, and every error is an envelope of the catalogue', async () => {
    const titles = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.constantFrom(...METHODS),
        fc.constantFrom<Principal>('anonymous', 'shopper', 'junk'),
        bodyArbitrary,
        async (path, method, principal, body) => {
          const sent = await send(method, path, principal, body);
          expect(problems(sent, method)).toEqual([]);
          if (sent.type.includes('json') && sent.status >= 400 && method !== 'HEAD') {
            const title = (JSON.parse(sent.text) as { error: { title: string } }).error.title;
            expect(isErrorTitle(title)).toBe(true);
            titles.add(title);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    expect(titles.size).toBeGreaterThan(2);
  });
});
