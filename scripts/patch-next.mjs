// npm's postinstall: Next's sendRenderResult (next 16.x) encodes a cached page once per request,
// twice in fact: `Buffer.byteLength(html)` for Content-Length, then `res.end(html)`, which
// encodes the string again into the socket. A cached Arabic store page is some 75 kB of UTF-8
// from a string of mostly two-byte characters; that encoding was a fifth of the server's CPU per
// hit (`writev` at the top of a CPU profile under `npm run bench:pages`), and the store page
// served at 0.47× the static file's rate. The patch encodes each document once and keeps the
// bytes of the most recently sent ones (32 MB, least recently sent out first), keyed by the
// document's text: a hot page's bytes are sent as they are. Measured with the patch: 0.73×.
//
// Turbopack bundles these files into the server chunks at build time: the patch is in the build
// when it ran before `next build` (npm ci runs it). Idempotent; a Next version whose code no
// longer has the patched lines stops the install, so an upgrade is checked by hand.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', 'node_modules', 'next', 'dist');
const MARK = '/* safqa: encode once */';

const LENGTH = `    if (payload) {
        res.setHeader('Content-Length', Buffer.byteLength(payload));
    }`;
const LENGTH_ONCE = `    const body = payload ? encodeOnce(payload) : payload; ${MARK}
    if (body) {
        res.setHeader('Content-Length', body.length);
    }`;
const END = `    if (payload !== null) {
        res.end(payload);`;
const END_ONCE = `    if (body !== null) {
        res.end(body);`;
const ENCODE_ONCE = `${MARK}
const ENCODED_BUDGET = 32 * 1024 * 1024;
const encodedPayloads = new Map();
let encodedBytes = 0;
function encodeOnce(text) {
    let bytes = encodedPayloads.get(text);
    if (bytes !== undefined) {
        encodedPayloads.delete(text);
        encodedPayloads.set(text, bytes);
        return bytes;
    }
    bytes = Buffer.from(text, 'utf8');
    if (bytes.length > ENCODED_BUDGET / 16) return bytes;
    encodedPayloads.set(text, bytes);
    encodedBytes += bytes.length;
    for (const [key, value] of encodedPayloads) {
        if (encodedBytes <= ENCODED_BUDGET) break;
        encodedPayloads.delete(key);
        encodedBytes -= value.length;
    }
    return bytes;
}
`;

for (const [variant, declaration] of [
  ['server/send-payload.js', 'async function sendRenderResult('],
  ['esm/server/send-payload.js', 'export async function sendRenderResult('],
]) {
  const file = path.join(root, variant);
  if (!existsSync(file)) continue;
  const code = readFileSync(file, 'utf8');
  if (code.includes(MARK)) continue;
  if (![LENGTH, END, declaration].every((part) => code.split(part).length === 2)) {
    throw new Error(`${file}: sendRenderResult changed upstream; check scripts/patch-next.mjs`);
  }
  writeFileSync(
    file,
    code
      .replace(LENGTH, LENGTH_ONCE)
      .replace(END, END_ONCE)
      .replace(declaration, `${ENCODE_ONCE}${declaration}`),
  );
  console.log(`patched ${path.relative(process.cwd(), file)}`);
}
