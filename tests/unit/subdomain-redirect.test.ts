import { subdomainRedirectTarget } from '@/lib/security/subdomain-redirect';

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
