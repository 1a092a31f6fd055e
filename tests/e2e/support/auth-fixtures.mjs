// The e2e suite's outside world, started by Playwright before the app (playwright.config.ts):
//   - a real SMTP server (smtp-server) that the app sends its mail to (SMTP_URL);
//   - a small HTTP API over the captured mail and the provider's identity, for the specs;
//   - a local OpenID provider (oauth2-mock-server) standing in for Google, Apple and Facebook;
//   - Apple's front door: answers the authorization request the way Apple does with
//     response_mode=form_post — an auto-submitting cross-site POST back to the callback;
//   - Facebook's Graph API: `GET /me?fields=id,email` with the provider's access token answers
//     who signed in the way Graph does (`id`, and `email` only when it is confirmed).
// One such world per e2e app server (E2E_FIXTURES: a JSON list of each one's ports, made by
// playwright.config.ts from tests/e2e/support/constants.ts), so that parallel workers never see
// each other's mail or provider identity.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';

const INSTANCES = JSON.parse(
  process.env.E2E_FIXTURES ||
    '[{"smtp":3125,"api":3126,"oidc":3190,"appleFront":3191,"facebookGraph":3192}]',
);

const escape = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

/** One instance's outside world on `PORTS`; returns what closes it. */
async function startFixtures(PORTS) {
  const mails = [];
  let identity = { sub: 'nobody', email: 'nobody@example.com', email_verified: true };

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((a) => a.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            at: Date.now(),
          });
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await listen(smtp, PORTS.smtp);

  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  // The issuer the app is configured with (OAUTH_*_ISSUER); the library would say localhost.
  provider.issuer.url = `http://127.0.0.1:${PORTS.oidc}`;
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, identity));
  provider.service.on('beforeUserinfo', (userinfo) => Object.assign(userinfo.body, identity));
  await provider.start(PORTS.oidc, '127.0.0.1');

  const appleFront = http.createServer(async (req, res) => {
    const url = new URL(req.url, `http://127.0.0.1:${PORTS.appleFront}`);
    const upstream = new URL(`http://127.0.0.1:${PORTS.oidc}/authorize${url.search}`);
    // A provider that cannot be reached fails this request only, not the whole outside world
    // (every instance's mail capture lives in this process).
    const answer = await fetch(upstream, { redirect: 'manual' }).catch(() => null);
    const location = answer?.headers.get('location');
    if (!location) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('the provider did not answer');
      return;
    }
    const back = new URL(location);
    const target = url.searchParams.get('redirect_uri');
    const fields = ['code', 'state']
      .map(
        (k) =>
          `<input type="hidden" name="${k}" value="${escape(back.searchParams.get(k) ?? '')}">`,
      )
      .join('');
    const user = JSON.stringify({ name: { firstName: 'Apple', lastName: 'Tester' } });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Apple</title><form method="post" action="${escape(target)}">${fields}` +
        `<input type="hidden" name="user" value="${escape(user)}"></form>` +
        `<script>document.forms[0].submit()</script>`,
    );
  });
  await listen(appleFront, PORTS.appleFront);

  const facebookGraph = http.createServer(async (req, res) => {
    const url = new URL(req.url, `http://127.0.0.1:${PORTS.facebookGraph}`);
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (url.pathname !== '/me' || !token) {
      // What Graph answers without a valid access token.
      return json(res, 400, {
        error: {
          message: 'An active access token must be used',
          type: 'OAuthException',
          code: 2500,
        },
      });
    }
    const answer = await fetch(`http://127.0.0.1:${PORTS.oidc}/userinfo`, {
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => null);
    if (!answer?.ok) return json(res, 502, { error: { message: 'the provider did not answer' } });
    const who = await answer.json();
    const fields = (url.searchParams.get('fields') ?? 'id').split(',');
    const me = { id: String(who.sub) };
    if (fields.includes('email') && who.email && who.email_verified) me.email = who.email;
    return json(res, 200, me);
  });
  await listen(facebookGraph, PORTS.facebookGraph);

  const api = http.createServer((req, res) => {
    const url = new URL(req.url, `http://127.0.0.1:${PORTS.api}`);
    if (url.pathname === '/health') return json(res, 200, { ok: true });
    if (url.pathname === '/mails') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      return json(
        res,
        200,
        mails.filter((m) => m.to.includes(to)),
      );
    }
    if (url.pathname === '/identity' && req.method === 'POST') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        identity = JSON.parse(body);
        json(res, 200, identity);
      });
      return undefined;
    }
    return json(res, 404, {});
  });
  await listen(api, PORTS.api);

  return () => {
    smtp.close(() => undefined);
    void provider.stop();
    api.close();
    appleFront.close();
    facebookGraph.close();
  };
}

const closers = await Promise.all(INSTANCES.map(startFixtures));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const close of closers) close();
    process.exit(0);
  });
}
console.log('e2e fixtures ready');
