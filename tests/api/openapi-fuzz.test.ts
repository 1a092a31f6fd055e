import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  MAIN_API_BASE,
  PRODUCT_VERSION,
  PRODUCT_VERSION_HEADER,
  WORKER_API_BASE,
} from '@/lib/api/constants';
import { ALL_PERMISSIONS } from '@/lib/auth/permissions';
import { edgeResponse } from '@/lib/security/edge-answers';
import { methodRefusal } from '@/lib/security/methods';
import { oauthProvidersFromEnv } from '@/server/auth/oauth-config';
import { hashPassword } from '@/server/auth/passwords';
import { userRoles } from '@/server/db/schema';
import { createLocalStorage } from '@/server/media/storage';
import { upsertRole } from '@/server/services/auth/permissions';
import { startSession } from '@/server/services/auth/sessions';
import { GOOD_PASSWORD, PROFILE } from '../support/auth-helpers';
import { createCategory, createProvider } from '../support/catalog-helpers';
import { createCoupon, createProduct, createShop } from '../support/factories';
import { contractProblems } from '../support/fuzz/contract';
import type { SchemaContext } from '../support/fuzz/json-schema-arbitrary';
import {
  SENTINEL,
  caseArbitrary,
  namedValues,
  operationsOf,
  type FuzzCase,
  type OpenApiDocument,
  type Operation,
  type Principal,
} from '../support/fuzz/openapi-cases';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertUser } from '../support/user-helpers';

/*
 * Every operation of both OpenAPI documents, driven by the documents themselves: generated valid
 * and invalid path parameters, query strings and bodies (JSON nested 3 000 to 100 000 levels,
 * half a surrogate pair escaped or as raw bytes among them), any method (TRACE, PROPFIND and junk
 * too), from anonymous callers, a shopper, an unverified newcomer, an admin and junk tokens.
 * Every answer keeps the contract (no 5xx; errors are catalogue envelopes with the catalogue's
 * status; successes are `{success, code, data}` with the documented code, or a non-JSON answer
 * the document lists). `npm run fuzz -- --runs N --seed S` runs longer or replays; FUZZ_RUNS /
 * FUZZ_SEED / FUZZ_OP / FUZZ_PATH are what it sets.
 */

const RUNS = Number(process.env.FUZZ_RUNS || 10);
const SEED = Number(process.env.FUZZ_SEED || 20261125);
const ONLY_OP = process.env.FUZZ_OP || undefined;
const REPLAY_PATH = process.env.FUZZ_PATH || undefined;
/** `npm run fuzz` also lists the operations no case got a success from. */
const VERBOSE = Boolean(process.env.FUZZ_VERBOSE);
const ALLOWED_ORIGIN = 'chrome-extension://fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzz';
/** The operation that takes the refresh token, not the access token, as its bearer. */
const REFRESH_OPERATION = `POST ${MAIN_API_BASE}/auth/refresh`;

/** Each operation's own seed: replayed alone, an operation draws the cases it drew in the run. */
function seedOf(key: string) {
  let hash = 0x811c9dc5 ^ SEED;
  for (const ch of key) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193);
  return hash | 0;
}

interface Caller {
  token?: string;
  refreshToken?: string;
  email: string;
}

/** A finished profile (the shared PROFILE, typed for the users table). */
const PROFILE_ROW = { ...PROFILE, sex: 'FEMALE' as const };

let t: TestApp;
let mediaDir: string;
let passwordHash: string;
let adminRoleId: string;
let knownEmail: string;
const docs: { base: string; doc: OpenApiDocument }[] = [];
/** Ids seen in answers (and seeded), by resource: valid path and body ids often name real rows. */
const pools = new Map<string, string[]>();

function remember(resource: string, id: unknown) {
  if (typeof id !== 'string' || id === adminRoleId) return;
  const ids = pools.get(resource) ?? [];
  if (ids.includes(id)) return;
  ids.push(id);
  if (ids.length > 40) ids.shift();
  pools.set(resource, ids);
}

/** `/shop`, `/shop/{id}`: answers whose `id`s are the resource's own (a history's are not). */
const RESOURCE_PATH = /^\/api\/(worker\/)?v1\/[a-z-]+(\/\{id\})?$/;

function rememberAnswer(op: Operation, data: unknown) {
  const { resource } = op;
  if (!RESOURCE_PATH.test(op.path) || typeof data !== 'object' || data === null) return;
  const record = data as { id?: unknown; items?: unknown; user?: { id?: unknown } };
  remember(resource, record.id);
  if (record.user) remember('user', record.user.id);
  if (Array.isArray(record.items)) {
    for (const item of record.items.slice(0, 5)) remember(resource, (item as { id?: unknown }).id);
  }
}

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'safqa-fuzz-media-'));
  // Sign-in providers configured but unreachable: their routes run, a token exchange fails fast.
  const unreachable = 'http://127.0.0.1:9';
  t = await createTestApp({
    extensionOrigins: [ALLOWED_ORIGIN],
    media: { storage: createLocalStorage(mediaDir) },
    oauth: oauthProvidersFromEnv(
      Object.fromEntries(
        ['GOOGLE', 'APPLE', 'FACEBOOK'].flatMap((p) => [
          [`OAUTH_${p}_CLIENT_ID`, `fuzz-${p}`],
          [`OAUTH_${p}_CLIENT_SECRET`, 'fuzz-secret'],
          [`OAUTH_${p}_TOKEN_URL`, `${unreachable}/token`],
          [`OAUTH_${p}_JWKS_URL`, `${unreachable}/jwks`],
          [`OAUTH_${p}_USERINFO_URL`, `${unreachable}/me`],
        ]),
      ),
    ),
  });
  passwordHash = await hashPassword(GOOD_PASSWORD);
  adminRoleId = (await upsertRole(t.db, 'fuzz-admin', ALL_PERMISSIONS)).id;
  knownEmail = (await insertUser(t.db, { passwordHash, isEmailVerified: true, ...PROFILE_ROW }))
    .email;
  remember('category', (await createCategory(t.db)).id);
  remember('provider', (await createProvider(t.db)).id);
  remember('role', (await upsertRole(t.db, 'fuzz-viewer', ['view_shop'])).id);
  remember('user', (await insertUser(t.db, { passwordHash })).id);
  for (let i = 0; i < 3; i += 1) {
    const shop = await createShop(t.db);
    remember('shop', shop.id);
    remember('coupon', (await createCoupon(t.db, shop.id)).id);
    remember('product', (await createProduct(t.db, shop.id)).id);
  }
  for (const [api, base] of [
    [t.app, MAIN_API_BASE],
    [t.worker, WORKER_API_BASE],
  ] as const) {
    const res = await api.request(`${base}/openapi.json`);
    docs.push({ base, doc: (await res.json()) as OpenApiDocument });
  }
});

afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** A fresh account per case, so a case that logs out, deletes or locks it spoils no other. */
async function callerFor(principal: Principal, junk: string): Promise<Caller> {
  if (principal === 'anonymous') return { email: knownEmail };
  if (principal === 'junk') return { token: junk, email: knownEmail };
  const user = await insertUser(
    t.db,
    principal === 'newcomer'
      ? { passwordHash }
      : { passwordHash, isEmailVerified: true, emailVerifiedAt: new Date(), ...PROFILE_ROW },
  );
  if (principal === 'admin')
    await t.db.insert(userRoles).values({ userId: user.id, roleId: adminRoleId });
  const tokens = await startSession(t.db, t.deps.auth, user, {
    ip: '127.0.0.1',
    userAgent: 'fuzz',
  });
  return { ...tokens, token: tokens.accessToken, email: user.email };
}

function fill(text: string, caller: Caller) {
  return text
    .replaceAll(SENTINEL.email, caller.email)
    .replaceAll(SENTINEL.refreshToken, caller.refreshToken ?? 'no-refresh-token');
}

async function requestOf(op: Operation, c: FuzzCase, caller: Caller) {
  const query = new URLSearchParams(c.query.map(([k, v]) => [k, fill(v, caller)]));
  const url = `${c.path}${query.size ? `?${query}` : ''}`;
  const headers: Record<string, string> = {
    [PRODUCT_VERSION_HEADER]: PRODUCT_VERSION,
    ...c.headers,
  };
  const bearer =
    op.key === REFRESH_OPERATION && caller.refreshToken ? caller.refreshToken : caller.token;
  if (bearer !== undefined) headers.authorization = `Bearer ${bearer}`;
  let body: BodyInit | undefined;
  const b = c.body;
  if (b?.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = fill(JSON.stringify(b.value) ?? 'null', caller);
  } else if (b?.kind === 'text') {
    headers['content-type'] = b.contentType;
    body = b.text;
  } else if (b?.kind === 'bytes') {
    headers['content-type'] = b.contentType;
    body = Buffer.from(b.base64, 'base64');
  } else if (b?.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(b.fields).toString();
  } else if (b?.kind === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(b.fields)) form.append(k, v);
    if (b.file)
      form.append(
        'file',
        new File([Buffer.from(b.file.base64, 'base64')], b.file.name, { type: b.file.type }),
      );
    body = form;
  }
  return { url, init: { method: c.method, headers, body } };
}

interface Failure {
  op: string;
  seed: number;
  path: string | undefined;
  counterexample: string;
  error: string;
}

const counts = {
  operations: 0,
  cases: 0,
  serverErrors: 0,
  byStatus: new Map<string, number>(),
  byVariant: new Map<string, number>(),
  /** Operations that answered a success at least once: how deep the valid cases reach. */
  succeeded: new Set<string>(),
};
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

async function fuzzOperation(
  op: Operation,
  base: string,
  doc: OpenApiDocument,
): Promise<Failure | null> {
  const ctx: SchemaContext = {
    components: doc.components?.schemas ?? {},
    idsOf: (resource) => pools.get(resource) ?? [],
    resource: op.resource,
    named: namedValues(GOOD_PASSWORD),
  };
  const app = base === WORKER_API_BASE ? t.worker : t.app;
  const property = fc.asyncProperty(caseArbitrary(op, ctx, ALLOWED_ORIGIN), async (c) => {
    const caller = await callerFor(c.principal, c.junkToken);
    const { url, init } = await requestOf(op, c, caller);
    // A method no route takes is answered before the API, as the server and the proxy do (a
    // fetch Request cannot even carry TRACE).
    const refusal = methodRefusal(c.method, c.path);
    const res = refusal ? edgeResponse(refusal) : await app.request(url, init);
    const text = await res.text();
    counts.cases += 1;
    if (res.status >= 500) counts.serverErrors += 1;
    bump(counts.byStatus, `${String(res.status).slice(0, 1)}xx`);
    bump(counts.byVariant, c.variant);
    if (res.status < 400 && c.method === op.method.toUpperCase()) counts.succeeded.add(op.key);
    const problems = contractProblems(
      doc.paths[op.path]?.[c.method.toLowerCase()],
      c,
      { status: res.status, headers: res.headers, text },
      ctx,
      [ALLOWED_ORIGIN],
    );
    if (problems.length) {
      throw new Error(
        `${problems.join('; ')}\n  ${c.method} ${url} → ${res.status} ${text.slice(0, 400)}`,
      );
    }
    if (
      res.status === 200 &&
      c.method === op.method.toUpperCase() &&
      /json/.test(res.headers.get('content-type') ?? '')
    ) {
      rememberAnswer(op, (JSON.parse(text) as { data?: unknown }).data);
    }
  });
  const seed = seedOf(op.key);
  // The whole run stops an operation at its first failure; replaying that one operation shrinks
  // the counterexample to its smallest form.
  const details = await fc.check(property, {
    endOnFailure: !ONLY_OP,
    numRuns: RUNS,
    seed,
    ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
  });
  if (!details.failed) return null;
  return {
    op: op.key,
    seed: details.seed,
    path: details.counterexamplePath ?? undefined,
    counterexample: fc.stringify(details.counterexample),
    error:
      details.errorInstance instanceof Error
        ? details.errorInstance.message
        : String(details.errorInstance),
  };
}

it(
  'answers every operation of both APIs within the contract',
  async () => {
    // Every list once as an admin first: valid ids then name real rows from the first case.
    const admin = await callerFor('admin', '');
    for (const { base, doc } of docs) {
      for (const op of operationsOf(doc, base)) {
        if (op.method !== 'get' || op.path.includes('{')) continue;
        const api = base === WORKER_API_BASE ? t.worker : t.app;
        const res = await api.request(op.path, {
          headers: { authorization: `Bearer ${admin.token}` },
        });
        const body = /json/.test(res.headers.get('content-type') ?? '') ? await res.json() : null;
        if (res.ok) rememberAnswer(op, (body as { data?: unknown } | null)?.data);
      }
    }
    const failures: Failure[] = [];
    const operationKeys: string[] = [];
    for (const { base, doc } of docs) {
      for (const op of operationsOf(doc, base)) {
        if (ONLY_OP && op.key !== ONLY_OP) continue;
        counts.operations += 1;
        operationKeys.push(op.key);
        const failure = await fuzzOperation(op, base, doc);
        if (failure) failures.push(failure);
      }
    }
    const loggedErrors = t.logger.entries.filter((e) => e.level === 'error').map((e) => e.msg);
    const tally = (map: Map<string, number>) =>
      [...map]
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    console.log(
      [
        `OpenAPI fuzz: ${counts.operations} operations, ${counts.cases} cases (${RUNS} per operation), ` +
          `${counts.serverErrors} 5xx, ${failures.length} operations failing; seed ${SEED}`,
        `  answers: ${tally(counts.byStatus)}; errors logged by the API: ${loggedErrors.length}` +
          (loggedErrors.length ? ` (${[...new Set(loggedErrors)].join('; ')})` : ''),
        `  cases: ${tally(counts.byVariant)}`,
        `  operations that answered a success: ${counts.succeeded.size} of ${counts.operations}`,
        ...(VERBOSE
          ? [
              `  never a success: ${operationKeys.filter((k) => !counts.succeeded.has(k)).join(', ')}`,
            ]
          : []),
        `  longer: npm run fuzz -- --runs 200; replay: npm run fuzz -- --seed ${SEED}`,
      ].join('\n'),
    );
    if (failures.length) {
      throw new Error(
        failures
          .map(
            (f) =>
              `${f.op}: ${f.error}\n  counterexample: ${f.counterexample}\n` +
              `  replay: npm run fuzz -- --seed ${SEED} --op '${f.op}'${f.path ? ` --path ${f.path}` : ''}`,
          )
          .join('\n\n'),
      );
    }
    expect(counts.operations).toBeGreaterThan(0);
  },
  Math.max(60_000, RUNS * 500 * 180),
);
