import { MAIN_API_BASE, PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from '@/lib/api/constants';
import { createBff } from '@/server/bff/handler';
import { TEST_APP_URL, type TestApp } from './test-app';

/** The BFF in front of the test app's main API (in process), for same-origin calls from TEST_APP_URL. */
export function testBff(t: TestApp, secret = 'bff-test-session-secret-0123456789-abcdef') {
  return createBff({
    api: async (path, init) => {
      const headers = new Headers(init?.headers);
      headers.set(PRODUCT_VERSION_HEADER, PRODUCT_VERSION);
      return t.app.request(`${MAIN_API_BASE}${path}`, { ...init, headers });
    },
    cookie: { password: secret, secure: false },
    allowedOrigins: [TEST_APP_URL],
  });
}
