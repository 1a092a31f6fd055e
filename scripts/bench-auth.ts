// npm run bench:auth — login and refresh throughput and latency of the real API on this machine.
// The Hono app runs behind a plain Node HTTP server on loopback, on a fresh PGlite folder (or on
// DATABASE_URL when set: it then writes bench users there). Bounded: a few seconds per endpoint.
// Each request carries its own X-Forwarded-For so the per-IP limits measure nothing here.
import { createServer, Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMainApi } from '../server/api/app';
import { createRateLimits } from '../server/auth/rate-limits';
import { defaultAuthConfig } from '../server/auth/tokens';
import { openDatabase } from '../server/db/client';
import { createLogger } from '../server/log';
import { createMailer } from '../server/mail/mailer';

/** The parts of the envelope the bench reads. */
interface BenchAnswer {
  data: { tokens: { refreshToken: string } };
}

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const USERS = 20;
const PASSWORD = 'Bench-Marks-2026';

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'safqa-bench-'));
  const database = await openDatabase(
    process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL }
      : { pgliteDir: path.join(dir, 'pglite') },
  );
  const logger = createLogger('error');
  const limits = createRateLimits();
  const app = createMainApi({
    getDb: async () => database.db,
    logger,
    auth: defaultAuthConfig('bench-secret-bench-secret-bench-secret-00', 'http://localhost:3000'),
    mailer: createMailer({
      from: 'Safqa <bench@safqa.test>',
      outboxDir: path.join(dir, 'outbox'),
      logger,
    }),
    limits,
    oauth: {},
  });
  const server = createServer((req, res) => void handle(req, res));
  async function handle(
    req: import('node:http').IncomingMessage,
    res: import('node:http').ServerResponse,
  ) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const response = await app.fetch(
      new Request(`http://localhost${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let ipCounter = 0;

  function call(
    pathname: string,
    body: unknown,
    bearer?: string,
  ): Promise<{ status: number; json: BenchAnswer }> {
    const payload = body === undefined ? '' : JSON.stringify(body);
    ipCounter++;
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: `/api/v1${pathname}`,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'x-forwarded-for': `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  const emails = Array.from({ length: USERS }, (_, i) => `bench-${Date.now()}-${i}@example.com`);
  for (const email of emails) {
    const res = await call('/auth/register', { email, password: PASSWORD });
    if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.json)}`);
  }

  async function run(name: string, worker: (i: number) => () => Promise<boolean>) {
    const latencies: number[] = [];
    let errors = 0;
    const end = Date.now() + DURATION_MS;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, i) => {
        const once = worker(i);
        while (Date.now() < end) {
          const t0 = performance.now();
          const ok = await once();
          latencies.push(performance.now() - t0);
          if (!ok) errors++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(
        1,
      );
    return {
      endpoint: name,
      requests: latencies.length,
      'req/s': (latencies.length / seconds).toFixed(1),
      'p50 ms': pct(50),
      'p95 ms': pct(95),
      'p99 ms': pct(99),
      errors,
    };
  }

  const login = await run('POST /auth/login', () => async () => {
    const res = await call('/auth/login', {
      email: emails[Math.floor(Math.random() * USERS)],
      password: PASSWORD,
    });
    return res.status === 200;
  });

  // Each worker follows its own rotation chain: every answer carries the next refresh token.
  const chains = await Promise.all(
    Array.from(
      { length: CONCURRENCY },
      async (_, i) =>
        (await call('/auth/login', { email: emails[i % USERS], password: PASSWORD })).json.data
          .tokens.refreshToken as string,
    ),
  );
  const refresh = await run('POST /auth/refresh', (i) => async () => {
    const res = await call('/auth/refresh', undefined, chains[i]);
    if (res.status === 200) chains[i] = res.json.data.tokens.refreshToken;
    return res.status === 200;
  });

  console.log(
    `\nAuth benchmark — ${database.kind}, ${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s each, argon2id m=19 MiB t=2 p=1\n`,
  );
  console.table([login, refresh]);
  agent.destroy();
  server.close();
  await limits.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
