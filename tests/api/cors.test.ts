import { parseEnv } from '@/server/env';
import { createTestApp, type TestApp } from '../support/test-app';

// CORS for the browser extension's own pages: only EXTENSION_ORIGINS get Access-Control-*
// headers (never credentials); any other origin, and a request without one, gets none.
const CHROME = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const FIREFOX = 'moz-extension://3f1c1a5e-8d4b-4f7e-9c1a-2b6d8e0f1a2b';
const FOREIGN = ['https://evil.example', 'chrome-extension://someoneelse', 'null'];

let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  t = await createTestApp({ extensionOrigins: [CHROME, FIREFOX] });
  plain = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

const corsHeaders = (headers: Headers) =>
  [...headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS for the extension', () => {
  it('answers an allowed origin with its own origin, never with credentials', async () => {
    for (const origin of [CHROME, FIREFOX]) {
      const res = await t.api('GET', '/api/v1/ads/extension/banner?country=sa', {
        headers: { origin },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-expose-headers')).toMatch(/ETag/);
      expect(res.headers.get('vary')).toMatch(/Origin/);
    }
    // Errors too, so the extension can read the envelope.
    const missing = await t.api('POST', '/api/v1/ads/00000000-0000-4000-8000-000000000000/click', {
      headers: { origin: CHROME },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(CHROME);
  });

  it('answers the preflight of an allowed origin', async () => {
    const res = await t.api(
      'OPTIONS',
      '/api/v1/ads/00000000-0000-4000-8000-000000000000/impression',
      {
        headers: {
          origin: CHROME,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-client-id, x-product-version',
        },
      },
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(CHROME);
    expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-Client-Id/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-Product-Version/);
    // The extension's password sign-in sends its device token.
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-Device-Token/);
    expect(res.headers.get('access-control-max-age')).toBe('600');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives any other origin, and no origin, no CORS headers at all', async () => {
    for (const origin of FOREIGN) {
      const get = await t.api('GET', '/api/v1/health', { headers: { origin } });
      expect(get.status).toBe(200);
      expect(corsHeaders(get.headers)).toEqual([]);
      const preflight = await t.api('OPTIONS', '/api/v1/health', {
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.status).not.toBe(204);
      expect(corsHeaders(preflight.headers)).toEqual([]);
    }
    const none = await t.api('GET', '/api/v1/health');
    expect(corsHeaders(none.headers)).toEqual([]);
  });

  it('covers the worker API (the extension asks it for the country)', async () => {
    const res = await t.workerApi('GET', '/api/worker/v1/geolocation', {
      headers: { origin: FIREFOX },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(FIREFOX);
  });

  it('sends nothing without EXTENSION_ORIGINS, even to an extension', async () => {
    const res = await plain.api('GET', '/api/v1/health', { headers: { origin: CHROME } });
    expect(corsHeaders(res.headers)).toEqual([]);
    const preflight = await plain.api('OPTIONS', '/api/v1/health', {
      headers: { origin: CHROME, 'access-control-request-method': 'GET' },
    });
    expect(corsHeaders(preflight.headers)).toEqual([]);
  });
});

describe('EXTENSION_ORIGINS', () => {
  const base = { NODE_ENV: 'test' };
  it('reads a comma-separated list of extension origins', () => {
    expect(parseEnv(base).extensionOrigins).toEqual([]);
    expect(
      parseEnv({ ...base, EXTENSION_ORIGINS: ` ${CHROME} , ${FIREFOX}` }).extensionOrigins,
    ).toEqual([CHROME, FIREFOX]);
  });

  it.each(['https://safqa.app', `${CHROME}/`, '*', `${CHROME},javascript:alert(1)`])(
    'refuses %s',
    (value) => {
      expect(() => parseEnv({ ...base, EXTENSION_ORIGINS: value })).toThrow(/EXTENSION_ORIGINS/);
    },
  );
});
