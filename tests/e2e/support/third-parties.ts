import http from 'node:http';

/**
 * Stand-ins for the site's third parties, on one local port under two `*.localhost` names:
 * - a Chatwoot-compatible chat server (`http://chat.localhost:<port>`): `/packs/js/sdk.js` is a
 *   tiny SDK whose `chatwootSDK.run()` records its options and `window.chatwootSettings`, and
 *   whose `$chatwoot` records `setUser`, `setLocale` and `toggle`;
 * - a Plausible-compatible collector (`http://stats.localhost:<port>`): `POST /api/event`
 *   records each event's JSON.
 * The spec reads what was recorded from here directly, in order.
 */

/** The stand-in SDK: what the real one does at the points the site relies on. */
const SDK = `(() => {
  const base = new URL(document.currentScript.src).origin;
  const record = (kind, data) =>
    fetch(base + '/record', {
      method: 'POST',
      mode: 'no-cors',
      body: JSON.stringify({ kind, data, path: location.pathname }),
    });
  window.chatwootSDK = {
    run(options) {
      record('run', { options, settings: window.chatwootSettings });
      window.$chatwoot = {
        hasLoaded: true,
        setUser: (id, user) => record('setUser', { id, user }),
        setLocale: (locale) => record('setLocale', locale),
        toggle: (state) => record('toggle', state),
      };
      window.dispatchEvent(new Event('chatwoot:ready'));
    },
  };
})();
`;

interface ChatRecord {
  /** `marker`: sent by a spec to know that everything the page sent before has arrived. */
  kind: 'run' | 'setUser' | 'setLocale' | 'toggle' | 'marker';
  data: unknown;
  path: string;
}

export interface ThirdParties {
  chatOrigin: string;
  collectorOrigin: string;
  /** How many times the SDK was fetched. */
  sdkRequests: number;
  chat: ChatRecord[];
  events: Record<string, unknown>[];
  /** Requests that carried a cookie (must stay none). */
  cookies: string[];
  reset(): void;
  close(): Promise<void>;
}

function bodyOf(req: http.IncomingMessage) {
  return new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

export async function startThirdParties(port: number): Promise<ThirdParties> {
  const state: ThirdParties = {
    chatOrigin: `http://chat.localhost:${port}`,
    collectorOrigin: `http://stats.localhost:${port}`,
    sdkRequests: 0,
    chat: [],
    events: [],
    cookies: [],
    reset() {
      state.sdkRequests = 0;
      state.chat = [];
      state.events = [];
      state.cookies = [];
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0];
    if (req.headers.cookie) state.cookies.push(req.headers.cookie);
    if (host === 'chat.localhost' && req.method === 'GET' && req.url === '/packs/js/sdk.js') {
      state.sdkRequests += 1;
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(SDK);
      return;
    }
    if (req.method === 'POST' && (req.url === '/record' || req.url === '/api/event')) {
      void bodyOf(req).then((body) => {
        if (host === 'chat.localhost' && req.url === '/record') {
          state.chat.push(JSON.parse(body) as ChatRecord);
        } else if (host === 'stats.localhost' && req.url === '/api/event') {
          state.events.push(JSON.parse(body) as Record<string, unknown>);
        }
        res.writeHead(202).end();
      });
      return;
    }
    res.writeHead(404).end();
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: '::', ipv6Only: false }, resolve);
  });
  return state;
}
