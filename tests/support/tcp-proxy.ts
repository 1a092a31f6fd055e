import net from 'node:net';

/**
 * A TCP forwarder on a loopback port in front of a real server (PostgreSQL, Redis): a test
 * takes it down and up, or breaks single connections, to give the app a real outage without
 * restarting the shared server.
 */
export interface TcpProxy {
  port: number;
  /** Connections accepted so far (the refused ones included). */
  accepted: number;
  /** Closes every open connection and stops listening (new connects are refused). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Destroys the next `n` new connections as soon as they arrive. */
  failNext(n: number): void;
  /**
   * The first client chunk matching `pattern` is forwarded, and the connection is cut when the
   * server's answer matching `answer` comes back (which the client never sees): a statement
   * whose outcome the client cannot know. Resolves with how many chunks matched when it cut.
   */
  cutAfter(pattern: RegExp, answer?: RegExp): Promise<number>;
  /** How many client chunks so far matched `pattern`. */
  seen(pattern: RegExp): number;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const sent: string[] = [];
  let failing = 0;
  let cut: { pattern: RegExp; answer: RegExp; done: (count: number) => void } | undefined;

  const server = net.createServer((client) => {
    proxy.accepted++;
    if (failing > 0) {
      failing--;
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    let cutting = false;
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      sent.push(text);
      if (cut && cut.pattern.test(text)) cutting = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (cutting && cut && cut.answer.test(chunk.toString('latin1'))) {
        const { pattern, done } = cut;
        cut = undefined;
        close();
        done(sent.filter((s) => pattern.test(s)).length);
        return;
      }
      client.write(chunk);
    });
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });

  const proxy: TcpProxy = {
    port: 0,
    accepted: 0,
    async stop() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      await listen(proxy.port);
    },
    failNext(n) {
      failing = n;
    },
    cutAfter(pattern, answer = /[^]/) {
      return new Promise((resolve) => {
        cut = { pattern, answer, done: resolve };
      });
    },
    seen(pattern) {
      return sent.filter((s) => pattern.test(s)).length;
    },
  };
  proxy.port = await listen(0);
  return proxy;
}
