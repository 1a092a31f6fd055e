/**
 * @jest-environment node
 */
// A cached page's document is kept as UTF-8 bytes (server/cache/next-cache-handler.mjs): Next
// sends a string document with `Buffer.byteLength` and then `res.end(string)`, encoding it twice
// per hit, but streams bytes as they are. This holds Next to the second half on an upgrade: the
// bytes of a hit reach the socket unchanged, in full, for GET and not for HEAD.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import RenderResult from 'next/dist/server/render-result';
import { sendRenderResult } from 'next/dist/server/send-payload';
import CacheHandler, { memoryStore } from '@/server/cache/next-cache-handler.mjs';

const document = `<html dir="rtl"><body>${'كوبونات خصم '.repeat(5_000)}</body></html>`;

async function served(html: string | Buffer, method: string) {
  /** What Next handed the socket: a string would be encoded again there. */
  const chunks: unknown[] = [];
  const server = http.createServer((req, res) => {
    type Send = (...args: unknown[]) => unknown;
    const write = res.write as Send;
    const end = res.end as Send;
    res.write = ((...args: unknown[]) => {
      chunks.push(args[0]);
      return write.apply(res, args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      if (args[0] !== undefined && typeof args[0] !== 'function') chunks.push(args[0]);
      return end.apply(res, args);
    }) as typeof res.end;
    void sendRenderResult({
      req: req as never,
      res: res as never,
      result: RenderResult.fromStatic(html, 'text/html; charset=utf-8'),
      generateEtags: false,
      poweredByHeader: false,
      cacheControl: undefined,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`, { method });
    return { res, body: Buffer.from(await res.arrayBuffer()), chunks };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('a cached document', () => {
  it('is stored as its UTF-8 bytes, with the policy of its scripts read from the text', async () => {
    const cache = new CacheHandler({ store: memoryStore(10_000_000), now: () => 1 });
    const page = { kind: 'APP_PAGE', html: `${document}<script>go()</script>`, headers: {} };
    await cache.set('/ar', page, {});
    const hit = await cache.get('/ar', { kind: 'APP_PAGE' });
    expect(Buffer.isBuffer(hit?.value.html)).toBe(true);
    expect((hit?.value.html as Buffer).equals(Buffer.from(page.html, 'utf8'))).toBe(true);
    expect(hit?.value.headers['content-security-policy']).toContain("'sha256-");
    // The response of the render that stored it is Next's own, untouched.
    expect(page.html).toBe(`${document}<script>go()</script>`);
  });

  it("is sent by Next's sendRenderResult as those bytes, in full", async () => {
    const bytes = Buffer.from(document, 'utf8');
    const { res, body, chunks } = await served(bytes, 'GET');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(body.equals(bytes)).toBe(true);
    // Bytes only: nothing was encoded on the way out.
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((chunk) => typeof chunk === 'string')).toEqual([]);
  });

  it('answers HEAD with no body', async () => {
    const { res, body } = await served(Buffer.from(document, 'utf8'), 'HEAD');
    expect(res.status).toBe(200);
    expect(body.length).toBe(0);
  });
});
