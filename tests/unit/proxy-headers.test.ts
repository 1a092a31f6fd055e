/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';

/** proxy.ts reads APP_URL once, when it loads: each case loads it afresh. */
async function proxyFor(appUrl: string) {
  jest.resetModules();
  process.env.APP_URL = appUrl;
  return (await import('@/proxy')).default;
}

/** The deployment settings the proxy reads when it loads (lib/site/deployment.mjs). */
const DEPLOYMENT = [
  'APP_URL',
  'DEPLOY_ENV',
  'VERCEL',
  'VERCEL_ENV',
  'VERCEL_URL',
  'VERCEL_BRANCH_URL',
  'VERCEL_DEPLOYMENT_ID',
];

/** proxy.ts loaded afresh with exactly these deployment settings. */
async function proxyWith(settings: Record<string, string>) {
  jest.resetModules();
  for (const name of DEPLOYMENT) delete process.env[name];
  Object.assign(process.env, settings);
  return (await import('@/proxy')).default;
}

afterAll(() => {
  for (const name of DEPLOYMENT) delete process.env[name];
});

describe('proxy on a deploy preview', () => {
  const requests = (origin: string) => [
    new NextRequest(`${origin}/`),
    new NextRequest(`${origin}/en/shops`),
    new NextRequest(`${origin}/shop/1/noon`),
    new NextRequest(`${origin}/en/signin`),
    new NextRequest(`${origin}/api/v1/health`),
    new NextRequest(`${origin}/media/shops/noon.svg`),
    new NextRequest(`${origin}/icons.svg`),
    new NextRequest(`${origin}/robots.txt`),
    new NextRequest(`${origin}/shops`, { method: 'PUT' }),
  ];
  const robotsOf = (proxy: (r: NextRequest) => Response, origin: string) =>
    requests(origin).map(
      (r) => `${r.method} ${r.nextUrl.pathname}: ${proxy(r).headers.get('x-robots-tag')}`,
    );

  it('says noindex on every answer with DEPLOY_ENV=preview: pages, API, files, refusals', async () => {
    const origin = 'http://preview.localhost:3000';
    const proxy = await proxyWith({ DEPLOY_ENV: 'preview', APP_URL: origin });
    expect(robotsOf(proxy, origin)).toEqual(
      requests(origin).map((r) => `${r.method} ${r.nextUrl.pathname}: noindex`),
    );
  });

  it('says it on Vercel (VERCEL_ENV=preview) at the branch address, over https', async () => {
    const origin = 'https://safqa-git-x.vercel.app';
    const proxy = await proxyWith({
      VERCEL_ENV: 'preview',
      VERCEL_BRANCH_URL: 'safqa-git-x.vercel.app',
      VERCEL_URL: 'safqa-abc123.vercel.app',
    });
    const res = proxy(new NextRequest(`${origin}/en/signin`));
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    // APP_URL worked out as https://safqa-git-x.vercel.app: the site is served over https.
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it.each<Record<string, string>>([
    {},
    { DEPLOY_ENV: 'production', VERCEL_ENV: 'preview' },
    { VERCEL_ENV: 'production' },
  ])('never says it in production (%j)', async (settings) => {
    const origin = 'http://localhost:3000';
    const proxy = await proxyWith(settings);
    expect(robotsOf(proxy, origin)).toEqual(
      requests(origin).map((r) => `${r.method} ${r.nextUrl.pathname}: null`),
    );
  });
});

describe('proxy security headers', () => {
  it('sends HSTS on every answer of a site served over https', async () => {
    const proxy = await proxyFor('https://safqa.app');
    for (const path of ['/', '/en/shops', '/api/v1/health', '/en/admin']) {
      const res = proxy(new NextRequest(`https://safqa.app${path}`));
      expect({ path, hsts: res.headers.get('strict-transport-security') }).toEqual({
        path,
        hsts: 'max-age=63072000; includeSubDomains',
      });
    }
    // The subdomain redirect too: the first answer a visitor of app. gets (its route answers
    // the 308; the proxy's headers join the route's answer).
    const redirect = proxy(
      new NextRequest('https://app.safqa.app/shops', { headers: { host: 'app.safqa.app' } }),
    );
    expect(redirect.headers.get('x-middleware-rewrite')).toBe(
      'https://app.safqa.app/api/subdomain-redirect',
    );
    expect(redirect.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('sends none on http (development would pin localhost to https)', async () => {
    const proxy = await proxyFor('http://localhost:3000');
    const res = proxy(new NextRequest('http://localhost:3000/signin'));
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('proxy and the shared page cache', () => {
  it('gives a cached page no nonce (its stored policy has hashes) and strips one sent in', async () => {
    const proxy = await proxyFor('http://localhost:3000');
    const res = proxy(
      new NextRequest('http://localhost:3000/shops?letter=n', {
        headers: {
          'content-security-policy': "script-src 'nonce-sent-in'",
          'x-nonce': 'x',
          'user-agent': 'crawler',
        },
      }),
    );
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/ar/shops/v/_/n/1?letter=n',
    );
    // The request headers Next renders with: the ones sent in, less the CSP and the nonce.
    const overridden = res.headers.get('x-middleware-override-headers') ?? '';
    expect(overridden.split(',')).toContain('user-agent');
    expect(overridden.split(',')).not.toContain('content-security-policy');
    expect(overridden.split(',')).not.toContain('x-nonce');

    // A plain request goes on untouched: no header override at all (the crawl's hot path).
    const plain = proxy(new NextRequest('http://localhost:3000/en/shop/1/noon'));
    expect(plain.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/shop/1/noon');
    expect(plain.headers.get('x-middleware-override-headers')).toBeNull();
    expect(plain.headers.get('content-security-policy')).toBeNull();
  });

  it('renders a search per request under a fresh nonce, on its own route', async () => {
    const proxy = await proxyFor('http://localhost:3000');
    const res = proxy(new NextRequest('http://localhost:3000/en/shops?q=noon'));
    expect(res.headers.get('content-security-policy')).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    expect(res.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/en/shops/search?q=noon',
    );
  });
});

describe('proxy and the client address', () => {
  /** The request headers Next renders with after the proxy's override. */
  const overridden = (res: Response) => {
    const names = (res.headers.get('x-middleware-override-headers') ?? '').split(',');
    return Object.fromEntries(
      names.map((name) => [name, res.headers.get(`x-middleware-request-${name}`)]),
    );
  };

  it.each(['/en/signin', '/api/v1/auth/login', '/shops?letter=n', '/l/chrome', '/'])(
    'moves the X-Forwarded-For sent to %s aside, so Next writes the socket address in its place',
    async (path) => {
      const proxy = await proxyFor('http://localhost:3000');
      const res = proxy(
        new NextRequest(`http://localhost:3000${path}`, {
          headers: { 'x-forwarded-for': '6.6.6.6, 7.7.7.7', 'x-safqa-forwarded-for': '8.8.8.8' },
        }),
      );
      const headers = overridden(res);
      expect(headers['x-forwarded-for']).toBeUndefined();
      expect(headers['x-safqa-forwarded-for']).toBe('6.6.6.6, 7.7.7.7');
    },
  );

  it('drops a moved-aside chain a client wrote itself', async () => {
    const proxy = await proxyFor('http://localhost:3000');
    const res = proxy(
      new NextRequest('http://localhost:3000/api/v1/health', {
        headers: { 'x-safqa-forwarded-for': '8.8.8.8' },
      }),
    );
    expect(overridden(res)['x-safqa-forwarded-for']).toBeUndefined();
  });
});

describe('proxy and methods an address does not take', () => {
  it('answers a page 405 with Allow for any method but GET and HEAD', async () => {
    const proxy = await proxyFor('https://safqa.app');
    for (const [method, path] of [
      ['PUT', '/shops'],
      ['POST', '/'],
      ['DELETE', '/en/signin'],
      ['OPTIONS', '/admin'],
      ['PROPFIND', '/en/shops'],
    ]) {
      const res = proxy(new NextRequest(`https://safqa.app${path}`, { method }));
      expect({ method, path, status: res.status, allow: res.headers.get('allow') }).toEqual({
        method,
        path,
        status: 405,
        allow: 'GET, HEAD',
      });
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    const page = proxy(new NextRequest('https://safqa.app/en/signin', { method: 'HEAD' }));
    expect(page.status).toBe(200);
  });

  it("answers the API's NOT_FOUND envelope for a method no route has, and lets the rest through", async () => {
    const proxy = await proxyFor('http://localhost:3000');
    const refused = proxy(
      new NextRequest('http://localhost:3000/api/v1/health', { method: 'PROPFIND' }),
    );
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: { code: 1003, title: 'NOT_FOUND' } });
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const res = proxy(new NextRequest('http://localhost:3000/api/session/login', { method }));
      expect({ method, next: res.headers.get('x-middleware-next') }).toEqual({ method, next: '1' });
    }
  });
});

describe('the policy of cached pages on a host that caches pages itself (Vercel)', () => {
  const origin = 'https://safqa.example';
  const cached = ['/', '/en/shops', '/shop/1/noon'];
  const policyOf = (res: Response) => res.headers.get('content-security-policy');
  /** The CSP the proxy hands the render (Next reads its nonce and stamps its scripts). */
  const toRender = (res: Response) =>
    res.headers.get('x-middleware-request-content-security-policy');

  it("sends the deployment's one nonce policy with every cached page, and hands it to the render", async () => {
    const proxy = await proxyWith({ VERCEL: '1', APP_URL: origin, VERCEL_DEPLOYMENT_ID: 'dpl_1' });
    const answers = [...cached, ...cached].map((path) =>
      proxy(new NextRequest(`${origin}${path}`)),
    );
    const policy = policyOf(answers[0]!);
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+' 'strict-dynamic'/);
    for (const res of answers) {
      expect(policyOf(res)).toBe(policy);
      expect(toRender(res)).toBe(policy);
    }
    // Another deployment, another nonce; a page rendered per request keeps a fresh one.
    const next = await proxyWith({ VERCEL: '1', APP_URL: origin, VERCEL_DEPLOYMENT_ID: 'dpl_2' });
    expect(policyOf(next(new NextRequest(`${origin}/`)))).not.toBe(policy);
    const signIn = policyOf(proxy(new NextRequest(`${origin}/en/signin`)));
    expect(signIn).toMatch(/'nonce-/);
    expect(signIn).not.toBe(policy);
  });

  it('elsewhere sends none with cached pages: their hash policy is stored with them', async () => {
    const proxy = await proxyWith({ APP_URL: origin });
    for (const path of cached) {
      const res = proxy(new NextRequest(`${origin}${path}`));
      expect(policyOf(res)).toBeNull();
      expect(toRender(res)).toBeNull();
    }
  });
});
