import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import {
  TEST_JWT_SECRET,
  TEST_SESSION_SECRET,
  startApp,
  stopApp,
  waitHealthy,
  type AppProcess,
} from './support/processes';

// The built server itself, as `next start` and containers run it: what Next does to a proxy's
// redirect and to X-Forwarded-For is only seen here. Two servers of their own, each on the
// embedded database in a temporary folder: one that trusts no proxy, with APP_URL on Next's own
// origin (`HOSTNAME=localhost`: the case where Next relativized the subdomain redirect), and one
// behind one trusted hop with a public https APP_URL.

const HEALTHY_MS = 120_000;

interface Raw {
  status: number;
  location: string | undefined;
  hsts?: string | undefined;
}

/** A request with exactly these headers (the browser API would not let us set Host). */
function raw(app: AppProcess, method: string, path: string, headers: Record<string, string>) {
  return new Promise<Raw>((resolve, reject) => {
    const req = http.request(
      { host: 'localhost', port: app.port, method, path, headers },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            ...(res.headers['strict-transport-security'] && {
              hsts: res.headers['strict-transport-security'],
            }),
          }),
        );
      },
    );
    req.on('error', reject);
    if (method === 'POST') req.write(JSON.stringify({ reason: 'OTHER' }));
    req.end();
  });
}

/** Uninstall answers: 5 an hour per client address. */
const answer = (app: AppProcess, forwardedFor: string) =>
  raw(app, 'POST', '/api/v1/uninstall/feedback', {
    host: `localhost:${app.port}`,
    'content-type': 'application/json',
    'x-forwarded-for': forwardedFor,
  });

async function start(port: number, settings: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'safqa-edges-'));
  const app = await startApp(port, {
    DATA_DIR: dataDir,
    SESSION_SECRET: TEST_SESSION_SECRET,
    JWT_SECRET: TEST_JWT_SECRET,
    JOBS_CONCURRENCY: '0',
    LOG_LEVEL: 'error',
    ...settings,
  });
  try {
    await waitHealthy(app, HEALTHY_MS);
  } catch (error) {
    await stopApp(app);
    throw error;
  }
  return { app, dataDir };
}

test.describe('edges through the built server', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(HEALTHY_MS + 60_000);

  test("no trusted proxy, APP_URL on Next's own origin", async () => {
    const port = 3441;
    const { app, dataDir } = await start(port, {
      HOSTNAME: 'localhost',
      APP_URL: `http://localhost:${port}`,
    });
    try {
      for (const sub of ['app', 'accounts']) {
        const res = await raw(app, 'GET', '/shops?q=noon', { host: `${sub}.localhost:${port}` });
        expect(res).toEqual({ status: 308, location: `http://localhost:${port}/shops?q=noon` });
      }
      // A new X-Forwarded-For on every request: the same client all the same.
      const seen: number[] = [];
      for (let i = 0; i < 6; i++) seen.push((await answer(app, `203.0.113.${i}`)).status);
      expect(seen).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await stopApp(app);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('one trusted hop, a public https APP_URL with a trailing slash', async () => {
    const port = 3442;
    const { app, dataDir } = await start(port, {
      APP_URL: 'https://safqa.example/',
      TRUSTED_PROXIES: '1',
    });
    try {
      const res = await raw(app, 'GET', '/en/shops?page=2', { host: 'app.safqa.example' });
      expect(res).toMatchObject({ status: 308, location: 'https://safqa.example/en/shops?page=2' });
      // HSTS on what Next answers before the proxy runs, and on what the server refuses itself.
      const hsts = 'max-age=63072000; includeSubDomains';
      const host = { host: 'safqa.example' };
      expect(await raw(app, 'GET', '/shops/', host)).toEqual({
        status: 308,
        location: '/shops',
        hsts,
      });
      for (const [method, target, status] of [
        ['GET', '/_next/static/%ff', 400],
        ['TRACE', '/shops', 405],
      ] as const) {
        const refused = await raw(app, method, target, host);
        expect({ method, target, ...refused }).toEqual({
          method,
          target,
          status,
          location: undefined,
          hsts,
        });
      }
      // The hop in front (this test, on loopback) names six clients: six allowances.
      const clients: number[] = [];
      for (let i = 0; i < 6; i++) clients.push((await answer(app, `198.51.100.${i}`)).status);
      expect(clients).toEqual(Array(6).fill(200));
      // What a client writes before the hop's own entry counts for nothing.
      const spoofing: number[] = [];
      for (let i = 0; i < 6; i++) {
        spoofing.push((await answer(app, `6.6.6.${i}, 198.51.100.77`)).status);
      }
      expect(spoofing).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await stopApp(app);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
