import { MAIN_API_BASE, WORKER_API_BASE } from '@/lib/api/constants';
import { createTestApp, type TestApp } from '../support/test-app';

// What generated clients name their methods by: every operation of both documents has an
// operationId, `group.action` in camel case, unique in its document.
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
