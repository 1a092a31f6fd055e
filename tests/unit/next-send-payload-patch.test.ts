/**
 * @jest-environment node
 */
// scripts/patch-next.mjs (npm's postinstall): Next's sendRenderResult sends a cached document as
// bytes encoded once, with a Content-Length that counts bytes, not characters.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sendRenderResult } from 'next/dist/server/send-payload';
import RenderResult from 'next/dist/server/render-result';

function fakeResponse() {
  const headers = new Map<string, unknown>();
  const sent: unknown[] = [];
  const res = {
    statusCode: 200,
    finished: false,
    headersSent: false,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    end: (chunk: unknown) => {
      sent.push(chunk);
      res.finished = true;
    },
  };
  return { res, headers, sent };
}

const send = (html: string, method = 'GET') => {
  const { res, headers, sent } = fakeResponse();
  return sendRenderResult({
    req: { method, headers: {} } as never,
    res: res as never,
    result: RenderResult.fromStatic(html, 'text/html; charset=utf-8'),
    generateEtags: false,
    poweredByHeader: false,
    cacheControl: undefined,
  }).then(() => ({ headers, sent }));
};

describe("Next's sendRenderResult, patched to encode a document once", () => {
  it("is patched in both of Next's builds (a fresh `npm ci` runs the patch)", () => {
    for (const variant of ['server/send-payload.js', 'esm/server/send-payload.js']) {
      const file = path.join('node_modules', 'next', 'dist', variant);
      expect(readFileSync(file, 'utf8')).toContain('/* safqa: encode once */');
    }
  });

  it('sends the UTF-8 bytes with their byte length, the same bytes on every hit', async () => {
    const html = `<html dir="rtl"><body>${'كوبونات خصم '.repeat(500)}</body></html>`;
    const first = await send(html);
    const second = await send(html);
    const bytes = Buffer.from(html, 'utf8');
    expect(first.headers.get('content-length')).toBe(bytes.length);
    expect(Buffer.isBuffer(first.sent[0])).toBe(true);
    expect((first.sent[0] as Buffer).equals(bytes)).toBe(true);
    // The second hit gets the kept bytes, not a fresh encoding.
    expect(second.sent[0]).toBe(first.sent[0]);
  });

  it('answers HEAD with the length and no body, and an empty document as it is', async () => {
    const head = await send('مرحبا', 'HEAD');
    expect(head.headers.get('content-length')).toBe(Buffer.byteLength('مرحبا'));
    expect(head.sent).toEqual([null]);
    const empty = await send('');
    expect(empty.headers.has('content-length')).toBe(false);
    expect(empty.sent).toEqual(['']);
  });
});
