import { randomUUID } from 'node:crypto';
import { MAIN_API_BASE } from '@/lib/api/constants';
import { verifiedUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// A caller without the right is refused before the input is judged: never a validation error
// that would tell them what a valid request looks like. Generated from the API document: every
// operation that names its permissions (`x-permissions`) is called with input that fails its
// schema, anonymously (401) and as a signed-in shopper, who holds none of the staff permissions
// (403).

interface Operation {
  'x-permissions'?: { allOf?: string[]; anyOf?: string[] };
}

let t: TestApp;
let operations: { method: string; path: string }[];
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await (await t.app.request(`${MAIN_API_BASE}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => op['x-permissions'])
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => t.close());

/** The operation's address with every path parameter filled in, and a query that is invalid. */
function invalidRequest({ method, path }: { method: string; path: string }) {
  const filled = path.replace(/\{[^}]+\}/g, () => randomUUID());
  return {
    url: `${filled}?limit=not-a-number&sort=%25%25&page=-1`,
    init: method === 'GET' || method === 'DELETE' ? {} : { json: { unknown: ['not', 'valid'] } },
  };
}

describe('permission before validation', () => {
  it('documents the permissions of the generic resources and the hand-written staff routes', () => {
    // 14 resources × create, update, delete, restore, hard delete, bulk (+ export and import).
    expect(operations.length).toBeGreaterThanOrEqual(14 * 6);
    for (const resource of ['shop', 'coupon', 'shortner', 'uninstall']) {
      expect(operations).toContainEqual(
        expect.objectContaining({ method: 'POST', path: `${MAIN_API_BASE}/${resource}/bulk` }),
      );
    }
    for (const [method, path] of [
      ['POST', '/media'],
      ['GET', '/insights/users'],
      ['GET', '/user/{id}/details'],
      ['POST', '/product/{id}/merge'],
      ['GET', '/ads/{id}/stats'],
      ['GET', '/shortner/{id}/stats'],
      ['GET', '/audit'],
    ]) {
      expect(operations).toContainEqual(
        expect.objectContaining({ method, path: `${MAIN_API_BASE}${path}` }),
      );
    }
  });

  it('answers 401 without a sign-in and 403 without the permission, whatever the input', async () => {
    const shopper = await verifiedUser(t);
    const wrong: string[] = [];
    for (const operation of operations) {
      const { url, init } = invalidRequest(operation);
      const anonymous = await t.api(operation.method, url, init);
      const signedIn = await t.api(operation.method, url, {
        ...init,
        token: shopper.tokens.accessToken,
      });
      const seen = `${anonymous.status} ${anonymous.body?.error?.title} / ${signedIn.status} ${signedIn.body?.error?.title}`;
      if (seen !== '401 UNAUTHORIZED_ACCESS / 403 FORBIDDEN') {
        wrong.push(`${operation.method} ${operation.path}: ${seen}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
