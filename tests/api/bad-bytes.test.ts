import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const titleOf = (body: { error?: { title?: string } }) => body.error?.title;

describe('bytes no handler should see', () => {
  it.each([
    '/api/v1/%ff',
    '/api/v1/shop/%ff',
    '/api/v1/shop/shop-list/%c0',
    '/api/v1/go/shop/%e0%80',
    '/api/v1/media/%c0.svg',
  ])('malformed percent-encoding in %s → 400 BAD_REQUEST', async (path) => {
    const res = await t.api('GET', path);
    expect({ path, status: res.status, title: titleOf(res.body) }).toEqual({
      path,
      status: 400,
      title: 'BAD_REQUEST',
    });
    expect(res.body.error.details).toEqual([{ key: 'path', message: 'validation.malformed_path' }]);
  });

  it.each([
    ['/api/v1/shop/shop-list?q=noon%00', 'q'],
    ['/api/v1/shop?q=%00x', 'q'],
    ['/api/v1/coupon?q=a&sort=%00', 'sort'],
    ['/api/v1/campaigns?country=s%00a', 'country'],
  ])('a NUL in the query %s → 400 VALIDATION_ERROR on its parameter', async (path, key) => {
    const res = await t.api('GET', path);
    expect({ path, status: res.status, title: titleOf(res.body) }).toEqual({
      path,
      status: 400,
      title: 'VALIDATION_ERROR',
    });
    expect(res.body.error.details).toEqual([{ key, message: 'validation.nul_character' }]);
  });

  it('a NUL in the path → 400', async () => {
    const res = await t.api('GET', '/api/v1/shop/shop-list/ab%00cd');
    expect(res.status).toBe(400);
  });

  it('a NUL inside a JSON string, however deep, names its field and stores nothing', async () => {
    const res = await t.api('POST', '/api/v1/uninstall/feedback', {
      json: { reason: 'OTHER', feedback: 'too many\u0000 popups' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      { key: 'feedback', message: 'validation.nul_character' },
    ]);
    const nested = await t.api('POST', '/api/v1/auth/register', {
      json: { email: 'a@example.com', password: 'x', profile: { name: ['ok', 'b\u0000'] } },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.error.details[0].key).toBe('profile.name.1');
  });

  it('an escaped backslash before u0000 is text, not a NUL', async () => {
    const res = await t.api('POST', '/api/v1/uninstall/feedback', {
      json: { reason: 'OTHER', feedback: 'the text \\u0000 is fine' },
    });
    expect(res.status).toBe(200);
  });
});

describe('JSON bodies no handler should parse', () => {
  const nested = (depth: number, open: string, close: string, inner = '1') =>
    open.repeat(depth) + inner + close.repeat(depth);

  it.each([3_000, 5_000, 100_000])(
    'nested %i levels → 400 BAD_REQUEST, before any route walks it',
    async (depth) => {
      for (const [path, body] of [
        ['/api/v1/auth/login', nested(depth, '{"a":', '}')],
        ['/api/v1/auth/register', `{"email":${nested(depth, '[', ']')}}`],
        // A NUL at the bottom: the check that looks for it walked the whole value.
        ['/api/v1/uninstall/feedback', nested(depth, '{"a":', '}', '"\\u0000"')],
      ] as const) {
        const res = await t.api('POST', path, { body });
        expect({ path, status: res.status, title: titleOf(res.body) }).toEqual({
          path,
          status: 400,
          title: 'BAD_REQUEST',
        });
        expect(res.body.error.details).toEqual([
          { key: 'body', message: 'validation.json_too_deep' },
        ]);
      }
    },
  );

  it('a body as deep as any payload of ours goes on to its route', async () => {
    const res = await t.api('POST', '/api/v1/uninstall/feedback', {
      body: `{"reason":"OTHER","extra":${nested(60, '[', ']')}}`,
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['{"reason":"OTHER","feedback":"\\ud800"}', 'feedback'],
    ['{"reason":"OTHER","feedback":"x\\udfffy"}', 'feedback'],
    ['{"reason":"OTHER","feedback":"\\ude00\\ud83d"}', 'feedback'],
    ['{"reason":"OTHER","more":{"list":["ok","\\udbff"]}}', 'more.list.1'],
  ])('half a surrogate pair in %s → 400 VALIDATION_ERROR naming %s', async (body, key) => {
    const res = await t.api('POST', '/api/v1/uninstall/feedback', { body });
    expect({ status: res.status, title: titleOf(res.body) }).toEqual({
      status: 400,
      title: 'VALIDATION_ERROR',
    });
    expect(res.body.error.details).toEqual([{ key, message: 'validation.unpaired_surrogate' }]);
  });

  it('a whole surrogate pair, escaped or not, is a character like any other', async () => {
    for (const feedback of ['\\ud83d\\ude00', '😀']) {
      const res = await t.api('POST', '/api/v1/uninstall/feedback', {
        body: `{"reason":"OTHER","feedback":"${feedback} popups"}`,
      });
      expect({ feedback, status: res.status }).toEqual({ feedback, status: 200 });
    }
  });
});
