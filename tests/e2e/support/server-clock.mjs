// e2e only: preloaded into the app server by scripts/e2e-server.mjs (never in production), so a
// spec can move the server's `Date.now()` forward the way `page.clock` moves the browser's,
// instead of waiting for a minute to pass. `POST /advance?ms=N` adds N ms, `POST /reset` goes
// back to the real time; each answers the current offset. Loopback only.
import http from 'node:http';

const port = Number(process.env.E2E_CLOCK_PORT);
// The seed scripts run with the same NODE_OPTIONS: only the server itself listens.
if (port && /server\.js$/.test(process.argv[1] ?? '')) {
  const realNow = Date.now.bind(Date);
  let offset = 0;
  Date.now = () => realNow() + offset;
  const control = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname === '/advance') {
      offset += Math.max(0, Number(url.searchParams.get('ms')) || 0);
    } else if (req.method === 'POST' && url.pathname === '/reset') {
      offset = 0;
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ offset }));
  });
  // The app patches every server's `emit` when it starts (server/guard-requests.ts takes only GET
  // and HEAD on such paths; server/fair-requests.ts schedules turns): this control server is not
  // the app, so it keeps Node's own `emit`, taken now, before either patch.
  control.emit = http.Server.prototype.emit;
  control.listen(port, '127.0.0.1');
  control.unref();
}
