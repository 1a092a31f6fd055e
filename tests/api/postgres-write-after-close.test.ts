import postgres from 'postgres';
import { startTcpProxy } from '../support/tcp-proxy';

// scripts/patch-postgres.mjs (npm's postinstall): postgres.js 3.4.9 throws an uncaught TypeError
// and leaves the query waiting forever when a connection it keeps (reserved) was closed by the
// server and a query is sent on it. Patched, the query fails with CONNECTION_CLOSED, which the
// API turns into a retry or a 503. Needs PostgreSQL: DATABASE_URL, or the local server.
const target = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

it('a query on a connection the server closed fails with CONNECTION_CLOSED', async () => {
  const proxy = await startTcpProxy({
    host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
    port: Number(target.port || 5432),
  });
  const via = new URL(target);
  via.hostname = '127.0.0.1';
  via.port = String(proxy.port);
  const sql = postgres(via.toString(), { max: 1, onnotice: () => {} });
  const reserved = await sql.reserve();
  try {
    await reserved`select 1`;
    await proxy.stop();
    // Let the driver see the close (event-loop turns, no clock).
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    await expect(reserved`select 2`).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
  } finally {
    reserved.release();
    await sql.end({ timeout: 1 });
  }
});
