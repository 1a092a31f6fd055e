// npm's postinstall: one guard added to postgres.js (3.4.9, the newest release) until upstream
// ships it (porsager/postgres issues 1154 and 1208). A write the driver had queued for the next
// tick can run after PostgreSQL closed the connection; `socket.write` on the nulled socket then
// throws from a setImmediate callback: an uncaught exception, and the query waits forever. Each
// PostgreSQL restart under load left a few requests hanging (measured by `npm run bench:faults`),
// and a graceful stop waited on them. With the guard the query fails with CONNECTION_CLOSED,
// which the API answers with a retry (reads) or 503 (writes).
//
// Idempotent; a postgres version whose code no longer has the unguarded line stops the install,
// so an upgrade is checked by hand (drop this script once the release carries a fix).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', 'node_modules', 'postgres');
const MARK = '/* safqa: write after close */';
const UNGUARDED = `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`;
const GUARDED = `  function nextWrite(fn) {
    if (!socket) { ${MARK}
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)`;

if (existsSync(root)) {
  for (const variant of ['src', 'cjs/src', 'cf/src']) {
    const file = path.join(root, variant, 'connection.js');
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    if (code.includes(MARK)) continue;
    if (!code.includes(UNGUARDED)) {
      throw new Error(`${file}: nextWrite changed upstream; check scripts/patch-postgres.mjs`);
    }
    writeFileSync(file, code.replace(UNGUARDED, GUARDED));
    console.log(`patched ${path.relative(process.cwd(), file)}`);
  }
}
