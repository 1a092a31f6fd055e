/**
 * @jest-environment node
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { edgeRefusal, guardRequests } from '@/server/guard-requests';
import { UNREADABLE_NEXT_PATHS } from '../support/unreadable-paths';

const STATIC_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * A stand-in for Next behind the guard, doing what Next does with these requests: a trailing
 * slash is redirected before any of Next's own headers apply; the rest becomes a fetch Request
 * (which cannot carry TRACE) and a path is decoded (which fails on `%ff`), either failure a bare
 * 500.
 */
function nextLike(seen: string[]) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    seen.push(`${req.method} ${req.url}`);
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      decodeURIComponent(url.pathname);
      new Request(url, { method: req.method });
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        res.writeHead(308, { Location: url.pathname.slice(0, -1) }).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('page');
    } catch {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
    }
  };
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request written as it goes on the wire (no client library rewrites the target). */
function raw(port: number, requestLine: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${requestLine} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

async function serve(options: { guarded: boolean; hsts?: string | null; preview?: boolean }) {
  const seen: string[] = [];
  const server = http.createServer(nextLike(seen));
  // The guard patches this server alone (in production: http.Server.prototype).
  const undo = options.guarded
    ? guardRequests(
        { hsts: options.hsts ?? null, preview: options.preview },
        server as unknown as Parameters<typeof guardRequests>[1],
      )
    : () => {};
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    send: (line: string) => raw(port, line),
    close: async () => {
      undo();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the request guard in front of Next', () => {
  it.each(UNREADABLE_NEXT_PATHS)(
    'GET %s → 400 with the security headers; Next never sees it',
    async (path) => {
      const server = await serve({ guarded: true });
      try {
        const answer = await server.send(`GET ${path}`);
        expect({ status: answer.status, ...answer.headers }).toMatchObject({
          status: 400,
          ...STATIC_HEADERS,
          'content-security-policy': expect.stringContaining("default-src 'none'"),
          'content-type': 'text/html; charset=utf-8',
        });
        expect(answer.body).toContain('<html lang="ar" dir="rtl">');
        expect(server.seen).toEqual([]);
      } finally {
        await server.close();
      }
    },
  );

  it('without it, the same addresses and TRACE are bare 500s (what the probe found)', async () => {
    const server = await serve({ guarded: false });
    try {
      for (const line of ['GET /_next/static/%ff', 'TRACE /', 'TRACE /shops']) {
        const answer = await server.send(line);
        expect({
          line,
          status: answer.status,
          nosniff: answer.headers['x-content-type-options'],
        }).toEqual({ line, status: 500, nosniff: undefined });
      }
    } finally {
      await server.close();
    }
  });

  it('answers TRACE 405 with Allow on pages, the API envelope under /api/', async () => {
    const server = await serve({ guarded: true });
    try {
      for (const path of ['/', '/shops', '/en/signin', '/admin', '/media/x.png', '/sitemap.xml']) {
        const answer = await server.send(`TRACE ${path}`);
        expect({ path, status: answer.status, ...answer.headers }).toMatchObject({
          path,
          status: 405,
          allow: 'GET, HEAD',
          ...STATIC_HEADERS,
        });
        expect(answer.body).toBe('');
      }
      for (const path of ['/api/v1/health', '/api/session/login', '/api/worker/v1/x']) {
        const answer = await server.send(`TRACE ${path}`);
        expect({ path, status: answer.status, ...answer.headers }).toMatchObject({
          path,
          status: 404,
          'content-type': 'application/json',
          'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
          ...STATIC_HEADERS,
        });
        expect(JSON.parse(answer.body)).toMatchObject({
          success: false,
          error: { code: 1003, title: 'NOT_FOUND', requestId: answer.headers['x-request-id'] },
        });
      }
      expect(server.seen).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('refuses methods a page does not take, and lets through what Next routes', async () => {
    const server = await serve({ guarded: true });
    try {
      for (const line of ['PROPFIND /shops', 'PUT /en/signin', 'OPTIONS /', 'POST /shops']) {
        const answer = await server.send(line);
        expect({ line, status: answer.status, allow: answer.headers.allow }).toEqual({
          line,
          status: 405,
          allow: 'GET, HEAD',
        });
      }
      const api = await server.send('PROPFIND /api/v1/health');
      expect(api.status).toBe(404);
      for (const line of ['GET /shops', 'HEAD /en', 'OPTIONS /api/v1/shop', 'DELETE /api/v1/x']) {
        expect({ line, status: (await server.send(line)).status }).toEqual({ line, status: 200 });
      }
      expect(server.seen).toEqual([
        'GET /shops',
        'HEAD /en',
        'OPTIONS /api/v1/shop',
        'DELETE /api/v1/x',
      ]);
    } finally {
      await server.close();
    }
  });

  it('puts the security headers on what Next answers before its own apply (the trailing-slash redirect)', async () => {
    const server = await serve({ guarded: true, hsts: 'max-age=63072000; includeSubDomains' });
    try {
      const answer = await server.send('GET /shops/');
      expect({ status: answer.status, ...answer.headers }).toMatchObject({
        status: 308,
        location: '/shops',
        ...STATIC_HEADERS,
        'strict-transport-security': 'max-age=63072000; includeSubDomains',
      });
    } finally {
      await server.close();
    }
  });

  it('says noindex on every answer of a preview, its refusals included, and never in production', async () => {
    const preview = await serve({ guarded: true, preview: true });
    const production = await serve({ guarded: true, preview: false });
    try {
      for (const line of ['GET /', 'GET /shops/', 'GET /api/v1/health', 'TRACE /', 'GET /%ff']) {
        expect({ line, robots: (await preview.send(line)).headers['x-robots-tag'] }).toEqual({
          line,
          robots: 'noindex',
        });
        const answer = await production.send(line);
        expect({ line, robots: answer.headers['x-robots-tag'] }).toEqual({ line });
        expect(answer.headers).toMatchObject(STATIC_HEADERS);
      }
    } finally {
      await Promise.all([preview.close(), production.close()]);
    }
  });

  it('leaves other events alone and undoes itself', () => {
    const events: string[] = [];
    const prototype = {
      emit(event: string | symbol, ...args: unknown[]) {
        events.push(`${String(event)}:${String(args[0])}`);
        return true;
      },
    };
    const original = prototype.emit;
    const undo = guardRequests({ hsts: null }, prototype);
    prototype.emit('connection', 'socket');
    expect(events).toEqual(['connection:socket']);
    undo();
    expect(prototype.emit).toBe(original);
  });
});

describe('edgeRefusal', () => {
  it.each([
    ['GET', '/shops', null],
    ['GET', '/en/shop/%D9%86/x?q=a', null],
    ['GET', '/api/v1/shop/shop-list?q=a%00', null],
    ['POST', '/api/session/login', null],
    ['OPTIONS', '/api/v1/auth/login', null],
    ['GET', '/_next/static/chunks/main.js', null],
    ['GET', 'http://localhost/shops', null],
    ['GET', '/shops?q=%00', 400],
    ['GET', '//%ff/x', 400],
    ['OPTIONS', '*', 400],
    ['GET', 'http://[bad', 400],
    ['TRACE', 'http://localhost/', 405],
    ['TRACK', '/', 405],
    ['FOO', '/_next/static/x.js', 405],
    ['propfind', '/api/v1/health', 404],
  ] as const)('%s %s → %s', (method, target, status) => {
    expect(edgeRefusal(method, target)?.status ?? null).toBe(status);
  });
});
