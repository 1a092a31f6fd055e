import { sql } from 'drizzle-orm';
import { ERROR_CATALOGUE } from '@/lib/errors/catalogue';
import { uninstallFeedback } from '@/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  delete t.deps.trustedProxies;
});

describe('envelope and error handling', () => {
  it('answers unknown routes with NOT_FOUND 1003 in the envelope', async () => {
    const res = await t.api('GET', '/api/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      error: { code: 1003, title: 'NOT_FOUND', message: ERROR_CATALOGUE.NOT_FOUND.message },
    });
    expect(res.body.error.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('wraps success as {success, code 2000, data} with a request id', async () => {
    const res = await t.api('GET', '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      code: 2000,
      data: { status: 'ok', version: '0.1.106', database: { reachable: true } },
    });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
    const kept = await t.api('GET', '/api/v1/health', {
      headers: { 'x-request-id': 'abc-12345678' },
    });
    expect(kept.headers.get('x-request-id')).toBe('abc-12345678');
    const replaced = await t.api('GET', '/api/v1/health', {
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns a malformed JSON body into 400 BAD_REQUEST, never a 500', async () => {
    const res = await t.api('POST', '/api/v1/uninstall/feedback', { body: '{"reason": "OTHER",' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatchObject({ code: 1006, title: 'BAD_REQUEST' });
    expect(res.body.error.details).toEqual([{ key: 'body', message: 'validation.malformed_json' }]);
  });

  it('answers a body of a type the route does not take with 400 BAD_REQUEST, not 415', async () => {
    // Found by tests/api/openapi-fuzz.test.ts: the validator's 415 kept its status.
    for (const contentType of ['text/plain', 'multipart/form-data']) {
      const res = await t.api('POST', '/api/v1/uninstall/feedback', {
        body: '{"reason": "OTHER"}',
        headers: { 'content-type': contentType },
      });
      expect(res.status).toBe(ERROR_CATALOGUE.BAD_REQUEST.status);
      expect(res.body.error).toMatchObject({ code: 1006, title: 'BAD_REQUEST' });
      expect(res.body.error.details).toEqual([
        { key: 'body', message: 'validation.unsupported_media_type' },
      ]);
    }
  });

  it('turns a schema failure into VALIDATION_ERROR with translatable details', async () => {
    const res = await t.api('POST', '/api/v1/uninstall/feedback', {
      json: { reason: 'BORED', feedback: 'x'.repeat(1001) },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 1001, title: 'VALIDATION_ERROR' });
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        { key: 'reason', message: 'validation.uninstall.reason' },
        { key: 'feedback', message: 'validation.uninstall.feedback_max' },
      ]),
    );
  });

  it('maps a generic zod issue to a validation.<code> key with its parameters', async () => {
    const res = await t.api('POST', '/api/v1/uninstall/feedback', {
      json: { reason: 'OTHER', locale: 42 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      { key: 'locale', message: 'validation.invalid_value' },
    ]);
  });

  it('rejects a body over 1 MiB with BAD_REQUEST', async () => {
    const res = await t.api('POST', '/api/v1/uninstall/feedback', {
      body: JSON.stringify({ reason: 'OTHER', feedback: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ key: 'body', message: 'validation.body_too_large' }]);
  });

  it('limits uninstall feedback to 5 answers an hour per client address', async () => {
    const from = { 'x-forwarded-for': '192.0.2.99' };
    for (let i = 0; i < 5; i++) {
      const ok = await t.api('POST', '/api/v1/uninstall/feedback', {
        json: { reason: 'NOT_USEFUL' },
        headers: from,
      });
      expect(ok.status).toBe(200);
    }
    const sixth = await t.api('POST', '/api/v1/uninstall/feedback', {
      json: { reason: 'NOT_USEFUL' },
      headers: from,
    });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
  });

  it('stores valid uninstall feedback', async () => {
    const res = await t.api('POST', '/api/v1/uninstall/feedback', {
      json: { reason: 'TOO_MANY_ADS', feedback: '  كثير من الإعلانات  ', locale: 'ar' },
      headers: { 'user-agent': 'jest' },
    });
    expect(res.status).toBe(200);
    const rows = await t.db
      .select()
      .from(uninstallFeedback)
      .where(sql`id = ${res.body.data.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: 'TOO_MANY_ADS',
      feedback: 'كثير من الإعلانات',
      locale: 'ar',
      userAgent: 'jest',
    });
  });
});

describe('unknown failures', () => {
  it('answers INTERNAL_SERVER_ERROR 1002 with a request id and no internals, and logs it', async () => {
    const broken = await createTestApp({
      getDb: async () => {
        throw new Error('secret connection string postgres://admin:hunter2@db');
      },
    });
    try {
      const res = await broken.api('POST', '/api/v1/uninstall/feedback', {
        json: { reason: 'OTHER' },
      });
      expect(res.status).toBe(500);
      expect(res.body.error).toMatchObject({ code: 1002, title: 'INTERNAL_SERVER_ERROR' });
      expect(res.text).not.toContain('hunter2');
      expect(res.text).not.toContain('secret');
      const requestId = res.headers.get('x-request-id');
      expect(res.body.error.requestId).toBe(requestId);
      const logged = broken.logger.entries.find((e) => e.level === 'error');
      expect(logged?.fields).toMatchObject({ requestId });
      expect(String(logged?.fields?.error)).toContain('hunter2');
    } finally {
      await broken.close();
    }
  });

  it('reports an unreachable database on /health as 503 SERVICE_UNAVAILABLE', async () => {
    const down = await createTestApp({
      getDb: async () => {
        throw new Error('connection refused');
      },
    });
    try {
      const res = await down.api('GET', '/api/v1/health');
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 1008, title: 'SERVICE_UNAVAILABLE' });
      expect(res.body.error.details).toEqual([
        { key: 'database', message: 'health.database_unreachable' },
      ]);
    } finally {
      await down.close();
    }
  });
});

describe('product version header', () => {
  it('is accepted and logged with the request', async () => {
    const before = t.logger.entries.length;
    await t.api('GET', '/api/v1/health', { headers: { 'X-Product-Version': '0.1.106' } });
    const entry = t.logger.entries.slice(before).find((e) => e.msg === 'request');
    expect(entry?.fields).toMatchObject({ path: '/api/v1/health', productVersion: '0.1.106' });
  });
});

describe('OpenAPI', () => {
  it('serves a 3.1 document generated from the zod schemas', async () => {
    const res = await t.api('GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/uninstall/feedback']),
    );
    // The document and its page are operations too (the fuzz suite reaches them through it).
    expect(res.body.paths['/api/v1/openapi.json'].get.responses['200'].content).toHaveProperty(
      'application/json',
    );
    expect(res.body.paths['/api/v1/docs'].get.responses['200'].content).toHaveProperty('text/html');
    const worker = await t.workerApi('GET', '/api/worker/v1/openapi.json');
    expect(Object.keys(worker.body.paths)).toEqual([
      '/api/worker/v1/geolocation',
      '/api/worker/v1/openapi.json',
      '/api/worker/v1/docs',
    ]);
    const body =
      res.body.paths['/api/v1/uninstall/feedback'].post.requestBody.content['application/json']
        .schema;
    expect(body.properties.reason.enum).toEqual([
      'NOT_USEFUL',
      'FOUND_BETTER_EXTENSION',
      'TOO_MANY_ADS',
      'OTHER',
    ]);
  });

  it('states every string pattern as a plain ECMA-262 pattern that the validation agrees with', async () => {
    const patterns: { at: string; pattern: string }[] = [];
    const collect = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'pattern' && typeof value === 'string') patterns.push({ at, pattern: value });
        else collect(value, `${at}/${key}`);
      }
    };
    const main = (await t.api('GET', '/api/v1/openapi.json')).body;
    collect(main, 'main');
    collect((await t.workerApi('GET', '/api/worker/v1/openapi.json')).body, 'worker');
    expect(patterns.length).toBeGreaterThan(10);
    for (const { at, pattern } of patterns) {
      // A JavaScript literal's flags (`…$/u`) are not part of a JSON Schema pattern.
      expect({ at, pattern, flags: /(?<!\\)\/[dgimsuvy]+$/.test(pattern) }).toMatchObject({
        flags: false,
      });
      expect(() => new RegExp(pattern, 'u')).not.toThrow();
    }
    // The names: the whole rule (letters, marks, apostrophes, hyphens; a space only in the last
    // name), not just the first of the schema's checks.
    const profile =
      main.paths['/api/v1/auth/complete-profile'].post.requestBody.content['application/json']
        .schema.properties;
    const first = new RegExp(profile.firstName.pattern, 'u');
    const last = new RegExp(profile.lastName.pattern, 'u');
    expect(['Ahmad', 'أحمد', "O'Neil", 'Jean-Luc'].filter((name) => !first.test(name))).toEqual([]);
    expect(['Ahmad1', 'Abu Bakr', 'a_b'].filter((name) => first.test(name))).toEqual([]);
    expect(['Al Saud', 'آل سعود'].filter((name) => !last.test(name))).toEqual([]);
    expect(['Saud2', 'a_b'].filter((name) => last.test(name))).toEqual([]);
  });

  it('renders a docs page listing every operation', async () => {
    const res = await t.api('GET', '/api/v1/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('/api/v1/uninstall/feedback');
    expect(res.text).toContain('/api/v1/health');
  });
});

describe('worker API', () => {
  it("answers the country from the trusted edge's header, null when absent or unknown", async () => {
    // Only a trusted proxy's header counts (tests/api/client-address.test.ts has the rule).
    t.deps.trustedProxies = { kind: 'hops', hops: 1 };
    const known = await t.workerApi('GET', '/api/worker/v1/geolocation', {
      headers: { 'cf-ipcountry': 'SA' },
    });
    expect(known.body).toEqual({ success: true, code: 2000, data: { country: 'sa' } });
    expect(known.headers.get('cache-control')).toBe('private, max-age=3600');
    const unknown = await t.workerApi('GET', '/api/worker/v1/geolocation', {
      headers: { 'cf-ipcountry': 'XX' },
    });
    expect(unknown.body.data.country).toBeNull();
    delete t.deps.trustedProxies;
    const untrusted = await t.workerApi('GET', '/api/worker/v1/geolocation', {
      headers: { 'cf-ipcountry': 'SA' },
    });
    expect(untrusted.body.data.country).toBeNull();
  });

  it('has its own NOT_FOUND envelope', async () => {
    const res = await t.workerApi('GET', '/api/worker/v1/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe(1003);
  });
});
