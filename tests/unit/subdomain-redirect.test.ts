/**
 * @jest-environment node
 */
import {
  subdomainRedirectResponse,
  subdomainRedirectTarget,
} from '@/lib/security/subdomain-redirect';

const APP = 'https://safqa.app';

describe('app./accounts. subdomain redirect', () => {
  it.each(['app.safqa.app', 'accounts.safqa.app', 'APP.Safqa.App', 'app.safqa.app:443'])(
    'sends %s to the bare domain',
    (host) => {
      expect(subdomainRedirectTarget('https://x/en/shops?q=noon&page=2', host, APP)).toBe(
        'https://safqa.app/en/shops?q=noon&page=2',
      );
    },
  );

  it('keeps the root path', () => {
    expect(subdomainRedirectTarget('https://x/', 'app.safqa.app', APP)).toBe('https://safqa.app/');
  });

  it.each([
    'safqa.app',
    'www.safqa.app',
    'app.evil.example',
    'app.safqa.app.evil.example',
    'xapp.safqa.app',
    'api.safqa.app',
    null,
  ])('leaves %s alone', (host) => {
    expect(subdomainRedirectTarget('https://x/en', host, APP)).toBeNull();
  });

  it('keeps the configured port in development', () => {
    expect(
      subdomainRedirectTarget('http://x/a?b=1', 'app.localhost:3000', 'http://localhost:3000'),
    ).toBe('http://localhost:3000/a?b=1');
  });
});

describe('the subdomain redirect route', () => {
  const request = (host: string, path: string) =>
    new Request('http://internal/api/subdomain-redirect', {
      headers: { host, 'x-safqa-subdomain-path': path },
    });

  it.each([
    ['http://localhost:3000', 'app.localhost:3000', 'http://localhost:3000/shops?q=1'],
    ['http://localhost:3000/', 'accounts.localhost:3000', 'http://localhost:3000/shops?q=1'],
    ['http://localhost', 'app.localhost', 'http://localhost/shops?q=1'],
    ['https://safqa.app', 'app.safqa.app', 'https://safqa.app/shops?q=1'],
    ['https://safqa.app/', 'accounts.safqa.app', 'https://safqa.app/shops?q=1'],
    ['https://safqa.app:8443', 'app.safqa.app:8443', 'https://safqa.app:8443/shops?q=1'],
    [
      'http://safqa.localhost:3100',
      'app.safqa.localhost:3100',
      'http://safqa.localhost:3100/shops?q=1',
    ],
  ])('APP_URL %s: %s answers 308 with the absolute %s', (appUrl, host, location) => {
    const res = subdomainRedirectResponse(request(host, '/shops?q=1'), appUrl);
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(location);
  });

  it('keeps a path that looks like another host on our origin', () => {
    const res = subdomainRedirectResponse(
      request('app.safqa.app', '//evil.example/x'),
      'https://safqa.app',
    );
    expect(res.headers.get('location')).toBe('https://safqa.app//evil.example/x');
    expect(subdomainRedirectTarget('https://x//evil.example/', 'app.safqa.app', APP)).toBe(
      'https://safqa.app//evil.example/',
    );
  });

  it('answers 404 to any other host (the route is no open redirect)', () => {
    for (const host of ['safqa.app', 'app.evil.example']) {
      expect(subdomainRedirectResponse(request(host, '/x'), 'https://safqa.app').status).toBe(404);
    }
  });
});
