import { allowedRedirectUri } from '@/lib/security/redirect-uri';

const policy = { appUrl: 'https://safqa.app', appSchemes: ['safqa'] };
const allow = (raw: string) => allowedRedirectUri(raw, policy);

describe('redirect_uri allowlist', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard?tab=settings#x', '/dashboard?tab=settings#x'],
    ['https://safqa.app/en/shops', 'https://safqa.app/en/shops'],
    ['https://accounts.safqa.app/x', 'https://accounts.safqa.app/x'],
    ['safqa://auth/done?ok=1', 'safqa://auth/done?ok=1'],
    ['SAFQA://auth', 'safqa://auth'],
    ['https%3A%2F%2Fsafqa.app%2Fen', 'https://safqa.app/en'],
    ['%2Fdashboard', '/dashboard'],
  ])('allows %s', (raw, stored) => {
    expect(allow(raw)).toBe(stored);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'https://evil.example',
    'https://safqa.app.evil.example/x',
    'https://evilsafqa.app/',
    'https://user:pw@safqa.app/',
    'http://safqa.app/insecure',
    'ftp://safqa.app/',
    'otherapp://x',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    '/ok\nSet-Cookie: x',
    '',
    'x'.repeat(3000),
  ])('refuses %j', (raw) => {
    expect(allow(raw)).toBeNull();
  });

  it('allows http for a site that itself runs on http (development)', () => {
    expect(
      allowedRedirectUri('http://localhost:3000/en', {
        appUrl: 'http://localhost:3000',
        appSchemes: [],
      }),
    ).toBe('http://localhost:3000/en');
  });

  it('refuses null and undefined', () => {
    expect(allowedRedirectUri(null, policy)).toBeNull();
    expect(allowedRedirectUri(undefined, policy)).toBeNull();
  });
});
