import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { MAIN_API_BASE } from '@/lib/api/constants';
import { httpTransport } from '@/server/api/in-process';
import { createBff } from '@/server/bff/handler';
import { TEST_APP_URL } from '../support/test-app';

// API_URL set: the site's server side and the BFF call a separate API deployment over HTTP. A
// real local server stands in for it, answering, never answering, or stalling half-way; a
// closed port stands for one that is down. The deadline is a small configured one.

const DEADLINE_MS = 100;
/**
 * The deadline where the API answers: the answer is what is checked, and a loaded machine may take
 * longer than the small deadline to open the first connection.
 */
const ANSWERED_DEADLINE_MS = 10_000;
const servers: Server[] = [];
const sockets = new Set<Socket>();
let seen: IncomingHttpHeaders[] = [];

async function serve(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let answering: string;
let silent: string;
let stalling: string;
let closed: string;

beforeAll(async () => {
  answering = await serve((req, res) => {
    seen.push(req.headers);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ success: true, code: 2000, data: { path: req.url } }));
  });
  silent = await serve(() => {
    // Takes the request and never answers.
  });
  stalling = await serve((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"success": tr');
  });
  // A port that was open a moment ago: nothing listens there now.
  const gone = createServer();
  await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
  closed = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
  await new Promise((resolve) => gone.close(resolve));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

beforeEach(() => {
  seen = [];
});

describe('the HTTP transport to API_URL', () => {
  it('calls the API below /api/v1 and passes the client chain on as one X-Forwarded-For', async () => {
    const res = await httpTransport(answering, ANSWERED_DEADLINE_MS)('/shop/categories', {
      headers: { 'x-safqa-forwarded-for': '203.0.113.7', 'x-forwarded-for': '10.0.0.5' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data.path).toBe(`${MAIN_API_BASE}/shop/categories`);
    expect(seen[0]?.['x-forwarded-for']).toBe('203.0.113.7, 10.0.0.5');
    expect(seen[0]?.['x-safqa-forwarded-for']).toBeUndefined();
  });

  it('answers GATEWAY_TIMEOUT (504) when the API takes the request and never answers', async () => {
    const res = await httpTransport(silent, DEADLINE_MS)('/shop/categories');
    expect(res.status).toBe(504);
    expect((await res.json()).error).toMatchObject({ code: 1009, title: 'GATEWAY_TIMEOUT' });
  });

  it('answers GATEWAY_TIMEOUT when the answer stalls half-way', async () => {
    const res = await httpTransport(stalling, DEADLINE_MS)('/shop/categories');
    expect(res.status).toBe(504);
  });

  it('answers SERVICE_UNAVAILABLE (503) when nothing listens', async () => {
    const res = await httpTransport(closed, DEADLINE_MS)('/shop/categories');
    expect(res.status).toBe(503);
    expect((await res.json()).error).toMatchObject({ code: 1008, title: 'SERVICE_UNAVAILABLE' });
  });
});

describe('the BFF in front of a slow or absent API', () => {
  const bffOn = (apiUrl: string) =>
    createBff({
      api: httpTransport(apiUrl, DEADLINE_MS),
      cookie: { password: 'bff-transport-test-secret-0123456789-abcdef', secure: false },
      allowedOrigins: [TEST_APP_URL],
    });
  const login = (apiUrl: string) =>
    bffOn(apiUrl).handle(
      new Request(`${TEST_APP_URL}/api/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ email: 'someone@example.com', password: 'a-password-1' }),
      }),
      ['login'],
    );

  it('answers the browser GATEWAY_TIMEOUT when the API does not answer in time', async () => {
    const res = await login(silent);
    expect(res.status).toBe(504);
    expect((await res.json()).error.title).toBe('GATEWAY_TIMEOUT');
  });

  it('answers the browser SERVICE_UNAVAILABLE when the API is down', async () => {
    const res = await login(closed);
    expect(res.status).toBe(503);
    expect((await res.json()).error.title).toBe('SERVICE_UNAVAILABLE');
  });
});
