import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeConnectionsAfterResponse, createShutdown } from '@/server/shutdown';
import { manualScheduler } from '../support/manual-scheduler';
import { recordingLogger } from '../support/test-app';

// SIGTERM: no new connections, the requests in flight are answered, then timers, jobs and
// connections close, and the process exits 0 (1 when requests were still open after 10 s).

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A real HTTP server whose one route answers when the test says so. */
async function slowServer() {
  const entered = deferred();
  const release = deferred();
  const server = http.createServer((_req, res) => {
    entered.resolve();
    void release.promise.then(() => res.end('done'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // What Next's standalone server does on the signal: stop listening, wait for open requests.
  const drain = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { server, port, entered, release, drain };
}

function get(
  port: number,
  agent: http.Agent | false = false,
): Promise<{ status?: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode, body, connection: res.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('answers the request in flight, refuses new ones, then closes and exits 0', async () => {
    const { port, entered, release, drain } = await slowServer();
    const events: string[] = [];
    const logger = recordingLogger();
    const shutdown = createShutdown({
      drain,
      cleanups: [
        { name: 'jobs', run: () => void events.push('jobs') },
        { name: 'redis', run: async () => void events.push('redis') },
        { name: 'database', run: async () => void events.push('database') },
      ],
      exit: (code) => events.push(`exit ${code}`),
      logger,
      scheduler: manualScheduler(),
    });

    const inFlight = get(port);
    await entered.promise;
    const stopping = shutdown('SIGTERM');
    void shutdown('SIGTERM'); // a second signal changes nothing

    await expect(get(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(events).toEqual([]);

    release.resolve();
    await expect(inFlight).resolves.toMatchObject({ status: 200, body: 'done' });
    await stopping;
    expect(events).toEqual(['jobs', 'redis', 'database', 'exit 0']);
    expect(logger.entries.filter((e) => e.level !== 'info')).toEqual([]);
  });

  it('stops at the 10 s deadline with exit 1 when a request never finishes', async () => {
    const { server, port, entered, release, drain } = await slowServer();
    const scheduler = manualScheduler();
    const events: string[] = [];
    const logger = recordingLogger();
    const shutdown = createShutdown({
      drain,
      cleanups: [{ name: 'database', run: () => void events.push('database') }],
      exit: (code) => events.push(`exit ${code}`),
      logger,
      scheduler,
    });
    const inFlight = get(port).catch(() => 'cut');
    await entered.promise;
    const stopping = shutdown('SIGTERM');
    expect(scheduler.pending()).toEqual([10_000]);
    scheduler.advance(9_999);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    scheduler.advance(1);
    await stopping;
    expect(events).toEqual(['database', 'exit 1']);
    expect(logger.entries.map((e) => e.msg)).toContain(
      'shutdown: requests still open at the deadline, stopping anyway',
    );
    server.closeAllConnections();
    release.resolve();
    await inFlight;
  });

  it('drains a busy keep-alive connection: its answer closes it', async () => {
    const { server, port, entered, release, drain } = await slowServer();
    server.keepAliveTimeout = 60_000; // an idle keep-alive connection would hold the drain
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const exits: number[] = [];
    const shutdown = createShutdown({
      drain,
      cleanups: [],
      exit: (code) => exits.push(code),
      logger: recordingLogger(),
      scheduler: manualScheduler(),
    });
    const undo = closeConnectionsAfterResponse();
    try {
      const inFlight = get(port, agent);
      await entered.promise;
      const stopping = shutdown('SIGTERM');
      release.resolve();
      await expect(inFlight).resolves.toMatchObject({ status: 200, connection: 'close' });
      await stopping;
      expect(exits).toEqual([0]);
    } finally {
      undo();
      agent.destroy();
    }
  });
});
