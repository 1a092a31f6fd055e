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
