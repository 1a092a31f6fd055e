import { allowedPreviewOrigin, allowedRedirectUri } from '@/lib/security/redirect-uri';

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
    // Dot segments that collapse into `//host` once the path is normalized.
    '/..//evil.example/',
    '/.//evil.example/',
    '/%2e%2e//evil.example/',
    '/%2E%2E//evil.example/',
    '/x/..//evil.example/',
    '/x/../..//evil.example/',
    '%2F..%2F%2Fevil.example%2F',
    '%2F.%2F%2Fevil.example',
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

  it('never leaves the site whatever path tricks are combined', () => {
    const heads = [
      '',
      '/',
      '/.',
      '/..',
      '/x/..',
      '/./',
      '/%2e',
      '/%2e%2e',
      '/x/%2e%2e',
      '%2F',
      '%2F..',
    ];
    const joints = ['/', '//', '/./', '/../', '%2F', '%2F%2F', '/%2e/', '/%2e%2e/', '///'];
    const tails = [
      'evil.example',
      'evil.example/',
      'evil.example/x?y=1',
      '@evil.example',
      'evil.example:443',
    ];
    let tried = 0;
    for (const head of heads) {
      for (const joint of joints) {
        for (const tail of tails) {
          const raw = `${head}${joint}${tail}`;
          tried++;
          const stored = allow(raw);
          if (stored === null) continue;
          // A stored value is a same-site path, or an address on the product's own domain.
          const target = new URL(stored, 'https://safqa.app/some/page');
          expect({ raw, host: target.hostname }).toEqual({ raw, host: 'safqa.app' });
          expect(stored.startsWith('//')).toBe(false);
        }
      }
    }
    expect(tried).toBe(heads.length * joints.length * tails.length);
  });
});

describe('deploy preview origins an OAuth sign-in is handed back to (PREVIEW_HOSTS)', () => {
  const proxy = {
    appUrl: 'https://safqa.app',
    previewHosts: ['*.vercel.app', 'preview.safqa.dev'],
  };
  const preview = (raw: string) => allowedPreviewOrigin(raw, proxy);

  it.each([
    'https://safqa-git-x-team.vercel.app',
    'https://safqa-abc123.vercel.app',
    'https://preview.safqa.dev',
    'https://preview.safqa.dev:8443',
  ])('hands back to %s', (raw) => {
    expect(preview(raw)).toBe(new URL(raw).origin);
  });

  it.each([
    // Hosts outside the patterns, and look-alikes of them.
    'https://evil.example',
    'https://vercel.app',
    'https://a.b.vercel.app',
    'https://x.vercel.app.evil.example',
    'https://xvercel.app',
    'https://evil.example/.vercel.app',
    'https://evil.example#.vercel.app',
    'https://evil.example?.vercel.app',
    'https://x.preview.safqa.dev',
    // Not exactly an origin, or not https while the proxy is.
    'https://x.vercel.app/',
    'https://X.vercel.app',
    'https://x.vercel.app/path',
    'https://x.vercel.app?x=1',
    'https://user:pw@x.vercel.app',
    'https://x.vercel.app@evil.example',
    'http://x.vercel.app',
    'javascript://x.vercel.app',
    'data:text/html,x.vercel.app',
    '//x.vercel.app',
    'x.vercel.app',
    'https://x.vercel.app\\@evil.example',
    'https://x.vercel.app\n',
    // The proxy itself is not a preview.
    'https://safqa.app',
    '',
    `https://${'a'.repeat(300)}.vercel.app`,
  ])('refuses %j', (raw) => {
    expect(preview(raw)).toBeNull();
  });

  it('a pattern with a port matches only that port; without one, any port', () => {
    const local = { appUrl: 'http://localhost:3441', previewHosts: ['*.localhost:3442'] };
    expect(allowedPreviewOrigin('http://preview.localhost:3442', local)).toBe(
      'http://preview.localhost:3442',
    );
    expect(allowedPreviewOrigin('http://preview.localhost:3443', local)).toBeNull();
    expect(allowedPreviewOrigin('http://preview.localhost', local)).toBeNull();
    // http only where the proxy itself runs on http (development).
    expect(
      allowedPreviewOrigin('http://preview.localhost:3442', { ...local, appUrl: 'https://x.dev' }),
    ).toBeNull();
  });

  it('never hands back outside the patterns whatever host tricks are combined', () => {
    const schemes = ['https://', 'http://', 'https:', 'https:///', 'HTTPS://', '//'];
    const prefixes = ['', 'x.', 'user@', 'x.vercel.app@', 'x.vercel.app.', 'evil.example/'];
    const hosts = ['vercel.app', 'evil.example', 'x.vercel.app', 'x%2evercel.app', '127.0.0.1'];
    const suffixes = ['', '.', ':443', '/', '#x', '?x', '%00', '.evil.example', '\\x'];
    const accepted = new Set<string>();
    for (const scheme of schemes)
      for (const prefix of prefixes)
        for (const host of hosts)
          for (const suffix of suffixes) {
            const raw = `${scheme}${prefix}${host}${suffix}`;
            const origin = preview(raw);
            if (origin === null) continue;
            accepted.add(origin);
            // Anything accepted is exactly what was given: an https origin, one label under vercel.app.
            expect({ raw, origin }).toEqual({ raw, origin: raw });
            expect(new URL(origin).hostname).toMatch(/^[a-z0-9-]+\.vercel\.app$/);
            expect(new URL(origin).protocol).toBe('https:');
          }
    expect(accepted).toEqual(new Set(['https://x.vercel.app']));
  });

  it('nothing is handed back without PREVIEW_HOSTS', () => {
    expect(
      allowedPreviewOrigin('https://x.vercel.app', {
        appUrl: 'https://safqa.app',
        previewHosts: [],
      }),
    ).toBeNull();
  });
});
